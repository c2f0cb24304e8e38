import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { AppError } from './http/app-error.js';
import { createTestApp, get, loginCookies, type TestApp } from './test/harness.js';
import {
  ACCOUNT_PATHS,
  AUTH_PATHS,
  MESSAGE_CALLS,
  NOTICE_CALLS,
  MARKET_PATHS,
  MENU_PATHS,
} from '@seuiot/contract';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A minimal built web app: index with the config placeholder and one hashed asset.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--portal-config--><script type="module" src="/seuiot/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const js = 'console.log("portal");'.repeat(200);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
  t = await createTestApp({ WEB_DIST: dist, OVERSEAS_HOSTS: 'en.example.com' });
  t.app.log.level = 'info';
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('redirects / to /seuiot/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/seuiot/');
  });

  it('renders index.html with the host edition, never cached, under a strict CSP', async () => {
    for (const url of [
      '/seuiot/',
      '/seuiot/notice',
      '/seuiot/noticeDetail?id=1',
      '/seuiot/portal/login',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'en.example.com', accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-cache');
      expect(res.body).toContain(
        '<meta name="portal-config" content="{&quot;edition&quot;:&quot;overseas&quot;',
      );
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets immutable and pre-compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/seuiot/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/seuiot/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject({ method: 'GET', url: '/seuiot/assets/nope-1.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers failures of routes with the envelope when the web app is served too', async () => {
    // A route keeps the error handler in force when it was built; registering the web app must
    // not leave the API routes with Fastify's default one.
    const res = await get(t, `/api${NOTICE_CALLS.detail.path}?id=999999`);
    expect(res.json()).toEqual({ rescode: 404, msg: 'A0078', data: null });
    const bad = await get(t, `/api${NOTICE_CALLS.list.path}?pageNum=0`);
    expect(bad.json()).toEqual({ rescode: 400, msg: 'B0004', data: ['pageNum'] });
  });

  it('answers unknown API paths with the envelope', async () => {
    const res = await get(t, '/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ rescode: 404, msg: 'A0078', data: null });
  });

  it('refuses ids beyond 32 bits as invalid, on either database (found by fuzz.test.ts)', async () => {
    // PostgreSQL failed the query (integer out of range, A0059) where SQLite answered A0078.
    // Signed in: a signed-in call without a session is refused before its parameters (0039).
    const cookies = await loginCookies(t);
    for (const url of [
      `/api${NOTICE_CALLS.detail.path}?id=2147483648`,
      `/api${MARKET_PATHS.appDetail.path}?id=9007199254740991`,
      '/api/front/user/file/2147483648',
      `/api${MENU_PATHS.menus.path}?platformId=2147483648&type=1`,
      '/api/product/queryProductJson?ids=1,2147483648',
    ]) {
      const res = await get(t, url, cookies);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toBe('B0004');
    }
  });

  it('answers a path parameter the router refuses with the envelope (found by fuzz.test.ts)', async () => {
    // Longer than maxParamLength (100), and badly percent-encoded: Fastify's router answered these
    // with its own JSON ({ error, code, message }, status 414 and 400).
    for (const url of [`/api/front/user/file/${'1'.repeat(101)}`, '/api/front/user/file/%zz']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ rescode: 400, msg: 'B0004', data: ['path'] });
    }
  });
});

describe('security headers', () => {
  // Issue 10: HSTS went out over plain HTTP too, and X-Frame-Options: DENY repeated (and, for the
  // file preview, contradicted) the CSP's frame-ancestors, which browsers obey instead.
  it('sends HSTS only over HTTPS and no X-Frame-Options beside the CSP frame-ancestors', async () => {
    const plain = await get(t, '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(https.headers['x-frame-options']).toBeUndefined();
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
  it('keeps API answers out of every cache unless the route says otherwise', async () => {
    // Signed-in answers (a profile, messages) had no Cache-Control at all (decision 0036).
    const cookies = await loginCookies(t);
    const unread = await get(t, `/api${MESSAGE_CALLS.unreadCount.path}`, cookies);
    expect(unread.json().rescode).toBe(200);
    expect(unread.headers['cache-control']).toBe('no-store');
    const refused = await get(t, `/api${MESSAGE_CALLS.unreadCount.path}`);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A route's own policy stands: the area dictionary is the same for everyone.
    const areas = await get(t, `/api${ACCOUNT_PATHS.areas.path}`);
    expect(areas.headers['cache-control']).toBe('public, max-age=86400');
    // Pages and assets are not API answers.
    const page = await t.app.inject({
      method: 'GET',
      url: '/seuiot/',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });
});

describe('operations', () => {
  it('has a readiness endpoint that checks the database, migrations and storage, and a liveness one', async () => {
    const ready = {
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', redis: 'off' },
    };
    for (const url of ['/api/health', '/api/health/ready'])
      expect((await get(t, url)).json()).toEqual({ rescode: 200, msg: 'success', data: ready });
    expect((await get(t, '/api/health/live')).json()).toEqual({
      rescode: 200,
      msg: 'success',
      data: { status: 'ok' },
    });
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const res = await get(t, '/api/docs/json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `/api${AUTH_PATHS.login.path}`,
        `/api${NOTICE_CALLS.list.path}`,
        `/api${MENU_PATHS.permissionTree.path}`,
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    // Every reference points at a schema the document holds (recursive trees need an id).
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs
      .map(([, name]) => name!)
      .filter((name) => !doc.components?.schemas?.[name]);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('serves the API docs under the strict CSP, with no inline script (decision 0039)', async () => {
    // The docs page had its own relaxed policy (Swagger UI's staticCSP).
    const strict = (await get(t, '/api/health')).headers['content-security-policy'];
    expect(String(strict)).toContain("script-src 'self';");
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(strict);
    }
    const page = (await t.app.inject({ method: 'GET', url: '/api/docs/' })).body;
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs, 'a script of the page itself').toMatch(/src="[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers a wrong method on an API path with 405, the envelope and Allow', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api${NOTICE_CALLS.list.path}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ rescode: 405, msg: 'B0005', data: null });
    expect(res.headers.allow).toBe('GET, HEAD');
    const post = await t.app.inject({ method: 'GET', url: `/api${AUTH_PATHS.login.path}` });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('POST');
    // A path of no route stays 404.
    const none = await t.app.inject({
      method: 'DELETE',
      url: '/api/no/such',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('serves no API docs with API_DOCS=false', async () => {
    const off = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json'])
        expect((await off.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('publishes exactly the committed OpenAPI document (an API change must be deliberate)', async () => {
    // The committed file is the API of record: a refactoring leaves it byte-identical, and a new or
    // changed call updates it in the same commit (`npx vitest run apps/server/src/app.test.ts -u`).
    const res = await get(t, '/api/docs/json');
    await expect(res.body).toMatchFileSnapshot('./__snapshots__/openapi.json');
  });

  it('hides unexpected failures behind A0059 with a request id in the log', async () => {
    const b = await createTestApp({}, (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
      app.get('/api/test/denied', async () => {
        throw new AppError('A0017');
      });
    });
    try {
      // Not open paths of the contract: signed-in calls (decision 0039).
      const cookies = await loginCookies(b);
      const res = await get(b, '/api/test/boom', cookies);
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.msg).toBe('A0059');
      expect(res.body).not.toContain('secret internal detail');
      const line = b.logs.find((l) => l.includes('secret internal detail'));
      expect(line).toBeDefined();
      expect(line).toContain(body.data.requestId);
      const denied = await get(b, '/api/test/denied', cookies);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ rescode: 403, msg: 'A0017', data: null });
    } finally {
      await b.close();
    }
  });
});

describe('config', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', PASSWORD_CIPHER_KEY: 'short' })).toThrow(
      /PORT[\s\S]*PASSWORD_CIPHER_KEY/,
    );
  });
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.apiPrefix).toBe('/api');
    expect(c.userStorageQuotaMb).toBe(20);
    expect(c.uploadRatePerMinute).toBe(10);
  });
  it('takes a positive storage quota, in megabytes with decimals', () => {
    expect(loadConfig({ USER_STORAGE_QUOTA_MB: '0.5' }).userStorageQuotaMb).toBe(0.5);
    for (const bad of ['0', '-1', 'lots'])
      expect(() => loadConfig({ USER_STORAGE_QUOTA_MB: bad })).toThrow(/USER_STORAGE_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_RATE_PER_MINUTE: '0' })).toThrow(/UPLOAD_RATE_PER_MINUTE/);
  });
});
