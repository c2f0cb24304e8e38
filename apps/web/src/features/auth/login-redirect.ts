import { LIMITS, isSafeRedirect } from '@seuiot/contract';

/** Query parameters that steer the login page itself and are not carried to the target. */
const LOGIN_ONLY_PARAMS = ['redirect', 'type', 'view'];

export type LoginTarget = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

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
 * The single sign-on jump (apiKey + redirectUrl to an external address) belongs to a later
 * issue; it will return `{ kind: 'external' }` from here.
 */
export function loginTarget(search: string): LoginTarget {
  const params = new URLSearchParams(search);
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
