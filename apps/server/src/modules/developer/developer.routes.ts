import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEntrySchema,
  apiListQuerySchema,
  CATALOGUE_ROUTES as R,
  catalogueFileSchema,
  envelopeSchema,
  langQuerySchema,
  pageSchema,
  productRefSchema,
  productResourceQuerySchema,
  sdkDocsQuerySchema,
  sdkListQuerySchema,
  sdkQuerySchema,
  sdkSchema,
  SECTIONS,
  testPackageSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { SupportService } from '../support/support.service.js';
import { DeveloperRepo } from './developer.repo.js';
import { DeveloperService } from './developer.service.js';

/** Developer resources (spec 3; login, developer section): API reference, SDKs, tests, documents. */
export function registerDeveloperRoutes(
  ctx: AppContext,
  files: CatalogueFilesService,
  support: SupportService,
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const developer = new DeveloperService(new DeveloperRepo(ctx.db), files, support);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const dev = (request: FastifyRequest, reply: FastifyReply) =>
    requireSection(ctx, request, reply, SECTIONS.developer);

  app.get(
    p + R.apiCategories,
    { schema: { tags: ['developer'], summary: 'API categories', querystring: langQuerySchema } },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.apiCategories(L(request)));
    },
  );
  app.get(
    p + R.apiCategoryTree,
    { schema: { tags: ['developer'], summary: 'API category tree', querystring: langQuerySchema } },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.apiCategoryTree(L(request)));
    },
  );
  app.get(
    p + R.apiList,
    {
      schema: {
        tags: ['developer'],
        summary: 'A page of the API entries of a category branch (all without one)',
        querystring: apiListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(apiEntrySchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.apis(request.query, L(request)));
    },
  );
  app.get(
    p + R.sdkList,
    {
      schema: {
        tags: ['developer'],
        summary: 'A page of the general SDKs, newest first',
        querystring: sdkListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(sdkSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdks('general', request.query, L(request)));
    },
  );
  app.get(
    p + R.sdkModelList,
    {
      schema: {
        tags: ['developer'],
        summary: 'A page of the model-specific SDKs, of one model or all, newest first',
        querystring: productResourceQuerySchema,
        response: { 200: envelopeSchema(pageSchema(sdkSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdks('model', request.query, L(request)));
    },
  );
  app.get(
    p + R.sdkUnattached,
    {
      schema: {
        tags: ['developer'],
        summary: 'A page of the model SDKs tied to no model, newest first',
        querystring: sdkListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(sdkSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdks('model', { ...request.query, productId: null }, L(request)));
    },
  );
  app.get(
    p + R.sdkProducts,
    {
      schema: {
        tags: ['developer'],
        summary: 'Models with a model-specific SDK',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productRefSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdkProducts(L(request)));
    },
  );
  app.get(
    p + R.sdkParameters,
    {
      schema: {
        tags: ['developer'],
        summary: 'Parameters of an SDK',
        querystring: sdkQuerySchema,
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdkParameters(request.query.sdkId, L(request)));
    },
  );
  app.get(
    p + R.sdkFiles,
    {
      schema: {
        tags: ['developer'],
        summary: 'Files of an SDK',
        querystring: sdkQuerySchema,
        response: { 200: envelopeSchema(z.array(catalogueFileSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.sdkFiles(request.query.sdkId, L(request)));
    },
  );
  app.get(
    p + R.sdkDocs,
    {
      schema: {
        tags: ['developer'],
        summary: 'Developer documents',
        querystring: sdkDocsQuerySchema,
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.docs(request.query, L(request)));
    },
  );
  app.get(
    p + R.testPackages,
    {
      schema: {
        tags: ['developer'],
        summary: 'A page of the test packages, of one model or all, newest first',
        querystring: productResourceQuerySchema,
        response: { 200: envelopeSchema(pageSchema(testPackageSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.testPackages(request.query, L(request)));
    },
  );
  app.get(
    p + R.testProducts,
    {
      schema: {
        tags: ['developer'],
        summary: 'Models with a test package',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productRefSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.testProducts(L(request)));
    },
  );
}
