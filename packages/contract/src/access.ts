import { ACCOUNT_PATHS } from './account-paths.js';
import { AUTH_PATHS } from './auth-paths.js';
import { CONTENT_ROUTES } from './console-content.js';
import { NOTICE_CALLS } from './notice-calls.js';
import { ROUTES } from './routes.js';
import { APP_PATHS } from './app-paths.js';
import { FILE_PATHS } from './file-paths.js';
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
  APP_PATHS.file.path,
  APP_PATHS.categories.path,
  FILE_PATHS.download.path,
  FILE_PATHS.preview.path,
  FILE_PATHS.ossDownload.path,
  FILE_PATHS.shareOpenLink.path,
  CONTENT_ROUTES.bannerImage,
]);
