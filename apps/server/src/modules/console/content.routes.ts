import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_ROUTE,
  bannerSaveSchema,
  CONSOLE_CONTENT_CALLS as C,
  type AuditAction,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { isPostgres, listenChannel } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { IMAGE_HEAD_BYTES, pixelChecked } from '../../http/image-limits.js';
import { parseFields, readStreamedMultipart, type StreamRule } from '../../http/multipart.js';
import { sniffImage } from '../../lib/images.js';
import { CONTENT_CHANGES_CHANNEL, ContentChanges } from '../notices/content-changes.service.js';
import { NoticesAdminService } from '../notices/notices-admin.service.js';
import { BannersAdminService } from '../workbench/banners-admin.service.js';
import { AuditService } from './audit.service.js';
import { auditWithin } from './console-kit.js';
import { consoleCustomers } from './customers.routes.js';
import { StaffCookies } from './staff-session.js';
import { StaffService, type StaffSession } from './staff.service.js';

/**
 * How often each server looks for scheduled notices whose time has come: a quarter of a second,
 * so that a notice is on every instance's portal within a second of its time (the look is one
 * indexed read that writes nothing when nothing is due; decision 0028).
 */
export const SCHEDULE_EVERY_MS = 250;

type BannerImageType = 'png' | 'jpg' | 'gif';
const BANNER_IMAGE: StreamRule<BannerImageType> = {
  field: 'image',
  maxFiles: 1,
  maxBytes: BANNER_IMAGE_MAX_BYTES,
  // A picture's dimensions are checked in its first bytes (decision 0041).
  sniffBytes: IMAGE_HEAD_BYTES,
  sniff: pixelChecked(
    () => 'image',
    (head) => {
      const t = sniffImage(head);
      return t === 'png' || t === 'jpg' || t === 'gif' ? t : null;
    },
  ),
};

const bannerImageQuerySchema = z.object({ key: z.string().max(64) });

/**
 * The console's content calls (notices, banners, the content figures), the public banner image,
 * the scheduled-publish job and, on PostgreSQL, the listener that drops every server's kept
 * notice lists when another server changed notices.
 */
export function registerContentRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const audit = AuditService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const notices = NoticesAdminService.on(ctx.db);
  const banners = new BannersAdminService(ctx.db, ctx.storage, p);
  const customers = consoleCustomers(ctx.db);

  const calls = new CallRoutes(ctx.app, p, null, (request, reply, roles) =>
    cookies.require(request, reply, roles),
  );
  const within = (
    staff: StaffSession,
    request: FastifyRequest,
    action: AuditAction,
    type: 'notice' | 'banner',
    id: number | string,
  ) => auditWithin(audit, staff, cookies.meta(request), action, type, id);

  calls.add(C.notices, ({ query }) => notices.list(query));
  calls.add(C.noticeDetail, ({ query }) => notices.detail(query.id));
  calls.add(C.noticeSave, ({ staff, body: b, request }) => {
    const action = b.id === undefined ? 'notice.create' : 'notice.edit';
    return notices.save(b, within(staff, request, action, 'notice', b.id ?? 'new'));
  });
  calls.add(C.noticePublish, ({ staff, body: { id, at }, request }) => {
    const when = at ? Date.parse(at) : null;
    const action = when !== null && when > Date.now() ? 'notice.schedule' : 'notice.publish';
    return notices.publish(id, when, within(staff, request, action, 'notice', id));
  });
  calls.add(C.noticeWithdraw, ({ staff, body: { id }, request }) =>
    notices.withdraw(id, within(staff, request, 'notice.withdraw', 'notice', id)),
  );

  calls.add(C.noticeDelete, async ({ staff, body: { id }, request }) => {
    await notices.deleteDraft(id, within(staff, request, 'notice.delete', 'notice', id));
    return null;
  });

  calls.add(C.banners, ({ query }) => banners.list(query.position));
  calls.add(
    C.bannerSave,
    async ({ staff, request }) => {
      const read = await readStreamedMultipart(request, BANNER_IMAGE, (body) =>
        banners.stage(body),
      );
      const file = read.files[0];
      const image = file ? { id: file.stored.id, file: file.stored.file, type: file.type } : null;
      let input: z.infer<typeof bannerSaveSchema>;
      try {
        input = parseFields(bannerSaveSchema, read.fields);
      } catch (err) {
        await image?.file.discard().catch(() => undefined);
        throw err;
      }
      const action = input.id === undefined ? 'banner.create' : 'banner.edit';
      return banners.save(
        input,
        image,
        within(staff, request, action, 'banner', input.id ?? 'new'),
      );
    },
    {
      multipart: {
        fields: bannerSaveSchema,
        files: { image: { description: 'The banner image: PNG, JPEG or GIF' } },
      },
    },
  );
  calls.add(C.bannerState, ({ staff, body: { id, shown }, request }) => {
    const action = shown ? 'banner.publish' : 'banner.withdraw';
    return banners.setShown(id, shown, within(staff, request, action, 'banner', id));
  });
  calls.add(C.bannerOrder, ({ staff, body: { position, ids, before }, request }) =>
    banners.reorder(
      position,
      ids,
      before,
      within(staff, request, 'banner.order', 'banner', position),
    ),
  );

  calls.add(C.figures, async ({ staff }) => {
    const editor = staff.roles.includes('editor');
    const sales = staff.roles.includes('sales');
    const waiting = sales ? await customers.awaitingGrants() : null;
    return {
      scheduledNotices: editor ? await notices.scheduledCount() : null,
      awaitingGrants: waiting ? waiting.waiting : null,
      oldestAwaitingSince: waiting?.oldest == null ? null : new Date(waiting.oldest).toISOString(),
    };
  });

  // The portal's banner images uploaded in the console (checked images only; never a script).
  app.get(
    p + BANNER_IMAGE_ROUTE,
    {
      schema: {
        tags: ['workbench'],
        summary: 'A banner image uploaded in the console',
        querystring: bannerImageQuerySchema,
      },
    },
    async (request, reply) => {
      const img = BannersAdminService.imageOf(request.query.key);
      const st = img ? await ctx.storage.stat(img.key) : null;
      if (!img || !st) throw new AppError('A0078');
      return reply
        .header('content-type', img.mime)
        .header('content-length', st.size)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(ctx.storage.get(img.key));
    },
  );

  // Scheduled notices go live on time: one instance at a time runs the job (decision 0028), and
  // its conditional updates would also let only one of them publish (and audit) each notice.
  // Each tick first reads whether a notice is due; a second with none writes nothing.
  ctx.jobs.define(
    'notice-publish',
    SCHEDULE_EVERY_MS,
    () =>
      notices.publishDue((db, id, publishTime) =>
        audit.append(db, {
          staffId: null,
          staff: 'scheduler',
          ip: '',
          action: 'notice.publish.scheduled',
          objectType: 'notice',
          objectId: id,
          before: { state: 'scheduled', publishTime: new Date(publishTime).toISOString() },
          after: { state: 'published' },
        }),
      ),
    { due: () => notices.hasDue() },
  );

  // Another server changed notices: this one's kept lists are dropped (SQLite: data_version).
  if (isPostgres(ctx.db)) {
    const changes = ContentChanges.of(ctx.db);
    const stop = listenChannel(ctx.config.databaseUrl, CONTENT_CHANGES_CHANNEL, {
      heard: () => changes.changedHere(),
      // Changes made while the connection was lost were not heard: the kept lists are dropped.
      resync: () => changes.changedHere(),
      warn: (message) => app.log.warn(`listening for content changes: ${message}`),
    });
    app.addHook('onClose', stop);
  }
}
