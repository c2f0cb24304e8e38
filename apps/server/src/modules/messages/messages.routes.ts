import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  envelopeSchema,
  MESSAGE_ROUTES,
  messageListQuerySchema,
  messageSchema,
  pageSchema,
  updateMsgStateSchema,
  type UpdateMsgState,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { MessagesRepo } from './messages.repo.js';
import { MessagesService } from './messages.service.js';

export function registerMessageRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const service = new MessagesService(new MessagesRepo(ctx.db));
  const p = ctx.config.apiPrefix;
  const lang = z.enum(['zh', 'en']).optional();

  app.get(
    p + MESSAGE_ROUTES.unreadCount,
    {
      schema: {
        tags: ['messages'],
        summary: 'Number of unread messages',
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(
        await ctx.answers.get(s.userId, 'messages', 'unread', () => service.unreadCount(s.userId)),
      );
    },
  );

  app.get(
    p + MESSAGE_ROUTES.list,
    {
      schema: {
        tags: ['messages'],
        summary: 'My messages, newest first, paged; optional state (0 unread, 1 read) and type',
        querystring: messageListQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(pageSchema(messageSchema)) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const lang = ctx.langOf(request);
      const { pageNum, pageSize, state, type } = request.query;
      return ok(
        await ctx.answers.get(
          s.userId,
          'messages',
          `list|${lang}|${pageNum}|${pageSize}|${state ?? ''}|${type ?? ''}`,
          () => service.list(s.userId, request.query, lang),
        ),
      );
    },
  );

  const updateState = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: UpdateMsgState,
  ) => {
    // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
    const s = await ctx.sessions.require(request, reply);
    try {
      return ok(await service.markRead(s.userId, payload));
    } finally {
      ctx.answers.forget(s.userId, 'messages');
    }
  };
  const updateSchema = {
    tags: ['messages'],
    summary: 'Mark one of my messages (id) or all of them (all=1) read; answers the unread count',
    response: { 200: envelopeSchema(z.number().int()) },
  };
  app.post(
    p + MESSAGE_ROUTES.updateState,
    { schema: { ...updateSchema, body: updateMsgStateSchema } },
    (request, reply) => updateState(request, reply, request.body),
  );
  app.get(
    p + MESSAGE_ROUTES.updateState,
    { schema: { ...updateSchema, querystring: updateMsgStateSchema, hide: true } },
    (request, reply) => updateState(request, reply, request.query),
  );
}
