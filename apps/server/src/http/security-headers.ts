import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The strict policy the built web app satisfies: no inline or foreign script. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Every answer carries a CSP with frame-ancestors (this one, the file preview's, the API docs
  // page's), which browsers obey in preference to X-Frame-Options: the old header said the same
  // thing twice and, as DENY, contradicted the preview's frame-ancestors 'self'.
  xFrameOptions: false,
};

/** The headers helmet would set, worked out once (helmet itself re-reads its options per request). */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return headers;
}

const HSTS = 'strict-transport-security';

/**
 * Sets the security headers on every answer. A route may still replace one (the API docs page
 * sends its own CSP for Swagger UI). HSTS goes only with HTTPS answers (RFC 6797 8.1: a browser
 * ignores it over plain HTTP, so there it only tells that the server believes it is behind TLS).
 *
 * Every answer under `apiPrefix` is `Cache-Control: no-store` unless its route says otherwise
 * (files, images and the dictionary do): API answers hold personal data (a profile, messages, a
 * staff member's queue) that no browser or proxy cache should keep, and the web apps never rely
 * on HTTP caching of API answers (the server keeps its own, decision 0013).
 */
export function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  const { [HSTS]: hsts, ...headers } = securityHeaders();
  const entries = Object.entries(headers);
  const api = `${apiPrefix}/`;
  // A callback hook: an async one costs a promise per request on every call.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    if (hsts && request.protocol === 'https') reply.raw.setHeader(HSTS, hsts);
    if (request.url.startsWith(api)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
