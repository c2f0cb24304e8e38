import { ACCOUNT_CALLS as C } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import type { AccountServices } from './account-services.js';
import { areaChildren } from './areas.js';

/** Reference data: administrative areas and dictionary entries. */
export function registerDictionaryRoutes(ctx: AppContext, { accounts }: AccountServices): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(C.areas, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return areaChildren(query.parentCode);
  });

  calls.add(C.dictionary, async ({ query, request }) =>
    accounts.dictionary(query.ctgKey, ctx.langOf(request)),
  );
}
