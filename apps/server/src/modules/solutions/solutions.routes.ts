import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECTIONS, SOLUTION_CALLS as S } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import type { SolutionsService } from './solutions.service.js';

/**
 * Solution cases (SOLUTION_CALLS, decision 0061): public lists, login-only detail and files (or
 * a share link), device filters.
 */
export function registerSolutionsRoutes(ctx: AppContext, solutions: SolutionsService): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  // The solution section, or a share token that covers the case (shared pages, spec 4).
  const sharedCase = (request: FastifyRequest, reply: FastifyReply, id: number) =>
    ctx.shares.require(request, reply, SECTIONS.solution, { type: 'case', id });

  calls.add(S.industries, ({ request }) => solutions.industries(L(request)));
  calls.add(S.caseList, ({ query, request }) => solutions.list(query, L(request)));
  calls.add(S.caseDetail, async ({ query, request, reply }) => {
    await sharedCase(request, reply, query.id);
    return solutions.detail(query.id, L(request));
  });
  calls.add(S.caseFiles, async ({ query, request, reply }) => {
    await sharedCase(request, reply, query.caseId);
    return solutions.files(query.caseId, L(request));
  });
  calls.add(S.equipmentList, ({ request }) => solutions.equipment(L(request)));
  calls.add(S.equipmentListNew, ({ request }) => solutions.equipmentGrouped(L(request)));
  calls.add(S.appEquipment, ({ query, request }) =>
    solutions.forDevice(query.productId, L(request)),
  );
}
