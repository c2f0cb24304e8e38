import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  envelopeSchema,
  MESSAGE_CALLS as M,
  type UpdateMsgState,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { MessagesRepo } from './messages.repo.js';
import { MessagesService } from './messages.service.js';

/** My messages (MESSAGE_CALLS, decision 0061). */
export function registerMessageRoutes(ctx: AppContext): void {
  const service = new MessagesService(new MessagesRepo(ctx.db));
  const p = ctx.config.apiPrefix;
  const calls = new CallRoutes(ctx.app, p, ctx.sessions);

  calls.add(M.unreadCount, ({ userId }) =>
    ctx.answers.get(userId, 'messages', 'unread', () => service.unreadCount(userId)),
  );

  calls.add(M.list, ({ userId, query, request }) => {
    const lang = ctx.langOf(request);
    const { pageNum, pageSize, state, type } = query;
    return ctx.answers.get(
      userId,
      'messages',
      `list|${lang}|${pageNum}|${pageSize}|${state ?? ''}|${type ?? ''}`,
      () => service.list(userId, query, lang),
    );
  });

  const markRead = async (userId: number, payload: UpdateMsgState) => {
    try {
      return await service.markRead(userId, payload);
    } finally {
      ctx.answers.forget(userId, 'messages');
    }
  };
  calls.add(M.updateState, ({ userId, body }) => markRead(userId, body));
  // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
  ctx.app.withTypeProvider<ZodTypeProvider>().get(
    p + M.updateState.path,
    {
      schema: {
        querystring: M.updateState.body,
        response: { 200: envelopeSchema(M.updateState.answer) },
        hide: true,
      },
    },
    async (request, reply) => {
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
      const { userId } = await ctx.sessions.require(request, reply);
      return ok(await markRead(userId, request.query));
    },
  );
}
