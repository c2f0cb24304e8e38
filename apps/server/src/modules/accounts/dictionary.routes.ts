import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROUTES as R,
  areaQuerySchema,
  areaSchema,
  dictionaryEntrySchema,
  dictionaryQuerySchema,
  envelopeSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { AccountServices } from './account-services.js';
import { areaChildren } from './areas.js';

/** Reference data: administrative areas and dictionary entries. */
export function registerDictionaryRoutes(ctx: AppContext, { accounts }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;

  app.get(
    p + R.areas,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Provinces, or the children of a province or city code',
        querystring: areaQuerySchema,
        response: { 200: envelopeSchema(z.array(areaSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(areaChildren(request.query.parentCode));
    },
  );

  app.get(
    p + R.dictionary,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of a dictionary category (customer.type: user types)',
        querystring: dictionaryQuerySchema.extend({ lang: z.enum(['zh', 'en']).optional() }),
        response: { 200: envelopeSchema(z.array(dictionaryEntrySchema)) },
      },
    },
    async (request) => ok(await accounts.dictionary(request.query.ctgKey, ctx.langOf(request))),
  );
}
