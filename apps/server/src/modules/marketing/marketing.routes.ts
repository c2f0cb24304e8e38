import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byIdQuerySchema,
  CATALOGUE_ROUTES as R,
  envelopeSchema,
  langQuerySchema,
  materialDetailSchema,
  materialListQuerySchema,
  materialTypeSchema,
  SECTIONS,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import { MarketingRepo } from './marketing.repo.js';
import { MarketingService } from './marketing.service.js';

/** Marketing (spec 3): material types and lists are public; details and files need a section. */
export function registerMarketingRoutes(ctx: AppContext, files: CatalogueFilesService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const marketing = new MarketingService(new MarketingRepo(ctx.db), files);
  const L = (request: FastifyRequest) => ctx.langOf(request);

  app.get(
    p + R.materialTypes,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Material types',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(materialTypeSchema)) },
      },
    },
    async (request) => ok(await marketing.materialTypes(L(request))),
  );
  app.get(
    p + R.materialList,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Marketing materials, searchable by title',
        querystring: materialListQuerySchema,
      },
    },
    async (request) => ok(await marketing.materials(request.query, L(request))),
  );
  app.get(
    p + R.materialTypeLists,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Newest materials of every type',
        querystring: langQuerySchema,
      },
    },
    async (request) => ok(await marketing.materialsByType(L(request))),
  );
  app.get(
    p + R.materialDetail,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Material detail (login, marketing section)',
        querystring: byIdQuerySchema,
        response: { 200: envelopeSchema(materialDetailSchema) },
      },
    },
    async (request, reply) => {
      // The section, or a share token covering this material (shared pages, spec 4).
      await ctx.shares.require(request, reply, SECTIONS.marketing, {
        type: 'material',
        id: request.query.id,
      });
      return ok(await marketing.material(request.query.id, L(request)));
    },
  );
  app.get(
    p + R.materialFiles,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Downloadable marketing files (login, marketing downloads section)',
        querystring: materialListQuerySchema,
      },
    },
    async (request, reply) => {
      await requireSection(ctx, request, reply, SECTIONS.marketingDownload);
      return ok(await marketing.materialFiles(request.query, L(request)));
    },
  );
}
