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
  /** The spec names only the query (platformId, type). */
  menus: '/menu/getMenuList',
  permissionTree: '/permission/get_permission_tree_for_layui',
  getLang: '/settings/getLang',
  setLang: '/user/setLang',
  /** Not named by the spec: edition, default language, cipher key (also in index.html). */
  portalConfig: '/settings/getPortalConfig',
  unreadCount: '/front/fmsg/getUnreadMessage',
  noticeList: '/front/home/getAllNoticeList',
  noticeDetail: '/front/home/noticeDetail',
  newNotices: '/front/home/newNoticeList',
  health: '/health',
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
  ssoAuthorize: '/sso/authorize',
  ssoExchange: '/sso/ticket/exchange',
} as const;
