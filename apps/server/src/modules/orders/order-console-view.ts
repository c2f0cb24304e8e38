import {
  canTransition,
  CONSOLE_ORDER_PATHS,
  ORDER_STATUS,
  type ConsoleOrderDetail,
  type Lang,
  type OrderAttachment,
} from '@seuiot/contract';
import { iso, pick } from '../../lib/text.js';
import { clockOf } from './order-status.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import type { OrdersStaffRepo } from './orders-staff.repo.js';

/** What the console's detail of one order is made of. */
export interface ConsoleDetailParts {
  order: OrderRow;
  messages: Awaited<ReturnType<OrdersRepo['messages']>>;
  files: Awaited<ReturnType<OrdersRepo['attachments']>>;
  notes: Awaited<ReturnType<OrdersStaffRepo['notes']>>;
  customer: string;
  targets: { id: number; number: string }[];
}

/**
 * One order as staff see it: the customer's fields, the conversation with files that open through
 * the console's file call, the internal notes, and what the transition table allows now.
 */
export function consoleDetailOf(
  { order: o, messages, files, notes, customer, targets }: ConsoleDetailParts,
  now: number,
  lang: Lang,
): ConsoleOrderDetail {
  const view = (f: (typeof files)[number]): OrderAttachment => ({
    id: f.id,
    name: f.name,
    size: f.size,
    mime: f.mime,
    previewable: false,
    url: `${CONSOLE_ORDER_PATHS.file.path}?id=${f.id}`,
  });
  const open = o.status === ORDER_STATUS.submitted || o.status === ORDER_STATUS.replied;
  return {
    id: o.id,
    number: o.number,
    title: o.title,
    typeName: o.type_zh === null ? '' : pick(lang, o.type_zh, o.type_en ?? o.type_zh),
    productName: o.product_name,
    contact: o.contact,
    description: o.description,
    customer: { id: o.user_id, username: customer },
    status: o.status,
    since: iso(o.status_since),
    createTime: iso(o.created_at),
    closedBy: o.closed_by,
    assignee: o.assignee_id === null ? null : { id: o.assignee_id, name: o.assignee_name ?? '' },
    device:
      o.device_serial === null ? null : { serial: o.device_serial, model: o.device_model ?? '' },
    app: o.app_name === null ? null : { name: o.app_name, version: o.app_version ?? '' },
    linkedOrder:
      o.linked_order_id === null || o.linked_number === null
        ? null
        : { id: o.linked_order_id, number: o.linked_number },
    mergedInto:
      o.merged_into_id === null || o.merged_number === null
        ? null
        : { id: o.merged_into_id, number: o.merged_number },
    rating:
      o.rating === null
        ? null
        : { score: o.rating, comment: o.rating_comment ?? '', createTime: iso(o.rated_at ?? 0) },
    clock: clockOf(o, now, lang),
    attachments: files.filter((f) => f.message_id === null).map(view),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author as 'customer' | 'staff' | 'system',
      authorName: m.author_name,
      content: m.content_en !== null && lang === 'en' ? m.content_en : m.content,
      createTime: iso(m.created_at),
      attachments: files.filter((f) => f.message_id === m.id).map(view),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      staff: n.staff_name,
      content: n.content,
      createTime: iso(n.created_at),
    })),
    mergeTargets: open ? targets : [],
    actions: {
      reply: canTransition('staffReply', o.status),
      close: canTransition('staffClose', o.status),
      merge: canTransition('merge', o.status) && targets.length > 0,
      assign: open,
    },
  };
}
