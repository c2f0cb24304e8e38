import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE, LOGIN_COOKIE, SESSION_COOKIE, type PortalConfig } from '@seuiot/contract';

/**
 * The server's rendering of the public pages (decision 0014). The web build's
 * dist/ssr/entry-server.js renders a page as the browser's app would, its API calls answered by
 * this server's routes in process; the HTML goes out in place of the empty index.html and the app
 * hydrates it. What the module exports (apps/web/src/entry-server.tsx), as this side uses it:
 */
interface SsrPage {
  html: string;
  styles: string;
  title: string;
  htmlLang: string;
  state: string;
  errors: string[];
}
interface SsrModule {
  rendersOnServer(pathname: string): boolean;
  renderPage(request: {
    url: string;
    langCookie: string | null;
    config: PortalConfig;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<SsrPage>;
}

/** Where the web build puts the module, inside WEB_DIST (never served: static.ts). */
export const SSR_DIR = 'ssr';

/** A rendered page is kept this long per address, language and edition (the lists' own caches are as short). */
const KEEP_MS = 5_000;
/** Addresses kept at most (the oldest go first). */
const MAX_KEPT = 200;

/** One rendered page, with its compressed forms made on first demand. */
export class RenderedPage {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  constructor(
    readonly html: string,
    readonly expires: number,
  ) {}

  /** The body for a client accepting `acceptEncoding`: brotli, gzip or plain. */
  body(acceptEncoding: string): { body: string | Buffer; encoding: string | null } {
    if (/\bbr\b/.test(acceptEncoding)) {
      this.br ??= zlib.brotliCompressSync(this.html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.html),
        },
      });
      return { body: this.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= zlib.gzipSync(this.html, { level: 6 });
      return { body: this.gzip, encoding: 'gzip' };
    }
    return { body: this.html, encoding: null };
  }
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Signed in (or was): the session or the readable login cookie, under either name form. */
export function hasSession(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some(
    (name) => name.endsWith(SESSION_COOKIE) || name.endsWith(LOGIN_COOKIE),
  );
}

/** The resource hints React puts before a page it renders into a container (`<link rel=preload>`). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Fills the built index.html with a rendered page. */
export function fillTemplate(template: string, page: SsrPage): string {
  // React's preloads (the first screen's images) belong in the head: found sooner there, and not
  // taken for the page's first element.
  const links = LEADING_LINKS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(links.length);
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      // Before the app's stylesheet, as antd puts its own styles first: the app's rules win.
      .replace(/<meta charset="[^"]*" ?\/?>/i, (charset) => `${charset}${page.styles}${links}`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div>` +
          `<script type="application/json" id="ssr-state">${page.state}</script>`,
      )
  );
}

export interface PageRenderer {
  /** The rendered page for this request, or null when the page is left to the browser. */
  render(
    request: FastifyRequest,
    template: string,
    config: PortalConfig,
  ): Promise<RenderedPage | null>;
}

/**
 * Loads the rendering module of the web build in `webDist`; null (pages left to the browser)
 * when the build has none.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  /** Part of every kept page's key: a notice published or withdrawn shows at the next request. */
  contentGeneration: () => number = () => 0,
): Promise<PageRenderer | null> {
  const file = path.join(webDist, SSR_DIR, 'entry-server.js');
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'web build has no server rendering: pages render in the browser only');
    return null;
  }
  let ssr: SsrModule;
  try {
    ssr = (await import(pathToFileURL(file).href)) as SsrModule;
  } catch (err) {
    app.log.error(
      { err, file },
      'server rendering could not load: pages render in the browser only',
    );
    return null;
  }
  const kept = new Map<string, RenderedPage>();

  return {
    async render(request, template, config) {
      const url = request.url;
      const pathname = (url.split('?')[0] ?? '').replace(/^\/seuiot/i, '') || '/';
      if (hasSession(request) || !ssr.rendersOnServer(pathname)) return null;
      const langCookie = request.cookies?.[LANG_COOKIE] ?? null;
      // The page's language as the app picks it (query, cookie, edition): its calls ask for it.
      const query = (request.query as { lang?: unknown } | undefined)?.lang;
      const lang =
        query === 'zh' || query === 'en'
          ? query
          : langCookie === 'zh' || langCookie === 'en'
            ? langCookie
            : config.defaultLang;
      const key = `${contentGeneration()}|${config.edition}|${lang}|${url}`;
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && hit.expires > now) return hit;

      // The page's calls, as the browser would make them: same host (edition), same language.
      const forwarded = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];
      const transport = async (callUrl: string, init: RequestInit): Promise<Response> => {
        const headers: Record<string, string> = {};
        for (const name of forwarded) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
          headers[name.toLowerCase()] = value;
        const res = await app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url: callUrl,
          headers,
          cookies: { [LANG_COOKIE]: lang },
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(res.rawPayload, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
        });
      };
      const page = await ssr.renderPage({ url, langCookie, config, transport });
      if (page.errors.length)
        request.log.warn(
          { url, errors: page.errors },
          'parts of the page render in the browser only',
        );
      const rendered = new RenderedPage(fillTemplate(template, page), now + KEEP_MS);
      kept.delete(key);
      kept.set(key, rendered);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return rendered;
    },
  };
}
