import type { LoginUser } from '@seuiot/contract';
import { UnreadBadge } from './unread-badge';
import { UserMenu } from './user-menu';

/** What a logged-in visitor sees in the header; a chunk of its own (anonymous pages skip it). */
export default function UserArea({ user, compact }: { user: LoginUser; compact: boolean }) {
  return (
    <>
      <UnreadBadge />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
