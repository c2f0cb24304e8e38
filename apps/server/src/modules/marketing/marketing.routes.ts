import type { FastifyRequest } from 'fastify';
import { MARKETING_CALLS as M, SECTIONS } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { requireSection } from '../../http/permission.js';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import { MarketingRepo } from './marketing.repo.js';
import { MarketingService } from './marketing.service.js';

/**
 * Marketing (spec 3; MARKETING_CALLS, decision 0061): material types and lists are public;
 * details and files need a section.
 */
export function registerMarketingRoutes(ctx: AppContext, files: CatalogueFilesService): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const marketing = new MarketingService(new MarketingRepo(ctx.db), files);
  const L = (request: FastifyRequest) => ctx.langOf(request);

  calls.add(M.materialTypes, ({ request }) => marketing.materialTypes(L(request)));
  calls.add(M.materialList, ({ query, request }) => marketing.materials(query, L(request)));
  calls.add(M.materialTypeLists, ({ request }) => marketing.materialsByType(L(request)));
  calls.add(M.materialDetail, async ({ query, request, reply }) => {
    // The section, or a share token covering this material (shared pages, spec 4).
    await ctx.shares.require(request, reply, SECTIONS.marketing, {
      type: 'material',
      id: query.id,
    });
    return marketing.material(query.id, L(request));
  });
  calls.add(M.materialFiles, async ({ query, request, reply }) => {
    await requireSection(ctx, request, reply, SECTIONS.marketingDownload);
    return marketing.materialFiles(query, L(request));
  });
}
