import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_CALLS as C, ACCOUNT_ROUTES as R, idSchema, IMAGE_RULES } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { editionOf } from '../../http/context.js';
import { readMultipart, requireImages } from '../../http/multipart.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { AccountServices } from './account-services.js';

/** My information, password, avatar and stored images. */
export function registerProfileRoutes(ctx: AppContext, { accounts, files }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const calls = new CallRoutes(ctx.app, p, ctx.sessions);

  calls.add(C.updatePassword, async ({ body, request, reply, userId }) => {
    // The session itself (looked up once per request): the change ends the account's others.
    const s = await ctx.sessions.require(request, reply);
    await accounts.changePassword(userId, s.idHash, body.oldPassword, body.newPassword);
    ctx.sessions.forgetUser(userId);
    return null;
  });

  calls.add(C.profile, async ({ userId }) =>
    ctx.answers.get(userId, 'profile', '', () => accounts.profile(userId)),
  );

  calls.add(C.updateProfile, async ({ body, request, userId }) => {
    const profile = await accounts.updateProfile(userId, body, editionOf(ctx.config, request));
    ctx.sessions.forgetUser(userId);
    ctx.answers.forget(userId, 'profile');
    return profile;
  });

  calls.add(
    C.uploadAvatar,
    async ({ request, userId }) => {
      const { images } = await readMultipart(request, { file: IMAGE_RULES.avatar });
      requireImages(images, ['file']);
      const avatar = await accounts.uploadAvatar(userId, images.file!);
      ctx.sessions.forgetUser(userId);
      ctx.answers.forget(userId, 'profile');
      return avatar;
    },
    {
      config: perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute),
      multipart: {
        files: { file: { description: 'The avatar: JPEG or PNG, ≤ 2 MB, ≥ 100 px' } },
      },
    },
  );

  // By hand, not a described call: the image's id is in the path (`/front/user/file/<id>`),
  // which a call description has no place for, and the answer is the image's bytes.
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
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(C.loginLog, async ({ query, request, userId }) => {
    const { pageNum, pageSize } = query;
    const lang = ctx.langOf(request);
    return ctx.answers.get(userId, 'logins', `${lang}|${pageNum}|${pageSize}`, () =>
      accounts.loginLog(userId, pageNum, pageSize, lang),
    );
  });
}
