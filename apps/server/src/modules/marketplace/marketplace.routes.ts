import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appDetailSchema,
  appFilesQuerySchema,
  appListQuerySchema,
  appSummarySchema,
  byIdQuerySchema,
  byProductQuerySchema,
  CATALOGUE_ROUTES as R,
  catalogueFileSchema,
  checkingDataSchema,
  envelopeSchema,
  langQuerySchema,
  pageSchema,
  productSchema,
  SECTIONS,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { MarketplaceService } from './marketplace.service.js';

/** The app market (tagged apps): public lists and details, login-only checking data and files. */
export function registerMarketplaceRoutes(ctx: AppContext, marketplace: MarketplaceService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const market = (request: FastifyRequest, reply: FastifyReply) =>
    requireSection(ctx, request, reply, SECTIONS.marketplace);

  app.get(
    p + R.appList,
    {
      schema: {
        tags: ['apps'],
        summary: 'Market apps by classification, model, charge type, keyword',
        querystring: appListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(appSummarySchema)) },
      },
    },
    async (request) => ok(await marketplace.list('market', request.query, L(request))),
  );
  app.get(
    p + R.ecologicalSoftware,
    {
      schema: {
        tags: ['apps'],
        summary: 'Ecosystem software',
        querystring: appListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(appSummarySchema)) },
      },
    },
    async (request) => ok(await marketplace.list('ecology', request.query, L(request))),
  );
  app.get(
    p + R.appDetail,
    {
      schema: {
        tags: ['apps'],
        summary: 'App detail',
        querystring: byIdQuerySchema,
        response: { 200: envelopeSchema(appDetailSchema) },
      },
    },
    async (request) => ok(await marketplace.detail(request.query.id, L(request))),
  );
  app.get(
    p + R.appClassification,
    { schema: { tags: ['apps'], summary: 'App classifications', querystring: langQuerySchema } },
    async (request) => ok(await marketplace.classifications(L(request))),
  );
  app.get(
    p + R.appProducts,
    {
      schema: {
        tags: ['apps'],
        summary: 'Models for the adaptation query',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) => ok(await marketplace.products(L(request))),
  );
  app.get(
    p + R.checkingData,
    {
      schema: {
        tags: ['apps'],
        summary: 'Adaptation checking data of a model (login, market section)',
        querystring: byProductQuerySchema,
        response: { 200: envelopeSchema(checkingDataSchema) },
      },
    },
    async (request, reply) => {
      await market(request, reply);
      return ok(await marketplace.checkingData(request.query.productId, L(request)));
    },
  );
  app.get(
    p + R.appInfoFiles,
    {
      schema: {
        tags: ['apps'],
        summary: 'Files of an app (login, market section)',
        querystring: appFilesQuerySchema,
        response: { 200: envelopeSchema(z.array(catalogueFileSchema)) },
      },
    },
    async (request, reply) => {
      await market(request, reply);
      return ok(await marketplace.files(request.query.appId, L(request)));
    },
  );
}
