import { callPaths } from './call-path.js';

/** Where the calls of `MESSAGE_CALLS` are (decision 0061): the clients call through these. */
export const MESSAGE_PATHS = callPaths({
  unreadCount: { method: 'GET', path: '/front/fmsg/getUnreadMessage' },
  list: { method: 'GET', path: '/front/fmsg/msgList' },
  updateState: { method: 'POST', path: '/front/fmsg/updateMsgState' },
});
