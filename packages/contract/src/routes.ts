/**
 * Paths of the calls, after the API prefix (default `/api`). The spec's paths are kept as they
 * are; calls the spec leaves unnamed are marked.
 */
export const API_PREFIX = '/api';

export const ROUTES = {
  login: '/user/login',
  logout: '/user/logout',
  currentUser: '/user/get_login_user',
  /** Not named by the spec: the captcha image required after a failed login. */
  captcha: '/user/captcha',
  getLang: '/settings/getLang',
  setLang: '/user/setLang',
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

/** Paths of the accounts capability. */
export const ACCOUNT_ROUTES = {
  sendEmailCode: '/emailCode/send',
  sendMobileCode: '/mobileCode/send',
  register: '/front/user/register',
  checkEmail: '/front/user/checkEmail',
  checkPhone: '/front/user/checkphone',
  newPassword: '/front/user/newPassword',
  updatePassword: '/front/user/updatePassword',
  profile: '/front/user/getuser',
  updateProfile: '/front/user/updateUser',
  /** Not named by the spec: avatar upload (multipart `file`). */
  uploadAvatar: '/front/user/uploadAvatar',
  /** Not named by the spec: stored images of the signed-in user. */
  userFile: '/front/user/file',
  identitySubmit: '/front/user/verification',
  /** Not named by the spec: the identity certification state. */
  identityStatus: '/front/user/getVerification',
  enterpriseSubmit: '/front/customers/verification',
  enterpriseStatus: '/front/customers/getCustomer',
  areas: '/dataDictionary/getAreaElement',
  dictionary: '/dataDictionary/getDataDictionaryInCtgKey',
  loginLog: '/front/login/getloginLog',
  ssoPartner: '/sso/partner',
  /** Not named by the spec: the system a registration link's apiKey locks (spec: Stage Now, 3). */
  registerOptions: '/user/registerOptions',
  ssoAuthorize: '/sso/authorize',
  ssoExchange: '/sso/ticket/exchange',
} as const;

/**
 * Paths of the files capability (spec 7). Here rather than in files.ts: a page that only calls
 * the server must not load that module's schemas, and with them zod; the file actions are on many
 * pages, the schemas on none.
 */
export const FILE_ROUTES = {
  /** Raw body on success (no envelope); an envelope with the error code otherwise. */
  download: '/front/download/downLoadFile',
  /** Inline body of an image, video or PDF; the PDF carries the username watermark when flagged. */
  preview: '/front/download/previewFile',
  /** The overseas edition's name for both (isPreview 0 download, 1 preview). */
  ossDownload: '/front/download/ossDownLoadFile',
  shareGetLink: '/front/shareLink/getLink',
  shareOpenLink: '/front/shareLink/openLink',
} as const;

/**
 * What a share link or a favourite names (spec 3: 1 solution, 2 other with a given redirect url,
 * 3 article document). The shareable pages of spec 2.1 decide what "other" is: for a share link it
 * is a marketing material (`/marketingDetail?id=<entityId>`, the one other shareable page); for a
 * favourite it is one catalogue file (spec 3: a favourites entry shows a file name and path).
 */
export const ENTITY_TYPES = { solution: 1, other: 2, document: 3 } as const;
export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];

/**
 * Paths of the developer apps and versions (spec 7; apps.ts has the schemas and which call
 * answers which code). The spec names the `/front/fapps/*`, `/front/fappsver/*`,
 * `/front/upload/getBusId` and `/dataDictionary/getAppTypeAll` calls; the others are marked.
 */
export const APP_ROUTES = {
  /** Not named by the spec: my developer onboarding state (GET). */
  developerStatus: '/front/fdeveloper/getDeveloper',
  /** Not named by the spec: fill in (save) or submit the onboarding form (POST). */
  developerSubmit: '/front/fdeveloper/submitDeveloper',
  /** Not named by the spec: withdraw the onboarding form pending review (POST). */
  developerWithdraw: '/front/fdeveloper/withdraw',
  /** My apps, paged, filtered by review and shelf status, with the review clock (GET). */
  appList: '/front/fapps/appslist',
  /** Create or edit an app: save as draft or submit for review (POST). */
  appSubmit: '/front/fapps/submitAppps',
  /** delete, withdraw, release, unrelease (POST; the spec's GET is accepted too). */
  appStatus: '/front/fapps/del_status',
  /** The app's files: install packages, icon, media (GET). */
  appFiles: '/front/fapps/files',
  /** Not named by the spec: one of my apps for the view and edit pages (GET). */
  appDetail: '/front/fapps/detail',
  /** Not named by the spec: the review decisions on an app and its versions (GET). */
  appReviews: '/front/fapps/reviews',
  /** Not named by the spec: reply on a review decision (POST). */
  reviewReply: '/front/fapps/reviewReply',
  /**
   * Not named by the spec: the bytes of an upload, `/front/fapps/file/<busId>` (GET): to its owner;
   * icons and media of a released app's listing to anyone.
   */
  appFile: '/front/fapps/file',
  /** The app's versions, highest first (GET). */
  versionList: '/front/fappsver/appsverlist',
  /** A new version, or an edit of one (POST). */
  versionSave: '/front/fappsver/submitApppsVer',
  /** Submit a version for review (POST). */
  versionSubmit: '/front/fappsver/submitUpdate',
  /** Publish an approved version: the app's current version in the market (POST). */
  versionPublish: '/front/fappsver/fabu',
  /** Not named by the spec: withdraw or delete a version (POST). */
  versionStatus: '/front/fappsver/del_status',
  /** Upload an icon, install package or intro image/video; answers its business id (POST, multipart). */
  upload: '/front/upload/getBusId',
  /** The app categories, bilingual (GET). */
  categories: '/dataDictionary/getAppTypeAll',
  /** Not named by the spec: the install package of a released app's current version (GET, raw). */
  marketDownload: '/front/apps/downloadApk',
} as const;
