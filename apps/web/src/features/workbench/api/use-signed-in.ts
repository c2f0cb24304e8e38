import { getLoginCookieUser, useSession } from '../../../lib/session';

/**
 * The signed-in username, or null for an anonymous visitor: the stored login info once the layout
 * has loaded it, the readable login cookie before that. Part of the keys of per-user queries, so a
 * login or logout refetches them.
 */
export function useSignedIn(): string | null {
  const session = useSession();
  return session.user?.username ?? getLoginCookieUser();
}
