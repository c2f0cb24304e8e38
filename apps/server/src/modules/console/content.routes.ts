import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_ROUTE,
  bannerOrderSchema,
  bannerSaveSchema,
  bannerStateSchema,
  consoleBannerSchema,
  consoleNoticeQuerySchema,
  consoleNoticeSchema,
  CONSOLE_ROUTES,
  contentFiguresSchema,
  envelopeSchema,
  noticeIdQuerySchema,
  noticePublishSchema,
  noticeSaveSchema,
  noticeWithdrawSchema,
  pageSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { isPostgres, listenChannel } from '../../db/kysely.js';
import { AppError, ok } from '../../http/app-error.js';
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
import { StaffService } from './staff.service.js';

/** Notices and banners: the editor's (decision 0023). */
const EDIT: readonly StaffRole[] = ['editor'];

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
  const tags = ['console'];
  const notice = envelopeSchema(consoleNoticeSchema);
  const banner = envelopeSchema(consoleBannerSchema);

  app.get(
    p + CONSOLE_ROUTES.notices,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Notices in every state, newest first (editor)',
        querystring: consoleNoticeQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleNoticeSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, EDIT);
      return ok(await notices.list(request.query));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.noticeDetail,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'One notice, both languages (editor)',
        querystring: noticeIdQuerySchema,
        response: { 200: notice },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, EDIT);
      return ok(await notices.detail(request.query.id));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.noticeSave,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Creates a draft notice or changes one’s texts (editor)',
        body: noticeSaveSchema,
        response: { 200: notice },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
      const b = request.body;
      const action = b.id === undefined ? 'notice.create' : 'notice.edit';
      return ok(
        await notices.save(
          b,
          auditWithin(audit, s, cookies.meta(request), action, 'notice', b.id ?? 'new'),
        ),
      );
    },
  );

  app.post(
    p + CONSOLE_ROUTES.noticePublish,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Publishes a notice now or schedules it (editor)',
        body: noticePublishSchema,
        response: { 200: notice },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
      const { id, at } = request.body;
      const when = at ? Date.parse(at) : null;
      const action = when !== null && when > Date.now() ? 'notice.schedule' : 'notice.publish';
      return ok(
        await notices.publish(
          id,
          when,
          auditWithin(audit, s, cookies.meta(request), action, 'notice', id),
        ),
      );
    },
  );

  app.post(
    p + CONSOLE_ROUTES.noticeWithdraw,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Takes a published or scheduled notice off the portal (editor)',
        body: noticeWithdrawSchema,
        response: { 200: notice },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
      const { id } = request.body;
      return ok(
        await notices.withdraw(
          id,
          auditWithin(audit, s, cookies.meta(request), 'notice.withdraw', 'notice', id),
        ),
      );
    },
  );

  app.get(
    p + CONSOLE_ROUTES.banners,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Every banner, shown or withdrawn, by position and order (editor)',
        querystring: z.object({ position: z.string().max(32).optional() }),
        response: { 200: envelopeSchema(z.array(consoleBannerSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, EDIT);
      return ok(await banners.list(request.query.position));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.bannerSave,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Creates or changes a banner; multipart with the image (editor)',
        multipart: {
          fields: bannerSaveSchema,
          files: { image: { description: 'The banner image: PNG, JPEG or GIF' } },
        },
        response: { 200: banner },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
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
      const within = auditWithin(
        audit,
        s,
        cookies.meta(request),
        action,
        'banner',
        input.id ?? 'new',
      );
      return ok(await banners.save(input, image, within));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.bannerState,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Shows or withdraws a banner (editor)',
        body: bannerStateSchema,
        response: { 200: banner },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
      const { id, shown } = request.body;
      const action = shown ? 'banner.publish' : 'banner.withdraw';
      return ok(
        await banners.setShown(
          id,
          shown,
          auditWithin(audit, s, cookies.meta(request), action, 'banner', id),
        ),
      );
    },
  );

  app.post(
    p + CONSOLE_ROUTES.bannerOrder,
    {
      config: { staffRoles: EDIT },
      schema: {
        tags,
        summary: 'Puts a position’s banners in a new order, as seen (editor)',
        body: bannerOrderSchema,
        response: { 200: envelopeSchema(z.array(consoleBannerSchema)) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, EDIT);
      const { position, ids, before } = request.body;
      return ok(
        await banners.reorder(
          position,
          ids,
          before,
          auditWithin(audit, s, cookies.meta(request), 'banner.order', 'banner', position),
        ),
      );
    },
  );

  app.get(
    p + CONSOLE_ROUTES.contentFigures,
    {
      config: { staffRoles: ['editor', 'sales'] },
      schema: {
        tags,
        summary: 'Scheduled notices (editor) and trials awaiting a device grant (sales)',
        response: { 200: envelopeSchema(contentFiguresSchema) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, ['editor', 'sales']);
      const editor = s.roles.includes('editor');
      const sales = s.roles.includes('sales');
      const waiting = sales ? await customers.awaitingGrants() : null;
      return ok({
        scheduledNotices: editor ? await notices.scheduledCount() : null,
        awaitingGrants: waiting ? waiting.waiting : null,
        oldestAwaitingSince:
          waiting?.oldest == null ? null : new Date(waiting.oldest).toISOString(),
      });
    },
  );

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
