import { CONTENT_ROUTES } from './console-content.js';
import { NOTICE_CALLS } from './notice-calls.js';
import { ACCOUNT_ROUTES, APP_ROUTES, FILE_ROUTES, ROUTES } from './routes.js';
import { MARKET_PATHS } from './market-paths.js';
import { MARKETING_PATHS } from './marketing-paths.js';
import { PORTAL_PATHS } from './portal-paths.js';
import { SOLUTION_PATHS } from './solution-paths.js';
import { SUPPORT_PATHS } from './support-paths.js';
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
  PORTAL_PATHS.portalConfig.path,
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
  SOLUTION_PATHS.industries.path,
  SOLUTION_PATHS.caseList.path,
  SOLUTION_PATHS.caseDetail.path,
  SOLUTION_PATHS.caseFiles.path,
  SOLUTION_PATHS.equipmentList.path,
  SOLUTION_PATHS.equipmentListNew.path,
  SOLUTION_PATHS.appEquipment.path,
  MARKET_PATHS.appList.path,
  MARKET_PATHS.ecologicalSoftware.path,
  MARKET_PATHS.appDetail.path,
  MARKET_PATHS.appClassification.path,
  MARKET_PATHS.appProducts.path,
  MARKETING_PATHS.materialTypes.path,
  MARKETING_PATHS.materialList.path,
  MARKETING_PATHS.materialTypeLists.path,
  MARKETING_PATHS.materialDetail.path,
  SUPPORT_PATHS.articleList.path,
  SUPPORT_PATHS.articleById.path,
  SUPPORT_PATHS.articleReadNum.path,
  SUPPORT_PATHS.homeFaq.path,
  SUPPORT_PATHS.hotQuestion.path,
  SUPPORT_PATHS.hotKeyWords.path,
  APP_ROUTES.appFile,
  APP_ROUTES.categories,
  FILE_ROUTES.download,
  FILE_ROUTES.preview,
  FILE_ROUTES.ossDownload,
  FILE_ROUTES.shareOpenLink,
  CONTENT_ROUTES.bannerImage,
]);
