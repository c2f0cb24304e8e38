import { callPaths } from './call-path.js';

/**
 * Where the developer resources' calls are (`RESOURCE_CALLS` describes them; decision 0061).
 * Two calls of spec 7 have no route of their own, because another call covers each:
 * - /front/fcategroy/getcategroy (a category): the developer page reads the whole API category
 *   tree once (`apiCategoryTree`, or flat: `apiCategories`) and finds the chosen category in it,
 *   so one category by itself is never asked for.
 * - /front/fsdk/sdkCountUpdate (count an SDK download): every SDK download goes through
 *   FILE_ROUTES.download, which counts it on the server as the file is sent (per file, the count
 *   each SDK file shows). A separate call from the browser would count twice, and count
 *   downloads that never happened.
 */
export const RESOURCE_PATHS = callPaths({
  apiCategories: { method: 'GET', path: '/front/fcategroy/getapicare' },
  apiCategoryTree: { method: 'GET', path: '/front/fcategroy/queryCategoryJson' },
  apiList: { method: 'GET', path: '/front/api/apiList' },
  sdkDocs: { method: 'GET', path: '/front/fsdk/wendang' },
  sdkParameters: { method: 'GET', path: '/front/fsdk/getParameter' },
  sdkList: { method: 'GET', path: '/front/fsdk/sdkList' },
  sdkModelList: { method: 'GET', path: '/front/fsdk/sdkmodellist' },
  sdkProducts: { method: 'GET', path: '/front/fsdk/sdkProduct' },
  /**
   * The model-specific SDKs tied to no model yet (spec: sdkProductNull): the model SDK section
   * offers them under "No model" beside the models of `sdkProducts`, which cannot list them.
   * The general SDKs, which no model concerns by nature, are `sdkList`.
   */
  sdkUnattached: { method: 'GET', path: '/front/fsdk/sdkProductNull' },
  sdkFiles: { method: 'GET', path: '/front/fsdk/fileList' },
  testPackages: { method: 'GET', path: '/front/test/selectList' },
  /** Not named by the spec: models that have a test package (the test packages' model filter). */
  testProducts: { method: 'GET', path: '/front/test/productList' },
});
