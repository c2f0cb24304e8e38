import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSOLE_ROUTES,
  accountApproveAllSchema,
  envelopeSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { OperatorService } from '../accounts/operator.service.js';
import { APPROVALS, APPROVE_ALL_KIND, ApprovalsService } from './approvals.service.js';
import { AuditService } from './audit.service.js';
import { StaffCookies } from './staff-session.js';
import { StaffService } from './staff.service.js';

const REVIEW: readonly StaffRole[] = ['reviewer'];
const payloadSchema = z.object({ userIds: z.array(z.number().int().positive()).min(1).max(100) });
type ApproveAll = z.infer<typeof payloadSchema>;

/**
 * Bulk actions through four eyes: a reviewer selects accounts awaiting approval and asks to
 * approve them all; a second reviewer approves in the approvals queue, and every account is
 * approved exactly as one approval does (customer role, welcome message, audit record
 * `account.approve` per account), all in the approval's transaction: one no longer pending undoes
 * all (B0009 with its id and state).
 */
export function registerBulkRoutes(ctx: AppContext) {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const approvals = ApprovalsService.on(ctx.db);
  const audit = AuditService.on(ctx.db);

  APPROVALS.register<ApproveAll>({
    kind: APPROVE_ALL_KIND,
    payload: payloadSchema,
    deciders: REVIEW,
    object: (p) => ({ type: 'users', id: p.userIds.join(',') }),
    async check(db, p) {
      const missing = await OperatorService.on(db).missingAccounts(db, p.userIds);
      if (missing.length) throw new AppError('A0078', missing);
    },
    async execute(db, p, approver, request) {
      await OperatorService.on(db).approveAccounts(
        db,
        p.userIds,
        (userId) => (tx, before, after) =>
          audit.append(tx, {
            staffId: approver.staffId,
            staff: approver.username,
            ip: approver.ip,
            action: 'account.approve',
            objectType: 'user',
            objectId: userId,
            before,
            after: { ...(after as object), approval: request.id, requester: request.requester },
          }),
      );
      // Told before the commit: a read in between caches the old state for a moment at most.
      for (const id of p.userIds) {
        ctx.sessions.forgetUser(id);
        ctx.answers.forgetUser(id);
      }
      return {
        before: { status: 'pending', userIds: p.userIds },
        after: { status: 'active', userIds: p.userIds },
      };
    },
  });

  app.post(
    ctx.config.apiPrefix + CONSOLE_ROUTES.accountApproveAll,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags: ['console'],
        summary: 'Asks a second reviewer to approve several accounts awaiting approval',
        body: accountApproveAllSchema,
        response: { 200: envelopeSchema(z.object({ approvalId: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const actor = { staffId: s.staffId, username: s.username, roles: s.roles, ip: request.ip };
      const userIds = [...new Set(request.body.userIds)];
      const approvalId = await ctx.db
        .transaction()
        .execute((tx) =>
          approvals.request(tx, actor, APPROVE_ALL_KIND, { userIds }, request.body.reason),
        );
      return ok({ approvalId });
    },
  );
}
