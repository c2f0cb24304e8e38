import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuditAction,
  CONSOLE_ROUTES as R,
  consoleOrderCloseSchema,
  consoleOrderDetailSchema,
  consoleOrderIdQuerySchema,
  consoleOrderQuerySchema,
  consoleOrderReplyFieldsSchema,
  consoleOrderRowSchema,
  envelopeSchema,
  LIMITS,
  orderAssignSchema,
  orderFiguresSchema,
  orderMergeSchema,
  orderNoteInputSchema,
  orderStatusAnswerSchema,
  pageSchema,
  savedReplyDeleteSchema,
  savedReplyInputSchema,
  savedReplySchema,
  supportAgentSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/kysely.js';
import { AppError, ok } from '../../http/app-error.js';
import { ORDER_ATTACHMENTS, readAttachments } from '../orders/order-files.service.js';
import type { AuditHook, OrdersStaffService } from '../orders/orders-staff.service.js';
import type { SavedRepliesService } from '../orders/saved-replies.service.js';
import { AuditService } from './audit.service.js';
import { StaffCookies } from './staff-session.js';
import { parseRoles, StaffService, type StaffSession } from './staff.service.js';

/** Work orders are the support agents' queue (issue 15). */
const SUPPORT: readonly StaffRole[] = ['support'];

const empty = envelopeSchema(z.null());

/** Active staff holding the support role: whom an order can be assigned to. */
async function supportAgents(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'username', 'roles'])
    .where('status', '=', 'active')
    .orderBy('username')
    .execute();
  return rows
    .filter((r) => parseRoles(r.roles).includes('support'))
    .map((r) => ({ id: r.id, name: r.username }));
}

/**
 * The console's work-order inbox (decision 0021): every call needs a signed-in staff member with
 * the support role; each action goes through the orders module's staff service with its audit
 * record written in the action's transaction.
 */
export function registerConsoleOrderRoutes(
  ctx: AppContext,
  orders: OrdersStaffService,
  savedReplies: SavedRepliesService,
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const audit = AuditService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const tags = ['console: work orders'];
  const L = (request: FastifyRequest) => ctx.langOf(request);
  /** The audit hook of one action by `s` on `type` `id`. */
  const audited =
    (request: FastifyRequest, s: StaffSession, action: AuditAction, type: string, id: number) =>
    (db: Db, before: unknown, after: unknown, createdId?: number) =>
      audit.append(db, {
        staffId: s.staffId,
        staff: s.username,
        ip: cookies.meta(request).ip,
        action,
        objectType: type,
        objectId: createdId ?? id,
        before,
        after,
      }) satisfies ReturnType<AuditHook>;
  const staffOf = (s: StaffSession) => ({ id: s.staffId, name: s.username });

  app.get(
    p + R.orders,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'The work-order inbox: open by default, oldest waiting first, with the clock',
        querystring: consoleOrderQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleOrderRowSchema)) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      return ok(await orders.inbox(request.query, s.staffId, L(request)));
    },
  );

  app.get(
    p + R.orderFigures,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Orders waiting for support and the oldest; open orders per model and app version',
        response: { 200: envelopeSchema(orderFiguresSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SUPPORT);
      return ok(await orders.figures());
    },
  );

  app.get(
    p + R.orderDetail,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'One work order: the conversation, files, internal notes and what can be done',
        querystring: consoleOrderIdQuerySchema,
        response: { 200: envelopeSchema(consoleOrderDetailSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SUPPORT);
      return ok(await orders.detail(request.query.id, L(request)));
    },
  );

  app.get(
    p + R.orderFile,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'An attachment of any work order, streamed (console only, never cached)',
        querystring: consoleOrderIdQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const a = await orders.attachment(request.query.id);
      await audit.record({
        staffId: s.staffId,
        staff: s.username,
        ip: cookies.meta(request).ip,
        action: 'order.file.download',
        objectType: 'order-file',
        objectId: a.id,
      });
      return reply
        .header('content-type', a.mime)
        .header('content-length', a.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.name)}`)
        .send(ctx.storage.get(a.storage_key));
    },
  );

  app.post(
    p + R.orderReply,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Reply to the customer (orderId, content) with attachments; the order is replied',
        description:
          `Multipart; up to ${LIMITS.orderAttachmentsMax} files in parts named "files", checked like ` +
          "the customer's (B0007 wrong type, B0006 too large, B0004 too many); nothing is stored on " +
          'a refusal. The customer gets a bilingual message. B0009 on a closed order.',
        response: { 200: envelopeSchema(orderStatusAnswerSchema) },
        multipart: { fields: consoleOrderReplyFieldsSchema, files: ORDER_ATTACHMENTS },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { fields, files } = await readAttachments(
        request,
        (body) => orders.stage(body),
        consoleOrderReplyFieldsSchema,
      );
      return ok(
        await orders.staffReply(fields.orderId, fields.content, staffOf(s), {
          files,
          audit: audited(request, s, 'order.reply', 'order', fields.orderId),
        }),
      );
    },
  );

  app.post(
    p + R.orderNote,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'An internal note: staff only, never shown to the customer',
        body: orderNoteInputSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { orderId, content } = request.body;
      await orders.note(
        orderId,
        staffOf(s),
        content,
        audited(request, s, 'order.note', 'order', orderId),
      );
      return ok(null);
    },
  );

  app.get(
    p + R.orderAgents,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Support agents an order can be assigned to',
        response: { 200: envelopeSchema(z.array(supportAgentSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SUPPORT);
      return ok(await supportAgents(ctx.db));
    },
  );

  app.post(
    p + R.orderAssign,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Assign an open order to a support agent (staffId null: unassign)',
        description:
          'B0004 when staffId is no active support agent; B0009 when assigned meanwhile.',
        body: orderAssignSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { orderId, staffId } = request.body;
      let agent: { id: number; name: string } | null = null;
      if (staffId !== null) {
        agent = (await supportAgents(ctx.db)).find((a) => a.id === staffId) ?? null;
        if (!agent) throw new AppError('B0004', ['staffId']);
      }
      await orders.assign(
        orderId,
        agent,
        audited(request, s, 'order.assign', 'order', orderId),
        request.body.from,
      );
      return ok(null);
    },
  );

  app.post(
    p + R.orderMerge,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Merge a duplicate into another open order of the same customer',
        description:
          'The duplicate closes and names the order that continues; the customer is told. B0004 ' +
          'for an order of another customer; B0009 when either is no longer open.',
        body: orderMergeSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { orderId, intoId } = request.body;
      await orders.merge(
        orderId,
        intoId,
        staffOf(s),
        audited(request, s, 'order.merge', 'order', orderId),
      );
      return ok(null);
    },
  );

  app.post(
    p + R.orderClose,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Close an order as resolved; the customer is told and may rate or reopen it',
        body: consoleOrderCloseSchema,
        response: { 200: envelopeSchema(orderStatusAnswerSchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { orderId } = request.body;
      return ok(
        await orders.staffClose(
          orderId,
          staffOf(s),
          audited(request, s, 'order.close', 'order', orderId),
        ),
      );
    },
  );

  app.get(
    p + R.savedReplies,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Saved replies (canned texts in Chinese and English)',
        response: { 200: envelopeSchema(z.array(savedReplySchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SUPPORT);
      return ok(await savedReplies.list());
    },
  );

  app.post(
    p + R.savedReplySave,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Create a saved reply, or edit one (id and the version read; B0009 if stale)',
        body: savedReplyInputSchema,
        response: { 200: envelopeSchema(savedReplySchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const b = request.body;
      const action = b.id === undefined ? 'savedReply.create' : 'savedReply.update';
      return ok(
        await savedReplies.save(
          b,
          staffOf(s),
          audited(request, s, action, 'saved-reply', b.id ?? 0),
        ),
      );
    },
  );

  app.post(
    p + R.savedReplyDelete,
    {
      config: { staffRoles: SUPPORT },
      schema: {
        tags,
        summary: 'Remove a saved reply (the version read; B0009 if stale)',
        body: savedReplyDeleteSchema,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SUPPORT);
      const { id, version } = request.body;
      await savedReplies.remove(
        id,
        version,
        audited(request, s, 'savedReply.delete', 'saved-reply', id),
      );
      return ok(null);
    },
  );
}
