import { useSyncExternalStore } from 'react';
import { LIMITS, LOGIN_COOKIE, type LoginUser, type MenuItem } from '@seuiot/contract';
import { getCookie } from './cookies';

/**
 * The browser side of the session (spec 3/4): the login info (full user object, 1 day) and the
 * menus live in localStorage; the readable login cookie holds only the username and is what the
 * route guard checks. The HttpOnly session cookie is the server's business.
 */

export const USER_STORAGE_KEY = 'seuiot.loginInfo';
export const MENUS_STORAGE_KEY = 'seuiot.menus';

interface StoredUser {
  user: LoginUser;
  expiresAt: number;
}

export interface SessionState {
  user: LoginUser | null;
  menus: MenuItem[];
}

/**
 * Nobody signed in: what a page rendered by the server shows (it renders only for visitors), one
 * object, so a visitor's app takes over that page without rendering its header again.
 */
const ANONYMOUS: SessionState = Object.freeze({ user: null, menus: [] }) as SessionState;

const listeners = new Set<() => void>();
let state: SessionState = readStorage();
/**
 * The last session ended under a signed-in user without a logout (A0001/A0004, a login that ran
 * out): the route guard says "session expired" then, and "please log in" to everyone else.
 */
let endedUnderUser = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStorage(): SessionState {
  const store = storage();
  if (!store) return ANONYMOUS;
  let user: LoginUser | null = null;
  let menus: MenuItem[] = [];
  try {
    const raw = store.getItem(USER_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as StoredUser;
      if (parsed.expiresAt > Date.now()) user = parsed.user;
      else store.removeItem(USER_STORAGE_KEY);
    }
    const rawMenus = store.getItem(MENUS_STORAGE_KEY);
    if (rawMenus) menus = JSON.parse(rawMenus) as MenuItem[];
  } catch {
    store.removeItem(USER_STORAGE_KEY);
    store.removeItem(MENUS_STORAGE_KEY);
  }
  if (user === null && (!Array.isArray(menus) || menus.length === 0)) return ANONYMOUS;
  return { user, menus: Array.isArray(menus) ? menus : [] };
}

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Stores the login info for the session lifetime (1 day). */
export function setLoginUser(user: LoginUser): void {
  endedUnderUser = false;
  const stored: StoredUser = { user, expiresAt: Date.now() + LIMITS.sessionDays * 86_400_000 };
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
  emit({ ...state, user });
}

export function setMenus(menus: MenuItem[]): void {
  storage()?.setItem(MENUS_STORAGE_KEY, JSON.stringify(menus));
  emit({ ...state, menus });
}

/**
 * Clears the user and the menus (A0001/A0004, logout, guard without login cookie). Unless it is a
 * logout, a session that had a user counts as expired (`sessionExpired`).
 */
export function clearSession({ loggedOut = false }: { loggedOut?: boolean } = {}): void {
  if (state.user !== null) endedUnderUser = !loggedOut;
  else if (loggedOut) endedUnderUser = false;
  const store = storage();
  store?.removeItem(USER_STORAGE_KEY);
  store?.removeItem(MENUS_STORAGE_KEY);
  if (state.user === null && state.menus.length === 0) return;
  emit(ANONYMOUS);
}

/** Whether the last session ended under a signed-in user without a logout. */
export function sessionExpired(): boolean {
  return endedUnderUser;
}

export function getSession(): SessionState {
  return state;
}

/** Re-reads localStorage (tests, other tabs). */
export function reloadSession(): void {
  emit(readStorage());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribeSession,
    () => state,
    () => ANONYMOUS,
  );
}

/** The username of the readable login cookie, or null when not logged in. */
export function getLoginCookieUser(): string | null {
  const value = getCookie(LOGIN_COOKIE);
  return value ? value : null;
}

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

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_STORAGE_KEY || event.key === MENUS_STORAGE_KEY || event.key === null) {
      reloadSession();
    }
  });
}
