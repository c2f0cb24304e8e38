import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  newNoticeQuerySchema,
  noticeDetailQuerySchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticeSummarySchema,
  pageSchema,
  ROUTES,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { NoticesRepo } from './notices.repo.js';
import { NoticesService } from './notices.service.js';
import { ContentChanges } from './content-changes.service.js';

export function registerNoticeRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const service = new NoticesService(new NoticesRepo(ctx.db), ContentChanges.of(ctx.db));
  const p = ctx.config.apiPrefix;
  const lang = z.enum(['zh', 'en']).optional();

  app.get(
    p + ROUTES.noticeList,
    {
      schema: {
        tags: ['notices'],
        summary: 'Published notices, newest first, paged; optional title search',
        querystring: noticeListQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(pageSchema(noticeSummarySchema)) },
      },
    },
    async (request) => ok(await service.list(request.query, ctx.langOf(request))),
  );

  app.get(
    p + ROUTES.newNotices,
    {
      schema: {
        tags: ['notices'],
        summary: 'The latest notices',
        querystring: newNoticeQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(z.array(noticeSummarySchema)) },
      },
    },
    async (request) => ok(await service.latest(request.query.size, ctx.langOf(request))),
  );

  app.get(
    p + ROUTES.noticeDetail,
    {
      schema: {
        tags: ['notices'],
        summary: 'One notice with its neighbours in list order',
        querystring: noticeDetailQuerySchema.extend({ lang }),
        response: { 200: envelopeSchema(noticeDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(request.query.id, ctx.langOf(request))),
  );
}
