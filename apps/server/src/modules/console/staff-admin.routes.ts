import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalDecisionSchema,
  approvalQuerySchema,
  approvalRowSchema,
  APPROVAL_STATES,
  CONSOLE_ROUTES,
  CONSOLE_STAFF_CALLS as S,
  envelopeSchema,
  pageSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { APPROVALS, ApprovalsService, type ApprovalActor } from './approvals.service.js';
import { StaffCookies } from './staff-session.js';
import { StaffAdminService } from './staff-admin.service.js';
import { StaffService } from './staff.service.js';

/** Staff administration and the four-eyes approvals queue (decision 0022). */
export function registerStaffAdminRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const admin = StaffAdminService.on(ctx.db);
  const approvals = ApprovalsService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const tags = ['console'];

  /** The signed-in staff member holding one of `roles`, as an actor of the audit log. */
  async function actor(
    request: FastifyRequest,
    reply: FastifyReply,
    roles: readonly StaffRole[],
  ): Promise<ApprovalActor> {
    const s = await cookies.require(request, reply, roles);
    return { staffId: s.staffId, username: s.username, roles: s.roles, ip: request.ip };
  }

  const calls = new CallRoutes(ctx.app, p, null, actor);
  calls.add(S.list, ({ query: q }) => admin.list(q.keyword, q.pageNum, q.pageSize));
  calls.add(S.create, ({ staff, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return admin.create(staff, body);
  });
  calls.add(S.status, async ({ staff, body }) => {
    await admin.setStatus(staff, body);
    return null;
  });
  calls.add(S.resetTotp, async ({ staff, body }) => {
    await admin.resetTotp(staff, body.staffId);
    return null;
  });
  calls.add(S.roles, ({ staff, body }) => admin.setRoles(staff, body));

  app.get(
    p + CONSOLE_ROUTES.approvals,
    {
      config: { staffRoles: () => APPROVALS.deciderRoles() },
      schema: {
        tags,
        summary: 'Four-eyes requests the caller may decide, by state',
        querystring: approvalQuerySchema,
        response: { 200: envelopeSchema(pageSchema(approvalRowSchema)) },
      },
    },
    async (request, reply) => {
      const a = await actor(request, reply, APPROVALS.deciderRoles());
      const q = request.query;
      return ok(await approvals.list(a, q.state, q.pageNum, q.pageSize));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.approvalDecide,
    {
      config: { staffRoles: () => APPROVALS.deciderRoles() },
      schema: {
        tags,
        summary: "Approves (executing the act) or refuses another staff member's request",
        body: approvalDecisionSchema,
        response: { 200: envelopeSchema(z.object({ state: z.enum(APPROVAL_STATES) })) },
      },
    },
    async (request, reply) => {
      const a = await actor(request, reply, APPROVALS.deciderRoles());
      return ok({ state: await approvals.decide(a, request.body) });
    },
  );
}
