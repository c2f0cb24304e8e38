import { CONTENT_ROUTES } from './console-content.js';
import { NOTICE_CALLS } from './notice-calls.js';
import { ACCOUNT_ROUTES, CATALOGUE_ROUTES, ROUTES } from './routes.js';
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
  ROUTES.login,
  ROUTES.captcha,
  ROUTES.logout,
  ROUTES.currentUser,
  ROUTES.getLang,
  ROUTES.setLang,
  NOTICE_CALLS.list.path,
  NOTICE_CALLS.latest.path,
  NOTICE_CALLS.detail.path,
  ACCOUNT_ROUTES.sendEmailCode,
  ACCOUNT_ROUTES.sendMobileCode,
  ACCOUNT_ROUTES.register,
  ACCOUNT_ROUTES.registerOptions,
  ACCOUNT_ROUTES.checkEmail,
  ACCOUNT_ROUTES.checkPhone,
  ACCOUNT_ROUTES.newPassword,
  ACCOUNT_ROUTES.areas,
  ACCOUNT_ROUTES.dictionary,
  ACCOUNT_ROUTES.ssoPartner,
  ACCOUNT_ROUTES.ssoExchange,
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
