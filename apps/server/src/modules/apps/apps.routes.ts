import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_ROUTES as R,
  appFileRowSchema,
  appFormSchema,
  appReviewsQuerySchema,
  appStatusSchema,
  CSRF_HEADER,
  CSRF_VALUE,
  developerFormSchema,
  developerStateSchema,
  envelopeSchema,
  myAppDetailSchema,
  myAppFilesQuerySchema,
  myAppListQuerySchema,
  myAppPageSchema,
  myAppQuerySchema,
  reviewReplyFormSchema,
  reviewSchema,
  SECTIONS,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import { inspectApk } from '../../lib/apk/inspect.js';
import { CertStatusService } from '../accounts/cert-status.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { AppsRepo } from './apps.repo.js';
import { AppsService } from './apps.service.js';
import { DevelopersService } from './developers.service.js';
import { ReviewService } from './review.service.js';
import type { AppsRouteKit, AppsServices } from './route-kit.js';
import { UploadsService } from './uploads.service.js';
import { VersionsService } from './versions.service.js';
import { registerUploadRoutes } from './uploads.routes.js';
import { registerVersionRoutes } from './versions.routes.js';

const lang = z.enum(['zh', 'en']).optional();

/** The services of the module, built once. */
function appsServices(ctx: AppContext, marketplace: MarketplaceService): AppsServices {
  const { apiPrefix } = ctx.config;
  const repo = new AppsRepo(ctx.db);
  const uploads = new UploadsService(
    repo,
    ctx.storage,
    ctx.readApk ?? ((file) => inspectApk(file)),
    apiPrefix,
    ctx.config.developerStorageQuotaMb,
    ctx.app.log,
  );
  // A decision made in this process (the operator console, later) forgets what it changed.
  const reviews = new ReviewService(repo, uploads, MessagesService.on(ctx.db), apiPrefix, {
    userChanged: (userId) => ctx.answers.forgetUser(userId),
    marketChanged: () => marketplace.forgetLists(),
  });
  const versions = new VersionsService(repo, uploads, apiPrefix, marketplace);
  return {
    developers: new DevelopersService(repo, CertStatusService.on(ctx.db)),
    apps: new AppsService(repo, uploads, versions, reviews, marketplace, apiPrefix),
    versions,
    uploads,
    reviews,
  };
}

/**
 * Developer onboarding, apps, versions and uploads (issue 13, decision 0015): the developer's
 * side of spec 2.1 `/developer` menuIndex 1-x. Every call needs login and the developer section;
 * all but onboarding an approved developer. The reviewer's side is ReviewService (admin command).
 */
export function registerAppsRoutes(ctx: AppContext, marketplace: MarketplaceService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const services = appsServices(ctx, marketplace);
  const { developers, apps } = services;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const kit: AppsRouteKit = {
    user: (request, reply) => requireSection(ctx, request, reply, SECTIONS.developer),
    developer: async (request, reply) => {
      const userId = await kit.user(request, reply);
      await developers.requireApproved(userId);
      return userId;
    },
    changing: async (userId, write) => {
      try {
        return await write();
      } finally {
        ctx.answers.forget(userId, 'apps');
      }
    },
    read: (userId, key, load) => ctx.answers.get(userId, 'apps', key, load),
  };

  // ---- developer onboarding
  app.get(
    p + R.developerStatus,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'My developer onboarding: state, certifications, form, latest decision',
        querystring: z.object({ lang }),
        response: { 200: envelopeSchema(developerStateSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.user(request, reply);
      const l = L(request);
      return ok(await kit.read(userId, `developer|${l}`, () => developers.state(userId, l)));
    },
  );
  app.post(
    p + R.developerSubmit,
    {
      schema: {
        tags: ['developer apps'],
        summary:
          'Fill in (save) or submit the developer onboarding form (needs approved real-name certification)',
        body: developerFormSchema,
        response: { 200: envelopeSchema(developerStateSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.user(request, reply);
      return ok(
        await kit.changing(userId, () => developers.save(userId, request.body, L(request))),
      );
    },
  );
  app.post(
    p + R.developerWithdraw,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'Withdraw the onboarding form pending review (back to pending submission)',
        response: { 200: envelopeSchema(developerStateSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.user(request, reply);
      return ok(await kit.changing(userId, () => developers.withdraw(userId, L(request))));
    },
  );

  // ---- apps
  app.get(
    p + R.appList,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'My apps, newest first, by review and shelf status, with the review clock',
        querystring: myAppListQuerySchema,
        response: { 200: envelopeSchema(myAppPageSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      const l = L(request);
      const q = request.query;
      const key = `list|${l}|${q.pageNum}|${q.pageSize}|${q.reviewStatus ?? ''}|${q.shelfStatus ?? ''}|${q.keyword ?? ''}`;
      return ok(await kit.read(userId, key, () => apps.list(userId, q, l)));
    },
  );
  app.get(
    p + R.appDetail,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'One of my apps: working listing, approved listing, versions, latest decision',
        querystring: myAppQuerySchema,
        response: { 200: envelopeSchema(myAppDetailSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      const l = L(request);
      const { id } = request.query;
      return ok(await kit.read(userId, `detail|${l}|${id}`, () => apps.detail(userId, id, l)));
    },
  );
  app.post(
    p + R.appSubmit,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'Create or edit an app: save as draft (pending submission) or submit for review',
        body: appFormSchema,
        response: { 200: envelopeSchema(myAppDetailSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.user(request, reply);
      const dev = await developers.requireApproved(userId);
      return ok(await kit.changing(userId, () => apps.save(userId, dev, request.body, L(request))));
    },
  );
  const status = async (
    request: FastifyRequest,
    reply: FastifyReply,
    q: z.infer<typeof appStatusSchema>,
  ) => {
    const userId = await kit.developer(request, reply);
    return ok(await kit.changing(userId, () => apps.setStatus(userId, q, L(request))));
  };
  const statusSchema = {
    tags: ['developer apps'],
    summary:
      'delete (before the first review, or approved and never on the market), withdraw (a submission pending review), release, unrelease',
    response: { 200: envelopeSchema(myAppDetailSchema.nullable()) },
  };
  app.post(
    p + R.appStatus,
    { schema: { ...statusSchema, body: appStatusSchema } },
    async (request, reply) => status(request, reply, request.body),
  );
  app.get(
    p + R.appStatus,
    { schema: { ...statusSchema, querystring: appStatusSchema, hide: true } },
    async (request, reply) => {
      // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
      return status(request, reply, request.query);
    },
  );
  app.get(
    p + R.appFiles,
    {
      schema: {
        tags: ['developer apps'],
        summary: "The app's files: install packages by version, icon, media",
        querystring: myAppFilesQuerySchema,
        response: { 200: envelopeSchema(z.array(appFileRowSchema)) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      const { id } = request.query;
      return ok(await kit.read(userId, `files|${id}`, () => apps.files(userId, id)));
    },
  );
  app.get(
    p + R.appReviews,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'The review decisions on an app and its versions, with their reply threads',
        querystring: appReviewsQuerySchema,
        response: { 200: envelopeSchema(z.array(reviewSchema)) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      const l = L(request);
      const { appId } = request.query;
      return ok(
        await kit.read(userId, `reviews|${l}|${appId}`, () => apps.reviewList(userId, appId, l)),
      );
    },
  );
  app.post(
    p + R.reviewReply,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'Reply on a review decision of mine (an app, a version or my onboarding)',
        body: reviewReplyFormSchema,
        response: { 200: envelopeSchema(reviewSchema) },
      },
    },
    async (request, reply) => {
      // Onboarding decisions are replied to before the developer is approved.
      const userId = await kit.user(request, reply);
      const { reviewId, content } = request.body;
      return ok(
        await kit.changing(userId, () => apps.reply(userId, reviewId, content, L(request))),
      );
    },
  );

  registerVersionRoutes(ctx, services, kit);
  registerUploadRoutes(ctx, services, kit);

  // Uploads no app used within a day go, rows and bytes (hourly, as the session purge).
  ctx.jobs.define('app-upload-sweep', 60 * 60 * 1000, () => services.uploads.sweep());
}
