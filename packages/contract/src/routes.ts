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
  /** The spec names only the query (platformId, type). */
  menus: '/menu/getMenuList',
  permissionTree: '/permission/get_permission_tree_for_layui',
  /** Not named by the spec: edition, default language, cipher key (also in index.html). */
  portalConfig: '/settings/getPortalConfig',
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
 * Paths of the catalogue capability (spec 7). Here rather than in catalogue.ts: a page that only
 * calls the server must not load that module's schemas, and with them zod.
 */
export const CATALOGUE_ROUTES = {
  articleReadNum: '/front/article/updateReadNum',
  articleById: '/front/article/getById',
  homeFaq: '/front/article/homeFAQ',
  articleList: '/front/article/articleList',
  hotKeyWords: '/front/article/hotKeyWords',
  hotQuestion: '/front/article/hotQuestion',
  searchHistory: '/front/searchRecord/searchRecordHistory',
  downloadCenter: '/front/downloadCenter/findListPage',
  materialTypes: '/material/getMetarialType',
  fileCategories: '/material/getFileCtg',
  /** Marketing materials list (spec: /front/market/list). */
  materialList: '/front/market/list',
  /** Latest materials of every type, for the marketing page's type lists. */
  materialTypeLists: '/front/market/marketList',
  /** Marketing material detail (spec: /front/market/jumpHtml). */
  materialDetail: '/front/market/jumpHtml',
  /** Not named by the spec: every downloadable marketing file (the marketing downloads page). */
  materialFiles: '/front/market/fileList',
  caseDetail: '/front/solutionCase/getCaseDetail',
  industries: '/front/solutionCase/industry',
  caseList: '/front/solutionCase/solutionCaseList',
  equipmentList: '/front/solutionCase/getEquipmentList',
  equipmentListNew: '/front/solutionCase/getEquipmentListNew',
  appEquipment: '/front/solutionCase/getAppEquipment',
  caseFiles: '/front/solutionCase/getCaseFiles',
  appList: '/front/apps/appList',
  appDetail: '/front/apps/detailApp',
  appClassification: '/front/apps/classification',
  ecologicalSoftware: '/front/apps/ecologicalSoftware',
  appProducts: '/front/apps/productList',
  checkingData: '/front/apps/getCheckingData',
  appInfoFiles: '/front/apps/appInfoFiles',
  apiCategories: '/front/fcategroy/getapicare',
  apiCategoryTree: '/front/fcategroy/queryCategoryJson',
  apiList: '/front/api/apiList',
  sdkDocs: '/front/fsdk/wendang',
  sdkParameters: '/front/fsdk/getParameter',
  sdkList: '/front/fsdk/sdkList',
  sdkModelList: '/front/fsdk/sdkmodellist',
  sdkProducts: '/front/fsdk/sdkProduct',
  /**
   * The model-specific SDKs tied to no model yet (spec: sdkProductNull): the model SDK section
   * offers them under "No model" beside the models of `sdkProducts`, which cannot list them.
   * The general SDKs, which no model concerns by nature, are `sdkList`.
   */
  sdkUnattached: '/front/fsdk/sdkProductNull',
  sdkFiles: '/front/fsdk/fileList',
  // Two calls of spec 7 have no route of their own, because another call covers each:
  // - /front/fcategroy/getcategroy (a category): the developer page reads the whole API category
  //   tree once (`apiCategoryTree`, or flat: `apiCategories`) and finds the chosen category in it,
  //   so one category by itself is never asked for.
  // - /front/fsdk/sdkCountUpdate (count an SDK download): every SDK download goes through
  //   FILE_PATHS.download, which counts it on the server as the file is sent (per file, the
  //   count each SDK file shows). A separate call from the browser would count twice, and count
  //   downloads that never happened.
  testPackages: '/front/test/selectList',
  /** Not named by the spec: models that have a test package (the test packages' model filter). */
  testProducts: '/front/test/productList',
} as const;

/**
 * What a share link or a favourite names (spec 3: 1 solution, 2 other with a given redirect url,
 * 3 article document). The shareable pages of spec 2.1 decide what "other" is: for a share link it
 * is a marketing material (`/marketingDetail?id=<entityId>`, the one other shareable page); for a
 * favourite it is one catalogue file (spec 3: a favourites entry shows a file name and path).
 */
export const ENTITY_TYPES = { solution: 1, other: 2, document: 3 } as const;
export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];
