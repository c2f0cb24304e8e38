import { ACCOUNT_CALLS as C } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import type { AccountServices } from './account-services.js';

/** Single sign-on for partner sites. */
export function registerSsoRoutes(ctx: AppContext, { sso }: AccountServices): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(C.ssoPartner, async ({ query }) => ({ name: sso.partner(query.apiKey).name }));

  calls.add(C.ssoAuthorize, async ({ body, userId }) =>
    sso.authorize(userId, body.apiKey, body.redirectUrl),
  );

  calls.add(
    C.ssoExchange,
    async ({ body }) => sso.exchange(body.apiKey, body.secret, body.ticket),
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );
}
