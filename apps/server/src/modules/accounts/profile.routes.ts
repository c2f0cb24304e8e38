import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROUTES as R,
  envelopeSchema,
  idSchema,
  IMAGE_RULES,
  loginLogQuerySchema,
  loginLogSchema,
  pageSchema,
  profileSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { editionOf } from '../../http/context.js';
import { readMultipart, requireImages } from '../../http/multipart.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { AccountServices } from './account-services.js';

/** My information, password, avatar and stored images. */
export function registerProfileRoutes(ctx: AppContext, { accounts, files }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const uploadLimit = perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute);

  app.post(
    p + R.updatePassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change password; other sessions end',
        body: updatePasswordSchema,
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      await accounts.changePassword(
        s.userId,
        s.idHash,
        request.body.oldPassword,
        request.body.newPassword,
      );
      ctx.sessions.forgetUser(s.userId);
      return ok(null);
    },
  );

  app.get(
    p + R.profile,
    {
      schema: {
        tags: ['accounts'],
        summary: 'My information',
        response: { 200: envelopeSchema(profileSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await ctx.answers.get(s.userId, 'profile', '', () => accounts.profile(s.userId)));
    },
  );

  app.post(
    p + R.updateProfile,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Edit my information',
        body: updateProfileSchema,
        response: { 200: envelopeSchema(profileSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const profile = await accounts.updateProfile(
        s.userId,
        request.body,
        editionOf(ctx.config, request),
      );
      ctx.sessions.forgetUser(s.userId);
      ctx.answers.forget(s.userId, 'profile');
      return ok(profile);
    },
  );

  app.post(
    p + R.uploadAvatar,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Upload an avatar (multipart `file`: jpg/png, ≤ 2 MB, larger than 100×100)',
        multipart: {
          files: { file: { description: 'The avatar: JPEG or PNG, ≤ 2 MB, ≥ 100 px' } },
        },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const { images } = await readMultipart(request, { file: IMAGE_RULES.avatar });
      requireImages(images, ['file']);
      const avatar = await accounts.uploadAvatar(s.userId, images.file!);
      ctx.sessions.forgetUser(s.userId);
      ctx.answers.forget(s.userId, 'profile');
      return ok(avatar);
    },
  );

  app.get(
    `${p}${R.userFile}/:id`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'One of my stored images',
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const f = await files.own(s.userId, request.params.id);
      return reply
        .header('content-type', f.mime)
        .header('content-length', f.size)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(f.stream);
    },
  );
}

/** My login records (registered after the dictionary: the API document keeps that order). */
export function registerLoginLogRoutes(ctx: AppContext, { accounts }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;

  app.get(
    p + R.loginLog,
    {
      schema: {
        tags: ['accounts'],
        summary: 'My login records, newest first',
        querystring: loginLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(loginLogSchema)) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const { pageNum, pageSize } = request.query;
      const lang = ctx.langOf(request);
      return ok(
        await ctx.answers.get(s.userId, 'logins', `${lang}|${pageNum}|${pageSize}`, () =>
          accounts.loginLog(s.userId, pageNum, pageSize, lang),
        ),
      );
    },
  );
}
