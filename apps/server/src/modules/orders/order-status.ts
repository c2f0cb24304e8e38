import {
  canTransition,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TRANSITIONS,
  orderLink,
  type Lang,
  type OrderAction,
  type OrderClock,
  type OrderStatus,
} from '@seuiot/contract';
import type { Updateable } from 'kysely';
import type { WorkOrdersTable } from '../../db/tables.js';
import { AppError } from '../../http/app-error.js';
import { iso, pick } from '../../lib/text.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

export const DAY = 24 * 60 * 60 * 1000;

const PAUSE_TEXT = {
  notSubmitted: { zh: '草稿尚未提交', en: 'The draft is not submitted yet' },
  waitingForCustomer: { zh: '等待您的答复', en: 'Waiting for your answer' },
  closed: { zh: '工单已关闭', en: 'The work order is closed' },
} as const;

/**
 * THE one place a status changes: moves `o` by `action` of ORDER_TRANSITIONS at `now` (setting `set` too), refused
 * (B0009, naming the action) when the table does not allow it from the status read, or when
 * another writer changed the status since (a conditional update). Keeps the service clock: it
 * runs while the order is submitted (waiting for support).
 */
export async function moveOrder(
  tx: OrdersRepo,
  o: OrderRow,
  action: OrderAction,
  now: number,
  set: Updateable<WorkOrdersTable>,
  extra?: { lastStaffReplyBefore?: number; notWarned?: boolean },
): Promise<OrderStatus> {
  if (!canTransition(action, o.status)) throw new AppError('B0009', [action]);
  const to = ORDER_TRANSITIONS[action].to as OrderStatus;
  const working =
    o.working_ms + (o.status === ORDER_STATUS.submitted ? Math.max(0, now - o.status_since) : 0);
  const clock: Updateable<WorkOrdersTable> = { working_ms: working, status_since: now };
  if (action === 'staffReply') {
    clock.last_staff_reply_at = now;
    clock.autoclose_warned_at = null;
    if (o.first_reply_at === null) {
      clock.first_reply_at = now;
      clock.first_reply_ms = working;
    }
  }
  if (to === ORDER_STATUS.closed) {
    clock.closed_at = now;
    clock.resolution_ms = working;
  }
  const done = await tx.update(o.id, [o.status], { ...set, ...clock, status: to }, extra);
  if (!done) throw new AppError('B0009', [action]);
  return to;
}

export function statusName(status: number, lang: Lang): string {
  const n = ORDER_STATUS_NAMES[status as OrderStatus];
  return n ? pick(lang, n.zh, n.en) : '';
}

/** What a customer's message about the order names and links. */
export function refOf(o: OrderRow) {
  return { userId: o.user_id, number: o.number, title: o.title, link: orderLink(o.id) };
}

/** The service clock of an order at `now` (decision 0016). */
export function clockOf(
  o: Pick<OrderRow, 'status' | 'working_ms' | 'status_since' | 'first_reply_ms' | 'resolution_ms'>,
  now: number,
  lang: Lang,
): OrderClock {
  const running = o.status === ORDER_STATUS.submitted;
  const reason =
    o.status === ORDER_STATUS.notSubmitted
      ? 'notSubmitted'
      : o.status === ORDER_STATUS.replied
        ? 'waitingForCustomer'
        : o.status === ORDER_STATUS.closed
          ? 'closed'
          : null;
  return {
    running,
    pausedReason: reason,
    pausedReasonText: reason ? pick(lang, PAUSE_TEXT[reason].zh, PAUSE_TEXT[reason].en) : null,
    workingMs: Number(o.working_ms) + (running ? Math.max(0, now - Number(o.status_since)) : 0),
    firstReplyMs: o.first_reply_ms === null ? null : Number(o.first_reply_ms),
    resolutionMs: o.resolution_ms === null ? null : Number(o.resolution_ms),
    asOf: iso(now),
  };
}
