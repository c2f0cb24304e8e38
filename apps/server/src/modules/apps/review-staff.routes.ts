import type { FastifyRequest } from 'fastify';
import { type AuditAction, CONSOLE_REVIEW_CALLS as C } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { AuditService } from '../console/audit.service.js';
import type { StaffSession } from '../console/staff.service.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import { ReviewDeskService } from './review-desk.service.js';
import { ReviewService, type ReviewListener, type WithinDecision } from './review.service.js';

const SUBJECT = { developers: 'developer', apps: 'app', versions: 'version' } as const;

/**
 * The console's review of developer onboarding, apps and versions (CONSOLE_REVIEW_CALLS;
 * decisions 0020, 0061, 0067): the queues, what was submitted, the decisions (ReviewService, the
 * admin command's logic), replies on the review thread and taking an app off the market. Every
 * call needs the `reviewer` role, declared by the call and checked by the app's staff guard
 * (`ctx.staffGuard`); every action writes its audit record in the action's transaction.
 */
export function registerReviewStaffRoutes(ctx: AppContext, marketplace: MarketplaceService) {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, null, ctx.staffGuard);
  const audit = AuditService.on(ctx.db);
  const listener: ReviewListener = {
    userChanged: (userId) => ctx.answers.forgetUser(userId),
    marketChanged: () => marketplace.forgetLists(),
  };
  const reviews = ReviewService.on(
    ctx.db,
    ctx.storage,
    { apiPrefix: ctx.config.apiPrefix, log: ctx.app.log },
    listener,
  );
  const desk = ReviewDeskService.on(ctx.db, listener);

  /** The audit callback of one action, run inside its transaction. */
  const within = (
    request: FastifyRequest,
    s: StaffSession,
    action: AuditAction,
    type: string,
    id: number,
  ): WithinDecision => audit.within(s, request.ip, action, type, id);

  calls.add(C.queue, ({ query }) => desk.queue(query));
  calls.add(C.detail, ({ query: q, request }) => desk.detail(q.queue, q.id, ctx.langOf(request)));

  calls.add(
    C.file,
    async ({ query, reply }) => {
      const f = await desk.image(query.fileId);
      return reply
        .header('content-type', f.mime)
        .header('content-length', f.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(ctx.storage.get(f.storage_key));
    },
    { raw: true },
  );

  calls.add(
    C.package,
    async ({ query: { versionId }, staff: s, request, reply }) => {
      // The whole file each time, never counted: each download is one audit record.
      const f = await reviews.reviewPackage(versionId, ctx.langOf(request), { count: false });
      await audit.record({
        staffId: s.staffId,
        staff: s.username,
        ip: request.ip,
        action: 'version.download',
        objectType: 'version',
        objectId: versionId,
      });
      return reply.status(f.status).headers(f.headers).send(f.body);
    },
    { raw: true },
  );

  calls.add(C.decide, async ({ body: d, staff: s, request }) => {
    const decision = { approve: d.approve, reasons: d.reasons, note: d.note, reviewer: s.username };
    const subject = SUBJECT[d.queue];
    const action = `${subject}.${d.approve ? 'approve' : 'reject'}` as const;
    const audited = within(request, s, action, subject, d.id);
    if (d.queue === 'developers') await reviews.decideDeveloper(d.id, decision, audited);
    else if (d.queue === 'apps') await reviews.decideApp(d.id, decision, audited);
    else await reviews.decideVersion(d.id, decision, audited);
    return null;
  });

  calls.add(C.reply, async ({ body: { reviewId, text }, staff: s, request }) => {
    await reviews.reply(reviewId, text, within(request, s, 'review.reply', 'review', reviewId));
    return null;
  });

  calls.add(C.takeDown, async ({ body: { appId, reason }, staff: s, request }) => {
    await desk.takeDown(appId, reason, within(request, s, 'app.takeDown', 'app', appId));
    return null;
  });
}
