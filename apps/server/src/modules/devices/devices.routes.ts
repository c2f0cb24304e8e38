import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byProductQuerySchema,
  CATALOGUE_ROUTES as R,
  classifyListQuerySchema,
  deviceSchema,
  envelopeSchema,
  langQuerySchema,
  myDevicesQuerySchema,
  pageSchema,
  productGroupSchema,
  productJsonQuerySchema,
  productListQuerySchema,
  productSchema,
  productTreeNodeSchema,
  servicePasswordQuerySchema,
  servicePasswordSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { DevicesService } from './devices.service.js';

/** My devices (tagged workbench: the workbench shows them) and the device models. */
export function registerDevicesRoutes(ctx: AppContext, devices: DevicesService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply).then((s) => s.userId);

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
    async (request, reply) => {
      const userId = await user(request, reply);
      const lang = L(request);
      const { pageNum, pageSize, serial } = request.query;
      return ok(
        await ctx.answers.get(
          userId,
          'devices',
          `list|${lang}|${pageNum}|${pageSize}|${serial ?? ''}`,
          () => devices.devices(userId, request.query, lang),
        ),
      );
    },
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
      ok(await devices.servicePassword(await user(request, reply), request.body.serial)),
  );

  // ---- Classifications and products
  app.get(
    p + R.classifyList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classifications of a kind (product, app, download)',
        querystring: classifyListQuerySchema,
      },
    },
    async (request) => ok(await devices.classifications(request.query.kind, L(request))),
  );
  app.get(
    p + R.productList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Device models, optionally of a classification branch',
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) =>
      ok(await devices.products(L(request), { classificationId: request.query.classificationId })),
  );
  app.get(
    p + R.productListByFirst,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Device models grouped by first-level classification',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productGroupSchema)) },
      },
    },
    async (request) => ok(await devices.byFirstLevel(L(request))),
  );
  app.get(
    p + R.productTree,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classification tree with the models',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productTreeNodeSchema)) },
      },
    },
    async (request) => ok(await devices.productTree(L(request))),
  );
  app.get(
    p + R.aboutProduct,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A model with related models and counts',
        querystring: byProductQuerySchema,
      },
    },
    async (request) => ok(await devices.about(request.query.productId, L(request))),
  );
  app.get(
    p + R.markProductList,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Models for the marketing filter',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) => ok(await devices.products(L(request))),
  );
  app.get(
    p + R.productJson,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Models with specifications (model comparison); ids comma separated',
        querystring: productJsonQuerySchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) =>
      ok(await devices.products(L(request), { ids: request.query.ids?.split(',').map(Number) })),
  );
  app.get(
    p + R.productSuperior,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Classification chain of a model',
        querystring: byProductQuerySchema,
      },
    },
    async (request) => ok(await devices.superior(request.query.productId, L(request))),
  );
}
