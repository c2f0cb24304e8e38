import { callPaths } from './call-path.js';

/** Where the calls of `WORKBENCH_CALLS` are (decision 0061): the clients call through these. */
export const WORKBENCH_PATHS = callPaths({
  platforms: { method: 'GET', path: '/front/home/platformList' },
  trial: { method: 'POST', path: '/front/home/mdmTry' },
  recommendedCases: { method: 'GET', path: '/front/home/recCaseList' },
  recommendedApps: { method: 'GET', path: '/front/home/boutiqueApplication' },
  myApps: { method: 'GET', path: '/front/home/myApplications' },
  banners: { method: 'GET', path: '/front/banner/list' },
  deviceCount: { method: 'GET', path: '/MDMServer/iot/findDeviceCount' },
  myData: { method: 'GET', path: '/front/user/getdevcount' },
  adminAccounts: { method: 'GET', path: '/front/user/getuserby' },
});
