import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  FAVOURITE_CALLS,
  FILE_CALLS,
  TOKEN_HEADER,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { FavouritesService } from './favourites.service.js';
import { FavouritesRepo } from './favourites.repo.js';
import { FilesRepo } from './files.repo.js';
import { FilesService, type FileAnswer, type FileRequest } from './files.service.js';
import { ShareService } from './share.service.js';
import { CallRoutes } from '../../http/call-route.js';

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

  const calls = new CallRoutes(ctx.app, p, ctx.sessions);
  const R = FILE_CALLS;

  // ---- Downloads and previews (raw bytes; the share token or login and section: shares.require)
  calls.add(R.download, ({ query, request, reply }) => download(request, reply, query.fileId), {
    description: fileDescription,
    raw: true,
  });
  calls.add(R.preview, ({ query, request, reply }) => preview(request, reply, query.fileId), {
    description: `${fileDescription} Other formats: B0004.`,
    raw: true,
  });
  calls.add(
    R.ossDownload,
    async ({ query, request, reply }) => {
      const { fileId } = query;
      if (query.isPreview === 1) return preview(request, reply, fileId);
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
    { description: fileDescription, raw: true },
  );

  // ---- Share links
  calls.add(R.shareGetLink, ({ userId, body, request }) =>
    shares.create(userId, body, originOf(request)),
  );
  calls.add(R.shareOpenLink, ({ query, request }) =>
    shares.open(request, query.token, hostOf(request)),
  );

  // ---- Favourites (login); answers kept per user until one of the user's favourites changes.
  const changing = async <T>(userId: number, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      ctx.answers.forget(userId, 'favourites');
    }
  };
  const F = FAVOURITE_CALLS;
  calls.add(F.add, ({ userId, body }) =>
    changing(userId, () => favourites.add(userId, body.entityType, body.entityId)),
  );
  calls.add(F.remove, async ({ userId, body }) => {
    await changing(userId, () => favourites.remove(userId, body));
    return null;
  });
  // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
  app.get(
    p + FAVOURITE_CALLS.remove.path,
    { schema: { querystring: F.remove.body, hide: true } },
    async (request, reply) => {
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
      const userId = await user(request, reply);
      await changing(userId, () => favourites.remove(userId, request.query));
      return ok(null);
    },
  );
  calls.add(F.top, async ({ userId, body }) => {
    await changing(userId, () => favourites.top(userId, body.id, body.top === 1));
    return null;
  });
  calls.add(F.rename, async ({ userId, body }) => {
    await changing(userId, () => favourites.rename(userId, body.id, body.label));
    return null;
  });
  calls.add(F.list, ({ userId, query, request }) => {
    const lang = L(request);
    return ctx.answers.get(
      userId,
      'favourites',
      `list|${lang}|${query.pageNum}|${query.pageSize}|${query.entityType ?? ''}`,
      () => favourites.list(userId, query, lang),
    );
  });
  calls.add(F.state, ({ userId, query: { entityType, entityIds } }) =>
    ctx.answers.get(userId, 'favourites', `state|${entityType}|${entityIds.join()}`, () =>
      favourites.state(userId, entityType, entityIds),
    ),
  );
}
