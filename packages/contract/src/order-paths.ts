import { callPaths } from './call-path.js';

/** Where the calls of `ORDER_CALLS` are (decision 0061): the clients call through these. */
export const ORDER_PATHS = callPaths({
  orderType: { method: 'GET', path: '/front/forder/orderType' },
  submitOrder: { method: 'POST', path: '/front/forder/submitOrder' },
  list: { method: 'GET', path: '/front/forder/msgList' },
  detail: { method: 'GET', path: '/front/forder/getMsg' },
  submitMsg: { method: 'POST', path: '/front/forder/submitMsg' },
  close: { method: 'POST', path: '/front/forder/close' },
  reopen: { method: 'POST', path: '/front/forder/reopen' },
  rate: { method: 'POST', path: '/front/forder/rate' },
  removeFile: { method: 'POST', path: '/front/forder/removeFile' },
  file: { method: 'GET', path: '/front/forder/file' },
});
