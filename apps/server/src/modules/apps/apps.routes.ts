import type { FastifyRequest } from 'fastify';
import {
  APP_CALLS as A,
  CSRF_HEADER,
  CSRF_VALUE,
  DEVELOPER_CALLS as D,
  SECTIONS,
  type CallBody,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { requireSectionOf } from '../../http/permission.js';
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
  const app = ctx.app;
  const p = ctx.config.apiPrefix;
  const calls = new CallRoutes(ctx.app, p, ctx.sessions);
  const services = appsServices(ctx, marketplace);
  const { developers, apps } = services;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const kit: AppsRouteKit = {
    user: (userId) => requireSectionOf(ctx.db, userId, SECTIONS.developer),
    developer: async (userId) => {
      await kit.user(userId);
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
  calls.add(D.status, async ({ userId, request }) => {
    await kit.user(userId);
    const l = L(request);
    return kit.read(userId, `developer|${l}`, () => developers.state(userId, l));
  });
  calls.add(D.submit, async ({ userId, body, request }) => {
    await kit.user(userId);
    return kit.changing(userId, () => developers.save(userId, body, L(request)));
  });
  calls.add(D.withdraw, async ({ userId, request }) => {
    await kit.user(userId);
    return kit.changing(userId, () => developers.withdraw(userId, L(request)));
  });

  // ---- apps
  calls.add(A.list, async ({ userId, query: q, request }) => {
    await kit.developer(userId);
    const l = L(request);
    const key = `list|${l}|${q.pageNum}|${q.pageSize}|${q.reviewStatus ?? ''}|${q.shelfStatus ?? ''}|${q.keyword ?? ''}`;
    return kit.read(userId, key, () => apps.list(userId, q, l));
  });
  calls.add(A.detail, async ({ userId, query: { id }, request }) => {
    await kit.developer(userId);
    const l = L(request);
    return kit.read(userId, `detail|${l}|${id}`, () => apps.detail(userId, id, l));
  });
  calls.add(A.submit, async ({ userId, body, request }) => {
    await kit.user(userId);
    const dev = await developers.requireApproved(userId);
    return kit.changing(userId, () => apps.save(userId, dev, body, L(request)));
  });
  const status = async (userId: number, request: FastifyRequest, q: CallBody<typeof A.status>) => {
    await kit.developer(userId);
    return kit.changing(userId, () => apps.setStatus(userId, q, L(request)));
  };
  calls.add(A.status, ({ userId, body, request }) => status(userId, request, body));
  // The spec lists GET; it changes state, so GET also needs the client header (CSRF). Hidden
  // from OpenAPI beside the described POST, as the favourites' removal.
  app.get(
    p + A.status.path,
    { schema: { querystring: A.status.body, hide: true } },
    async (request, reply) => {
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
      const { userId } = await ctx.sessions.require(request, reply);
      return ok(await status(userId, request, request.query as CallBody<typeof A.status>));
    },
  );
  calls.add(A.files, async ({ userId, query: { id } }) => {
    await kit.developer(userId);
    return kit.read(userId, `files|${id}`, () => apps.files(userId, id));
  });
  calls.add(A.reviews, async ({ userId, query: { appId }, request }) => {
    await kit.developer(userId);
    const l = L(request);
    return kit.read(userId, `reviews|${l}|${appId}`, () => apps.reviewList(userId, appId, l));
  });
  calls.add(A.reviewReply, async ({ userId, body: { reviewId, content }, request }) => {
    // Onboarding decisions are replied to before the developer is approved.
    await kit.user(userId);
    return kit.changing(userId, () => apps.reply(userId, reviewId, content, L(request)));
  });

  registerVersionRoutes(ctx, services, kit, calls);
  registerUploadRoutes(ctx, services, kit, calls);

  // Uploads no app used within a day go, rows and bytes (hourly, as the session purge).
  ctx.jobs.define('app-upload-sweep', 60 * 60 * 1000, () => services.uploads.sweep());
}
