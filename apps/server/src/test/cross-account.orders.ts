import { MESSAGE_CALLS as M, ORDER_CALLS as O } from '@seuiot/contract';
import {
  get,
  listIds,
  NOT_VISIBLE,
  post,
  type Access,
  type Probe,
} from './cross-account.probes.js';

/** Messages and work orders (cross-account.table.ts). */
export const ORDER_ACCESS: Record<string, Access> = {
  // ---- messages
  [M.unreadCount.path]: { owned: 'messages', probes: () => [get(M.unreadCount.path)] },
  [M.list.path]: {
    owned: 'messages',
    probes: () => [
      get(`${M.list.path}?pageSize=50`, {
        clean: (data, w) => !listIds(data).includes(w.a.messageId),
      }),
    ],
  },
  [M.updateState.path]: {
    owned: 'messages',
    probes: (w) => [
      post(M.updateState.path, { id: w.a.messageId }, { refuse: NOT_VISIBLE }),
      get(`${M.updateState.path}?id=${w.a.messageId}`, { refuse: NOT_VISIBLE }),
      post(M.updateState.path, { all: 1 }),
    ],
  },

  // ---- work orders (decision 0016): another's order answers like a missing one (A0078)
  [O.orderType.path]: { public: 'problem/feedback types, the same for every account (login only)' },
  [O.submitOrder.path]: {
    owned: 'work orders',
    probes: (w): Probe[] => [
      {
        method: 'POST',
        url: O.submitOrder.path,
        multipart: { fields: { id: String(w.a.orderId), submit: '0', title: 'x' }, files: {} },
        refuse: NOT_VISIBLE,
      },
      {
        method: 'POST',
        url: O.submitOrder.path,
        multipart: {
          fields: {
            linkedOrderId: String(w.a.closedOrderId),
            submit: '0',
            title: 'x',
          },
          files: {},
        },
        refuse: ['B0004'] as const,
      },
    ],
  },
  [O.list.path]: {
    owned: 'work orders',
    probes: (w) => [
      get(`${O.list.path}?pageSize=100`, {
        clean: (data) => !listIds(data).includes(w.a.orderId),
      }),
    ],
  },
  [O.detail.path]: {
    owned: 'work orders',
    probes: (w) => [get(`${O.detail.path}?id=${w.a.orderId}`, { refuse: NOT_VISIBLE })],
  },
  [O.submitMsg.path]: {
    owned: 'work orders',
    probes: (w) => [
      {
        method: 'POST',
        url: O.submitMsg.path,
        multipart: {
          fields: { orderId: String(w.a.orderId), content: 'hello' },
          files: { files: ['p.png', w.png] },
        },
        refuse: NOT_VISIBLE,
      },
    ],
  },
  [O.close.path]: {
    owned: 'work orders',
    probes: (w) => [post(O.close.path, { id: w.a.orderId }, { refuse: NOT_VISIBLE })],
  },
  [O.reopen.path]: {
    owned: 'work orders',
    probes: (w) => [post(O.reopen.path, { id: w.a.closedOrderId }, { refuse: NOT_VISIBLE })],
  },
  [O.rate.path]: {
    owned: 'work orders',
    probes: (w) => [
      post(O.rate.path, { id: w.a.closedOrderId, score: 1 }, { refuse: NOT_VISIBLE }),
    ],
  },
  [O.file.path]: {
    owned: 'work-order attachments',
    probes: (w) => [
      get(`${O.file.path}?id=${w.a.orderFileId}`, { refuse: NOT_VISIBLE }),
      get(`${O.file.path}?id=${w.a.orderFileId}&isPreview=1`, { refuse: NOT_VISIBLE }),
    ],
  },
  [O.removeFile.path]: {
    owned: 'work-order attachments',
    probes: (w) => [post(O.removeFile.path, { id: w.a.orderFileId }, { refuse: NOT_VISIBLE })],
  },
};
