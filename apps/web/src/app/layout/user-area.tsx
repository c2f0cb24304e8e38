import type { LoginUser } from '@seuiot/contract';
import { useIsMobile } from '../../lib/use-media-query';
import { UnreadBadge } from './unread-badge';
import { UserMenu } from './user-menu';

/** What a logged-in visitor sees in the header; a chunk of its own (anonymous pages skip it). */
export default function UserArea({ user }: { user: LoginUser }) {
  const compact = useIsMobile();
  return (
    <>
      <UnreadBadge />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
