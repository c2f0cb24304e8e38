/**
 * Paths of the calls, after the API prefix (default `/api`). The spec's paths are kept as they
 * are; calls the spec leaves unnamed are marked.
 */
export const API_PREFIX = '/api';

export const ROUTES = {
  /**
   * Not a described call (AUTH_CALLS says why): registered by hand. Sign-in, captcha, logout and
   * the language are `AUTH_PATHS`.
   */
  currentUser: '/user/get_login_user',
  /** Readiness (decision 0038): 200 when the instance can serve, 503 B0014 when it cannot. */
  health: '/health',
  healthReady: '/health/ready',
  /** Liveness: 200 while the process runs, whatever its database does. */
  healthLive: '/health/live',
} as const;

/** Header the web client sends on every call; state-changing calls without it are refused. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';

/** Header carrying a share link's temporary token (spec 4). */
export const TOKEN_HEADER = 'x-share-token';

/** Readable cookie with the username only (route guard). */
export const LOGIN_COOKIE = 'seuiot_user';
/** HttpOnly session cookie (prefixed `__Host-` over HTTPS). */
export const SESSION_COOKIE = 'seuiot_sid';
export const LANG_COOKIE = 'seuiot_lang';

/**
 * The accounts path that is not a described call (`ACCOUNT_PATHS` has the others): a stored image
 * of the signed-in user, `/front/user/file/<id>` (not named by the spec). Its id is in the path,
 * which a described call cannot say, and it answers raw bytes: registered by hand.
 */
export const ACCOUNT_ROUTES = {
  userFile: '/front/user/file',
} as const;

/**
 * What a share link or a favourite names (spec 3: 1 solution, 2 other with a given redirect url,
 * 3 article document). The shareable pages of spec 2.1 decide what "other" is: for a share link it
 * is a marketing material (`/marketingDetail?id=<entityId>`, the one other shareable page); for a
 * favourite it is one catalogue file (spec 3: a favourites entry shows a file name and path).
 */
export const ENTITY_TYPES = { solution: 1, other: 2, document: 3 } as const;
export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];
