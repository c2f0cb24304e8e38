import { z } from 'zod';
import { defineCall } from './call.js';
import { ORDER_PATHS } from './order-paths.js';
import { langSchema } from './edition.js';
import { pageSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import {
  orderActionSchema,
  orderDetailSchema,
  orderFileQuerySchema,
  orderIdQuerySchema,
  orderListItemSchema,
  orderListQuerySchema,
  orderRateSchema,
  orderStatusAnswerSchema,
  orderTypeSchema,
  submittedOrderSchema,
} from './orders.js';

const tag = 'work orders';
const lang = langSchema.optional();
/** What the uploads of an order and a reply may answer (their multipart reading, decision 0039). */
const uploadErrors = ['B0006', 'B0007', 'B0008', 'A0058'] as const;

/**
 * My service work orders (spec 7 /front/forder/*; decision 0016), each described once (decision
 * 0061); every call needs login. The spec names orderType, submitOrder, msgList, getMsg and
 * submitMsg; close, reopen, rate, file and removeFile are ours. submitOrder and submitMsg read a
 * multipart body (no JSON body to describe); file answers raw bytes, not the envelope.
 */
export const ORDER_CALLS = {
  orderType: defineCall({
    ...ORDER_PATHS.orderType,
    tag,
    summary: 'Problem/feedback types of work orders, in the request language (login)',
    access: 'user',
    answer: z.array(orderTypeSchema),
  }),
  submitOrder: defineCall({
    ...ORDER_PATHS.submitOrder,
    tag,
    summary:
      'Submit a work order (submit=1) or save a draft (submit=0); id updates one of my drafts',
    access: 'user',
    answer: submittedOrderSchema,
    errors: ['B0001', 'A0078', 'B0009', ...uploadErrors],
  }),
  list: defineCall({
    ...ORDER_PATHS.list,
    tag,
    summary: 'My work orders, newest first; filter by status, search by number or title',
    access: 'user',
    query: orderListQuerySchema.extend({ lang }),
    answer: pageSchema(orderListItemSchema),
  }),
  detail: defineCall({
    ...ORDER_PATHS.detail,
    tag,
    summary: 'One of my work orders with its conversation (oldest first), files and service clock',
    access: 'user',
    query: orderIdQuerySchema.extend({ lang }),
    answer: orderDetailSchema,
    errors: ['A0078'],
  }),
  submitMsg: defineCall({
    ...ORDER_PATHS.submitMsg,
    tag,
    summary:
      'Reply on one of my work orders (orderId, content); a replied order waits for support again',
    access: 'user',
    answer: orderStatusAnswerSchema,
    errors: ['B0001', 'A0078', 'B0009', ...uploadErrors],
  }),
  close: defineCall({
    ...ORDER_PATHS.close,
    tag,
    summary: 'Close one of my work orders (submitted or replied; B0009 otherwise)',
    access: 'user',
    body: orderActionSchema,
    answer: orderStatusAnswerSchema,
    errors: ['A0078', 'B0009'],
  }),
  reopen: defineCall({
    ...ORDER_PATHS.reopen,
    tag,
    summary: `Reopen one of my closed work orders within ${LIMITS.orderReopenDays} days of its close (B0009 later: submit a new one with linkedOrderId)`,
    access: 'user',
    body: orderActionSchema,
    answer: orderStatusAnswerSchema,
    errors: ['A0078', 'B0009'],
  }),
  rate: defineCall({
    ...ORDER_PATHS.rate,
    tag,
    summary: 'Rate one of my closed work orders 1-5 with a comment, once (B0009 otherwise)',
    access: 'user',
    body: orderRateSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  removeFile: defineCall({
    ...ORDER_PATHS.removeFile,
    tag,
    summary: 'Remove a saved attachment (id) of one of my drafts, its stored file with it',
    access: 'user',
    body: orderActionSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  /** Raw bytes on success (the answer is not an envelope); the order detail links it. */
  file: defineCall({
    ...ORDER_PATHS.file,
    tag,
    summary:
      'An attachment of one of my work orders: download, or isPreview=1 inline (images; PDFs with my username watermark)',
    access: 'user',
    query: orderFileQuerySchema,
    answer: z.unknown(),
    errors: ['A0078', 'A0068'],
  }),
} as const;
