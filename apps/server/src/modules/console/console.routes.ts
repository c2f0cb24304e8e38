import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDecisionSchema,
  accountQueueQuerySchema,
  auditQuerySchema,
  auditRecordSchema,
  auditVerifySchema,
  certDecisionSchema,
  certDetailQuerySchema,
  certPhotoQuerySchema,
  certQueueQuerySchema,
  CONSOLE_ROUTES,
  consoleAccountSchema,
  consoleCertDetailSchema,
  consoleCertRowSchema,
  dashboardSchema,
  envelopeSchema,
  pageSchema,
  recoveryCodesSchema,
  staffLoginSchema,
  staffMeSchema,
  totpCodeSchema,
  totpEnrolmentSchema,
  totpVerifySchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { OperatorService } from '../accounts/operator.service.js';
import { ReviewDeskService } from '../apps/review-desk.service.js';
import { ApprovalsRepo } from './approvals.repo.js';
import { AuditService } from './audit.service.js';
import { ConsoleService } from './console.service.js';
import { StaffCookies } from './staff-session.js';
import { StaffService } from './staff.service.js';

/** Who may do what (checked on every call): the roles. */
const REVIEW: readonly StaffRole[] = ['reviewer'];
const AUDIT: readonly StaffRole[] = ['auditor', 'administrator'];

const empty = envelopeSchema(z.null());

/** The staff console's API under `<apiPrefix>/console` (decision 0018). */
export function registerConsoleRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const audit = AuditService.on(ctx.db);
  const staff = StaffService.on(ctx.db);
  const service = new ConsoleService(OperatorService.on(ctx.db), audit, new ApprovalsRepo(ctx.db));
  const cookies = new StaffCookies(ctx.config, staff);
  cookies.guardAll(ctx.app);
  const desk = ReviewDeskService.on(ctx.db);
  const tags = ['console'];
  const limited = {
    rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: 60_000 },
  };

  app.post(
    p + CONSOLE_ROUTES.login,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff sign-in, first step: the password',
        body: staffLoginSchema,
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const token = await staff.login(username, password, cookies.meta(request));
      cookies.set(request, reply, token);
      const s = await staff.session(token);
      if (!s || s === 'expired') throw new Error('a new staff session was not found');
      return ok(staff.me(s));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.logout,
    { schema: { tags, summary: 'Ends the staff session', response: { 200: empty } } },
    async (request, reply) => {
      const s = await cookies.any(request, reply);
      await staff.logout(s, cookies.meta(request));
      cookies.clear(request, reply);
      return ok(null);
    },
  );

  app.get(
    p + CONSOLE_ROUTES.me,
    {
      schema: {
        tags,
        summary: 'The staff member of the session and the sign-in step due',
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request, reply) => ok(staff.me(await cookies.any(request, reply))),
  );

  app.post(
    p + CONSOLE_ROUTES.totpEnrol,
    {
      schema: {
        tags,
        summary: 'A new TOTP secret and its QR code (first sign-in only)',
        response: { 200: envelopeSchema(totpEnrolmentSchema) },
      },
    },
    async (request, reply) => ok(await staff.enrol(await cookies.any(request, reply))),
  );

  app.post(
    p + CONSOLE_ROUTES.totpConfirm,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirms TOTP enrolment with a code; answers the recovery codes once',
        body: totpCodeSchema,
        response: { 200: envelopeSchema(recoveryCodesSchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.any(request, reply);
      const codes = await staff.confirm(s, request.body.code, cookies.meta(request));
      return ok({ recoveryCodes: codes });
    },
  );

  app.post(
    p + CONSOLE_ROUTES.totpVerify,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff sign-in, second step: a TOTP code or a recovery code',
        body: totpVerifySchema,
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.any(request, reply);
      await staff.verify(s, request.body, cookies.meta(request));
      return ok(staff.me({ ...s, stage: 'full' }));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.dashboard,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Waiting counts and oldest ages of the review queues',
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      const d = await service.dashboard();
      for (const f of await desk.figures())
        d.queues.push({
          queue: f.queue,
          waiting: f.waiting,
          oldestSince: f.oldest === null ? null : new Date(f.oldest).toISOString(),
        });
      return ok(d);
    },
  );

  app.get(
    p + CONSOLE_ROUTES.accounts,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Customer accounts by state (default: awaiting approval)',
        querystring: accountQueueQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleAccountSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      return ok(await service.accounts(request.query));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.accountDecide,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Approve, reject, disable or enable a customer account',
        body: accountDecisionSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      await service.decideAccount(s, cookies.meta(request), request.body);
      ctx.sessions.forgetUser(request.body.userId);
      ctx.answers.forgetUser(request.body.userId);
      return ok(null);
    },
  );

  app.get(
    p + CONSOLE_ROUTES.certs,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Certifications of one kind and state (waiting oldest first), searchable',
        querystring: certQueueQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleCertRowSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      return ok(await service.certs(request.query));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.certDetail,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'What a customer submitted for certification',
        querystring: certDetailQuerySchema,
        response: { 200: envelopeSchema(consoleCertDetailSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, REVIEW);
      return ok(await service.certDetail(request.query.kind, request.query.userId));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.certPhoto,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'A certification photo (console only, never cached)',
        querystring: certPhotoQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      const q = request.query;
      const f = await service.certPhoto(s, cookies.meta(request), q.kind, q.userId, q.photo);
      return reply
        .header('content-type', f.mime)
        .header('content-length', f.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(ctx.storage.get(f.storageKey));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.certDecide,
    {
      config: { staffRoles: REVIEW },
      schema: {
        tags,
        summary: 'Approve or reject a certification (typed reason plus free text)',
        body: certDecisionSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, REVIEW);
      await service.decideCert(s, cookies.meta(request), request.body);
      ctx.answers.forgetUser(request.body.userId);
      return ok(null);
    },
  );

  app.get(
    p + CONSOLE_ROUTES.audit,
    {
      config: { staffRoles: AUDIT },
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered (the reading is audited)',
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(pageSchema(auditRecordSchema)) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, AUDIT);
      return ok(await service.auditList(s, cookies.meta(request), request.query));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.auditActions,
    {
      config: { staffRoles: AUDIT },
      schema: {
        tags,
        summary: 'The actions the audit log holds, in order (for the action filter)',
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, AUDIT);
      return ok(await service.auditActions());
    },
  );

  app.post(
    p + CONSOLE_ROUTES.auditVerify,
    {
      config: { staffRoles: AUDIT },
      schema: {
        tags,
        summary: 'Checks the hash chain; names the first broken record',
        response: { 200: envelopeSchema(auditVerifySchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, AUDIT);
      return ok(await service.auditVerify(s, cookies.meta(request)));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.auditExport,
    {
      config: { staffRoles: AUDIT },
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (the export is audited)',
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, AUDIT);
      const csv = await service.auditExport(s, cookies.meta(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  ctx.jobs.define('staff-session-purge', 10 * 60 * 1000, () => staff.purgeExpired());
}
