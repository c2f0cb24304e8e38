import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  downloadQuerySchema,
  envelopeSchema,
  favouriteAddSchema,
  favouriteDeleteSchema,
  favouriteListQuerySchema,
  favouriteSchema,
  favouriteStateQuerySchema,
  favouriteStateSchema,
  favouriteTopSchema,
  FILE_ROUTES as R,
  openedLinkSchema,
  openLinkQuerySchema,
  ossDownloadQuerySchema,
  pageSchema,
  previewQuerySchema,
  shareLinkSchema,
  shareRequestSchema,
  TOKEN_HEADER,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { FavouritesService } from './favourites.service.js';
import { FavouritesRepo } from './favourites.repo.js';
import { FilesRepo } from './files.repo.js';
import { FilesService, type FileAnswer, type FileRequest } from './files.service.js';
import { ShareService } from './share.service.js';

const lang = z.enum(['zh', 'en']).optional();
const fileDescription =
  'Raw bytes on success (no envelope); an envelope with the error code otherwise (JSON content type). ' +
  `Access: a share token covering the file (header ${TOKEN_HEADER} or linkToken), else login and the file's section.`;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Downloads and previews (spec 6, 7), share links (spec 3, 4) and favourites (spec 3). */
export function registerFileRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const repo = new FilesRepo(ctx.db);
  const files = new FilesService(repo, ctx.storage);
  const shares = new ShareService(ctx.db, repo, ctx.shares);
  const favourites = new FavouritesService(ctx.db, repo, new FavouritesRepo(ctx.db));
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const user = (request: FastifyRequest, reply: FastifyReply) =>
    ctx.sessions.require(request, reply).then((s) => s.userId);

  const send = (reply: FastifyReply, answer: FileAnswer) => {
    if (answer.status === 416)
      return reply
        .status(416)
        .headers(answer.headers)
        .send({ rescode: 416, msg: 'B0004', data: ['range'] });
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  };
  /** The portal's public origin: PUBLIC_URL, else the one the request came to. */
  const originOf = (request: FastifyRequest) =>
    ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const hostOf = (request: FastifyRequest) => new URL(originOf(request)).host;
  const fileRequest = (request: FastifyRequest): FileRequest => ({
    range: request.headers.range,
    ifRange: header(request.headers['if-range']),
    count: request.method !== 'HEAD',
    host: hostOf(request),
  });
  const download = async (request: FastifyRequest, reply: FastifyReply, fileId: number) => {
    const file = await files.find(fileId);
    await ctx.shares.require(request, reply, file.section, { type: 'file', id: fileId });
    return send(reply, await files.download(file, L(request), fileRequest(request)));
  };
  const preview = async (request: FastifyRequest, reply: FastifyReply, fileId: number) => {
    const file = await files.find(fileId);
    const viewer = await ctx.shares.require(request, reply, file.section, {
      type: 'file',
      id: fileId,
    });
    return send(reply, await files.preview(file, viewer, L(request), fileRequest(request)));
  };

  // ---- Downloads and previews
  app.get(
    p + R.download,
    {
      schema: {
        tags: ['files'],
        summary:
          'Download a catalogue file (attachment; Range and If-Range resume it; counts one download from byte 0)',
        description: fileDescription,
        querystring: downloadQuerySchema.extend({ lang }),
      },
    },
    async (request, reply) => download(request, reply, request.query.fileId),
  );
  app.get(
    p + R.preview,
    {
      schema: {
        tags: ['files'],
        summary:
          'Preview an image, video or PDF inline (Range supported; flagged PDFs carry the viewer watermark)',
        description: `${fileDescription} Other formats: B0004.`,
        querystring: previewQuerySchema.extend({ lang }),
      },
    },
    async (request, reply) => preview(request, reply, request.query.fileId),
  );
  app.get(
    p + R.ossDownload,
    {
      schema: {
        tags: ['files'],
        summary:
          'Overseas edition: download (isPreview 0; on object storage a 302 to a short-lived presigned URL) or preview (isPreview 1)',
        description: fileDescription,
        querystring: ossDownloadQuerySchema.extend({ lang }),
      },
    },
    async (request, reply) => {
      const { fileId } = request.query;
      if (request.query.isPreview === 1) return preview(request, reply, fileId);
      // On a bucket: a short-lived presigned URL (decision 0025); on local disk: streamed.
      const file = await files.find(fileId);
      await ctx.shares.require(request, reply, file.section, { type: 'file', id: fileId });
      const req = fileRequest(request);
      const redirect = await files.downloadRedirect(
        file,
        L(request),
        req,
        ctx.config.storage.kind === 's3' ? ctx.config.storage.presignSeconds : 0,
      );
      return send(reply, redirect ?? (await files.download(file, L(request), req)));
    },
  );

  // ---- Share links
  app.post(
    p + R.shareGetLink,
    {
      schema: {
        tags: ['share'],
        summary:
          'Make a share link (login; the sharer must see the entity): the absolute link in data',
        body: shareRequestSchema,
        response: { 200: envelopeSchema(shareLinkSchema) },
      },
    },
    async (request, reply) => {
      const userId = await user(request, reply);
      return ok(await shares.create(userId, request.body, originOf(request)));
    },
  );
  app.get(
    p + R.shareOpenLink,
    {
      schema: {
        tags: ['share'],
        summary: 'What a share link opens (A0073 unknown or expired; A0001 login link, anonymous)',
        querystring: openLinkQuerySchema,
        response: { 200: envelopeSchema(openedLinkSchema) },
      },
    },
    async (request) => ok(await shares.open(request, request.query.token, hostOf(request))),
  );

  // ---- Favourites (login); answers kept per user until one of the user's favourites changes.
  const changing = async <T>(userId: number, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      ctx.answers.forget(userId, 'favourites');
    }
  };
  app.post(
    p + R.favouriteAdd,
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a favourite (A0002 when already there); answers its id',
        body: favouriteAddSchema,
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request, reply) => {
      const userId = await user(request, reply);
      const { entityType, entityId } = request.body;
      return ok(await changing(userId, () => favourites.add(userId, entityType, entityId)));
    },
  );
  const remove = async (
    request: FastifyRequest,
    reply: FastifyReply,
    q: z.infer<typeof favouriteDeleteSchema>,
  ) => {
    // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
    const userId = await user(request, reply);
    await changing(userId, () => favourites.remove(userId, q));
    return ok(null);
  };
  const removeSchema = {
    tags: ['favourites'],
    summary: 'Remove one of my favourites, by id or by entity',
    response: { 200: envelopeSchema(z.null()) },
  };
  app.post(
    p + R.favouriteDelete,
    { schema: { ...removeSchema, body: favouriteDeleteSchema } },
    async (request, reply) => remove(request, reply, request.body),
  );
  app.get(
    p + R.favouriteDelete,
    { schema: { ...removeSchema, querystring: favouriteDeleteSchema, hide: true } },
    async (request, reply) => remove(request, reply, request.query),
  );
  app.post(
    p + R.favouriteTop,
    {
      schema: {
        tags: ['favourites'],
        summary: 'Top (1) or untop (0) one of my favourites',
        body: favouriteTopSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const userId = await user(request, reply);
      const { id, top } = request.body;
      await changing(userId, () => favourites.top(userId, id, top === 1));
      return ok(null);
    },
  );
  app.get(
    p + R.favouriteList,
    {
      schema: {
        tags: ['favourites'],
        summary: 'My favourites: topped first, then newest',
        querystring: favouriteListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(favouriteSchema)) },
      },
    },
    async (request, reply) => {
      const userId = await user(request, reply);
      const lang = L(request);
      const { pageNum, pageSize, entityType } = request.query;
      return ok(
        await ctx.answers.get(
          userId,
          'favourites',
          `list|${lang}|${pageNum}|${pageSize}|${entityType ?? ''}`,
          () => favourites.list(userId, request.query, lang),
        ),
      );
    },
  );
  app.get(
    p + R.favouriteState,
    {
      schema: {
        tags: ['favourites'],
        summary: 'Which of these entities I have favourited (entityId -> favourite id)',
        querystring: favouriteStateQuerySchema,
        response: { 200: envelopeSchema(favouriteStateSchema) },
      },
    },
    async (request, reply) => {
      const userId = await user(request, reply);
      const { entityType, entityIds } = request.query;
      return ok(
        await ctx.answers.get(userId, 'favourites', `state|${entityType}|${entityIds.join()}`, () =>
          favourites.state(userId, entityType, entityIds),
        ),
      );
    },
  );
}
