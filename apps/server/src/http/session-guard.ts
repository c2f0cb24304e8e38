import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { OPEN_PATHS } from '@seuiot/contract';
import type { Sessions } from './session.js';

/**
 * True when a route needs a signed-in customer: every route under the API prefix but the open
 * calls of the contract (OPEN_PATHS), the console's (its own guard, decision 0036) and the API
 * docs. A new route is signed-in unless the contract says it is open (decision 0039).
 */
export function needsSignIn(apiPrefix: string, url: string): boolean {
  if (!url.startsWith(`${apiPrefix}/`)) return false;
  const path = url.slice(apiPrefix.length).replace(/\/:[^/]+/g, '');
  if (path.startsWith('/console/') || path === '/docs' || path.startsWith('/docs/')) return false;
  return !OPEN_PATHS.has(path);
}

/**
 * Refuses a signed-in call without a session before anything else of it is read (decision 0039):
 * A0001, or A0004 for a session that ended, instead of B0001/B0004 naming the parameters, and
 * before a multipart body is parsed. An `onRequest` hook on each signed-in route, added as the
 * route is (must run before the modules register theirs). The handlers' own `sessions.require`
 * stays; the session is looked up once per request (Sessions caches it).
 */
export function registerSessionGuard(app: FastifyInstance, sessions: Sessions, apiPrefix: string) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    await sessions.require(request, reply);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!needsSignIn(apiPrefix, route.url)) return;
    const own = route.onRequest;
    route.onRequest = [...(own ? (Array.isArray(own) ? own : [own]) : []), guard];
  });
}
