import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API call must carry `X-Requested-With: XMLHttpRequest`: a cross-site form
 * cannot set it, and a cross-site fetch that sets it needs a CORS preflight we never grant.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  apiPrefix: string,
  exempt: string[] = [],
): void {
  const exemptPaths = new Set(exempt.map((p) => apiPrefix + p));
  app.addHook('onRequest', (request, reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith(`${apiPrefix}/`) ||
      exemptPaths.has(request.url.split('?')[0]!) ||
      request.headers[CSRF_HEADER] === CSRF_VALUE
    ) {
      done();
      return;
    }
    reply.status(403).send({ rescode: 403, msg: 'B0005', data: null });
  });
}
