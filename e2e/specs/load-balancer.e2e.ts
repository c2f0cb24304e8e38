import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import pg from 'pg';
import { APP_PATHS, AUTH_PATHS, LIMITS, PORTAL_PATHS } from '@seuiot/contract';
// Their own stacks: the plain test, without the worker's portal stack of src/test.ts.
import { expect, test } from '@playwright/test';
import { NGINX, TEMPLATE, request, startNginx, type RunningNginx } from '../src/nginx.js';
import { startServer, type RunningServer } from '../src/server.js';
import { encrypt } from '../src/sign-up.js';

/**
 * deploy/nginx/seuiot.conf in front of two portal instances on one SQLite database (issue 16,
 * decision 0029): static files, spreading, the client address, upload sizes, and a killed
 * instance. Debian's nginx is needed: without it the journey is skipped (said so) unless CI=true.
 * The instances share one SQLite file, or the PostgreSQL database of LB_DATABASE_URL when set
 * (an empty one: the first instance migrates and seeds it).
 */

const haveNginx = fs.existsSync(NGINX);
const pgUrl = process.env.LB_DATABASE_URL ?? '';
const ci = process.env.CI === 'true';
const MIB = 1024 * 1024;
/** The template's client_max_body_size, in bytes. */
const BODY_LIMIT = (() => {
  const m = /client_max_body_size (\d+)m;/.exec(fs.readFileSync(TEMPLATE, 'utf8'));
  return m ? Number(m[1]) * MIB : 0;
})();

if (!haveNginx && !ci) {
  process.stderr.write(
    `load-balancer.e2e.ts: SKIPPED, ${NGINX} is missing (apt-get install nginx libnginx-mod-http-brotli-static)\n`,
  );
}

test.describe('nginx on CI', () => {
  test.skip(haveNginx || !ci, 'nginx is installed, or not on CI');
  test('is installed', () => {
    throw new Error(`${NGINX} is required on CI (.ci/run installs nginx)`);
  });
});

/** A body of `size` zero bytes made as it is sent (nothing of it is held in memory). */
function zeros(size: number): { body: Readable; sent: () => number } {
  let sent = 0;
  const chunk = Buffer.alloc(MIB);
  const body = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(size - sent, chunk.length);
      sent += n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
  return { body, sent: () => sent };
}

const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>;

test.describe('deploy/nginx/seuiot.conf in front of two instances', () => {
  test.skip(!haveNginx, `${NGINX} is missing`);
  let a: RunningServer;
  let b: RunningServer;
  let lb: RunningNginx;
  let webDist: string;

  test.beforeAll(async () => {
    const env = { TRUST_PROXY: 'loopback', LOGIN_RATE_PER_MINUTE: '1000', DATABASE_URL: pgUrl };
    a = await startServer(env);
    // The second instance on the first one's database (its own snapshot of the build).
    b = await startServer({ ...env, DATA_DIR: a.dataDir });
    webDist = path.join(a.dataDir, 'web-dist');
    lb = await startNginx({
      upstreams: [a.port, b.port],
      webDist,
      consoleDist: path.join(a.dataDir, 'console-dist'),
    });
  });

  /** The addresses the portal recorded for login attempts as `username`. */
  async function loginIps(username: string): Promise<string[]> {
    const sql = 'SELECT ip FROM login_records WHERE username = ';
    if (pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        const r = await client.query<{ ip: string }>(`${sql}$1`, [username]);
        return r.rows.map((row) => row.ip);
      } finally {
        await client.end();
      }
    }
    const db = new Database(path.join(a.dataDir, 'portal.db'), { readonly: true });
    try {
      return (db.prepare(`${sql}?`).all(username) as { ip: string }[]).map((row) => row.ip);
    } finally {
      db.close();
    }
  }

  test.afterAll(async () => {
    await lb?.stop();
    await b?.stop();
    await a?.stop();
  });

  test('serves pages from the portal (no-cache) and hashed assets itself, precompressed, for a year', async () => {
    const page = await request(lb.origin, '/seuiot/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    // The portal's security headers pass through once each, none added by nginx.
    expect(page.names.filter((n) => n === 'content-security-policy')).toHaveLength(1);
    expect(page.names.filter((n) => n === 'x-content-type-options')).toHaveLength(1);

    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const script = /src="(\/seuiot\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const file = path.join(webDist, script!.slice('/seuiot/'.length));
    const gz = await request(lb.origin, script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
    const plain = await request(lb.origin, script!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
    if (lb.brotli) {
      const br = await request(lb.origin, script!, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    }
    // Served from disk: no instance was asked for the asset.
    expect(new Set(await lb.upstreamsOf(script!, lb.brotli ? 3 : 2))).toEqual(new Set(['-']));
    const missing = await request(lb.origin, '/seuiot/assets/no-such-file.js');
    expect(missing.status).toBe(404);
  });

  test('spreads API calls over both instances', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await request(lb.origin, '/api/health?spread');
      expect(json(res.body).rescode).toBe(200);
    }
    expect(new Set(await lb.upstreamsOf('/api/health?spread', 10))).toEqual(
      new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]),
    );
  });

  test('gives the portal the real client address, not one the client made up', async () => {
    const config = json((await request(lb.origin, `/api${PORTAL_PATHS.portalConfig.path}`)).body);
    const { cipherKey } = config.data as { cipherKey: string };
    const username = `lb${crypto.randomBytes(4).toString('hex')}`;
    const res = await request(lb.origin, `/api${AUTH_PATHS.login.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': '203.0.113.9',
      },
      body: Readable.from([
        JSON.stringify({ username, password: encrypt(cipherKey, 'Wrong@2026x') }),
      ]),
    });
    expect(json(res.body).rescode).not.toBe(200);
    expect(await loginIps(username)).toEqual(['127.0.0.1']);
  });

  test('lets the largest upload of LIMITS through as a stream and refuses a bigger one with B0006', async () => {
    // The install package is the largest upload; the limit leaves 1 MB for the multipart frame.
    expect(BODY_LIMIT).toBe((LIMITS.apkMaxMb + 1) * MIB);
    const upload = async (size: number, probe: string) => {
      const { body, sent } = zeros(size);
      let sentAtAnswer = -1;
      const answer = await request(lb.origin, `/api${APP_PATHS.upload.path}?${probe}`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': size,
          'x-requested-with': 'XMLHttpRequest',
        },
        body,
        onAnswer: () => (sentAtAnswer = sent()),
      });
      return { ...answer, sentAtAnswer };
    };
    const largest = await upload(BODY_LIMIT, 'largest');
    // The portal's own answer (no session here), not nginx's refusal: the body went to an
    // instance as it came. Had nginx buffered it, the answer could only follow the last byte.
    expect(largest.status).not.toBe(413);
    expect(json(largest.body).msg).toMatch(/^[AB]\d{4}$/);
    expect(largest.sentAtAnswer).toBeGreaterThan(0);
    expect(largest.sentAtAnswer).toBeLessThan(BODY_LIMIT);
    const [upstream] = await lb.upstreamsOf(`/api${APP_PATHS.upload.path}?largest`, 1);
    expect(upstream).toMatch(/^127\.0\.0\.1:\d+$/);

    const over = await upload(BODY_LIMIT + 1, 'over');
    expect(over.status).toBe(413);
    expect(json(over.body)).toEqual({ rescode: 413, msg: 'B0006', data: null });
    expect(await lb.upstreamsOf(`/api${APP_PATHS.upload.path}?over`, 1)).toEqual(['-']);
  });

  test('keeps answering every GET when one instance is killed', async () => {
    process.kill(b.pid, 'SIGKILL');
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await request(
        lb.origin,
        i % 2 ? '/api/health?after-kill' : '/seuiot/?after-kill',
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Some went to the dead instance first and were retried on the live one (nginx logs both).
    const tried = [
      ...(await lb.upstreamsOf('/api/health?after-kill', 100)),
      ...(await lb.upstreamsOf('/seuiot/?after-kill', 100)),
    ];
    expect(tried).toContain(`127.0.0.1:${b.port}, 127.0.0.1:${a.port}`);
  });
});
