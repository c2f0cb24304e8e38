import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_CALLS as S } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { requireSection } from '../../http/permission.js';
import type { ArticleReader, SupportService } from './support.service.js';

/**
 * Articles, FAQ and search (spec 3, 7; SUPPORT_CALLS, decision 0061). The articles are the
 * support FAQ and the developer documents alike; the service decides by an article's kind what
 * the caller must hold.
 */
export function registerSupportRoutes(ctx: AppContext, support: SupportService): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const reader = (request: FastifyRequest, reply: FastifyReply): ArticleReader => ({
    section: (title) => requireSection(ctx, request, reply, title),
    shared: (title, what) => ctx.shares.require(request, reply, title, what),
    userId: async () => (await ctx.sessions.current(request))?.userId,
  });

  calls.add(S.articleList, ({ query, request, reply }) =>
    support.list(query, L(request), reader(request, reply)),
  );
  calls.add(S.articleById, ({ query, request, reply }) =>
    support.article(query.id, L(request), reader(request, reply)),
  );
  calls.add(S.articleReadNum, ({ body, request, reply }) =>
    support.read(body.id, reader(request, reply)),
  );
  calls.add(S.homeFaq, ({ query, request }) => support.faqs(L(request), { size: query.size }));
  calls.add(S.hotQuestion, ({ query, request }) =>
    support.faqs(L(request), { hot: true, size: query.size }),
  );
  calls.add(S.hotKeyWords, ({ request }) => support.hotKeywords(L(request)));
  calls.add(S.searchHistory, ({ userId }) => support.searchHistory(userId));
}
