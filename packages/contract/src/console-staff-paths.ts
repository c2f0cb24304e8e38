import { callPaths } from './call-path.js';

/** Where the calls of `CONSOLE_STAFF_CALLS` are (decision 0061): the clients call through these. */
export const CONSOLE_STAFF_PATHS = callPaths({
  list: { method: 'GET', path: '/console/staff' },
  create: { method: 'POST', path: '/console/staff/create' },
  status: { method: 'POST', path: '/console/staff/status' },
  resetTotp: { method: 'POST', path: '/console/staff/reset-totp' },
  roles: { method: 'POST', path: '/console/staff/roles' },
});
