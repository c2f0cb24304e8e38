import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ROUTES } from '@seuiot/contract';
import type { AppContext } from '../../app.js';
import { ok } from '../../http/app-error.js';
import { MessagesRepo } from './messages.repo.js';

export function registerMessageRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const repo = new MessagesRepo(ctx.db);

  app.get(
    ctx.config.apiPrefix + ROUTES.unreadCount,
    {
      schema: {
        tags: ['messages'],
        summary: 'Number of unread messages',
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await repo.unreadCount(s.userId));
    },
  );
}
