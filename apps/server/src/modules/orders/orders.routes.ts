import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  LIMITS,
  orderActionSchema,
  orderDetailSchema,
  orderFileQuerySchema,
  orderIdQuerySchema,
  orderListItemSchema,
  orderListQuerySchema,
  orderRateSchema,
  ORDER_ROUTES as R,
  orderStatusAnswerSchema,
  orderTypeSchema,
  pageSchema,
  submitMsgFieldsSchema,
  submitOrderFieldsSchema,
  submittedOrderSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { FileAnswer, FilesService } from '../files/files.service.js';
import { ORDER_ATTACHMENTS, readAttachments } from './order-files.service.js';
import type { OrdersService } from './orders.service.js';

const lang = z.enum(['zh', 'en']).optional();

const uploadNote =
  `Multipart; up to ${LIMITS.orderAttachmentsMax} files in parts named "files" (png, jpg, gif, PDF, ` +
  `zip, .log/.txt text; ${LIMITS.orderAttachmentMaxMb} MB each; checked by their bytes: B0007 ` +
  'wrong type, B0006 too large, B0004 too many, B0008 quota). A refused request stores nothing.';

/** Service work orders (spec 7 /front/forder/*; decision 0016). Every call needs login. */
export function registerOrderRoutes(
  ctx: AppContext,
  orders: OrdersService,
  files: FilesService,
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const uploadLimit = perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply);
  const upload = <T extends z.ZodType>(request: FastifyRequest, schema: T) =>
    readAttachments(request, (body) => orders.stage(body), schema);

  app.get(
    p + R.orderType,
    {
      schema: {
        tags: ['work orders'],
        summary: 'Problem/feedback types of work orders, in the request language (login)',
        response: { 200: envelopeSchema(z.array(orderTypeSchema)) },
      },
    },
    async (request, reply) => {
      await user(request, reply);
      return ok(await orders.types(L(request)));
    },
  );

  app.post(
    p + R.submitOrder,
    {
      schema: {
        tags: ['work orders'],
        summary:
          'Submit a work order (submit=1) or save a draft (submit=0); id updates one of my drafts',
        description: `Fields: ${Object.keys(submitOrderFieldsSchema.shape).join(', ')}. Sending needs typeId, title, productName, contact, description (B0001 names each missing one). ${uploadNote}`,
        response: { 200: envelopeSchema(submittedOrderSchema) },
        multipart: { fields: submitOrderFieldsSchema, files: ORDER_ATTACHMENTS },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const s = await user(request, reply);
      const { fields, files } = await upload(request, submitOrderFieldsSchema);
      return ok(await orders.submit(s.userId, fields, files));
    },
  );

  app.get(
    p + R.list,
    {
      schema: {
        tags: ['work orders'],
        summary: 'My work orders, newest first; filter by status, search by number or title',
        querystring: orderListQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(pageSchema(orderListItemSchema)) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      const lang = L(request);
      const { pageNum, pageSize, status, keyword } = request.query;
      return ok(
        await ctx.answers.get(
          s.userId,
          'orders',
          `list|${lang}|${pageNum}|${pageSize}|${status ?? ''}|${keyword ?? ''}`,
          () => orders.list(s.userId, request.query, lang),
        ),
      );
    },
  );

  app.get(
    p + R.detail,
    {
      schema: {
        tags: ['work orders'],
        summary:
          'One of my work orders with its conversation (oldest first), files and service clock',
        description: "Another customer's order answers A0078, like a missing one.",
        querystring: orderIdQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      return ok(await orders.detail(s.userId, request.query.id, L(request)));
    },
  );

  app.post(
    p + R.submitMsg,
    {
      schema: {
        tags: ['work orders'],
        summary:
          'Reply on one of my work orders (orderId, content); a replied order waits for support again',
        description: `B0009 on a closed order or a draft. ${uploadNote}`,
        response: { 200: envelopeSchema(orderStatusAnswerSchema) },
        multipart: { fields: submitMsgFieldsSchema, files: ORDER_ATTACHMENTS },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const s = await user(request, reply);
      const { fields, files } = await upload(request, submitMsgFieldsSchema);
      return ok(await orders.reply(s.userId, fields, files, s.username));
    },
  );

  app.post(
    p + R.close,
    {
      schema: {
        tags: ['work orders'],
        summary: 'Close one of my work orders (submitted or replied; B0009 otherwise)',
        body: orderActionSchema,
        response: { 200: envelopeSchema(orderStatusAnswerSchema) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      return ok(await orders.close(s.userId, request.body.id));
    },
  );

  app.post(
    p + R.reopen,
    {
      schema: {
        tags: ['work orders'],
        summary: `Reopen one of my closed work orders within ${LIMITS.orderReopenDays} days of its close (B0009 later: submit a new one with linkedOrderId)`,
        body: orderActionSchema,
        response: { 200: envelopeSchema(orderStatusAnswerSchema) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      return ok(await orders.reopen(s.userId, request.body.id));
    },
  );

  app.post(
    p + R.rate,
    {
      schema: {
        tags: ['work orders'],
        summary: 'Rate one of my closed work orders 1-5 with a comment, once (B0009 otherwise)',
        body: orderRateSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      return ok(await orders.rate(s.userId, request.body));
    },
  );

  app.post(
    p + R.removeFile,
    {
      schema: {
        tags: ['work orders'],
        summary: 'Remove a saved attachment (id) of one of my drafts, its stored file with it',
        description:
          "B0009 once the order was sent. Another customer's attachment answers A0078, like a missing one.",
        body: orderActionSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      return ok(await orders.removeDraftFile(s.userId, request.body.id));
    },
  );

  const send = (reply: FastifyReply, answer: FileAnswer) => {
    if (answer.status === 416)
      return reply
        .status(416)
        .headers(answer.headers)
        .send({ rescode: 416, msg: 'B0004', data: ['range'] });
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  };
  app.get(
    p + R.file,
    {
      schema: {
        tags: ['work orders'],
        summary:
          'An attachment of one of my work orders: download, or isPreview=1 inline (images; PDFs with my username watermark)',
        description:
          "Raw bytes on success; an envelope otherwise. Another customer's attachment answers A0078, like a missing one; zip and logs cannot be previewed (B0004).",
        querystring: orderFileQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await user(request, reply);
      const a = await orders.attachment(s.userId, request.query.id);
      // The preview and download of the files module, on a row shaped like a catalogue file's:
      // the same headers, ranges, and the same watermark on every PDF.
      const row = {
        id: a.id,
        section: '',
        name_zh: a.name.replace(/\.[^.]*$/, ''),
        name_en: a.name.replace(/\.[^.]*$/, ''),
        format: a.format,
        size: a.size,
        storage_key: a.storage_key,
        mime: a.mime,
        watermark: 1,
        classification_id: null,
        in_download_centre: 0,
      };
      const lang = request.query.lang ?? L(request);
      const fileRequest = {
        ...(request.headers.range ? { range: request.headers.range } : {}),
        count: false,
      };
      return send(
        reply,
        request.query.isPreview === 1
          ? await files.preview(
              row,
              { userId: s.userId, username: s.username, link: null },
              lang,
              fileRequest,
            )
          : await files.download(row, lang, fileRequest),
      );
    },
  );
}
