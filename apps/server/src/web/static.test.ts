import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, LANG_COOKIE, LOGIN_COOKIE, SESSION_COOKIE } from '@seuiot/contract';
import { SEED_ASSET_CACHE } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Caching and the server's rendering of pages (decision 0014), on a minimal built web app whose
 * rendering module stands in for apps/web/src/entry-server.tsx: it renders what it is asked with
 * an answer of the server's own API, called in process.
 */
let t: TestApp;
let dist: string;

const RENDERER = `
export function rendersOnServer(pathname) {
  return pathname === '/' || pathname === '/solution' || pathname === '/boom';
}
export async function renderPage({ url, langCookie, config, transport }) {
  if (url.includes('boom')) throw new Error('boom');
  const res = await transport('/api${AUTH_PATHS.getLang.path}', { method: 'GET', headers: { Accept: 'application/json' } });
  const lang = (await res.json()).data;
  return {
    html: '<link rel="preload" as="image" href="/seuiot-assets/banners/a.svg"/><main>rendered ' + url + ' in ' + lang + ' for ' + config.edition + ' cookie ' + langCookie + '</main>' + 'x'.repeat(3000),
    styles: '<style data-test>.x{}</style>',
    title: 'Page <1> & co',
    htmlLang: lang === 'en' ? 'en' : 'zh-CN',
    state: '{"queries":[]}',
    errors: [],
  };
}
`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="zh-CN">\n<head>\n<meta charset="UTF-8" />\n<!--portal-config-->\n<title>SEUIoT</title>\n<link rel="stylesheet" href="/seuiot/assets/index-abc.css">\n</head>\n<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets/index-abc.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'ssr/entry-server.js'), RENDERER);
  t = await createTestApp({ WEB_DIST: dist, OVERSEAS_HOSTS: 'en.example.com' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('cache headers', () => {
  it('keeps hashed assets and the seeded images for a year, immutable', async () => {
    const asset = await page('/seuiot/assets/index-abc.css');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await page('/seuiot-assets/covers/health.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe(SEED_ASSET_CACHE);
    expect(SEED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('never caches a page, rendered by the server or not', async () => {
    for (const url of ['/seuiot/', '/seuiot/solution', '/seuiot/notice']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
    }
  });
});

describe('pages rendered by the server', () => {
  it('renders a public page for a visitor: language, title, state, styles before the stylesheet', async () => {
    const res = await page('/seuiot/solution?x=1', { host: 'en.example.com' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The API call answered in process, in the page's language (the edition's default here).
    expect(html).toContain('<div id="root"><main>rendered /seuiot/solution?x=1 in en for overseas');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Page &lt;1&gt; &amp; co</title>');
    expect(html).toContain(
      '<script type="application/json" id="ssr-state">{"queries":[]}</script>',
    );
    // React's image preloads go to the head, not into #root.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<style data-test>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<style data-test>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<meta name="portal-config"');
  });

  it('asks the API in the language the page is shown in (query, then cookie)', async () => {
    const byQuery = await page('/seuiot/?lang=en');
    expect(byQuery.body).toContain('in en for domestic');
    const byCookie = await page('/seuiot/', { cookie: `${LANG_COOKIE}=en` });
    expect(byCookie.body).toContain('in en for domestic cookie en');
    const byDefault = await page('/seuiot/');
    expect(byDefault.body).toContain('in zh for domestic');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await page('/seuiot/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('rendered /seuiot/');
    const gzip = await page('/seuiot/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('rendered /seuiot/');
  });

  it('leaves signed-in visitors, other pages and a failed rendering to the browser', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=abc`,
      `__Host-${SESSION_COOKIE}=abc`,
      `${LOGIN_COOKIE}=demo`,
    ]) {
      const res = await page('/seuiot/', { cookie });
      expect(res.body, cookie).toContain('<div id="root"></div>');
      expect(res.body, cookie).not.toContain('ssr-state');
    }
    const other = await page('/seuiot/notice');
    expect(other.body).toContain('<div id="root"></div>');
    const failed = await page('/seuiot/boom');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(t.logs.join('')).toContain('server rendering failed');
  });

  it('does not serve the rendering module', async () => {
    const res = await page('/seuiot/ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rendersOnServer');
  });
});
