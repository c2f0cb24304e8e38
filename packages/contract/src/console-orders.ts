import './zod.js';
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';
import {
  orderAttachmentSchema,
  orderClockSchema,
  orderMessageSchema,
  ORDER_STATUS_VALUES,
  type OrderStatus,
} from './orders.js';

/**
 * The work-order inbox of the operator console (issue 15, role `support`; decision 0021). Calls
 * are CONSOLE_ORDER_CALLS (paths CONSOLE_ORDER_PATHS); a reply is multipart like the customer's (`orderId`, `content`, up
 * to `orderAttachmentsMax` files in parts named `files`).
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), { message: 'no NUL characters' });

/** Which orders the inbox shows: the open ones (default), one status, or all. */
export const CONSOLE_ORDER_VIEWS = ['open', 'submitted', 'replied', 'closed', 'all'] as const;
export type ConsoleOrderView = (typeof CONSOLE_ORDER_VIEWS)[number];

export const consoleOrderQuerySchema = pageQuerySchema.extend({
  view: z.enum(CONSOLE_ORDER_VIEWS).default('open'),
  /** Only orders in their status for at least this many hours (the service's clock). */
  minAgeHours: z.coerce.number().int().min(0).max(LIMITS.orderMinAgeMaxHours).optional(),
  /** 'me': assigned to me; 'none': not assigned; absent: everyone's. */
  assignee: z.enum(['me', 'none']).optional(),
  /** A part of the number (WO-…), the title or the customer's name. */
  keyword: text(LIMITS.searchMaxLength)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuerySchema>;

/** A row of the inbox; oldest waiting first. */
export const consoleOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  customer: z.string(),
  status: z.number().int(),
  /** When it entered its status (the age is measured from here). */
  since: z.string(),
  assignee: z.string().nullable(),
  device: z.string().nullable(),
  app: z.string().nullable(),
  clock: orderClockSchema,
  rating: z.number().int().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

/** An internal note: staff only, never in any customer answer. */
export const orderNoteSchema = z.object({
  id: z.number().int(),
  staff: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

const orderRefSchema = z.object({ id: z.number().int(), number: z.string() });

/** One order as staff see it: the customer's fields, the conversation, notes and actions. */
export const consoleOrderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  typeName: z.string(),
  productName: z.string(),
  contact: z.string(),
  description: z.string(),
  customer: z.object({ id: z.number().int(), username: z.string() }),
  status: z.number().int(),
  since: z.string(),
  createTime: z.string(),
  closedBy: z.string().nullable(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  device: z.object({ serial: z.string(), model: z.string() }).nullable(),
  app: z.object({ name: z.string(), version: z.string() }).nullable(),
  linkedOrder: orderRefSchema.nullable(),
  mergedInto: orderRefSchema.nullable(),
  rating: z
    .object({ score: z.number().int(), comment: z.string(), createTime: z.string() })
    .nullable(),
  clock: orderClockSchema,
  /** Paths after the API prefix point at the console's file call. */
  attachments: z.array(orderAttachmentSchema),
  messages: z.array(orderMessageSchema),
  notes: z.array(orderNoteSchema),
  /** Other open orders of the same customer: what this one can be merged into. */
  mergeTargets: z.array(orderRefSchema),
  actions: z.object({
    reply: z.boolean(),
    close: z.boolean(),
    merge: z.boolean(),
    assign: z.boolean(),
  }),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

export const consoleOrderIdQuerySchema = z.object({ id: idSchema });

export const consoleOrderReplyFieldsSchema = z.object({
  orderId: idSchema,
  content: text(LIMITS.orderTextMax).min(1),
});
export const orderNoteInputSchema = z.object({
  orderId: idSchema,
  content: text(LIMITS.orderTextMax).min(1),
});
/**
 * Assign to a support agent, or `staffId: null` to unassign. `from` is the assignee the console
 * showed (null: none): when another assignment landed since, B0009 instead of overwriting it.
 */
export const orderAssignSchema = z.object({
  orderId: idSchema,
  staffId: idSchema.nullable(),
  from: idSchema.nullable().optional(),
});
export const orderMergeSchema = z.object({ orderId: idSchema, intoId: idSchema });
export const consoleOrderCloseSchema = z.object({ orderId: idSchema });

export const supportAgentSchema = z.object({ id: z.number().int(), name: z.string() });

/** The work-order figures of the dashboard: waiting, oldest, and open per model / app version. */
export const orderFiguresSchema = z.object({
  /** Orders waiting for support (submitted). */
  waiting: z.number().int(),
  oldestSince: z.string().nullable(),
  /** Orders waiting for the customer (replied). */
  replied: z.number().int(),
  byModel: z.array(z.object({ model: z.string(), count: z.number().int() })),
  byAppVersion: z.array(
    z.object({ app: z.string(), version: z.string(), count: z.number().int() }),
  ),
});
export type OrderFigures = z.infer<typeof orderFiguresSchema>;

/** A canned reply, in both languages; support staff manage them. */
export const savedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  zh: z.string(),
  en: z.string(),
  /** Changes with each save: a save naming an older version is refused (B0009). */
  version: z.number().int(),
  updatedBy: z.string(),
  updateTime: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyInputSchema = z
  .object({
    /** Absent: a new one. */
    id: idSchema.optional(),
    version: z.number().int().min(0).optional(),
    title: text(LIMITS.savedReplyTitleMax).min(1),
    zh: text(LIMITS.orderTextMax).default(''),
    en: text(LIMITS.orderTextMax).default(''),
  })
  .refine((r) => r.zh.length > 0 || r.en.length > 0, {
    path: ['zh'],
    message: 'a saved reply needs a text',
  })
  .refine((r) => r.id === undefined || r.version !== undefined, {
    path: ['version'],
    message: 'an edit names the version it changes',
  });
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;
export const savedReplyDeleteSchema = z.object({ id: idSchema, version: z.number().int().min(0) });

/** The statuses a view shows. */
export function viewStatuses(view: ConsoleOrderView): OrderStatus[] {
  switch (view) {
    case 'open':
      return [1, 2];
    case 'submitted':
      return [1];
    case 'replied':
      return [2];
    case 'closed':
      return [3];
    case 'all':
      return ORDER_STATUS_VALUES.filter((s) => s !== 0);
  }
}
