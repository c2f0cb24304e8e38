import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'kysely';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import type { Config } from './config.js';
import { isPostgres, listenUserChanges, otherWritersProbe, type Db } from './db/kysely.js';
import { Jobs, type JobsOptions } from './db/jobs.js';
import { pendingMigrations } from './db/migrate.js';
import type { AppContext } from './app-context.js';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerEarlyRefusals } from './http/early-refusal.js';
import { openApiTransform } from './http/openapi.js';
import { needsSignIn, registerSessionGuard } from './http/session-guard.js';
import { STAFF_SIGN_IN, StaffCookies } from './modules/console/staff-session.js';
import { StaffService } from './modules/console/staff.service.js';
import { langOf } from './http/context.js';
import { lazyChildLoggerFactory, loggerOptions } from './http/logging.js';
import { Sessions } from './http/session.js';
import { USER_TOPICS as ALL_USER_TOPICS, UserAnswers } from './http/user-answers.js';
import { SharedState } from './http/shared-state.js';
import { readinessProbe } from './http/readiness.js';
import { jobFailureLog } from './http/unavailable.js';
import { sharedRateLimitStore } from './http/rate-limit-store.js';
import { ShareTokens } from './http/share-token.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { DevicesRepo } from './modules/devices/devices.repo.js';
import { registerDevicesRoutes } from './modules/devices/devices.routes.js';
import { DevicesService } from './modules/devices/devices.service.js';
import { CatalogueFilesService } from './modules/files/catalogue-files.service.js';
import { FilesRepo } from './modules/files/files.repo.js';
import { MarketplaceRepo } from './modules/marketplace/marketplace.repo.js';
import { registerMarketplaceRoutes } from './modules/marketplace/marketplace.routes.js';
import { MarketplaceService } from './modules/marketplace/marketplace.service.js';
import { SolutionsRepo } from './modules/solutions/solutions.repo.js';
import { registerSolutionsRoutes } from './modules/solutions/solutions.routes.js';
import { SolutionsService } from './modules/solutions/solutions.service.js';
import { registerWorkbenchRoutes } from './modules/workbench/workbench.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { registerMarketingRoutes } from './modules/marketing/marketing.routes.js';
import { SupportRepo } from './modules/support/support.repo.js';
import { registerSupportRoutes } from './modules/support/support.routes.js';
import { SupportService } from './modules/support/support.service.js';
import { registerDeveloperRoutes } from './modules/developer/developer.routes.js';
import { registerDownloadsRoutes } from './modules/downloads/downloads.routes.js';
import { FilesService } from './modules/files/files.service.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { OrdersRepo } from './modules/orders/orders.repo.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { registerConsoleRoutes } from './modules/console/console.routes.js';
import { registerReviewStaffRoutes } from './modules/apps/review-staff.routes.js';
import { registerReopenRoutes } from './modules/console/reopen.routes.js';
import { registerBulkRoutes } from './modules/console/bulk.routes.js';
import { registerOrderStaffRoutes } from './modules/orders/orders-staff.routes.js';
import { OrdersAutoClose } from './modules/orders/orders-autoclose.service.js';
import { OrdersStaffRepo } from './modules/orders/orders-staff.repo.js';
import { OrdersStaffService } from './modules/orders/orders-staff.service.js';
import { SavedRepliesService } from './modules/orders/saved-replies.service.js';
import { registerStaffAdminRoutes } from './modules/console/staff-admin.routes.js';
import { registerContentRoutes } from './modules/console/content.routes.js';
import { ContentChanges } from './modules/notices/content-changes.service.js';
import { registerCustomerRoutes } from './modules/console/customers.routes.js';
import { createMailer, createSms } from './notify/notify.js';
import { createStorage } from './storage/select.js';
import type { Storage } from './storage/storage.js';
import type { CaptchaDrawer } from './modules/auth/auth.service.js';
import type { ApkReader } from './modules/apps/uploads.service.js';
import { registerAppsRoutes } from './modules/apps/apps.routes.js';
import { registerMenuRoutes } from './modules/menus/menus.routes.js';
import { registerMessageRoutes } from './modules/messages/messages.routes.js';
import { registerNoticeRoutes } from './modules/notices/notices.routes.js';
import { portalConfigFor, registerPortalRoutes } from './modules/portal/portal.routes.js';
import { registerWeb } from './web/static.js';
import { registerConsoleWeb } from './web/console-static.js';
import { stringifyAnswer } from './http/answer-json.js';
import { registerJsonCompression } from './http/compress-json.js';

/** Cache-Control of the seeded catalogue images. */
export const SEED_ASSET_CACHE = 'public, max-age=31536000, immutable';

const HOUR_MS = 60 * 60 * 1000;

/** A key no file is stored under: readiness asks the storage whether it exists (local or S3). */
const HEALTH_PROBE_KEY = 'health/probe';

/** The ticket exchange is called by partner servers, authenticated by their secret, not a cookie. */
const CSRF_EXEMPT = [ACCOUNT_PATHS.ssoExchange.path];

/** How often the automatic close of work orders runs. */
const AUTO_CLOSE_EVERY_MS = 10 * 60 * 1000;

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Where logs go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
  drawCaptcha?: CaptchaDrawer;
  /** Reads install packages (tests may count or slow its calls). */
  readApk?: ApkReader;
  storage?: Storage;
  /** Told of every route as it is added (the tests list the routes with their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** The job scheduler's instance name, lease and clock (tests set them). */
  jobs?: JobsOptions;
}

/** Builds the Fastify instance: plugins first, then every module, registered explicitly. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: false,
    return503OnClosing: true,
    frameworkErrors,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every answer against its contract schema; production trusts the services, which
  // build each answer field by field, and only stringifies (the check costs CPU on every call),
  // reusing the text of cached list pages (http/answer-json.ts).
  // It serves the routes with a response schema, every list among them; the others keep
  // Fastify's JSON.stringify. (A default reply serializer for those, setReplySerializer, cost
  // about 9 µs on every request of every route in the bench.)
  app.setSerializerCompiler(
    config.env === 'production' ? () => stringifyAnswer : serializerCompiler,
  );

  // Redis when REDIS_URL is set (decision 0027): rate limits and cache invalidation shared by
  // every instance; without it, this process's own.
  const shared = SharedState.connect(config.redisUrl, (message) => app.log.warn(message));
  app.addHook('onClose', () => shared.close());
  const sessions = new Sessions(db, config, shared);
  const storage = opts.storage ?? createStorage(config);
  const ping = async () => {
    await sql`select 1`.execute(db);
  };
  const staffCookies = new StaffCookies(config, StaffService.on(db));
  const ctx: AppContext = {
    app,
    config,
    db,
    sessions,
    staffGuard: (request, reply, roles) => staffCookies.require(request, reply, roles),
    answers: new UserAnswers(config.userCacheMs, otherWritersProbe(db)),
    shares: new ShareTokens(db, sessions),
    langOf: (request) => langOf(config, request),
    ping,
    readiness: readinessProbe({
      ping,
      pendingMigrations: () => pendingMigrations(db),
      probeStorage: async () => {
        await storage.exists(HEALTH_PROBE_KEY);
      },
      redis: () => shared.status(),
    }),
    storage,
    jobs: new Jobs(db, {
      tickMs: config.jobTickSeconds * 1000,
      ...opts.jobs,
      report: jobFailureLog(app.log),
    }),
    mailer: createMailer(config, app.log),
    sms: createSms(config, app.log),
    ...(opts.drawCaptcha ? { drawCaptcha: opts.drawCaptcha } : {}),
    ...(opts.readApk ? { readApk: opts.readApk } : {}),
  };

  await app.register(cookie);
  await app.register(formbody);
  registerSecurityHeaders(app, config.apiPrefix);
  // A refusal sent before its body was read reads the rest (or closes), decision 0039.
  registerEarlyRefusals(app);
  // JSON answers from 2 kB on are compressed by one light hook (http/compress-json.ts, decision
  // 0014; cached list pages once, not per request). The plugin stays for a route that opts in with
  // `config: { compress: {...} }`; static assets are pre-compressed at build time.
  await app.register(compress, { global: false, threshold: 16 * 1024, encodings: ['br', 'gzip'] });
  registerJsonCompression(app);
  await app.register(rateLimit, {
    global: false,
    ...(shared.enabled ? { store: sharedRateLimitStore(shared) } : {}),
  });
  await app.register(multipart, {
    // Per-route limits are tighter (readMultipart); these bound any multipart request.
    limits: { fileSize: 3 * 1024 * 1024, files: 4, fields: 30, fieldSize: 100 * 1024, parts: 40 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SEUIOT customer portal API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    // Each operation's error answers and upload bodies (decision 0039).
    transform: openApiTransform({
      apiPrefix: config.apiPrefix,
      signedIn: (url) =>
        needsSignIn(config.apiPrefix, url) ||
        (url.startsWith(`${config.apiPrefix}/console/`) &&
          !STAFF_SIGN_IN.includes(url.slice(config.apiPrefix.length))),
      csrfExempt: CSRF_EXEMPT,
    }),
    // Puts the schemas that carry an id (the recursive ones) in the components their refs name.
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page keeps the strict CSP of every answer: Swagger UI loads only its own scripts
  // (no inline one) and is told not to ask the online validator (decision 0039).
  if (config.apiDocs)
    await app.register(swaggerUi, {
      routePrefix: `${config.apiPrefix}/docs`,
      uiConfig: { validatorUrl: null },
    });

  registerCsrfGuard(app, config.apiPrefix, CSRF_EXEMPT);
  // Signed-in portal calls refuse a caller without a session before reading anything (0039).
  registerSessionGuard(app, sessions, config.apiPrefix);

  registerPortalRoutes(ctx);
  registerAuthRoutes(ctx);
  registerMenuRoutes(ctx);
  registerMessageRoutes(ctx);
  registerNoticeRoutes(ctx);
  registerAccountRoutes(ctx);
  // Services that several modules use are built once, here. The order of the register calls is
  // the order of the paths in the OpenAPI document.
  const catalogueFiles = new CatalogueFilesService(new FilesRepo(db));
  const devices = new DevicesService(new DevicesRepo(db));
  const solutions = new SolutionsService(new SolutionsRepo(db), catalogueFiles, devices);
  const marketplace = new MarketplaceService(
    new MarketplaceRepo(db),
    catalogueFiles,
    devices,
    config.apiPrefix,
  );
  const support = new SupportService(new SupportRepo(db));
  registerWorkbenchRoutes(ctx, solutions, marketplace);
  registerDevicesRoutes(ctx, devices);
  registerSolutionsRoutes(ctx, solutions);
  registerMarketplaceRoutes(ctx, marketplace);
  registerMarketingRoutes(ctx, catalogueFiles);
  registerSupportRoutes(ctx, support);
  registerDeveloperRoutes(ctx, catalogueFiles, support);
  registerAppsRoutes(ctx, marketplace);
  registerDownloadsRoutes(ctx, devices);
  registerFileRoutes(ctx);
  const orderDeps = {
    repo: new OrdersRepo(db),
    storage: ctx.storage,
    messages: MessagesService.on(db),
    devices,
    quotaMb: config.userStorageQuotaMb,
    // Every write to a customer's orders (and the messages a staff reply or the automatic close
    // writes) forgets the answers kept of that topic (decision 0013).
    onUserChange: (userId: number, topic: 'messages' | 'orders') => {
      ctx.answers.forget(userId, topic);
    },
  };
  const orders = new OrdersService(orderDeps);
  const ordersStaffRepo = new OrdersStaffRepo(db);
  registerOrderRoutes(ctx, orders, new FilesService(new FilesRepo(db), ctx.storage));
  registerConsoleRoutes(ctx);
  registerReviewStaffRoutes(ctx, marketplace);
  registerReopenRoutes(ctx);
  registerBulkRoutes(ctx);
  registerOrderStaffRoutes(
    ctx,
    new OrdersStaffService(orderDeps, ordersStaffRepo),
    new SavedRepliesService(ordersStaffRepo),
  );
  registerStaffAdminRoutes(ctx);
  registerContentRoutes(ctx);
  registerCustomerRoutes(ctx);

  // Images of the seeded catalogue (product pictures, app icons, banners), shipped in the
  // repository. Cached for a year like the hashed assets: a seed image is never changed in place,
  // a new picture comes under a new name (decision 0014).
  const seedAssets = path.resolve(import.meta.dirname, '../assets/seed');
  if (fs.existsSync(seedAssets)) {
    await app.register(fastifyStatic, {
      root: seedAssets,
      prefix: '/seuiot-assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', SEED_ASSET_CACHE),
    });
  }

  let webFallback;
  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (config.webDist !== '' && fs.existsSync(path.join(webDist, 'index.html'))) {
    const changes = ContentChanges.of(db);
    webFallback = await registerWeb(
      app,
      webDist,
      (request) => portalConfigFor(ctx, request),
      () => changes.generation(),
    );
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }
  let consoleFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
  const consoleDist = config.consoleDist ?? path.resolve(import.meta.dirname, '../../console/dist');
  if (config.consoleDist !== '' && fs.existsSync(path.join(consoleDist, 'index.html'))) {
    consoleFallback = await registerConsoleWeb(
      app,
      consoleDist,
      config.consolePath,
      config.apiPrefix,
    );
  }
  const portalFallback = webFallback;
  registerNotFound(
    app,
    config.apiPrefix,
    consoleFallback || portalFallback
      ? (request, reply) => consoleFallback?.(request, reply) ?? portalFallback?.(request, reply)
      : undefined,
  );

  // The periodic jobs (decision 0028): each runs once across instances, recorded in job_runs.
  ctx.jobs.define('session-purge', HOUR_MS, () => ctx.sessions.purgeExpired());
  ctx.jobs.define('share-link-purge', HOUR_MS, () => ctx.shares.purgeExpired());
  // The automatic close of work orders left without an answer (decision 0016); its conditional
  // updates would also let only one instance close or warn each order.
  const autoClose = new OrdersAutoClose(orderDeps);
  ctx.jobs.define('order-auto-close', AUTO_CLOSE_EVERY_MS, () => autoClose.runAutoClose());
  ctx.jobs.start();
  app.addHook('onClose', () => ctx.jobs.stop());

  // What other instances changed, told by Redis (decision 0027).
  const content = ContentChanges.of(db);
  if (shared.enabled) {
    ctx.answers.tellOthers((userId, topics) =>
      shared.publish({ kind: 'answers-changed', userId, topics }),
    );
    content.tellOthers(() => shared.publish({ kind: 'content-changed' }));
    shared.onEvent((event) => {
      if (event.kind === 'session-ended') sessions.forgetSessionHere(event.idHash);
      else if (event.kind === 'user-changed') {
        sessions.forgetUserHere(event.userId);
        ctx.answers.forgetHere(event.userId, ALL_USER_TOPICS);
      } else if (event.kind === 'answers-changed')
        ctx.answers.forgetHere(event.userId, event.topics);
      else content.changedHere();
    });
    shared.onResync(() => {
      sessions.forgetAllHere();
      ctx.answers.forgetAllHere();
      content.changedHere();
    });
  }

  // Changes the admin commands make to a user's data, told by PostgreSQL (decision 0013).
  if (isPostgres(db) && config.userCacheMs > 0) {
    const stop = listenUserChanges(
      config.databaseUrl,
      (userId) => ctx.answers.forgetHere(userId, ALL_USER_TOPICS),
      () => ctx.answers.forgetAllHere(),
      (message) => app.log.warn(message),
    );
    app.addHook('onClose', stop);
  }

  return app;
}
