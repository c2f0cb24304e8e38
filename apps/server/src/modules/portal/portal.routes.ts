import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, portalConfigSchema, ROUTES, type PortalConfig } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { editionOf } from '../../http/context.js';

/** What the web app needs before it renders, for the host the request reached. */
export function portalConfigFor(
  ctx: Pick<AppContext, 'config'>,
  request: FastifyRequest,
): PortalConfig {
  const edition = editionOf(ctx.config, request);
  return {
    edition,
    defaultLang: edition === 'overseas' ? 'en' : 'zh',
    otherEditionUrl: edition === 'overseas' ? ctx.config.domesticUrl : ctx.config.overseasUrl,
    cipherKey: ctx.config.cipherKey,
    contactEmail: ctx.config.contactEmail,
    hotline: ctx.config.hotline,
    qrImage: 'qr-official.svg',
  };
}

export function registerPortalRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  app.get(
    ctx.config.apiPrefix + ROUTES.portalConfig,
    {
      schema: {
        tags: ['settings'],
        summary: 'Edition, default language and client settings (also embedded in index.html)',
        response: { 200: envelopeSchema(portalConfigSchema) },
      },
    },
    async (request) => ok(portalConfigFor(ctx, request)),
  );

  app.get(
    ctx.config.apiPrefix + ROUTES.health,
    { schema: { hide: true } },
    async (_request, reply) => {
      try {
        await ctx.ping();
        return ok({ status: 'ok' });
      } catch (err) {
        ctx.app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ rescode: 503, msg: 'A0059', data: { status: 'down' } });
      }
    },
  );
}
