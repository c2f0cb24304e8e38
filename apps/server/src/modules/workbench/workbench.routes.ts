import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appSummarySchema,
  bannerQuerySchema,
  bannerSchema,
  CATALOGUE_ROUTES as R,
  CSRF_HEADER,
  CSRF_VALUE,
  deviceCountSchema,
  envelopeSchema,
  langQuerySchema,
  mdmTryQuerySchema,
  myAppSchema,
  myDataSchema,
  platformSchema,
  sizeQuerySchema,
  solutionCaseSummarySchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { SolutionsService } from '../solutions/solutions.service.js';
import { WorkbenchRepo } from './workbench.repo.js';
import { WorkbenchService } from './workbench.service.js';
import { MessagesService } from '../messages/messages.service.js';

/**
 * The workbench: management systems and trials, my counts and admin accounts, banners, and the
 * recommended cases and apps (read from the solutions and marketplace services).
 */
export function registerWorkbenchRoutes(
  ctx: AppContext,
  solutions: SolutionsService,
  marketplace: MarketplaceService,
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const workbench = new WorkbenchService(new WorkbenchRepo(ctx.db), MessagesService.on(ctx.db));
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply).then((s) => s.userId);

  app.get(
    p + R.platformList,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Management systems and my trial state',
        querystring: langQuerySchema,
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
    try {
      return ok(
        await workbench.trial(userId, request.query.platformId, request.query.action, L(request)),
      );
    } finally {
      // A trial can give the user an admin account and devices of the platform.
      ctx.answers.forget(userId, 'devices');
    }
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
        querystring: sizeQuerySchema,
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
        querystring: sizeQuerySchema,
        response: { 200: envelopeSchema(z.array(appSummarySchema)) },
      },
    },
    async (request) => ok(await marketplace.recommended(L(request), request.query.size)),
  );
  app.get(
    p + R.myApplications,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My developed apps, released or not',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(myAppSchema)) },
      },
    },
    async (request, reply) => ok(await marketplace.mine(await user(request, reply), L(request))),
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
    async (request) => ok(await workbench.banners(request.query.position, L(request))),
  );
  app.get(
    p + R.deviceCount,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Number of my devices',
        response: { 200: envelopeSchema(deviceCountSchema) },
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
    async (request, reply) => {
      const userId = await user(request, reply);
      return ok(
        await ctx.answers.get(userId, ['devices', 'messages'], 'myData', () =>
          workbench.myData(userId),
        ),
      );
    },
  );
  app.get(
    p + R.adminAccounts,
    {
      schema: {
        tags: ['workbench'],
        summary: 'My admin accounts on the management systems',
        querystring: langQuerySchema,
      },
    },
    async (request, reply) =>
      ok(await workbench.adminAccounts(await user(request, reply), L(request))),
  );
}
