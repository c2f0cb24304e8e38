import type { FastifyReply, FastifyRequest } from 'fastify';
import { MARKET_CALLS as M, SECTIONS } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { requireSection } from '../../http/permission.js';
import type { MarketplaceService } from './marketplace.service.js';

/**
 * The app market (tagged apps; MARKET_CALLS, decision 0061): public lists and details,
 * login-only checking data and files.
 */
export function registerMarketplaceRoutes(ctx: AppContext, marketplace: MarketplaceService): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const market = (request: FastifyRequest, reply: FastifyReply) =>
    requireSection(ctx, request, reply, SECTIONS.marketplace);

  calls.add(M.appList, ({ query, request }) => marketplace.list('market', query, L(request)));
  calls.add(M.ecologicalSoftware, ({ query, request }) =>
    marketplace.list('ecology', query, L(request)),
  );
  calls.add(M.appDetail, ({ query, request }) => marketplace.detail(query.id, L(request)));
  calls.add(M.appClassification, ({ request }) => marketplace.classifications(L(request)));
  calls.add(M.appProducts, ({ request }) => marketplace.products(L(request)));
  calls.add(M.checkingData, async ({ query, request, reply }) => {
    await market(request, reply);
    return marketplace.checkingData(query.productId, L(request));
  });
  calls.add(M.appInfoFiles, async ({ query, request, reply }) => {
    await market(request, reply);
    return marketplace.files(query.appId, L(request));
  });
}
