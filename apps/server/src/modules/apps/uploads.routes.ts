import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APP_CALLS as A, idSchema, SECTIONS, uploadFieldsSchema } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { CallRoutes } from '../../http/call-route.js';
import { requireSectionOf } from '../../http/permission.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { FileAnswer, FileRequest } from '../files/files.service.js';
import type { AppsRouteKit, AppsServices } from './route-kit.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const rawDescription =
  'Raw bytes on success (no envelope; Range and If-Range resume); an envelope with the code otherwise.';

/**
 * The upload pipeline (`/front/upload/getBusId`), the bytes of uploads, the app categories and the
 * market's download of a released app's package.
 */
export function registerUploadRoutes(
  ctx: AppContext,
  { uploads, versions, apps }: AppsServices,
  kit: AppsRouteKit,
  calls: CallRoutes,
): void {
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const fileRequest = (request: FastifyRequest): FileRequest => ({
    range: request.headers.range,
    ifRange: header(request.headers['if-range']),
    count: request.method !== 'HEAD',
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
    A.upload,
    async ({ userId, request }) => {
      await kit.developer(userId);
      return kit.changing(userId, () =>
        uploads.upload(userId, request, (target, apk) => versions.checkUpload(target, apk)),
      );
    },
    {
      description:
        'Streamed to storage and checked while it arrives: icon PNG/JPG ≤ 2 MB (not square or under 512 px: a warning), package APK ≤ 150 MB (read and answered for the form), media JPG/PNG/GIF or video ≤ 100 MB. B0006, B0007, B0013, B0010-B0012 (with appId), B0008; nothing is kept of a refused upload.',
      multipart: {
        fields: uploadFieldsSchema,
        files: { file: { description: 'The icon, package or medium (after the fields)' } },
      },
      config: perUserRateLimit(ctx.sessions, ctx.config.appUploadRatePerMinute),
    },
  );
  calls.add(
    A.file,
    async ({ params, request, reply }) => {
      const s = await ctx.sessions.current(request);
      return send(reply, await uploads.serve(s?.userId ?? null, params.id, fileRequest(request)));
    },
    { description: rawDescription, raw: true, params: z.object({ id: idSchema }) },
  );
  calls.add(A.categories, ({ request }) => apps.categoryList(L(request)));
  calls.add(
    A.marketDownload,
    async ({ userId, query, request, reply }) => {
      await requireSectionOf(ctx.db, userId, SECTIONS.marketplace);
      return send(reply, await versions.download(query.appId, L(request), fileRequest(request)));
    },
    { description: rawDescription, raw: true },
  );
}
