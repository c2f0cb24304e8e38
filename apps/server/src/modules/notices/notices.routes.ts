import { NOTICE_CALLS as N } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { NoticesRepo } from './notices.repo.js';
import { NoticesService } from './notices.service.js';
import { ContentChanges } from './content-changes.service.js';

/** The published notices (NOTICE_CALLS, decision 0061): public, in the request language. */
export function registerNoticeRoutes(ctx: AppContext): void {
  const service = new NoticesService(new NoticesRepo(ctx.db), ContentChanges.of(ctx.db));
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(N.list, ({ query, request }) => service.list(query, ctx.langOf(request)));
  calls.add(N.latest, ({ query, request }) => service.latest(query.size, ctx.langOf(request)));
  calls.add(N.detail, ({ query, request }) => service.detail(query.id, ctx.langOf(request)));
}
