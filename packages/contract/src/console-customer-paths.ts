import { callPaths } from './call-path.js';

/** Where the calls of `CONSOLE_CUSTOMER_CALLS` are (decision 0061): the clients call through these. */
export const CONSOLE_CUSTOMER_PATHS = callPaths({
  list: { method: 'GET', path: '/console/customers' },
  detail: { method: 'GET', path: '/console/customers/detail' },
  sections: { method: 'POST', path: '/console/customers/sections' },
  grant: { method: 'POST', path: '/console/customers/grant' },
});
