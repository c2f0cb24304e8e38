import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalDecisionSchema,
  approvalQuerySchema,
  approvalRowSchema,
  APPROVAL_STATES,
  CONSOLE_ROUTES,
  envelopeSchema,
  pageSchema,
  staffCreatedSchema,
  staffCreateSchema,
  staffIdSchema,
  staffQuerySchema,
  staffRolesResultSchema,
  staffRolesSchema,
  staffRowSchema,
  staffStatusSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { APPROVALS, ApprovalsService, type ApprovalActor } from './approvals.service.js';
import { StaffCookies } from './staff-session.js';
import { StaffAdminService } from './staff-admin.service.js';
import { StaffService } from './staff.service.js';

const ADMIN: readonly StaffRole[] = ['administrator'];
const empty = envelopeSchema(z.null());

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

  app.get(
    p + CONSOLE_ROUTES.staff,
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        summary: 'Staff members: roles, pending grants, enrolment, status, last sign-in',
        querystring: staffQuerySchema,
        response: { 200: envelopeSchema(pageSchema(staffRowSchema)) },
      },
    },
    async (request, reply) => {
      await actor(request, reply, ADMIN);
      const q = request.query;
      return ok(await admin.list(q.keyword, q.pageNum, q.pageSize));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.staffCreate,
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        summary: 'A new staff member; the initial password is answered once, roles are requested',
        body: staffCreateSchema,
        response: { 200: envelopeSchema(staffCreatedSchema) },
      },
    },
    async (request, reply) => {
      const a = await actor(request, reply, ADMIN);
      reply.header('cache-control', 'no-store');
      return ok(await admin.create(a, request.body));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.staffStatus,
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        summary: 'Disables (ending every session) or enables a staff member',
        body: staffStatusSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await admin.setStatus(await actor(request, reply, ADMIN), request.body);
      return ok(null);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.staffResetTotp,
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        summary: 'Forgets TOTP and recovery codes: the member enrols again at next sign-in',
        body: staffIdSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await admin.resetTotp(await actor(request, reply, ADMIN), request.body.staffId);
      return ok(null);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.staffRoles,
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        summary: 'Sets roles: removals act at once, grants wait for a second administrator',
        body: staffRolesSchema,
        response: { 200: envelopeSchema(staffRolesResultSchema) },
      },
    },
    async (request, reply) =>
      ok(await admin.setRoles(await actor(request, reply, ADMIN), request.body)),
  );

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
