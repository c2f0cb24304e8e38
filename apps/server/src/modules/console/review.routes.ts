import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuditAction,
  CONSOLE_ROUTES,
  consoleReviewDecisionSchema,
  consoleReviewDetailQuerySchema,
  consoleReviewDetailSchema,
  consoleReviewFileQuerySchema,
  consoleReviewPackageQuerySchema,
  consoleReviewQuerySchema,
  consoleReviewReplySchema,
  consoleReviewRowSchema,
  consoleTakeDownSchema,
  envelopeSchema,
  pageSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { ReviewDeskService } from '../apps/review-desk.service.js';
import { ReviewService, type ReviewListener } from '../apps/review.service.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import { AuditService } from './audit.service.js';
import { StaffCookies } from './staff-session.js';
import type { StaffMeta, StaffSession } from './staff.service.js';
import { StaffService } from './staff.service.js';

const REVIEW: readonly StaffRole[] = ['reviewer'];
const empty = envelopeSchema(z.null());
const SUBJECT = { developers: 'developer', apps: 'app', versions: 'version' } as const;

/** The review desk on a database (the dashboard's figures read it too). */
export function reviewDesk(ctx: Pick<AppContext, 'db'>, listener: ReviewListener = {}) {
  return ReviewDeskService.on(ctx.db, listener);
}

/**
 * The console's review of developer onboarding, apps and versions (decision 0020): the queues,
 * what was submitted, the decisions (ReviewService, the admin command's logic), replies on the
 * review thread and taking an app off the market. Every call needs the `reviewer` role; every
 * action writes its audit record in the action's transaction.
 */
export function registerConsoleReviewRoutes(ctx: AppContext, marketplace: MarketplaceService) {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const audit = AuditService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const listener: ReviewListener = {
    userChanged: (userId) => ctx.answers.forgetUser(userId),
    marketChanged: () => marketplace.forgetLists(),
  };
  const reviews = ReviewService.on(
    ctx.db,
    ctx.storage,
    { apiPrefix: p, log: ctx.app.log },
    listener,
  );
  const desk = reviewDesk(ctx, listener);
  const tags = ['console'];

  /** The audit callback of one action, run inside its transaction. */
  const within =
    (s: StaffSession, meta: StaffMeta, action: AuditAction, type: string, id: number) =>
    (db: Parameters<AuditService['append']>[0], before: unknown, after: unknown) =>
      audit.append(db, {
        staffId: s.staffId,
        staff: s.username,
        ip: meta.ip,
        action,
        objectType: type,
        objectId: id,
        before,
        after,
      });

  app.get(
    p + CONSOLE_ROUTES.reviewQueue,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Developer applications, app or version submissions by state, oldest first',
        querystring: consoleReviewQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleReviewRowSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      return ok(await desk.queue(request.query));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.reviewDetail,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'What was submitted: the form, media, package facts and changes',
        querystring: consoleReviewDetailQuerySchema,
        response: { 200: envelopeSchema(consoleReviewDetailSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      const q = request.query;
      return ok(await desk.detail(q.queue, q.id, ctx.langOf(request)));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.reviewFile,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: "An app's icon or medium under review (console only, never cached)",
        querystring: consoleReviewFileQuerySchema,
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      const f = await desk.image(request.query.fileId);
      return reply
        .header('content-type', f.mime)
        .header('content-length', f.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(ctx.storage.get(f.storage_key));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.reviewPackage,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary:
          "A submitted version's install package as a download (audited; A0078 for an unknown or draft version)",
        querystring: consoleReviewPackageQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const { versionId } = request.query;
      // The whole file each time, never counted: each download is one audit record.
      const f = await reviews.reviewPackage(versionId, ctx.langOf(request), { count: false });
      await audit.record({
        staffId: s.staffId,
        staff: s.username,
        ip: cookies.meta(request).ip,
        action: 'version.download',
        objectType: 'version',
        objectId: versionId,
      });
      return reply.status(f.status).headers(f.headers).send(f.body);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.reviewDecide,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Approve, or reject with typed reasons and a note (B0009 when already decided)',
        body: consoleReviewDecisionSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const d = request.body;
      const decision = {
        approve: d.approve,
        reasons: d.reasons,
        note: d.note,
        reviewer: s.username,
      };
      const subject = SUBJECT[d.queue];
      const audited = within(
        s,
        cookies.meta(request),
        `${subject}.${d.approve ? 'approve' : 'reject'}`,
        subject,
        d.id,
      );
      if (d.queue === 'developers') await reviews.decideDeveloper(d.id, decision, audited);
      else if (d.queue === 'apps') await reviews.decideApp(d.id, decision, audited);
      else await reviews.decideVersion(d.id, decision, audited);
      return ok(null);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.reviewReply,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: "The reviewer's answer on a decision's thread (the developer gets a message)",
        body: consoleReviewReplySchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const { reviewId, text } = request.body;
      await reviews.reply(
        reviewId,
        text,
        within(s, cookies.meta(request), 'review.reply', 'review', reviewId),
      );
      return ok(null);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.reviewTakeDown,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Takes a released app off the market with a reason (the developer is told)',
        body: consoleTakeDownSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const { appId, reason } = request.body;
      await desk.takeDown(
        appId,
        reason,
        within(s, cookies.meta(request), 'app.takeDown', 'app', appId),
      );
      return ok(null);
    },
  );
}
