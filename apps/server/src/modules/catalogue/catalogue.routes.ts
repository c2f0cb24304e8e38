import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEntrySchema,
  bannerQuerySchema,
  byIdQuerySchema,
  byProductQuerySchema,
  langQuerySchema,
  sizeQuerySchema,
  apiListQuerySchema,
  appDetailSchema,
  appListQuerySchema,
  appSummarySchema,
  articleDetailSchema,
  articleListQuerySchema,
  articleSummarySchema,
  bannerSchema,
  CATALOGUE_ROUTES as R,
  catalogueFileSchema,
  checkingDataSchema,
  deviceApplicableSchema,
  equipmentDeviceSchema,
  equipmentGroupSchema,
  downloadFileSchema,
  downloadListQuerySchema,
  envelopeSchema,
  hotKeywordSchema,
  idSchema,
  industrySchema,
  materialDetailSchema,
  materialListQuerySchema,
  materialTypeSchema,
  mdmTryQuerySchema,
  myAppSchema,
  myDataSchema,
  pageSchema,
  platformSchema,
  productGroupSchema,
  productRefSchema,
  productResourceQuerySchema,
  productSchema,
  productTreeNodeSchema,
  sdkListQuerySchema,
  sdkSchema,
  searchRecordSchema,
  SECTIONS,
  solutionCaseDetailSchema,
  solutionCaseSummarySchema,
  solutionListQuerySchema,
  testPackageSchema,
  CSRF_HEADER,
  CSRF_VALUE,
  deviceSchema,
  myDevicesQuerySchema,
  servicePasswordQuerySchema,
  servicePasswordSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import type { Shown } from '../../http/share-token.js';
import { AppsService } from './apps.service.js';
import { CatalogueFilesService } from '../files/catalogue-files.service.js';
import { FilesRepo } from '../files/files.repo.js';
import { ContentService } from './content.service.js';
import { DeveloperService } from './developer.service.js';
import { DownloadsService } from './downloads.service.js';
import { ProductsService } from './products.service.js';
import { requireSection } from '../../http/permission.js';
import { SolutionsService } from './solutions.service.js';
import { WorkbenchService } from './workbench.service.js';

const lang = z.enum(['zh', 'en']).optional();
const withLang = langQuerySchema;
const byId = byIdQuerySchema;
const byProduct = byProductQuerySchema;
const sizeQuery = sizeQuerySchema;

export function registerCatalogueRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const files = new CatalogueFilesService(new FilesRepo(ctx.db));
  const products = new ProductsService(ctx.db);
  const solutions = new SolutionsService(ctx.db, files);
  const apps = new AppsService(ctx.db, files);
  const content = new ContentService(ctx.db, files);
  const developer = new DeveloperService(ctx.db, files);
  const downloads = new DownloadsService(ctx.db, products);
  const workbench = new WorkbenchService(ctx.db);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply).then((s) => s.userId);
  const section = (title: string) => (request: FastifyRequest, reply: FastifyReply) =>
    requireSection(ctx, request, reply, title);
  // The section, or a share token that covers what the call shows (shared pages, spec 4).
  const shared = (title: string, what: Shown) => (request: FastifyRequest, reply: FastifyReply) =>
    ctx.shares.require(request, reply, title, what);

  // ---- Workbench
  app.get(
    p + R.platformList,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Management systems and my trial state',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(platformSchema)) },
      },
    },
    async (request) => {
      const s = await ctx.sessions.current(request);
      return ok(await workbench.platforms(s?.userId ?? null, L(request)));
    },
  );
  const mdmTry = async (
    request: FastifyRequest<{ Querystring: z.infer<typeof mdmTryQuerySchema> }>,
    reply: FastifyReply,
  ) => {
    // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
    const userId = await user(request, reply);
    return ok(
      await workbench.trial(userId, request.query.platformId, request.query.action, L(request)),
    );
  };
  const mdmSchema = {
    tags: ['workbench'],
    summary: 'Apply for or cancel a trial (MDM needs a device authorisation from sales)',
    querystring: mdmTryQuerySchema,
    response: { 200: envelopeSchema(platformSchema) },
  };
  app.post(p + R.mdmTry, { schema: mdmSchema }, mdmTry);
  app.get(p + R.mdmTry, { schema: { ...mdmSchema, hide: true } }, mdmTry);
  app.get(
    p + R.recCaseList,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Recommended solution cases',
        querystring: sizeQuery,
        response: { 200: envelopeSchema(z.array(solutionCaseSummarySchema)) },
      },
    },
    async (request) => ok(await solutions.recommended(L(request), request.query.size)),
  );
  app.get(
    p + R.boutiqueApplication,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Recommended apps',
        querystring: sizeQuery,
        response: { 200: envelopeSchema(z.array(appSummarySchema)) },
      },
    },
    async (request) => ok(await apps.recommended(L(request), request.query.size)),
  );
  app.get(
    p + R.myApplications,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My developed apps, released or not',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(myAppSchema)) },
      },
    },
    async (request, reply) => ok(await apps.mine(await user(request, reply), L(request))),
  );
  app.get(
    p + R.bannerList,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Banners of a position',
        querystring: bannerQuerySchema,
        response: { 200: envelopeSchema(z.array(bannerSchema)) },
      },
    },
    async (request) => ok(await content.banners(request.query.position, L(request))),
  );
  app.get(
    p + R.deviceCount,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Number of my devices',
        response: { 200: envelopeSchema(z.object({ count: z.number().int() })) },
      },
    },
    async (request, reply) =>
      ok({ count: await workbench.deviceCount(await user(request, reply)) }),
  );
  app.get(
    p + R.myData,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My data: devices, purchased apps, admin accounts, unread messages',
        response: { 200: envelopeSchema(myDataSchema) },
      },
    },
    async (request, reply) => ok(await workbench.myData(await user(request, reply))),
  );
  app.get(
    p + R.adminAccounts,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My admin accounts on the management systems',
        querystring: withLang,
      },
    },
    async (request, reply) =>
      ok(await workbench.adminAccounts(await user(request, reply), L(request))),
  );

  app.get(
    p + R.myDevices,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My devices, searchable by serial',
        querystring: myDevicesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(deviceSchema)) },
      },
    },
    async (request, reply) =>
      ok(await workbench.devices(await user(request, reply), request.query, L(request))),
  );
  app.post(
    p + R.servicePassword,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Service password of one of my devices',
        body: servicePasswordQuerySchema,
        response: { 200: envelopeSchema(servicePasswordSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      ok(await workbench.servicePassword(await user(request, reply), request.body.serial)),
  );

  // ---- Classifications and products
  app.get(
    p + R.classifyList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classifications of a kind (product, app, download)',
        querystring: z.object({
          kind: z.enum(['product', 'app', 'download']).default('product'),
          lang,
        }),
      },
    },
    async (request) => ok(await products.classifications(request.query.kind, L(request))),
  );
  app.get(
    p + R.productList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Device models, optionally of a classification branch',
        querystring: z.object({ classificationId: idSchema.optional(), lang }),
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) =>
      ok(await products.products(L(request), { classificationId: request.query.classificationId })),
  );
  app.get(
    p + R.productListByFirst,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Device models grouped by first-level classification',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(productGroupSchema)) },
      },
    },
    async (request) => ok(await products.byFirstLevel(L(request))),
  );
  app.get(
    p + R.productTree,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classification tree with the models',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(productTreeNodeSchema)) },
      },
    },
    async (request) => ok(await products.productTree(L(request))),
  );
  app.get(
    p + R.aboutProduct,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A model with related models and counts',
        querystring: byProduct,
      },
    },
    async (request) => ok(await products.about(request.query.productId, L(request))),
  );
  app.get(
    p + R.markProductList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Models for the marketing filter',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) => ok(await products.products(L(request))),
  );
  app.get(
    p + R.productJson,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Models with specifications (model comparison); ids comma separated',
        querystring: z.object({
          ids: z
            .string()
            .regex(/^\d+(,\d+)*$/)
            .optional(),
          lang,
        }),
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) =>
      ok(await products.products(L(request), { ids: request.query.ids?.split(',').map(Number) })),
  );
  app.get(
    p + R.productSuperior,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classification chain of a model',
        querystring: byProduct,
      },
    },
    async (request) => ok(await products.superior(request.query.productId, L(request))),
  );

  // ---- Solutions
  app.get(
    p + R.industries,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Industries',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(industrySchema)) },
      },
    },
    async (request) => ok(await solutions.industries(L(request))),
  );
  app.get(
    p + R.caseList,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Solution cases by industry, device and keyword',
        querystring: solutionListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(solutionCaseSummarySchema)) },
      },
    },
    async (request) => ok(await solutions.list(request.query, L(request))),
  );
  app.get(
    p + R.caseDetail,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Solution case detail (login, solution section)',
        querystring: byId,
        response: { 200: envelopeSchema(solutionCaseDetailSchema) },
      },
    },
    async (request, reply) => {
      await shared(SECTIONS.solution, { type: 'case', id: request.query.id })(request, reply);
      return ok(await solutions.detail(request.query.id, L(request)));
    },
  );
  app.get(
    p + R.caseFiles,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Files of a case (login, solution section)',
        querystring: z.object({ caseId: idSchema, lang }),
        response: { 200: envelopeSchema(z.array(catalogueFileSchema)) },
      },
    },
    async (request, reply) => {
      await shared(SECTIONS.solution, { type: 'case', id: request.query.caseId })(request, reply);
      return ok(await solutions.files(request.query.caseId, L(request)));
    },
  );
  app.get(
    p + R.equipmentList,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Models some case applies to',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(equipmentDeviceSchema)) },
      },
    },
    async (request) => ok(await solutions.equipment(L(request))),
  );
  app.get(
    p + R.equipmentListNew,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Models some case applies to, by classification',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(equipmentGroupSchema)) },
      },
    },
    async (request) => ok(await solutions.equipmentGrouped(L(request))),
  );
  app.get(
    p + R.appEquipment,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Device-applicable query: cases and apps for a model',
        querystring: byProduct,
        response: { 200: envelopeSchema(deviceApplicableSchema) },
      },
    },
    async (request) => ok(await solutions.forDevice(request.query.productId, L(request))),
  );

  // ---- App market
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
    async (request) => ok(await apps.list('market', request.query, L(request))),
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
    async (request) => ok(await apps.list('ecology', request.query, L(request))),
  );
  app.get(
    p + R.appDetail,
    {
      schema: {
        tags: ['apps'],
        summary: 'App detail',
        querystring: byId,
        response: { 200: envelopeSchema(appDetailSchema) },
      },
    },
    async (request) => ok(await apps.detail(request.query.id, L(request))),
  );
  app.get(
    p + R.appClassification,
    { schema: { tags: ['apps'], summary: 'App classifications', querystring: withLang } },
    async (request) => ok(await products.classifications('app', L(request))),
  );
  app.get(
    p + R.appProducts,
    {
      schema: {
        tags: ['apps'],
        summary: 'Models for the adaptation query',
        querystring: withLang,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) => ok(await products.products(L(request))),
  );
  app.get(
    p + R.checkingData,
    {
      schema: {
        tags: ['apps'],
        summary: 'Adaptation checking data of a model (login, market section)',
        querystring: byProduct,
        response: { 200: envelopeSchema(checkingDataSchema) },
      },
    },
    async (request, reply) => {
      await section(SECTIONS.marketplace)(request, reply);
      return ok(await apps.checkingData(request.query.productId, L(request)));
    },
  );
  app.get(
    p + R.appInfoFiles,
    {
      schema: {
        tags: ['apps'],
        summary: 'Files of an app (login, market section)',
        querystring: z.object({ appId: idSchema, lang }),
        response: { 200: envelopeSchema(z.array(catalogueFileSchema)) },
      },
    },
    async (request, reply) => {
      await section(SECTIONS.marketplace)(request, reply);
      return ok(await apps.files(request.query.appId, L(request)));
    },
  );

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
