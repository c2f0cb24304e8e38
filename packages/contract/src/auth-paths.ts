import { callPaths } from './call-path.js';

/**
 * Where the customer's sign-in and language calls are (`AUTH_CALLS` describes them; decision
 * 0061). The current user (`ROUTES.currentUser`) is not among them: see `AUTH_CALLS`.
 */
export const AUTH_PATHS = callPaths({
  login: { method: 'POST', path: '/user/login' },
  captcha: { method: 'GET', path: '/user/captcha' },
  logout: { method: 'POST', path: '/user/logout' },
  getLang: { method: 'GET', path: '/settings/getLang' },
  setLang: { method: 'POST', path: '/user/setLang' },
});
