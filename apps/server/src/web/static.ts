import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '@seuiot/contract';
import { SSR_DIR, loadPageRenderer } from './ssr.js';

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
 * with the portal config of the host. The public pages a visitor opens first come rendered by the
 * server (ssr.ts, decision 0014), compressed; the rendering module itself is not served.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  configFor: (request: FastifyRequest) => PortalConfig,
  /** Moves when published content changes: rendered pages of an older one are not served. */
  contentGeneration: () => number = () => 0,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = path.join(webDist, 'index.html');
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!template.includes(PLACEHOLDER)) {
    app.log.warn('index.html has no portal-config placeholder; the app will fetch its config');
  }
  const renderer = await loadPageRenderer(app, webDist, contentGeneration);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const config = configFor(request);
    const meta = `<meta name="portal-config" content="${escapeAttr(JSON.stringify(config))}">`;
    const filled = template.replace(PLACEHOLDER, meta);
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    reply.type('text/html; charset=utf-8');
    if (renderer && request.method === 'GET') {
      try {
        const page = await renderer.render(request, filled, config);
        if (page) {
          const { body, encoding } = page.body(String(request.headers['accept-encoding'] ?? ''));
          reply.header('vary', 'accept-encoding');
          if (encoding) reply.header('content-encoding', encoding);
          return reply.send(body);
        }
      } catch (err) {
        // The browser's app renders the page as before: a failure here costs speed, not the page.
        request.log.error({ err, url: request.url }, 'server rendering failed');
      }
    }
    return reply.send(filled);
  };

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: BASE,
    index: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would override it.
    cacheControl: false,
    wildcard: true,
    // The server's rendering module (ssr.ts) is part of the build, not of the site.
    allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
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
  // A missing hashed asset is a real 404, not a page; so is the rendering module.
  return !url.startsWith(`${BASE}assets/`) && !url.startsWith(`${BASE}${SSR_DIR}/`);
}
