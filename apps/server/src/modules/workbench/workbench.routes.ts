import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  envelopeSchema,
  WORKBENCH_CALLS as W,
  type Lang,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { SolutionsService } from '../solutions/solutions.service.js';
import { WorkbenchRepo } from './workbench.repo.js';
import { WorkbenchService } from './workbench.service.js';
import { MessagesService } from '../messages/messages.service.js';

/**
 * The workbench: management systems and trials, my counts and admin accounts, banners, and the
 * recommended cases and apps (read from the solutions and marketplace services). Every call is
 * described once in WORKBENCH_CALLS (decision 0061).
 */
export function registerWorkbenchRoutes(
  ctx: AppContext,
  solutions: SolutionsService,
  marketplace: MarketplaceService,
): void {
  const p = ctx.config.apiPrefix;
  const workbench = new WorkbenchService(new WorkbenchRepo(ctx.db), MessagesService.on(ctx.db));
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const calls = new CallRoutes(ctx.app, p, ctx.sessions);

  // Public, but a signed-in visitor sees their own trial state: read the session if there is one.
  calls.add(W.platforms, async ({ request }) => {
    const s = await ctx.sessions.current(request);
    return workbench.platforms(s?.userId ?? null, L(request));
  });
  const trial = async (
    userId: number,
    query: { platformId: number; action: 'apply' | 'cancel' },
    lang: Lang,
  ) => {
    try {
      return await workbench.trial(userId, query.platformId, query.action, lang);
    } finally {
      // A trial can give the user an admin account and devices of the platform.
      ctx.answers.forget(userId, 'devices');
    }
  };
  calls.add(W.trial, ({ userId, query, request }) => trial(userId, query, L(request)));
  // The spec lists GET; it changes state, so GET also needs the client header (CSRF).
  ctx.app.withTypeProvider<ZodTypeProvider>().get(
    p + W.trial.path,
    {
      schema: {
        querystring: W.trial.query,
        response: { 200: envelopeSchema(W.trial.answer) },
        hide: true,
      },
    },
    async (request, reply) => {
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new AppError('B0005');
      const { userId } = await ctx.sessions.require(request, reply);
      return ok(await trial(userId, request.query, L(request)));
    },
  );
  calls.add(W.recommendedCases, ({ query, request }) =>
    solutions.recommended(L(request), query.size),
  );
  calls.add(W.recommendedApps, ({ query, request }) =>
    marketplace.recommended(L(request), query.size),
  );
  calls.add(W.myApps, ({ userId, request }) => marketplace.mine(userId, L(request)));
  calls.add(W.banners, ({ query, request }) => workbench.banners(query.position, L(request)));
  calls.add(W.deviceCount, async ({ userId }) => ({
    count: await workbench.deviceCount(userId),
  }));
  calls.add(W.myData, ({ userId }) =>
    ctx.answers.get(userId, ['devices', 'messages'], 'myData', () => workbench.myData(userId)),
  );
  calls.add(W.adminAccounts, ({ userId, request }) => workbench.adminAccounts(userId, L(request)));
}
