import { z } from 'zod';
import { defineCall } from './call.js';
import { CONSOLE_ORDER_PATHS as P } from './console-order-paths.js';
import {
  consoleOrderCloseSchema,
  consoleOrderDetailSchema,
  consoleOrderIdQuerySchema,
  consoleOrderQuerySchema,
  consoleOrderRowSchema,
  orderAssignSchema,
  orderFiguresSchema,
  orderMergeSchema,
  orderNoteInputSchema,
  savedReplyDeleteSchema,
  savedReplyInputSchema,
  savedReplySchema,
  supportAgentSchema,
} from './console-orders.js';
import { pageSchema } from './envelope.js';
import { orderStatusAnswerSchema } from './orders.js';

const tag = 'console: work orders';
/** Work orders are the support agents' queue (issue 15, decision 0021). */
const access = { staff: ['support'] } as const;

/**
 * The console's work-order inbox (decision 0021), each call described once (decision 0061) and
 * registered by the orders module. `reply` reads a multipart body (no JSON body to describe);
 * `file` answers raw bytes, not the envelope.
 */
export const CONSOLE_ORDER_CALLS = {
  list: defineCall({
    ...P.list,
    tag,
    summary: 'The work-order inbox: open by default, oldest waiting first, with the clock',
    access,
    query: consoleOrderQuerySchema,
    answer: pageSchema(consoleOrderRowSchema),
  }),
  figures: defineCall({
    ...P.figures,
    tag,
    summary: 'Orders waiting for support and the oldest; open orders per model and app version',
    access,
    answer: orderFiguresSchema,
  }),
  detail: defineCall({
    ...P.detail,
    tag,
    summary: 'One work order: the conversation, files, internal notes and what can be done',
    access,
    query: consoleOrderIdQuerySchema,
    answer: consoleOrderDetailSchema,
    errors: ['A0078'],
  }),
  /** Raw bytes on success (the answer is not an envelope). */
  file: defineCall({
    ...P.file,
    tag,
    summary: 'An attachment of any work order, streamed (console only, never cached)',
    access,
    query: consoleOrderIdQuerySchema,
    answer: z.unknown(),
    errors: ['A0078'],
  }),
  reply: defineCall({
    ...P.reply,
    tag,
    summary: 'Reply to the customer (orderId, content) with attachments; the order is replied',
    access,
    answer: orderStatusAnswerSchema,
    errors: ['B0001', 'A0078', 'B0009', 'B0006', 'B0007', 'A0058'],
  }),
  note: defineCall({
    ...P.note,
    tag,
    summary: 'An internal note: staff only, never shown to the customer',
    access,
    body: orderNoteInputSchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  agents: defineCall({
    ...P.agents,
    tag,
    summary: 'Support agents an order can be assigned to',
    access,
    answer: z.array(supportAgentSchema),
  }),
  assign: defineCall({
    ...P.assign,
    tag,
    summary: 'Assign an open order to a support agent (staffId null: unassign)',
    access,
    body: orderAssignSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  merge: defineCall({
    ...P.merge,
    tag,
    summary: 'Merge a duplicate into another open order of the same customer',
    access,
    body: orderMergeSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  close: defineCall({
    ...P.close,
    tag,
    summary: 'Close an order as resolved; the customer is told and may rate or reopen it',
    access,
    body: consoleOrderCloseSchema,
    answer: orderStatusAnswerSchema,
    errors: ['A0078', 'B0009'],
  }),
  savedReplies: defineCall({
    ...P.savedReplies,
    tag,
    summary: 'Saved replies (canned texts in Chinese and English)',
    access,
    answer: z.array(savedReplySchema),
  }),
  savedReplySave: defineCall({
    ...P.savedReplySave,
    tag,
    summary: 'Create a saved reply, or edit one (id and the version read; B0009 if stale)',
    access,
    body: savedReplyInputSchema,
    answer: savedReplySchema,
    errors: ['A0078', 'B0009'],
  }),
  savedReplyDelete: defineCall({
    ...P.savedReplyDelete,
    tag,
    summary: 'Remove a saved reply (the version read; B0009 if stale)',
    access,
    body: savedReplyDeleteSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
} as const;
