import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_ROUTES as R,
  appCategoriesQuerySchema,
  appCategorySchema,
  envelopeSchema,
  idSchema,
  marketDownloadQuerySchema,
  SECTIONS,
  uploadFieldsSchema,
  uploadSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
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
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
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

  app.post(
    p + R.upload,
    {
      schema: {
        tags: ['developer apps'],
        summary:
          'Upload an icon, install package or intro image/video (multipart: purpose [and appId] first, then file); answers its business id',
        description:
          'Streamed to storage and checked while it arrives: icon PNG/JPG ≤ 2 MB (not square or under 512 px: a warning), package APK ≤ 150 MB (read and answered for the form), media JPG/PNG/GIF or video ≤ 100 MB. B0006, B0007, B0013, B0010-B0012 (with appId), B0008; nothing is kept of a refused upload.',
        response: { 200: envelopeSchema(uploadSchema) },
        multipart: {
          fields: uploadFieldsSchema,
          files: { file: { description: 'The icon, package or medium (after the fields)' } },
        },
      },
      config: perUserRateLimit(ctx.sessions, ctx.config.appUploadRatePerMinute),
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      return ok(
        await kit.changing(userId, () =>
          uploads.upload(userId, request, (target, apk) => versions.checkUpload(target, apk)),
        ),
      );
    },
  );
  app.get(
    `${p}${R.appFile}/:id`,
    {
      schema: {
        tags: ['developer apps'],
        summary:
          "An upload's bytes: to its owner; the icon and media of a released app's listing to anyone",
        description: rawDescription,
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.current(request);
      return send(
        reply,
        await uploads.serve(s?.userId ?? null, request.params.id, fileRequest(request)),
      );
    },
  );
  app.get(
    p + R.categories,
    {
      schema: {
        tags: ['developer apps'],
        summary: 'App categories (the market classifications), bilingual',
        querystring: appCategoriesQuerySchema,
        response: { 200: envelopeSchema(z.array(appCategorySchema)) },
      },
    },
    async (request) => ok(await apps.categoryList(L(request))),
  );
  app.get(
    p + R.marketDownload,
    {
      schema: {
        tags: ['apps'],
        summary:
          "Download a released app's current install package (login, market section; counts one per version from byte 0)",
        description: rawDescription,
        querystring: marketDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      await requireSection(ctx, request, reply, SECTIONS.marketplace);
      return send(
        reply,
        await versions.download(request.query.appId, L(request), fileRequest(request)),
      );
    },
  );
}
