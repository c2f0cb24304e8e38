import { callPaths } from './call-path.js';

/** Where the calls of `CONSOLE_CONTENT_CALLS` are (decision 0061): the console calls through these. */
export const CONSOLE_CONTENT_PATHS = callPaths({
  figures: { method: 'GET', path: '/console/content/figures' },
  notices: { method: 'GET', path: '/console/notices' },
  noticeDetail: { method: 'GET', path: '/console/notices/detail' },
  noticeSave: { method: 'POST', path: '/console/notices/save' },
  noticePublish: { method: 'POST', path: '/console/notices/publish' },
  noticeWithdraw: { method: 'POST', path: '/console/notices/withdraw' },
  noticeDelete: { method: 'POST', path: '/console/notices/delete' },
  banners: { method: 'GET', path: '/console/banners' },
  bannerSave: { method: 'POST', path: '/console/banners/save' },
  bannerState: { method: 'POST', path: '/console/banners/state' },
  bannerOrder: { method: 'POST', path: '/console/banners/order' },
});
