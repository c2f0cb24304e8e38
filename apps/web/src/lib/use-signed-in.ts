import type { LoginUser } from '@seuiot/contract';
import { getLoginCookieUser, useSession } from './session';

/**
 * The signed-in username, or null for an anonymous visitor: the stored login info once the layout
 * has loaded it, the readable login cookie before that. Part of the keys of per-user queries, so a
 * login or logout refetches them.
 */
export function useSignedIn(): string | null {
  const session = useSession();
  return session.user?.username ?? getLoginCookieUser();
}

/**
 * The stored login info while the readable login cookie still holds, else null: what an action
 * that needs a confirmed login checks (share, file actions, the header's user area), where a
 * cookie alone (the layout has not loaded the user yet) or stored info alone (the cookie expired
 * or another tab logged out) is not enough.
 */
export function useSignedInUser(): LoginUser | null {
  const { user } = useSession();
  return user !== null && getLoginCookieUser() !== null ? user : null;
}
