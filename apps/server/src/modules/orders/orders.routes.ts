import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  LIMITS,
  ORDER_CALLS as O,
  submitMsgFieldsSchema,
  submitOrderFieldsSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { FileAnswer, FilesService } from '../files/files.service.js';
import { ORDER_ATTACHMENTS, readAttachments } from './order-files.service.js';
import type { OrdersService } from './orders.service.js';

const uploadNote =
  `Multipart; up to ${LIMITS.orderAttachmentsMax} files in parts named "files" (png, jpg, gif, PDF, ` +
  `zip, .log/.txt text; ${LIMITS.orderAttachmentMaxMb} MB each; checked by their bytes: B0007 ` +
  'wrong type, B0006 too large, B0004 too many, B0008 quota). A refused request stores nothing.';

/** Service work orders (ORDER_CALLS; decisions 0016, 0061). Every call needs login. */
export function registerOrderRoutes(
  ctx: AppContext,
  orders: OrdersService,
  files: FilesService,
): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const uploadLimit = perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply);
  const upload = <T extends z.ZodType>(request: FastifyRequest, schema: T) =>
    readAttachments(request, (body) => orders.stage(body), schema);

  calls.add(O.orderType, ({ request }) => orders.types(L(request)));

  calls.add(
    O.submitOrder,
    async ({ userId, request }) => {
      const { fields, files } = await upload(request, submitOrderFieldsSchema);
      return orders.submit(userId, fields, files);
    },
    {
      config: uploadLimit,
      description: `Fields: ${Object.keys(submitOrderFieldsSchema.shape).join(', ')}. Sending needs typeId, title, productName, contact, description (B0001 names each missing one). ${uploadNote}`,
      multipart: { fields: submitOrderFieldsSchema, files: ORDER_ATTACHMENTS },
    },
  );

  calls.add(O.list, ({ userId, query, request }) => {
    const lang = L(request);
    const { pageNum, pageSize, status, keyword } = query;
    return ctx.answers.get(
      userId,
      'orders',
      `list|${lang}|${pageNum}|${pageSize}|${status ?? ''}|${keyword ?? ''}`,
      () => orders.list(userId, query, lang),
    );
  });

  calls.add(O.detail, ({ userId, query, request }) => orders.detail(userId, query.id, L(request)), {
    description: "Another customer's order answers A0078, like a missing one.",
  });

  calls.add(
    O.submitMsg,
    async ({ request, reply }) => {
      // The reply carries my username (the conversation's author): the session, cached per request.
      const s = await user(request, reply);
      const { fields, files } = await upload(request, submitMsgFieldsSchema);
      return orders.reply(s.userId, fields, files, s.username);
    },
    {
      config: uploadLimit,
      description: `B0009 on a closed order or a draft. ${uploadNote}`,
      multipart: { fields: submitMsgFieldsSchema, files: ORDER_ATTACHMENTS },
    },
  );

  calls.add(O.close, ({ userId, body }) => orders.close(userId, body.id));
  calls.add(O.reopen, ({ userId, body }) => orders.reopen(userId, body.id));
  calls.add(O.rate, ({ userId, body }) => orders.rate(userId, body));
  calls.add(O.removeFile, ({ userId, body }) => orders.removeDraftFile(userId, body.id), {
    description:
      "B0009 once the order was sent. Another customer's attachment answers A0078, like a missing one.",
  });

  const send = (reply: FastifyReply, answer: FileAnswer) => {
    if (answer.status === 416)
      return reply
        .status(416)
        .headers(answer.headers)
        .send({ rescode: 416, msg: 'B0004', data: ['range'] });
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  };
  calls.add(
    O.file,
    async ({ query, request, reply }) => {
      // The preview watermarks PDFs with my username: the session, cached per request.
      const s = await user(request, reply);
      const a = await orders.attachment(s.userId, query.id);
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
      const lang = query.lang ?? L(request);
      const fileRequest = {
        ...(request.headers.range ? { range: request.headers.range } : {}),
        count: false,
      };
      return send(
        reply,
        query.isPreview === 1
          ? await files.preview(
              row,
              { userId: s.userId, username: s.username, link: null },
              lang,
              fileRequest,
            )
          : await files.download(row, lang, fileRequest),
      );
    },
    {
      raw: true,
      description:
        "Raw bytes on success; an envelope otherwise. Another customer's attachment answers A0078, like a missing one; zip and logs cannot be previewed (B0004).",
    },
  );
}
