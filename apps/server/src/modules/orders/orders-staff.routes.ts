import type { FastifyRequest } from 'fastify';
import {
  type AuditAction,
  CONSOLE_ORDER_CALLS as C,
  consoleOrderReplyFieldsSchema,
  LIMITS,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { AuditService } from '../console/audit.service.js';
import { parseRoles, type StaffSession } from '../console/staff.service.js';
import { ORDER_ATTACHMENTS, readAttachments } from './order-files.service.js';
import type { AuditHook, OrdersStaffService } from './orders-staff.service.js';
import type { SavedRepliesService } from './saved-replies.service.js';

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
 * The console's work-order inbox (CONSOLE_ORDER_CALLS; decisions 0021, 0061, 0067): every call
 * needs a signed-in staff member with the support role, declared by the call and checked by the
 * app's staff guard (`ctx.staffGuard`); each action goes through the staff service with its audit
 * record written in the action's transaction.
 */
export function registerOrderStaffRoutes(
  ctx: AppContext,
  orders: OrdersStaffService,
  savedReplies: SavedRepliesService,
): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, null, ctx.staffGuard);
  const audit = AuditService.on(ctx.db);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  /** The audit hook of one action by `s` on `type` `id`. */
  const audited = (
    request: FastifyRequest,
    s: StaffSession,
    action: AuditAction,
    type: string,
    id: number,
  ): AuditHook => audit.within(s, request.ip, action, type, id);
  const staffOf = (s: StaffSession) => ({ id: s.staffId, name: s.username });

  calls.add(C.list, ({ query, staff, request }) => orders.inbox(query, staff.staffId, L(request)));
  calls.add(C.figures, () => orders.figures());
  calls.add(C.detail, ({ query, request }) => orders.detail(query.id, L(request)));

  calls.add(
    C.file,
    async ({ query, staff: s, request, reply }) => {
      const a = await orders.attachment(query.id);
      await audit.record({
        staffId: s.staffId,
        staff: s.username,
        ip: request.ip,
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
    { raw: true },
  );

  calls.add(
    C.reply,
    async ({ staff: s, request }) => {
      const { fields, files } = await readAttachments(
        request,
        (body) => orders.stage(body),
        consoleOrderReplyFieldsSchema,
      );
      return orders.staffReply(fields.orderId, fields.content, staffOf(s), {
        files,
        audit: audited(request, s, 'order.reply', 'order', fields.orderId),
      });
    },
    {
      description:
        `Multipart; up to ${LIMITS.orderAttachmentsMax} files in parts named "files", checked like ` +
        "the customer's (B0007 wrong type, B0006 too large, B0004 too many); nothing is stored on " +
        'a refusal. The customer gets a bilingual message. B0009 on a closed order.',
      multipart: { fields: consoleOrderReplyFieldsSchema, files: ORDER_ATTACHMENTS },
    },
  );

  calls.add(C.note, async ({ body: { orderId, content }, staff: s, request }) => {
    await orders.note(
      orderId,
      staffOf(s),
      content,
      audited(request, s, 'order.note', 'order', orderId),
    );
    return null;
  });

  calls.add(C.agents, () => supportAgents(ctx.db));

  calls.add(
    C.assign,
    async ({ body: { orderId, staffId, from }, staff: s, request }) => {
      let agent: { id: number; name: string } | null = null;
      if (staffId !== null) {
        agent = (await supportAgents(ctx.db)).find((a) => a.id === staffId) ?? null;
        if (!agent) throw new AppError('B0004', ['staffId']);
      }
      await orders.assign(
        orderId,
        agent,
        audited(request, s, 'order.assign', 'order', orderId),
        from,
      );
      return null;
    },
    {
      description: 'B0004 when staffId is no active support agent; B0009 when assigned meanwhile.',
    },
  );

  calls.add(
    C.merge,
    async ({ body: { orderId, intoId }, staff: s, request }) => {
      const hook = audited(request, s, 'order.merge', 'order', orderId);
      await orders.merge(orderId, intoId, staffOf(s), hook);
      return null;
    },
    {
      description:
        'The duplicate closes and names the order that continues; the customer is told. B0004 ' +
        'for an order of another customer; B0009 when either is no longer open.',
    },
  );

  calls.add(C.close, ({ body: { orderId }, staff: s, request }) =>
    orders.staffClose(orderId, staffOf(s), audited(request, s, 'order.close', 'order', orderId)),
  );

  calls.add(C.savedReplies, () => savedReplies.list());
  calls.add(C.savedReplySave, ({ body: b, staff: s, request }) => {
    const action = b.id === undefined ? 'savedReply.create' : 'savedReply.update';
    return savedReplies.save(b, staffOf(s), audited(request, s, action, 'saved-reply', b.id ?? 0));
  });
  calls.add(C.savedReplyDelete, async ({ body: { id, version }, staff: s, request }) => {
    await savedReplies.remove(
      id,
      version,
      audited(request, s, 'savedReply.delete', 'saved-reply', id),
    );
    return null;
  });
}
