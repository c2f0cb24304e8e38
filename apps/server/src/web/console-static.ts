import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PLACEHOLDER = '<!--console-config-->';

function escapeAttr(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Serves the built staff console under `base` (CONSOLE_PATH, default /seuiot-console/): hashed
 * assets cached for a year and sent pre-compressed, index.html never cached, with a `<base href>`
 * (the bundle is built with relative URLs, so the path needs no rebuild) and the API prefix.
 * Answers the fallback for history-mode paths under `base`.
 */
export async function registerConsoleWeb(
  app: FastifyInstance,
  dist: string,
  base: string,
  apiPrefix: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const html = template.replace(
    PLACEHOLDER,
    `<base href="${escapeAttr(base)}"><meta name="console-api" content="${escapeAttr(apiPrefix)}">`,
  );
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  await app.register(fastifyStatic, {
    root: dist,
    prefix: base,
    index: false,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    decorateReply: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const bare = base.replace(/\/$/, '');
  app.get(bare, (_request, reply) => reply.redirect(base, 302));
  app.get(base, sendIndex);
  app.get(`${base}index.html`, sendIndex);

  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith(base) || url.startsWith(`${base}assets/`)) return undefined;
    return sendIndex(request, reply);
  };
}
