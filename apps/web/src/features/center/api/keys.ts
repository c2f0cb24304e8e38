import { getLoginCookieUser } from '../../../lib/session';

/**
 * Query keys of the personal center carry the signed-in account, so a different account in the
 * same tab never sees the previous one's cached data.
 */
export function centerKey(...parts: (string | number)[]) {
  return ['center', getLoginCookieUser() ?? '', ...parts] as const;
}
