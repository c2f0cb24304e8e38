import type { FastifyRequest } from 'fastify';
import { APP_CALLS as A } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { CallRoutes } from '../../http/call-route.js';
import type { AppsRouteKit, AppsServices } from './route-kit.js';

/** Versions of my apps (spec 7 `/front/fappsver/*`; the codes each answers: contract apps.ts). */
export function registerVersionRoutes(
  ctx: AppContext,
  { versions }: AppsServices,
  kit: AppsRouteKit,
  calls: CallRoutes,
): void {
  const L = (request: FastifyRequest) => ctx.langOf(request);

  calls.add(A.versionList, async ({ userId, query: q, request }) => {
    await kit.developer(userId);
    const l = L(request);
    return kit.read(userId, `versions|${l}|${q.appId}|${q.pageNum}|${q.pageSize}`, () =>
      versions.list(userId, q, l),
    );
  });
  calls.add(A.versionSave, async ({ userId, body, request }) => {
    await kit.developer(userId);
    return kit.changing(userId, () => versions.save(userId, body, L(request)));
  });
  calls.add(A.versionSubmit, async ({ userId, body, request }) => {
    await kit.developer(userId);
    return kit.changing(userId, () => versions.submit(userId, body.id, L(request)));
  });
  calls.add(A.versionPublish, async ({ userId, body, request }) => {
    await kit.developer(userId);
    return kit.changing(userId, () => versions.publish(userId, body.id, L(request)));
  });
  calls.add(A.versionStatus, async ({ userId, body, request }) => {
    await kit.developer(userId);
    return kit.changing(userId, () => versions.setStatus(userId, body, L(request)));
  });
}
