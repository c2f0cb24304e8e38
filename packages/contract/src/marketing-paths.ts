import { callPaths } from './call-path.js';

/** Where the marketing calls are (`MARKETING_CALLS` describes them; decision 0061). */
export const MARKETING_PATHS = callPaths({
  materialTypes: { method: 'GET', path: '/material/getMetarialType' },
  /** Marketing materials list (spec: /front/market/list). */
  materialList: { method: 'GET', path: '/front/market/list' },
  /** Latest materials of every type, for the marketing page's type lists. */
  materialTypeLists: { method: 'GET', path: '/front/market/marketList' },
  /** Marketing material detail (spec: /front/market/jumpHtml). */
  materialDetail: { method: 'GET', path: '/front/market/jumpHtml' },
  /** Not named by the spec: every downloadable marketing file (the marketing downloads page). */
  materialFiles: { method: 'GET', path: '/front/market/fileList' },
});
