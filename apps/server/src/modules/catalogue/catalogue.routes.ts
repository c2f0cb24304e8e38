import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEntrySchema,
  byIdQuerySchema,
  langQuerySchema,
  sizeQuerySchema,
  apiListQuerySchema,
  articleDetailSchema,
  articleListQuerySchema,
  articleSummarySchema,
  CATALOGUE_ROUTES as R,
  catalogueFileSchema,
  downloadFileSchema,
  downloadListQuerySchema,
  envelopeSchema,
  hotKeywordSchema,
  idSchema,
  materialDetailSchema,
  materialListQuerySchema,
  materialTypeSchema,
  pageSchema,
  productRefSchema,
  productResourceQuerySchema,
  sdkListQuerySchema,
  sdkSchema,
  searchRecordSchema,
  SECTIONS,
  testPackageSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { Shown } from '../../http/share-token.js';
import { CatalogueFilesService } from '../files/catalogue-files.service.js';
import { FilesRepo } from '../files/files.repo.js';
import { ContentService } from './content.service.js';
import { DeveloperService } from '../developer/developer.service.js';
import { DownloadsService } from '../downloads/downloads.service.js';
import { DevicesRepo } from '../devices/devices.repo.js';
import { DevicesService } from '../devices/devices.service.js';
import { requireSection } from '../../http/permission.js';

const lang = z.enum(['zh', 'en']).optional();
const withLang = langQuerySchema;
const byId = byIdQuerySchema;
const sizeQuery = sizeQuerySchema;

export function registerCatalogueRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const files = new CatalogueFilesService(new FilesRepo(ctx.db));
  // The download centre's classifications and branches. When the download centre moves to its own
  // module, app.ts gives it the one DevicesService it builds, and this second one goes.
  const products = new DevicesService(new DevicesRepo(ctx.db));
  const content = new ContentService(ctx.db, files);
  const developer = new DeveloperService(ctx.db, files);
  const downloads = new DownloadsService(ctx.db, products);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply).then((s) => s.userId);
  const section = (title: string) => (request: FastifyRequest, reply: FastifyReply) =>
    requireSection(ctx, request, reply, title);
  // The section, or a share token that covers what the call shows (shared pages, spec 4).
  const shared = (title: string, what: Shown) => (request: FastifyRequest, reply: FastifyReply) =>
    ctx.shares.require(request, reply, title, what);

  // ---- Marketing
  app.get(
    p + R.materialTypes,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Material types',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(materialTypeSchema)) },
      },
    },
    async (request) => ok(await content.materialTypes(L(request))),
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
    async (request) => ok(await content.materials(request.query, L(request))),
  );
  app.get(
    p + R.materialTypeLists,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Newest materials of every type',
        querystring: withLang,
      },
    },
    async (request) => ok(await content.materialsByType(L(request))),
  );
  app.get(
    p + R.materialDetail,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Material detail (login, marketing section)',
        querystring: byId,
        response: { 200: envelopeSchema(materialDetailSchema) },
      },
    },
    async (request, reply) => {
      await shared(SECTIONS.marketing, { type: 'material', id: request.query.id })(request, reply);
      return ok(await content.material(request.query.id, L(request)));
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
      await section(SECTIONS.marketingDownload)(request, reply);
      return ok(await content.materialFiles(request.query, L(request)));
    },
  );

  // ---- Articles, FAQ and search
  // With an id, a share token covering that document lets it through too.
  const documentGuard = async (
    kind: string,
    request: FastifyRequest,
    reply: FastifyReply,
    id?: number,
  ) => {
    if (kind !== 'document') return;
    if (id === undefined) await section(SECTIONS.developer)(request, reply);
    else await shared(SECTIONS.developer, { type: 'article', id })(request, reply);
  };
  app.get(
    p + R.articleList,
    {
      schema: {
        tags: ['articles'],
        summary:
          'Documents (login, developer section) or FAQ (public), searchable in Chinese and English',
        querystring: articleListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(articleSummarySchema)) },
      },
    },
    async (request, reply) => {
      await documentGuard(request.query.kind, request, reply);
      // The search history is of FAQ searches (support); document searches stay out of it.
      const s = await ctx.sessions.current(request);
      if (s && request.query.kind === 'faq' && request.query.keyword && request.query.pageNum === 1)
        await content.recordSearch(s.userId, request.query.keyword);
      return ok(await content.articles(request.query, L(request)));
    },
  );
  app.get(
    p + R.articleById,
    {
      schema: {
        tags: ['articles'],
        summary: 'One article',
        querystring: byId,
        response: { 200: envelopeSchema(articleDetailSchema) },
      },
    },
    async (request, reply) => {
      await documentGuard(
        await content.articleKind(request.query.id),
        request,
        reply,
        request.query.id,
      );
      return ok(await content.article(request.query.id, L(request)));
    },
  );
  app.post(
    p + R.articleReadNum,
    {
      schema: {
        tags: ['articles'],
        summary: 'Count one read; answers the new count',
        body: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request, reply) => {
      await documentGuard(
        await content.articleKind(request.body.id),
        request,
        reply,
        request.body.id,
      );
      return ok(await content.read(request.body.id));
    },
  );
  app.get(
    p + R.homeFaq,
    {
      schema: {
        tags: ['articles'],
        summary: 'FAQ for the workbench',
        querystring: sizeQuery,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request) => ok(await content.faqs(L(request), { size: request.query.size })),
  );
  app.get(
    p + R.hotQuestion,
    {
      schema: {
        tags: ['articles'],
        summary: 'Hot questions',
        querystring: sizeQuery,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request) => ok(await content.faqs(L(request), { hot: true, size: request.query.size })),
  );
  app.get(
    p + R.hotKeyWords,
    {
      schema: {
        tags: ['articles'],
        summary: 'Hot keywords',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(hotKeywordSchema)) },
      },
    },
    async (request) => ok(await content.hotKeywords(L(request))),
  );
  app.get(
    p + R.searchHistory,
    {
      schema: {
        tags: ['articles'],
        summary: 'My recent searches',
        response: { 200: envelopeSchema(z.array(searchRecordSchema)) },
      },
    },
    async (request, reply) => ok(await content.searchHistory(await user(request, reply))),
  );

  // ---- Developer resources (login, developer section)
  const dev = section(SECTIONS.developer);
  app.get(
    p + R.apiCategories,
    { schema: { tags: ['developer'], summary: 'API categories', querystring: withLang } },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.apiCategories(L(request)));
    },
  );
  app.get(
    p + R.apiCategoryTree,
    { schema: { tags: ['developer'], summary: 'API category tree', querystring: withLang } },
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
    p + R.sdkProducts,
    {
      schema: {
        tags: ['developer'],
        summary: 'Models with a model-specific SDK',
        querystring: withLang,
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
        querystring: z.object({ sdkId: idSchema, lang }),
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
        querystring: z.object({ sdkId: idSchema, lang }),
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
        querystring: articleListQuerySchema.omit({ kind: true }),
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await content.articles({ ...request.query, kind: 'document' }, L(request)));
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
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(productRefSchema)) },
      },
    },
    async (request, reply) => {
      await dev(request, reply);
      return ok(await developer.testProducts(L(request)));
    },
  );

  // ---- Download centre (login, download section)
  app.get(
    p + R.fileCategories,
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download centre classification tree',
        querystring: withLang,
      },
    },
    async (request, reply) => {
      await section(SECTIONS.download)(request, reply);
      return ok(await products.classificationTree('download', L(request)));
    },
  );
  app.get(
    p + R.downloadCenter,
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download centre files by classification branch and name',
        querystring: downloadListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(downloadFileSchema)) },
      },
    },
    async (request, reply) => {
      await section(SECTIONS.download)(request, reply);
      return ok(await downloads.page(request.query, L(request)));
    },
  );
}
