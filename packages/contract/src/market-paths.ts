import { callPaths } from './call-path.js';

/** Where the app market's calls are (`MARKET_CALLS` describes them; decision 0061). */
export const MARKET_PATHS = callPaths({
  appList: { method: 'GET', path: '/front/apps/appList' },
  appDetail: { method: 'GET', path: '/front/apps/detailApp' },
  appClassification: { method: 'GET', path: '/front/apps/classification' },
  ecologicalSoftware: { method: 'GET', path: '/front/apps/ecologicalSoftware' },
  appProducts: { method: 'GET', path: '/front/apps/productList' },
  checkingData: { method: 'GET', path: '/front/apps/getCheckingData' },
  appInfoFiles: { method: 'GET', path: '/front/apps/appInfoFiles' },
});
