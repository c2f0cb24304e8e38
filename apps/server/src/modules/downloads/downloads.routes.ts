import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_ROUTES as R,
  downloadFileSchema,
  downloadListQuerySchema,
  envelopeSchema,
  langQuerySchema,
  pageSchema,
  SECTIONS,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { requireSection } from '../../http/permission.js';
import type { DevicesService } from '../devices/devices.service.js';
import { DownloadsRepo } from './downloads.repo.js';
import { DownloadsService } from './downloads.service.js';

/** The download centre (spec 3; login, download section). */
export function registerDownloadsRoutes(ctx: AppContext, devices: DevicesService): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const downloads = new DownloadsService(new DownloadsRepo(ctx.db), devices);

  app.get(
    p + R.fileCategories,
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download centre classification tree',
        querystring: langQuerySchema,
      },
    },
    async (request, reply) => {
      await requireSection(ctx, request, reply, SECTIONS.download);
      return ok(await downloads.categories(ctx.langOf(request)));
    },
  );
  app.get(
    p + R.downloadCenter,
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download centre files by classification branch and name',
        querystring: downloadListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(downloadFileSchema)) },
      },
    },
    async (request, reply) => {
      await requireSection(ctx, request, reply, SECTIONS.download);
      return ok(await downloads.page(request.query, ctx.langOf(request)));
    },
  );
}
