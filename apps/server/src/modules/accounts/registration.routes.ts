import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ROUTES as R,
  checkEmailSchema,
  checkPhoneSchema,
  codeSentSchema,
  envelopeSchema,
  newPasswordSchema,
  registerOptionsQuerySchema,
  registerOptionsSchema,
  registerResultSchema,
  registerSchema,
  resetGrantSchema,
  sendEmailCodeSchema,
  sendMobileCodeSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { editionOf } from '../../http/context.js';
import type { AccountServices } from './account-services.js';

/** Sign-up, verification codes and password recovery. */
export function registerRegistrationRoutes(ctx: AppContext, { accounts }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
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
    async (request, reply) => {
      // A contact code confirms a new address of a signed-in account: only for one.
      if (request.body.type === 'contact') await ctx.sessions.require(request, reply);
      return ok(
        await accounts.sendCode('email', request.body.email, request.body.type, request.ip),
      );
    },
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
    async (request, reply) => {
      if (request.body.type === 'contact') await ctx.sessions.require(request, reply);
      return ok(await accounts.sendCode('sms', request.body.phone, request.body.type, request.ip));
    },
  );

  app.get(
    p + R.registerOptions,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The system a registration link locks (the Stage Now key: 3)',
        querystring: registerOptionsQuerySchema,
        response: { 200: envelopeSchema(registerOptionsSchema) },
      },
    },
    async (request) => ok({ lockedSystem: accounts.lockedSystem(request.query.apiKey) }),
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
}
