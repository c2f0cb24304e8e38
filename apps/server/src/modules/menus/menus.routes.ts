import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  menuItemSchema,
  menuQuerySchema,
  permissionNodeSchema,
  ROUTES,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { MenusRepo } from './menus.repo.js';
import { MenusService } from './menus.service.js';

export function registerMenuRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const service = new MenusService(new MenusRepo(ctx.db));
  const p = ctx.config.apiPrefix;

  app.get(
    p + ROUTES.menus,
    {
      schema: {
        tags: ['access'],
        summary: 'Menus of a platform (the portal is platformId 20, type 1)',
        querystring: menuQuerySchema,
        response: { 200: envelopeSchema(z.array(menuItemSchema)) },
      },
    },
    async (request, reply) => {
      await ctx.sessions.require(request, reply);
      return ok(
        await service.menus(request.query.platformId, request.query.type, ctx.langOf(request)),
      );
    },
  );

  app.get(
    p + ROUTES.permissionTree,
    {
      schema: {
        tags: ['access'],
        summary: 'Sections the signed-in user may use',
        response: { 200: envelopeSchema(z.array(permissionNodeSchema)) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const lang = ctx.langOf(request);
      return ok(
        await ctx.answers.get(s.userId, 'permissions', lang, () =>
          service.permissionTree(s.userId, lang),
        ),
      );
    },
  );
}
