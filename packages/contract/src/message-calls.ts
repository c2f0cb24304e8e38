import { z } from 'zod';
import { defineCall } from './call.js';
import { MESSAGE_PATHS } from './message-paths.js';
import { langSchema } from './edition.js';
import { pageSchema } from './envelope.js';
import { messageListQuerySchema, messageSchema, updateMsgStateSchema } from './messages.js';

const tag = 'messages';

/**
 * My messages (spec 7 /front/fmsg/*; decision 0008), each described once (decision 0061). The
 * unread count is on every page (the header's badge). The spec lists GET for `updateState`; the
 * server also answers it there (with the client header), hidden from OpenAPI.
 */
export const MESSAGE_CALLS = {
  unreadCount: defineCall({
    ...MESSAGE_PATHS.unreadCount,
    tag,
    summary: 'Number of unread messages',
    access: 'user',
    answer: z.number().int(),
  }),
  list: defineCall({
    ...MESSAGE_PATHS.list,
    tag,
    summary: 'My messages, newest first, paged; optional state (0 unread, 1 read) and type',
    access: 'user',
    query: messageListQuerySchema.extend({ lang: langSchema.optional() }),
    answer: pageSchema(messageSchema),
  }),
  updateState: defineCall({
    ...MESSAGE_PATHS.updateState,
    tag,
    summary: 'Mark one of my messages (id) or all of them (all=1) read; answers the unread count',
    access: 'user',
    body: updateMsgStateSchema,
    answer: z.number().int(),
    errors: ['A0078'],
  }),
} as const;
