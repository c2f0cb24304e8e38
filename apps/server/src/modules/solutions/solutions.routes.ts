import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byIdQuerySchema,
  byProductQuerySchema,
  caseFilesQuerySchema,
  CATALOGUE_ROUTES as R,
  catalogueFileSchema,
  deviceApplicableSchema,
  envelopeSchema,
  equipmentDeviceSchema,
  equipmentGroupSchema,
  industrySchema,
  langQuerySchema,
  pageSchema,
  SECTIONS,
  solutionCaseDetailSchema,
  solutionCaseSummarySchema,
  solutionListQuerySchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { SolutionsService } from './solutions.service.js';

/** Solution cases: public lists, login-only detail and files (or a share link), device filters. */
export function registerSolutionsRoutes(ctx: AppContext, solutions: SolutionsService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  // The solution section, or a share token that covers the case (shared pages, spec 4).
  const sharedCase = (request: FastifyRequest, reply: FastifyReply, id: number) =>
    ctx.shares.require(request, reply, SECTIONS.solution, { type: 'case', id });

  app.get(
    p + R.industries,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Industries',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(industrySchema)) },
      },
    },
    async (request) => ok(await solutions.industries(L(request))),
  );
  app.get(
    p + R.caseList,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Solution cases by industry, device and keyword',
        querystring: solutionListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(solutionCaseSummarySchema)) },
      },
    },
    async (request) => ok(await solutions.list(request.query, L(request))),
  );
  app.get(
    p + R.caseDetail,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Solution case detail (login, solution section)',
        querystring: byIdQuerySchema,
        response: { 200: envelopeSchema(solutionCaseDetailSchema) },
      },
    },
    async (request, reply) => {
      await sharedCase(request, reply, request.query.id);
      return ok(await solutions.detail(request.query.id, L(request)));
    },
  );
  app.get(
    p + R.caseFiles,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Files of a case (login, solution section)',
        querystring: caseFilesQuerySchema,
        response: { 200: envelopeSchema(z.array(catalogueFileSchema)) },
      },
    },
    async (request, reply) => {
      await sharedCase(request, reply, request.query.caseId);
      return ok(await solutions.files(request.query.caseId, L(request)));
    },
  );
  app.get(
    p + R.equipmentList,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Models some case applies to',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(equipmentDeviceSchema)) },
      },
    },
    async (request) => ok(await solutions.equipment(L(request))),
  );
  app.get(
    p + R.equipmentListNew,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Models some case applies to, by classification',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(equipmentGroupSchema)) },
      },
    },
    async (request) => ok(await solutions.equipmentGrouped(L(request))),
  );
  app.get(
    p + R.appEquipment,
    {
      schema: {
        tags: ['solutions'],
        summary: 'Device-applicable query: cases and apps for a model',
        querystring: byProductQuerySchema,
        response: { 200: envelopeSchema(deviceApplicableSchema) },
      },
    },
    async (request) => ok(await solutions.forDevice(request.query.productId, L(request))),
  );
}
