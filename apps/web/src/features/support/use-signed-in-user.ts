import { getLoginCookieUser, useSession } from '../../lib/session';

/** The signed-in username (session, else the login cookie), or null for a visitor. */
export function useSignedInUser(): string | null {
  const session = useSession();
  return session.user?.username ?? getLoginCookieUser();
}
