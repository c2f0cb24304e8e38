import { callPaths } from './call-path.js';

/** Where the calls of `NOTICE_CALLS` are (decision 0061): the clients call through these. */
export const NOTICE_PATHS = callPaths({
  list: { method: 'GET', path: '/front/home/getAllNoticeList' },
  latest: { method: 'GET', path: '/front/home/newNoticeList' },
  detail: { method: 'GET', path: '/front/home/noticeDetail' },
});
