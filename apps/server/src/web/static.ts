import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '@seuiot/contract';

const BASE = '/seuiot/';
const PLACEHOLDER = '<!--portal-config-->';

function escapeAttr(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Serves the built web app under /seuiot/: hashed assets cached for a year (immutable) and sent
 * pre-compressed (br/gzip files made at build), index.html never cached and rendered per request
 * with the portal config of the host.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  configFor: (request: FastifyRequest) => PortalConfig,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = path.join(webDist, 'index.html');
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!template.includes(PLACEHOLDER)) {
    app.log.warn('index.html has no portal-config placeholder; the app will fetch its config');
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const meta = `<meta name="portal-config" content="${escapeAttr(JSON.stringify(configFor(request)))}">`;
    return reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .type('text/html; charset=utf-8')
      .send(template.replace(PLACEHOLDER, meta));
  };

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: BASE,
    index: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would override it.
    cacheControl: false,
    wildcard: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });

  app.get('/', (_request, reply) => reply.redirect(BASE, 302));
  app.get('/seuiot', (_request, reply) => reply.redirect(BASE, 302));
  app.get(BASE, sendIndex);
  app.get(`${BASE}index.html`, sendIndex);

  // History-mode routes: any /seuiot/ path that is not a file is the app.
  return (request: FastifyRequest, reply: FastifyReply) =>
    wantsWebApp(request) ? sendIndex(request, reply) : undefined;
}

/** True when a not-found request should get the web app instead of a JSON 404. */
export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '';
  if (!url.startsWith(BASE)) return false;
  // A missing hashed asset is a real 404, not a page.
  return !url.startsWith(`${BASE}assets/`);
}
