import { callPaths } from './call-path.js';

/** Where the portal settings call is (`PORTAL_CALLS` describes it; decision 0061). */
export const PORTAL_PATHS = callPaths({
  /** Not named by the spec: edition, default language, cipher key (also in index.html). */
  portalConfig: { method: 'GET', path: '/settings/getPortalConfig' },
});
