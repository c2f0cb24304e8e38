import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * Service work orders (spec 2.7, 3 "Work order", 4 "Work order status", 5, 7 /front/forder/*).
 * The spec names the fields, the four states and the five calls; the transitions, the clock, the
 * automatic close, numbering and the calls it leaves unnamed (close, reopen, rate, attachment)
 * are designed in docs/decisions/0016-work-orders.md. The calls are in order-calls.ts (ORDER_CALLS).
 */

/** A work order's status (spec 4): the numbers the calls carry. */
export const ORDER_STATUS = {
  /** Saved as a draft, not yet sent to support. */
  notSubmitted: 0,
  /** Waiting for support (new, or the customer answered). */
  submitted: 1,
  /** Support answered; waiting for the customer. */
  replied: 2,
  closed: 3,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_VALUES = Object.values(ORDER_STATUS) as OrderStatus[];

/** Status names shown to customers, in both languages. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, { zh: string; en: string }> = {
  0: { zh: '未提交', en: 'Not submitted' },
  1: { zh: '已提交', en: 'Submitted' },
  2: { zh: '已回复', en: 'Replied' },
  3: { zh: '已关闭', en: 'Closed' },
};

/** Who moves a work order: the customer, a staff member, or the automatic close. */
export type OrderActor = 'customer' | 'staff' | 'system';

/**
 * THE transition table: every change of status, who may make it and from which statuses. One
 * service (OrdersService.transition on the server) applies it; anything not listed is refused
 * with B0009. `to: null` keeps the status (a reply that does not move it).
 */
export const ORDER_TRANSITIONS = {
  /** The customer sends a draft to support. */
  submit: { by: 'customer', from: [0], to: 1 },
  /** The customer edits a draft (fields and attachments). */
  saveDraft: { by: 'customer', from: [0], to: 0 },
  /** A staff reply: the order waits for the customer. */
  staffReply: { by: 'staff', from: [1, 2], to: 2 },
  /** The customer answers: the order waits for support again. */
  customerReply: { by: 'customer', from: [1, 2], to: 1 },
  /** The customer closes it (resolved, or no longer needed). */
  customerClose: { by: 'customer', from: [1, 2], to: 3 },
  /** Staff close it (resolved). */
  staffClose: { by: 'staff', from: [1, 2], to: 3 },
  /** No customer answer for `orderAutoCloseDays` after a staff reply. */
  autoClose: { by: 'system', from: [2], to: 3 },
  /**
   * The customer reopens a closed order within `orderReopenDays` of its close; later, they submit
   * a new order that links the old one (`linkedOrderId`).
   */
  reopen: { by: 'customer', from: [3], to: 1 },
  /**
   * Staff merge a duplicate into another open order of the same customer: the duplicate closes
   * and names the order that continues (`mergedInto`); it cannot be reopened (decision 0021).
   */
  merge: { by: 'staff', from: [1, 2], to: 3 },
} as const satisfies Record<
  string,
  { by: OrderActor; from: readonly OrderStatus[]; to: OrderStatus }
>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/** True when `action` may move an order in `status` (the table above, nothing else). */
export function canTransition(action: OrderAction, status: number): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** Web paths (after the base path) a work order is opened at; messages link to them. */
export function orderLink(id: number): string {
  return `/center/orders?id=${id}`;
}

/**
 * Text a customer types: trimmed, bounded, and without NUL, which PostgreSQL cannot store or
 * compare (found by fuzz.test.ts on PostgreSQL: a NUL in the search was a 500).
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), { message: 'no NUL characters' });
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const flag = z.coerce.number().int().min(0).max(1);

/** One problem/feedback type (GET /front/forder/orderType), in the request language. */
export const orderTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'problem' or 'feedback': the two groups of the type select. */
  group: z.string(),
});
export type OrderType = z.infer<typeof orderTypeSchema>;

/**
 * POST /front/forder/submitOrder (login; multipart): the text fields below plus up to
 * `orderAttachmentsMax` files in parts named `files` (images png/jpg/gif, PDF, logs .log/.txt,
 * zip; each up to `orderAttachmentMaxMb`). `submit=1` sends it (type, title, productName, contact
 * and description required, B0001 names each missing one); `submit=0` saves a draft (only a
 * title is required). `id` names one of my drafts to update or send; its files are kept and the
 * new ones added. Answers the order's id and number.
 */
export const submitOrderFieldsSchema = z.object({
  id: idSchema.optional(),
  submit: flag.default(1),
  typeId: idSchema.optional(),
  title: optionalText(LIMITS.orderTitleMax),
  /** Chosen from my products or the catalogue, or typed. */
  productName: optionalText(LIMITS.orderFieldMax),
  /** Phone or e-mail to reach the customer. */
  contact: optionalText(LIMITS.orderFieldMax),
  description: optionalText(LIMITS.orderTextMax),
  /** One of my devices (serial, from the devices calls): its model is recorded with it. */
  deviceSerial: optionalText(64),
  /** Or an app and its version. */
  appName: optionalText(LIMITS.orderFieldMax),
  appVersion: optionalText(64),
  /** A closed order past its reopen window this one follows up. */
  linkedOrderId: idSchema.optional(),
});
export type SubmitOrderFields = z.infer<typeof submitOrderFieldsSchema>;

/** The fields a submitted (not draft) order must have (spec 5), in the order B0001 names them. */
export const ORDER_REQUIRED_FIELDS = [
  'typeId',
  'title',
  'productName',
  'contact',
  'description',
] as const;

/** What submitOrder answers. */
export const submittedOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
});

/** GET /front/forder/msgList (login): my orders, newest first. */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine((v): v is OrderStatus => (ORDER_STATUS_VALUES as number[]).includes(v), {
      message: 'unknown status',
    })
    .optional(),
  /** A part of the number (WO-…) or of the title. */
  keyword: optionalText(LIMITS.searchMaxLength),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A row of my work orders. Times are ISO strings. */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  typeName: z.string(),
  productName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  createTime: z.string(),
  /** Last staff reply. */
  replyTime: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A file attached to an order or a reply. */
export const orderAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Images and PDFs open in the preview (PDFs with the viewer's watermark). */
  previewable: z.boolean(),
  /** Path after the API prefix: add `&isPreview=1` to preview, else it downloads. */
  url: z.string(),
});
export type OrderAttachment = z.infer<typeof orderAttachmentSchema>;

/** One entry of the conversation, oldest first. */
export const orderMessageSchema = z.object({
  id: z.number().int(),
  /** customer, staff, or system (the automatic close and its warning). */
  author: z.enum(['customer', 'staff', 'system']),
  authorName: z.string(),
  content: z.string(),
  createTime: z.string(),
  attachments: z.array(orderAttachmentSchema),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/**
 * The service clock (decision 0016). It runs while the order waits for support (submitted) and
 * is paused while it waits for the customer (replied) or is closed. `workingMs` is the time it
 * ran up to `asOf`; a running clock shows `workingMs + (now - asOf)`.
 */
export const orderClockSchema = z.object({
  running: z.boolean(),
  /** Why it is not running: a draft, waiting for the customer, or closed. */
  pausedReason: z.enum(['notSubmitted', 'waitingForCustomer', 'closed']).nullable(),
  pausedReasonText: z.string().nullable(),
  workingMs: z.number().int(),
  /** Clock time from submission to the first staff reply; null before it. */
  firstReplyMs: z.number().int().nullable(),
  /** Clock time from submission to the (last) close; null while open. */
  resolutionMs: z.number().int().nullable(),
  asOf: z.string(),
});
export type OrderClock = z.infer<typeof orderClockSchema>;

/** GET /front/forder/getMsg (login): one of my orders, its conversation and files. */
export const orderDetailSchema = orderListItemSchema.extend({
  typeId: z.number().int().nullable(),
  contact: z.string(),
  description: z.string(),
  device: z.object({ serial: z.string(), model: z.string() }).nullable(),
  app: z.object({ name: z.string(), version: z.string() }).nullable(),
  submitTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  closedBy: z.enum(['customer', 'staff', 'system']).nullable(),
  /** When a replied order closes by itself unless the customer answers. */
  autoCloseTime: z.string().nullable(),
  /** Until when a closed order can be reopened (later: a new order linking this one). */
  reopenUntil: z.string().nullable(),
  linkedOrder: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Set when staff merged this order into another, which continues the conversation. */
  mergedInto: z.object({ id: z.number().int(), number: z.string() }).nullable().optional(),
  rating: z
    .object({ score: z.number().int(), comment: z.string(), createTime: z.string() })
    .nullable(),
  /** What the customer may do now (the transition table applied to the status). */
  actions: z.object({
    reply: z.boolean(),
    close: z.boolean(),
    reopen: z.boolean(),
    rate: z.boolean(),
    editDraft: z.boolean(),
  }),
  clock: orderClockSchema,
  attachments: z.array(orderAttachmentSchema),
  messages: z.array(orderMessageSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /front/forder/getMsg query. */
export const orderIdQuerySchema = z.object({ id: idSchema });

/**
 * POST /front/forder/submitMsg (login; multipart): my reply, `orderId` and `content`, with up to
 * `orderAttachmentsMax` files in parts named `files`. Answers the order's new status.
 */
export const submitMsgFieldsSchema = z.object({
  orderId: idSchema,
  content: text(LIMITS.orderTextMax).min(1),
});
export type SubmitMsgFields = z.infer<typeof submitMsgFieldsSchema>;

/** POST close / reopen (not named by the spec): one of my orders. Answers the new status. */
export const orderActionSchema = z.object({ id: idSchema });

/** POST rate (not named by the spec): once, on a closed order. */
export const orderRateSchema = z.object({
  id: idSchema,
  score: z.coerce.number().int().min(1).max(5),
  comment: text(LIMITS.orderFieldMax).default(''),
});
export type OrderRate = z.infer<typeof orderRateSchema>;

/** GET attachment (not named by the spec): one of my orders' files; isPreview 1 shows it inline. */
export const orderFileQuerySchema = z.object({
  id: idSchema,
  isPreview: z.coerce.number().int().min(0).max(1).default(0),
  lang: z.enum(['zh', 'en']).optional(),
});

/** The new status, answered by the calls that move an order. */
export const orderStatusAnswerSchema = z.object({ status: z.number().int() });

/** Attachment types, by their bytes (logs: text with no NUL byte and a .log/.txt name). */
export const ORDER_ATTACHMENT_TYPES = ['png', 'jpg', 'gif', 'pdf', 'zip', 'log'] as const;
export type OrderAttachmentType = (typeof ORDER_ATTACHMENT_TYPES)[number];
