import { defineCall } from './call.js';
import { PORTAL_PATHS } from './portal-paths.js';
import { portalConfigSchema } from './edition.js';

/** What the web app needs before it renders, described once (decision 0061). */
export const PORTAL_CALLS = {
  portalConfig: defineCall({
    ...PORTAL_PATHS.portalConfig,
    tag: 'settings',
    summary: 'Edition, default language and client settings (also embedded in index.html)',
    access: 'public',
    answer: portalConfigSchema,
  }),
} as const;
