/**
 * The decision of the route guard (spec 4), kept pure for tests:
 * - the readable login cookie is present: pass;
 * - else a shareable page opened with `token`: keep the token for later calls and pass;
 * - else: the session is over (clear user and menus, tell the user, go to login).
 */
export type GuardDecision =
  { kind: 'pass' } | { kind: 'shareToken'; token: string } | { kind: 'expired' };

export interface GuardInput {
  loginCookie: string | null;
  shareable: boolean;
  search: string;
}

export function decideGuard({ loginCookie, shareable, search }: GuardInput): GuardDecision {
  if (loginCookie) return { kind: 'pass' };
  if (shareable) {
    const token = new URLSearchParams(search).get('token');
    if (token) return { kind: 'shareToken', token };
  }
  return { kind: 'expired' };
}

/** /portal/login?redirect=<the intended full path> */
export { loginRedirectPath as loginPathFor } from '../lib/use-login-first';
