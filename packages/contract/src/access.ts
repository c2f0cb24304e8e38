import { ACCOUNT_PATHS } from './account-paths.js';
import { AUTH_PATHS } from './auth-paths.js';
import { CONTENT_ROUTES } from './console-content.js';
import { NOTICE_CALLS } from './notice-calls.js';
import { CATALOGUE_ROUTES, ROUTES } from './routes.js';
import { APP_PATHS } from './app-paths.js';
import { FILE_PATHS } from './file-paths.js';
import { DEVICE_CALLS } from './device-calls.js';
import { WORKBENCH_CALLS } from './workbench-calls.js';

/**
 * The portal calls that answer without a session (decision 0039): public catalogue and content,
 * the sign-in, registration and recovery flows, share-token reads (a shared page's token is its
 * own proof), calls that answer differently when signed in (lists that show more, the current
 * user's "nobody" answer, the language), and partner servers' calls. Every other call under the
 * API prefix but the console's (which has its own guard, decision 0036) needs a signed-in
 * customer: the server refuses it with A0001 (A0004 for an ended session) before it reads any
 * parameter or body, so a new call is signed-in unless it is added here.
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set<string>([
  ROUTES.portalConfig,
  ROUTES.health,
  ROUTES.healthReady,
  ROUTES.healthLive,
  AUTH_PATHS.login.path,
  AUTH_PATHS.captcha.path,
  AUTH_PATHS.logout.path,
  ROUTES.currentUser,
  AUTH_PATHS.getLang.path,
  AUTH_PATHS.setLang.path,
  NOTICE_CALLS.list.path,
  NOTICE_CALLS.latest.path,
  NOTICE_CALLS.detail.path,
  ACCOUNT_PATHS.sendEmailCode.path,
  ACCOUNT_PATHS.sendMobileCode.path,
  ACCOUNT_PATHS.register.path,
  ACCOUNT_PATHS.registerOptions.path,
  ACCOUNT_PATHS.checkEmail.path,
  ACCOUNT_PATHS.checkPhone.path,
  ACCOUNT_PATHS.newPassword.path,
  ACCOUNT_PATHS.areas.path,
  ACCOUNT_PATHS.dictionary.path,
  ACCOUNT_PATHS.ssoPartner.path,
  ACCOUNT_PATHS.ssoExchange.path,
  WORKBENCH_CALLS.platforms.path,
  WORKBENCH_CALLS.recommendedCases.path,
  WORKBENCH_CALLS.recommendedApps.path,
  WORKBENCH_CALLS.banners.path,
  DEVICE_CALLS.classifications.path,
  DEVICE_CALLS.products.path,
  DEVICE_CALLS.productGroups.path,
  DEVICE_CALLS.productTree.path,
  DEVICE_CALLS.aboutProduct.path,
  DEVICE_CALLS.marketingProducts.path,
  DEVICE_CALLS.productSpecs.path,
  DEVICE_CALLS.productSuperior.path,
  CATALOGUE_ROUTES.industries,
  CATALOGUE_ROUTES.caseList,
  CATALOGUE_ROUTES.caseDetail,
  CATALOGUE_ROUTES.caseFiles,
  CATALOGUE_ROUTES.equipmentList,
  CATALOGUE_ROUTES.equipmentListNew,
  CATALOGUE_ROUTES.appEquipment,
  CATALOGUE_ROUTES.appList,
  CATALOGUE_ROUTES.ecologicalSoftware,
  CATALOGUE_ROUTES.appDetail,
  CATALOGUE_ROUTES.appClassification,
  CATALOGUE_ROUTES.appProducts,
  CATALOGUE_ROUTES.materialTypes,
  CATALOGUE_ROUTES.materialList,
  CATALOGUE_ROUTES.materialTypeLists,
  CATALOGUE_ROUTES.materialDetail,
  CATALOGUE_ROUTES.articleList,
  CATALOGUE_ROUTES.articleById,
  CATALOGUE_ROUTES.articleReadNum,
  CATALOGUE_ROUTES.homeFaq,
  CATALOGUE_ROUTES.hotQuestion,
  CATALOGUE_ROUTES.hotKeyWords,
  APP_PATHS.file.path,
  APP_PATHS.categories.path,
  FILE_PATHS.download.path,
  FILE_PATHS.preview.path,
  FILE_PATHS.ossDownload.path,
  FILE_PATHS.shareOpenLink.path,
  CONTENT_ROUTES.bannerImage,
]);
