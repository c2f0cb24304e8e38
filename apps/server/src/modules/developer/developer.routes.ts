import type { FastifyRequest } from 'fastify';
import { RESOURCE_CALLS as R, SECTIONS, type Call } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes, type CallHandler } from '../../http/call-route.js';
import { requireSection } from '../../http/permission.js';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { SupportService } from '../support/support.service.js';
import { DeveloperRepo } from './developer.repo.js';
import { DeveloperService } from './developer.service.js';

/**
 * Developer resources (spec 3; login, developer section; RESOURCE_CALLS, decision 0061): API
 * reference, SDKs, tests, documents. Every call first checks the developer section.
 */
export function registerDeveloperRoutes(
  ctx: AppContext,
  files: CatalogueFilesService,
  support: SupportService,
): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const developer = new DeveloperService(new DeveloperRepo(ctx.db), files, support);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  /** Registers a call that first checks the developer section. */
  const dev = <C extends Call>(call: C, handler: CallHandler<C>) =>
    calls.add(call, async (input) => {
      await requireSection(ctx, input.request, input.reply, SECTIONS.developer);
      return handler(input);
    });

  dev(R.apiCategories, ({ request }) => developer.apiCategories(L(request)));
  dev(R.apiCategoryTree, ({ request }) => developer.apiCategoryTree(L(request)));
  dev(R.apiList, ({ query, request }) => developer.apis(query, L(request)));
  dev(R.sdkList, ({ query, request }) => developer.sdks('general', query, L(request)));
  dev(R.sdkModelList, ({ query, request }) => developer.sdks('model', query, L(request)));
  dev(R.sdkUnattached, ({ query, request }) =>
    developer.sdks('model', { ...query, productId: null }, L(request)),
  );
  dev(R.sdkProducts, ({ request }) => developer.sdkProducts(L(request)));
  dev(R.sdkParameters, ({ query, request }) => developer.sdkParameters(query.sdkId, L(request)));
  dev(R.sdkFiles, ({ query, request }) => developer.sdkFiles(query.sdkId, L(request)));
  dev(R.sdkDocs, ({ query, request }) => developer.docs(query, L(request)));
  dev(R.testPackages, ({ query, request }) => developer.testPackages(query, L(request)));
  dev(R.testProducts, ({ request }) => developer.testProducts(L(request)));
}
