import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articleReadBodySchema,
  articleSummarySchema,
  byIdQuerySchema,
  CATALOGUE_ROUTES as R,
  envelopeSchema,
  hotKeywordSchema,
  langQuerySchema,
  pageSchema,
  searchRecordSchema,
  sizeQuerySchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { ArticleReader, SupportService } from './support.service.js';

/**
 * Articles, FAQ and search (spec 3, 7). The articles are the support FAQ and the developer
 * documents alike; the service decides by an article's kind what the caller must hold.
 */
export function registerSupportRoutes(ctx: AppContext, support: SupportService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const reader = (request: FastifyRequest, reply: FastifyReply): ArticleReader => ({
    section: (title) => requireSection(ctx, request, reply, title),
    shared: (title, what) => ctx.shares.require(request, reply, title, what),
    userId: async () => (await ctx.sessions.current(request))?.userId,
  });

  app.get(
    p + R.articleList,
    {
      schema: {
        tags: ['articles'],
        summary:
          'Documents (login, developer section) or FAQ (public), searchable in Chinese and English',
        querystring: articleListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(articleSummarySchema)) },
      },
    },
    async (request, reply) =>
      ok(await support.list(request.query, L(request), reader(request, reply))),
  );
  app.get(
    p + R.articleById,
    {
      schema: {
        tags: ['articles'],
        summary: 'One article',
        querystring: byIdQuerySchema,
        response: { 200: envelopeSchema(articleDetailSchema) },
      },
    },
    async (request, reply) =>
      ok(await support.article(request.query.id, L(request), reader(request, reply))),
  );
  app.post(
    p + R.articleReadNum,
    {
      schema: {
        tags: ['articles'],
        summary: 'Count one read; answers the new count',
        body: articleReadBodySchema,
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request, reply) => ok(await support.read(request.body.id, reader(request, reply))),
  );
  app.get(
    p + R.homeFaq,
    {
      schema: {
        tags: ['articles'],
        summary: 'FAQ for the workbench',
        querystring: sizeQuerySchema,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request) => ok(await support.faqs(L(request), { size: request.query.size })),
  );
  app.get(
    p + R.hotQuestion,
    {
      schema: {
        tags: ['articles'],
        summary: 'Hot questions',
        querystring: sizeQuerySchema,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request) => ok(await support.faqs(L(request), { hot: true, size: request.query.size })),
  );
  app.get(
    p + R.hotKeyWords,
    {
      schema: {
        tags: ['articles'],
        summary: 'Hot keywords',
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(hotKeywordSchema)) },
      },
    },
    async (request) => ok(await support.hotKeywords(L(request))),
  );
  app.get(
    p + R.searchHistory,
    {
      schema: {
        tags: ['articles'],
        summary: 'My recent searches',
        response: { 200: envelopeSchema(z.array(searchRecordSchema)) },
      },
    },
    async (request, reply) => {
      const { userId } = await ctx.sessions.require(request, reply);
      return ok(await support.searchHistory(userId));
    },
  );
}
