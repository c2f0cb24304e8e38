import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROUTES as R,
  areaQuerySchema,
  areaSchema,
  checkEmailSchema,
  checkPhoneSchema,
  codeSentSchema,
  dictionaryEntrySchema,
  dictionaryQuerySchema,
  enterpriseFieldsSchema,
  enterpriseStatusSchema,
  envelopeSchema,
  IMAGE_RULES,
  identityFieldsSchema,
  identityStatusSchema,
  loginLogQuerySchema,
  loginLogSchema,
  newPasswordSchema,
  pageSchema,
  profileSchema,
  registerResultSchema,
  registerSchema,
  resetGrantSchema,
  sendEmailCodeSchema,
  sendMobileCodeSchema,
  ssoAuthorizeResultSchema,
  ssoAuthorizeSchema,
  ssoExchangeSchema,
  ssoIdentitySchema,
  ssoPartnerSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { editionOf } from '../../http/context.js';
import { parseFields, readMultipart, requireImages } from '../../http/multipart.js';
import { AccountsRepo } from './accounts.repo.js';
import { AccountsService } from './accounts.service.js';
import { areaChildren } from './areas.js';
import { CertsRepo } from './certs.repo.js';
import { CertsService } from './certs.service.js';
import { CodesRepo } from './codes.repo.js';
import { CodesService } from './codes.service.js';
import { SsoRepo } from './sso.repo.js';
import { SsoService } from './sso.service.js';
import { UserFilesService } from './user-files.service.js';

export function registerAccountRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const repo = new AccountsRepo(ctx.db);
  const certsRepo = new CertsRepo(ctx.db);
  const files = new UserFilesService(repo, ctx.storage, p);
  const codes = new CodesService(
    new CodesRepo(ctx.db),
    ctx.config.idHashSecret,
    ctx.mailer,
    ctx.sms,
  );
  const accounts = new AccountsService(repo, certsRepo, files, ctx.config, codes);
  const certs = new CertsService(certsRepo, files, ctx.config.idHashSecret);
  const sso = new SsoService(new SsoRepo(ctx.db), repo, ctx.config.ssoPartners);
  const codeLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

  app.post(
    p + R.sendEmailCode,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send an e-mail verification code',
        body: sendEmailCodeSchema,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
      config: codeLimit,
    },
    async (request) =>
      ok(await accounts.sendCode('email', request.body.email, request.body.type, request.ip)),
  );

  app.post(
    p + R.sendMobileCode,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send an SMS verification code',
        body: sendMobileCodeSchema,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
      config: codeLimit,
    },
    async (request) =>
      ok(await accounts.sendCode('sms', request.body.phone, request.body.type, request.ip)),
  );

  app.post(
    p + R.register,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up; the account waits for approval',
        body: registerSchema,
        response: { 200: envelopeSchema(registerResultSchema) },
      },
      config: codeLimit,
    },
    async (request) => ok(await accounts.register(request.body, editionOf(ctx.config, request))),
  );

  app.post(
    p + R.checkEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Recovery step 1 (e-mail): check the code, get a reset grant',
        body: checkEmailSchema,
        response: { 200: envelopeSchema(resetGrantSchema) },
      },
      config: codeLimit,
    },
    async (request) =>
      ok(await accounts.checkRecoveryCode('email', request.body.email, request.body.codes)),
  );

  app.post(
    p + R.checkPhone,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Recovery step 1 (SMS): check the code, get a reset grant',
        body: checkPhoneSchema,
        response: { 200: envelopeSchema(resetGrantSchema) },
      },
      config: codeLimit,
    },
    async (request) =>
      ok(await accounts.checkRecoveryCode('sms', request.body.phone, request.body.codes)),
  );

  app.post(
    p + R.newPassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Recovery step 2: set the new password with the grant',
        body: newPasswordSchema,
      },
      config: codeLimit,
    },
    async (request) => {
      ctx.sessions.forgetUser(
        await accounts.resetPassword(request.body.grant, request.body.password),
      );
      return ok(null);
    },
  );

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
      return ok(await accounts.profile(s.userId));
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
      return ok(profile);
    },
  );

  app.post(
    p + R.uploadAvatar,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Upload an avatar (multipart `file`: jpg/png, ≤ 2 MB, larger than 100×100)',
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const { images } = await readMultipart(request, { file: IMAGE_RULES.avatar });
      requireImages(images, ['file']);
      const avatar = await accounts.uploadAvatar(s.userId, images.file!);
      ctx.sessions.forgetUser(s.userId);
      return ok(avatar);
    },
  );

  app.get(
    `${p}${R.userFile}/:id`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'One of my stored images',
        params: z.object({ id: z.coerce.number().int().positive() }),
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

  app.get(
    p + R.identityStatus,
    {
      schema: {
        tags: ['certification'],
        summary: 'My real-name certification',
        response: { 200: envelopeSchema(identityStatusSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await certs.identity(s.userId));
    },
  );

  app.post(
    p + R.identitySubmit,
    {
      schema: {
        tags: ['certification'],
        summary:
          'Submit real-name certification (multipart: truename, idType, idNumber, portrait, emblem)',
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      await certs.assertCanSubmitIdentity(s.userId);
      const { fields, images } = await readMultipart(request, {
        portrait: IMAGE_RULES.idPhoto,
        emblem: IMAGE_RULES.idPhoto,
      });
      const f = parseFields(identityFieldsSchema, fields);
      requireImages(images, ['portrait', 'emblem']);
      return ok(await certs.submitIdentity(s.userId, f, images.portrait!, images.emblem!));
    },
  );

  app.get(
    p + R.enterpriseStatus,
    {
      schema: {
        tags: ['certification'],
        summary: 'My enterprise certification',
        response: { 200: envelopeSchema(enterpriseStatusSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await certs.enterprise(s.userId));
    },
  );

  app.post(
    p + R.enterpriseSubmit,
    {
      schema: {
        tags: ['certification'],
        summary: 'Submit enterprise certification (multipart: fields and `license`)',
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      await certs.assertCanSubmitEnterprise(s.userId);
      const { fields, images } = await readMultipart(request, { license: IMAGE_RULES.license });
      const f = parseFields(enterpriseFieldsSchema, fields);
      requireImages(images, ['license']);
      return ok(await certs.submitEnterprise(s.userId, f, images.license!));
    },
  );

  app.get(
    p + R.areas,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Provinces, or the children of a province or city code',
        querystring: areaQuerySchema,
        response: { 200: envelopeSchema(z.array(areaSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(areaChildren(request.query.parentCode));
    },
  );

  app.get(
    p + R.dictionary,
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of a dictionary category (customer.type: user types)',
        querystring: dictionaryQuerySchema.extend({ lang: z.enum(['zh', 'en']).optional() }),
        response: { 200: envelopeSchema(z.array(dictionaryEntrySchema)) },
      },
    },
    async (request) => ok(await accounts.dictionary(request.query.ctgKey, ctx.langOf(request))),
  );

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
      return ok(
        await accounts.loginLog(
          s.userId,
          request.query.pageNum,
          request.query.pageSize,
          ctx.langOf(request),
        ),
      );
    },
  );

  app.get(
    p + R.ssoPartner,
    {
      schema: {
        tags: ['sso'],
        summary: 'Whether apiKey is a configured partner',
        querystring: z.object({ apiKey: z.string().min(1).max(128) }),
        response: { 200: envelopeSchema(ssoPartnerSchema) },
      },
    },
    async (request) => ok({ name: sso.partner(request.query.apiKey).name }),
  );

  app.post(
    p + R.ssoAuthorize,
    {
      schema: {
        tags: ['sso'],
        summary: 'After login: the partner address with a one-time ticket',
        body: ssoAuthorizeSchema,
        response: { 200: envelopeSchema(ssoAuthorizeResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await sso.authorize(s.userId, request.body.apiKey, request.body.redirectUrl));
    },
  );

  app.post(
    p + R.ssoExchange,
    {
      schema: {
        tags: ['sso'],
        summary: 'Partner server: exchange a ticket for the identity (once, within 60 s)',
        body: ssoExchangeSchema,
        response: { 200: envelopeSchema(ssoIdentitySchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) =>
      ok(await sso.exchange(request.body.apiKey, request.body.secret, request.body.ticket)),
  );
}
