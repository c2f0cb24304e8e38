import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROUTES as R,
  envelopeSchema,
  ssoAuthorizeResultSchema,
  ssoAuthorizeSchema,
  ssoExchangeSchema,
  ssoIdentitySchema,
  ssoPartnerSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { AccountServices } from './account-services.js';

/** Single sign-on for partner sites. */
export function registerSsoRoutes(ctx: AppContext, { sso }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;

  app.get(
    p + R.ssoPartner,
    {
      schema: {
        tags: ['sso'],
        summary: 'Whether apiKey is a configured partner',
        querystring: z.object({ apiKey: z.string().min(1).max(128) }),
        response: { 200: envelopeSchema(ssoPartnerSchema) },
      },
    },
    async (request) => ok({ name: sso.partner(request.query.apiKey).name }),
  );

  app.post(
    p + R.ssoAuthorize,
    {
      schema: {
        tags: ['sso'],
        summary: 'After login: the partner address with a one-time ticket',
        body: ssoAuthorizeSchema,
        response: { 200: envelopeSchema(ssoAuthorizeResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await sso.authorize(s.userId, request.body.apiKey, request.body.redirectUrl));
    },
  );

  app.post(
    p + R.ssoExchange,
    {
      schema: {
        tags: ['sso'],
        summary: 'Partner server: exchange a ticket for the identity (once, within 60 s)',
        body: ssoExchangeSchema,
        response: { 200: envelopeSchema(ssoIdentitySchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) =>
      ok(await sso.exchange(request.body.apiKey, request.body.secret, request.body.ticket)),
  );
}
