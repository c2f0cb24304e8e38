import {
  LIMITS,
  ORDER_REQUIRED_FIELDS,
  ORDER_STATUS,
  type OrderClock,
  type OrderDetail,
} from '@seuiot/contract';

/**
 * The rules of the work-order screens that are not layout: what may be attached, how the service
 * clock reads, which way a closed order goes back to support. The server has the last word on
 * each (decision 0016); these only spare the customer a refused round trip.
 */

/** Names the server takes, told by extension here and by the bytes there (decision 0016). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.zip,.log,.txt';
const ATTACHMENT_NAME = /\.(png|jpe?g|gif|pdf|zip|log|txt)$/i;
export const ATTACHMENT_MAX_BYTES = LIMITS.orderAttachmentMaxMb * 1024 * 1024;

/** Why a picked file cannot go with the order: its translation key, or null when it can. */
export type AttachmentProblem = 'type' | 'size' | 'empty' | 'count';

export function attachmentProblem(
  file: { name: string; size: number },
  alreadyPicked: number,
): AttachmentProblem | null {
  if (alreadyPicked >= LIMITS.orderAttachmentsMax) return 'count';
  if (!ATTACHMENT_NAME.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

/** The fields of the work-order form, as the form holds them. */
export interface OrderFormValues {
  typeId?: number;
  title?: string;
  productName?: string;
  contact?: string;
  description?: string;
  /** `device:<serial>` or nothing; the app is given by name and version. */
  deviceSerial?: string;
  appName?: string;
  appVersion?: string;
}

/** The five fields spec 5 requires of a submitted order (a draft needs only the title). */
export function requiredFields(submit: boolean): readonly (keyof OrderFormValues)[] {
  return submit ? ORDER_REQUIRED_FIELDS : ['title'];
}

/**
 * The multipart body of submitOrder: the text fields first (the server knows what it reads before
 * the bytes arrive), then the files in parts named `files`. Empty fields are left out.
 */
export function orderFormData(
  values: OrderFormValues,
  options: { submit: boolean; draftId?: number; linkedOrderId?: number },
  files: readonly File[],
): FormData {
  const body = new FormData();
  if (options.draftId !== undefined) body.append('id', String(options.draftId));
  body.append('submit', options.submit ? '1' : '0');
  if (options.linkedOrderId !== undefined)
    body.append('linkedOrderId', String(options.linkedOrderId));
  for (const key of [
    'typeId',
    'title',
    'productName',
    'contact',
    'description',
    'deviceSerial',
    'appName',
    'appVersion',
  ] as const) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) body.append(key, text);
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** The reply's multipart body: order, text, then files. */
export function replyFormData(orderId: number, content: string, files: readonly File[]): FormData {
  const body = new FormData();
  body.append('orderId', String(orderId));
  body.append('content', content.trim());
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** The clock's time now: a running clock adds what passed since the server's `asOf`. */
export function clockWorkingMs(clock: OrderClock, now: number): number {
  if (!clock.running) return clock.workingMs;
  const since = now - Date.parse(clock.asOf);
  return clock.workingMs + Math.max(0, Number.isFinite(since) ? since : 0);
}

/** Whole days, hours and minutes of a span (no seconds: a service clock is read in minutes). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * What a closed order offers to take it back to support: reopen it (within the window the server
 * states), or, later, a new order that links it; nothing while it is open.
 */
export function followUp(
  order: Pick<OrderDetail, 'status' | 'actions' | 'reopenUntil'>,
  now: number,
): 'reopen' | 'newLinked' | null {
  if (order.status !== ORDER_STATUS.closed) return null;
  if (order.actions.reopen) {
    // The server's answer may be a while old: past the window, the reopen would be refused.
    if (order.reopenUntil && Date.parse(order.reopenUntil) <= now) return 'newLinked';
    return 'reopen';
  }
  return 'newLinked';
}

/** Days left before a replied order closes by itself; null when it is not on that path. */
export function autoCloseDaysLeft(autoCloseTime: string | null, now: number): number | null {
  if (!autoCloseTime) return null;
  const left = Date.parse(autoCloseTime) - now;
  if (!Number.isFinite(left)) return null;
  return Math.max(0, Math.ceil(left / 86_400_000));
}

/** The customer is told when the automatic close is this close (the server's warning window). */
export function autoCloseIsNear(autoCloseTime: string | null, now: number): boolean {
  const left = autoCloseDaysLeft(autoCloseTime, now);
  return left !== null && left <= LIMITS.orderAutoCloseWarnDays;
}

/** The order id of a personal-center address (`/center/orders?id=12`, a message's link). */
export function orderIdOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A tag tone per status (orders.css; contrast above 7:1): waiting for support, for the customer, done. */
export const STATUS_TONE: Record<number, 'neutral' | 'info' | 'warn' | 'success'> = {
  [ORDER_STATUS.notSubmitted]: 'neutral',
  [ORDER_STATUS.submitted]: 'info',
  [ORDER_STATUS.replied]: 'warn',
  [ORDER_STATUS.closed]: 'success',
};
