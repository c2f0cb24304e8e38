import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';

/**
 * My messages (spec 2.1 /news, 3 "Message: title, type, time, state", 4 "unread, read").
 * The spec leaves the types and shapes "not shown"; they are designed here
 * (docs/decisions/0008-messages.md). The calls are in message-calls.ts (MESSAGE_CALLS).
 */

/** What a message is about; the web app shows each as a tag. */
export const MESSAGE_TYPES = {
  /** Notices from the platform operator. */
  system: 1,
  /** Real-name or enterprise certification reviewed (approved, or rejected with the reason). */
  certification: 2,
  /** A management-system trial or the device-quantity authorisation for it. */
  trial: 3,
  /** A developer's onboarding, app or version reviewed (or its decision re-opened). */
  appReview: 4,
  /** A work order answered. */
  workOrder: 5,
} as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const MESSAGE_TYPE_VALUES = Object.values(MESSAGE_TYPES) as MessageType[];

/** A message's state (spec 4): 0 unread, 1 read. */
export const MESSAGE_STATES = { unread: 0, read: 1 } as const;
export type MessageState = (typeof MESSAGE_STATES)[keyof typeof MESSAGE_STATES];

const messageType = z.coerce
  .number()
  .int()
  .refine((v): v is MessageType => (MESSAGE_TYPE_VALUES as number[]).includes(v), {
    message: 'unknown message type',
  });
const messageState = z.coerce
  .number()
  .int()
  .refine((v): v is MessageState => v === 0 || v === 1, { message: 'state is 0 or 1' });

/** GET /front/fmsg/msgList (login): my messages, newest first; optional state and type filters. */
export const messageListQuerySchema = pageQuerySchema.extend({
  state: messageState.optional(),
  type: messageType.optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** One message in the request language. `createTime` is an ISO string. */
export const messageSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 0 unread, 1 read. */
  state: z.number().int(),
  createTime: z.string(),
  /**
   * The web path (after the base path) the message opens, e.g. a work order
   * (`orderLink` of orders.ts); null when it opens nothing.
   */
  link: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * GET|POST /front/fmsg/updateMsgState (login): marks one of my messages read (`id`), or all of
 * mine (`all: 1`). Exactly one of the two. Answers my new unread count.
 */
export const updateMsgStateSchema = z
  .object({
    id: idSchema.optional(),
    all: z.coerce
      .number()
      .int()
      .refine((v) => v === 1, { message: 'all is 1' })
      .optional(),
  })
  .refine((v) => (v.id === undefined) !== (v.all === undefined), {
    message: 'give either id or all',
  });
export type UpdateMsgState = z.infer<typeof updateMsgStateSchema>;
