import { ACCOUNT_CALLS as C } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { editionOf } from '../../http/context.js';
import { CallRoutes } from '../../http/call-route.js';
import type { AccountServices } from './account-services.js';

/** Sign-up, verification codes and password recovery. */
export function registerRegistrationRoutes(ctx: AppContext, { accounts }: AccountServices): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const config = { rateLimit: { max: 10, timeWindow: 60_000 } };

  calls.add(
    C.sendEmailCode,
    async ({ body, request, reply }) => {
      // A contact code confirms a new address of a signed-in account: only for one.
      if (body.type === 'contact') await ctx.sessions.require(request, reply);
      return accounts.sendCode('email', body.email, body.type, request.ip);
    },
    { config },
  );

  calls.add(
    C.sendMobileCode,
    async ({ body, request, reply }) => {
      if (body.type === 'contact') await ctx.sessions.require(request, reply);
      return accounts.sendCode('sms', body.phone, body.type, request.ip);
    },
    { config },
  );

  calls.add(C.registerOptions, async ({ query }) => ({
    lockedSystem: accounts.lockedSystem(query.apiKey),
  }));

  calls.add(
    C.register,
    async ({ body, request }) => accounts.register(body, editionOf(ctx.config, request)),
    { config },
  );

  calls.add(
    C.checkEmail,
    async ({ body }) => accounts.checkRecoveryCode('email', body.email, body.codes),
    { config },
  );

  calls.add(
    C.checkPhone,
    async ({ body }) => accounts.checkRecoveryCode('sms', body.phone, body.codes),
    { config },
  );

  calls.add(
    C.newPassword,
    async ({ body }) => {
      ctx.sessions.forgetUser(await accounts.resetPassword(body.grant, body.password));
      return null;
    },
    { config },
  );
}
