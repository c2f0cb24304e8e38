import { MESSAGE_CALLS as M, ORDER_ROUTES as O } from '@seuiot/contract';
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
  [O.orderType]: { public: 'problem/feedback types, the same for every account (login only)' },
  [O.submitOrder]: {
    owned: 'work orders',
    probes: (w): Probe[] => [
      {
        method: 'POST',
        url: O.submitOrder,
        multipart: { fields: { id: String(w.a.orderId), submit: '0', title: 'x' }, files: {} },
        refuse: NOT_VISIBLE,
      },
      {
        method: 'POST',
        url: O.submitOrder,
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
  [O.list]: {
    owned: 'work orders',
    probes: (w) => [
      get(`${O.list}?pageSize=100`, {
        clean: (data) => !listIds(data).includes(w.a.orderId),
      }),
    ],
  },
  [O.detail]: {
    owned: 'work orders',
    probes: (w) => [get(`${O.detail}?id=${w.a.orderId}`, { refuse: NOT_VISIBLE })],
  },
  [O.submitMsg]: {
    owned: 'work orders',
    probes: (w) => [
      {
        method: 'POST',
        url: O.submitMsg,
        multipart: {
          fields: { orderId: String(w.a.orderId), content: 'hello' },
          files: { files: ['p.png', w.png] },
        },
        refuse: NOT_VISIBLE,
      },
    ],
  },
  [O.close]: {
    owned: 'work orders',
    probes: (w) => [post(O.close, { id: w.a.orderId }, { refuse: NOT_VISIBLE })],
  },
  [O.reopen]: {
    owned: 'work orders',
    probes: (w) => [post(O.reopen, { id: w.a.closedOrderId }, { refuse: NOT_VISIBLE })],
  },
  [O.rate]: {
    owned: 'work orders',
    probes: (w) => [post(O.rate, { id: w.a.closedOrderId, score: 1 }, { refuse: NOT_VISIBLE })],
  },
  [O.file]: {
    owned: 'work-order attachments',
    probes: (w) => [
      get(`${O.file}?id=${w.a.orderFileId}`, { refuse: NOT_VISIBLE }),
      get(`${O.file}?id=${w.a.orderFileId}&isPreview=1`, { refuse: NOT_VISIBLE }),
    ],
  },
  [O.removeFile]: {
    owned: 'work-order attachments',
    probes: (w) => [post(O.removeFile, { id: w.a.orderFileId }, { refuse: NOT_VISIBLE })],
  },
};
