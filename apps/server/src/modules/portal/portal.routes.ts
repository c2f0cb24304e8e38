import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PORTAL_CALLS, ROUTES, type PortalConfig } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { editionOf } from '../../http/context.js';
import { RETRY_AFTER_SECONDS } from '../../http/unavailable.js';

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
  new CallRoutes(ctx.app, ctx.config.apiPrefix, null).add(
    PORTAL_CALLS.portalConfig,
    async ({ request }) => portalConfigFor(ctx, request),
  );

  // Liveness and readiness (decision 0038), hand-registered: hidden from the API document, and
  // the readiness answers 503 with its own envelope and Retry-After.
  app.get(ctx.config.apiPrefix + ROUTES.healthLive, { schema: { hide: true } }, async () =>
    ok({ status: 'ok' }),
  );
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const r = await ctx.readiness();
    if (r.ready) return ok({ status: r.degraded ? 'degraded' : 'ok', checks: r.checks });
    ctx.app.log.warn({ checks: r.checks }, 'health check: not ready');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ rescode: 503, msg: 'B0014', data: { status: 'down', checks: r.checks } });
  };
  app.get(ctx.config.apiPrefix + ROUTES.health, { schema: { hide: true } }, ready);
  app.get(ctx.config.apiPrefix + ROUTES.healthReady, { schema: { hide: true } }, ready);
}
