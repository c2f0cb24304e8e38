import { callPaths } from './call-path.js';

/** Where the calls of `CONSOLE_ORDER_CALLS` are (decision 0061): the clients call through these. */
export const CONSOLE_ORDER_PATHS = callPaths({
  list: { method: 'GET', path: '/console/orders' },
  figures: { method: 'GET', path: '/console/orders/figures' },
  detail: { method: 'GET', path: '/console/orders/detail' },
  file: { method: 'GET', path: '/console/orders/file' },
  reply: { method: 'POST', path: '/console/orders/reply' },
  note: { method: 'POST', path: '/console/orders/note' },
  agents: { method: 'GET', path: '/console/orders/agents' },
  assign: { method: 'POST', path: '/console/orders/assign' },
  merge: { method: 'POST', path: '/console/orders/merge' },
  close: { method: 'POST', path: '/console/orders/close' },
  savedReplies: { method: 'GET', path: '/console/orders/saved-replies' },
  savedReplySave: { method: 'POST', path: '/console/orders/saved-replies/save' },
  savedReplyDelete: { method: 'POST', path: '/console/orders/saved-replies/delete' },
});
