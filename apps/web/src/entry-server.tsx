import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath } from 'react-router';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import type { Lang, PortalConfig } from '@seuiot/contract';
import { PortalAppAt } from './app/app';
import { BASENAME, findRouteMeta } from './app/router';
import { LAZY_NAMESPACES } from './locales';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { HTML_LANG, detectLanguage, i18n, initI18n, loadNamespaces } from './lib/i18n';
import { setPortalConfig } from './lib/portal-config';

/**
 * The server's rendering of the public pages (decision 0014): the page a visitor without a
 * session opens first arrives as HTML, painted before any script runs, with the answers it was
 * rendered from; the browser's app then hydrates it (main.tsx). Built by `vite build --ssr` into
 * dist/ssr/, which the server loads (apps/server/src/web/ssr.ts).
 */

/** The pages rendered by the server, below the base path: the four a visitor opens first. */
export const SSR_PATHS = ['/', '/portal/login', '/solution', '/marketplace'] as const;

/** Whether the server renders the page at `pathname` (a path below the base, e.g. `/solution`). */
export function rendersOnServer(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SSR_PATHS.some((p) => matchPath({ path: p, caseSensitive: false }, path) !== null);
}

export interface SsrRequest {
  /** The address below the origin, base path included: `/seuiot/solution?industryId=2`. */
  url: string;
  /** The language cookie's value, if the request had one. */
  langCookie: string | null;
  config: PortalConfig;
  /** Calls one of the server's API routes in process. */
  transport: ApiTransport;
}

export interface SsrPage {
  /** The markup of #root. */
  html: string;
  /** antd's `<style>` elements for the head. */
  styles: string;
  /** The document title (plain text). */
  title: string;
  lang: Lang;
  /** `<html lang>`. */
  htmlLang: string;
  /** The answers the page was rendered from (React Query's dehydrated state), as JSON. */
  state: string;
  /** What failed in the last render (those parts render in the browser). */
  errors: string[];
}

/** Every text of both languages, once: the server renders either. */
let ready: Promise<void> | null = null;
function loadTexts(): Promise<void> {
  ready ??= (async () => {
    for (const lang of ['en', 'zh'] as const) {
      await initI18n(lang);
      await loadNamespaces(LAZY_NAMESPACES, lang);
    }
  })();
  return ready;
}

/**
 * One page at a time: the language, the portal config and the API transport are module state of
 * the app, set for the page being rendered. Rendering is CPU work anyway; the server keeps a
 * short cache of the result.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** A query client that records which queries the page's components left disabled (menus, say). */
function pageQueryClient(): { client: QueryClient; disabled: Set<string> } {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  const disabled = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    if (defaulted.enabled === false) disabled.add(defaulted.queryHash);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, disabled };
}

/** One render of the page; `cache` keeps antd's styles (and theme) across the renders of a page. */
async function renderOnce(
  location: string,
  client: QueryClient,
  cache: ReturnType<typeof createCache>,
  errors: unknown[],
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <PortalAppAt location={location} queryClient={client} />
      </StyleProvider>
    </StrictMode>,
    {
      // Every boundary in place: no script completes it later (the CSP allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString();
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return html;
}

/** At most this many renders of one page: each finds the queries the last one's answers revealed. */
const MAX_PASSES = 3;

/**
 * Renders the page at `request.url`: a first render finds the queries the page runs, the server's
 * routes answer them in process, and the page renders again with the answers (again while new
 * queries appear, at most three renders).
 */
export function renderPage(request: SsrRequest): Promise<SsrPage> {
  return oneAtATime(async () => {
    await loadTexts();
    const url = new URL(request.url, 'http://localhost');
    const { lang } = detectLanguage(url.search, request.langCookie, request.config.defaultLang);
    await initI18n(lang);
    setPortalConfig(request.config);
    setApiTransport(request.transport);
    try {
      const { client, disabled } = pageQueryClient();
      const location = url.pathname + url.search;
      const tried = new Set<string>();
      const cache = createCache();
      // A part that fails here is left to the browser (React renders it there); the server logs why.
      let errors: unknown[] = [];
      let html = await renderOnce(location, client, cache, errors);
      for (let pass = 1; pass < MAX_PASSES; pass++) {
        const wanted = client
          .getQueryCache()
          .getAll()
          .filter(
            (q) =>
              q.state.status === 'pending' &&
              !tried.has(q.queryHash) &&
              !disabled.has(q.queryHash) &&
              q.meta?.ssr !== false &&
              q.options.queryFn !== undefined,
          );
        if (wanted.length === 0) break;
        for (const q of wanted) tried.add(q.queryHash);
        await Promise.all(
          wanted.map((q) =>
            client
              .prefetchQuery({ queryKey: q.queryKey, queryFn: q.options.queryFn as never })
              .catch(() => undefined),
          ),
        );
        errors = [];
        html = await renderOnce(location, client, cache, errors);
      }
      const meta = findRouteMeta(url.pathname.slice(BASENAME.length - 1));
      const brand = i18n.t('common:brand');
      const title = meta ? `${i18n.t(`layout:${meta.titleKey}`)} - ${brand}` : brand;
      return {
        html,
        styles: extractStyle(cache),
        title,
        lang,
        htmlLang: HTML_LANG[lang],
        // Inside <script type="application/json">: no `<` may end it early.
        state: JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c'),
        errors: errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))),
      };
    } finally {
      setApiTransport(null);
    }
  });
}
