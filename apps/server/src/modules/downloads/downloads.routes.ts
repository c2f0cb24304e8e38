import { DOWNLOAD_CALLS as D, SECTIONS } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { requireSection } from '../../http/permission.js';
import type { DevicesService } from '../devices/devices.service.js';
import { DownloadsRepo } from './downloads.repo.js';
import { DownloadsService } from './downloads.service.js';

/** The download centre (spec 3; login, download section; DOWNLOAD_CALLS, decision 0061). */
export function registerDownloadsRoutes(ctx: AppContext, devices: DevicesService): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const downloads = new DownloadsService(new DownloadsRepo(ctx.db), devices);

  calls.add(D.fileCategories, async ({ request, reply }) => {
    await requireSection(ctx, request, reply, SECTIONS.download);
    return downloads.categories(ctx.langOf(request));
  });
  calls.add(D.downloadCenter, async ({ query, request, reply }) => {
    await requireSection(ctx, request, reply, SECTIONS.download);
    return downloads.page(query, ctx.langOf(request));
  });
}
