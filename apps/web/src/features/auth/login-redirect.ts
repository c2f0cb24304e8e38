import { LIMITS, isSafeRedirect } from '@seuiot/contract';

/** Query parameters that steer the login page itself and are not carried to the target. */
const LOGIN_ONLY_PARAMS = ['redirect', 'type', 'view'];

export type LoginTarget =
  | { kind: 'internal'; to: string }
  /** Single sign-on: the server turns these into the partner's address with a ticket. */
  | { kind: 'external'; apiKey: string; redirectUrl: string };

/** `/seuiot/notice` -> `/notice`: the router works below its basename. */
function stripBase(path: string): string {
  const base = LIMITS.basePath.replace(/\/$/, '');
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/**
 * Where to go after login (spec 2.4): `redirect` when it is a same-origin path, else `/`, with
 * the other query parameters of the login page kept (the target's own win).
 *
 * With `apiKey` and `redirectUrl` in the query the target is the partner site instead (single
 * sign-on, spec 2.4): the server checks the pair and answers the address (POST /sso/authorize).
 */
export function loginTarget(search: string): LoginTarget {
  const params = new URLSearchParams(search);
  const sso = ssoRequest(params);
  if (sso) return { kind: 'external', ...sso };
  const redirect = params.get('redirect');
  const target = redirect && isSafeRedirect(redirect) ? stripBase(redirect) : '/';

  const hashAt = target.indexOf('#');
  const withoutHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const merged = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const [key, value] of params) {
    if (LOGIN_ONLY_PARAMS.includes(key) || merged.has(key)) continue;
    merged.append(key, value);
  }
  const query = merged.toString();
  return { kind: 'internal', to: `${pathname}${query ? `?${query}` : ''}${hash}` };
}

/** The single sign-on pair of the login query, when both are there. */
export function ssoRequest(
  params: URLSearchParams,
): { apiKey: string; redirectUrl: string } | null {
  const apiKey = params.get('apiKey')?.trim();
  const redirectUrl = params.get('redirectUrl')?.trim();
  return apiKey && redirectUrl ? { apiKey, redirectUrl } : null;
}

/**
 * The partner address the server answered is followed only when it is an absolute http(s) URL
 * (never `javascript:` or a relative path, whatever the answer says).
 */
export function isPartnerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
