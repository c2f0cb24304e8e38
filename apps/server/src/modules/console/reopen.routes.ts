import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_ROUTES,
  consoleReopenAnswerSchema,
  consoleReopenSchema,
  envelopeSchema,
  type ConsoleReopen,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { OperatorService } from '../accounts/operator.service.js';
import { ReviewReopenService, type Reopened } from '../apps/review-reopen.service.js';
import { APPROVALS, ApprovalsService } from './approvals.service.js';
import { StaffCookies } from './staff-session.js';
import { StaffService } from './staff.service.js';

const REVIEW: readonly StaffRole[] = ['reviewer'];
/** The four-eyes kind (decision 0020): also the audit action of the re-opening itself. */
export const REOPEN_KIND = 'review.reopen';

/** Re-opens the item inside the approval's transaction; answers whose answers changed. */
async function reopen(db: Parameters<typeof ReviewReopenService.app>[0], p: ConsoleReopen) {
  switch (p.subject) {
    case 'developer':
      return ReviewReopenService.developer(db, p.id, p.reason);
    case 'app':
      return ReviewReopenService.app(db, p.id, p.reason);
    case 'version':
      return ReviewReopenService.version(db, p.id, p.reason);
    default: {
      const r = await OperatorService.on(db).reopenCert(db, p.subject, p.id, p.reason);
      return { userId: p.id, ...r } satisfies Reopened;
    }
  }
}

/**
 * Re-opening a decided review (developer application, app, version) or certification needs two
 * reviewers (issue 15's four-eyes rule, decisions 0020 and 0022): one asks with a reason, another
 * approves in the approvals queue; the approval moves the item back to pending review, writes the
 * customer's bilingual message and the audit records, in one transaction.
 */
export function registerReopenRoutes(ctx: AppContext) {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const approvals = ApprovalsService.on(ctx.db);

  APPROVALS.register<ConsoleReopen>({
    kind: REOPEN_KIND,
    payload: consoleReopenSchema,
    deciders: REVIEW,
    object: (p) => ({ type: p.subject, id: p.id }),
    async check(db, p) {
      const found =
        p.subject === 'developer' || p.subject === 'app' || p.subject === 'version'
          ? await ReviewReopenService.exists(db, p.subject, p.id)
          : await OperatorService.on(db).certExists(db, p.subject, p.id);
      if (!found) throw new AppError('A0078', { subject: p.subject, id: p.id });
    },
    async execute(db, p) {
      const r = await reopen(db, p);
      // Told before the commit: a read in between caches the old state for a moment at most.
      ctx.answers.forgetUser(r.userId);
      return { before: r.before, after: { ...r.after, reason: p.reason } };
    },
  });

  app.post(
    ctx.config.apiPrefix + CONSOLE_ROUTES.reviewReopen,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags: ['console'],
        summary: 'Asks a second reviewer to re-open a decided review or certification',
        body: consoleReopenSchema,
        response: { 200: envelopeSchema(consoleReopenAnswerSchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const actor = { staffId: s.staffId, username: s.username, roles: s.roles, ip: request.ip };
      const b = request.body;
      const approvalId = await ctx.db
        .transaction()
        .execute((tx) => approvals.request(tx, actor, REOPEN_KIND, b, b.reason));
      return ok({ approvalId });
    },
  );
}
