import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Readable } from 'node:stream';
import type { Page } from 'playwright-core';
import { request } from './nginx.js';
import { REPO_ROOT } from './paths.js';
import { freePort } from './server.js';
import { encrypt } from './sign-up.js';
import { PORTAL_PATHS } from '@seuiot/contract';

/**
 * Helpers of the scale-out journey (e2e/specs/scale-out.e2e.ts, issue 16): a PostgreSQL database
 * for the instances, and calls made by the page itself (its cookies, its fetch).
 */

const PG_SCRIPT = path.join(REPO_ROOT, 'scripts/pg-test-server.sh');

/** Debian's postgresql is installed (the journey starts a throwaway cluster of it). */
export const havePostgres = (): boolean =>
  Boolean(process.env.SCALE_OUT_PG_URL) || fs.existsSync('/usr/lib/postgresql');

export interface TestDatabase {
  /** DATABASE_URL of an empty database the first instance migrates and seeds. */
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * An empty database: in the cluster of SCALE_OUT_PG_URL (an admin URL; `npm test` passes the one
 * it started for the server tests), else in a throwaway cluster started with
 * scripts/pg-test-server.sh on a free port of 127.0.0.1 and stopped with it.
 */
export async function startDatabase(): Promise<TestDatabase> {
  let admin = process.env.SCALE_OUT_PG_URL ?? '';
  let stopCluster = () => undefined as void;
  if (!admin) {
    const env = { ...process.env, PGPORT: String(await freePort()) };
    const r = spawnSync(PG_SCRIPT, ['start'], { encoding: 'utf8', env });
    if (r.status !== 0) throw new Error(`PostgreSQL did not start:\n${r.stderr}`);
    admin = r.stdout.trim().split('\n').pop() ?? '';
    stopCluster = () => void spawnSync(PG_SCRIPT, ['stop'], { env });
  }
  const name = `scaleout_${process.pid}_${Date.now().toString(36)}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle connection ended by the server (the database dropped at the end) is no failure.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await pool.query<T>(sql, params)).rows,
    stop: async () => {
      await pool.end();
      await root.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await root.end();
      stopCluster();
    },
  };
}

/** What the page's fetch answered: the status, the envelope when JSON, the bytes otherwise. */
export interface PageAnswer {
  status: number;
  json: { rescode?: number; msg?: string; data?: unknown } | null;
  bytes: Buffer;
}

/**
 * One call made by the page (its cookies and origin), as the app makes it. `files` are sent as
 * multipart parts with `fields`.
 */
export async function pageCall(
  page: Page,
  url: string,
  o: {
    method?: string;
    fields?: Record<string, string>;
    files?: { part: string; name: string; type: string; data: Buffer }[];
  } = {},
): Promise<PageAnswer> {
  const answer = await page.evaluate(
    async ({ url, method, fields, files }) => {
      let body: FormData | undefined;
      if (files.length || Object.keys(fields).length) {
        body = new FormData();
        for (const [k, v] of Object.entries(fields)) body.append(k, v);
        for (const f of files) {
          const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
          body.append(f.part, new Blob([bytes], { type: f.type }), f.name);
        }
      }
      const res = await fetch(url, {
        method,
        body,
        credentials: 'same-origin',
        // Every call reaches nginx (a file the browser kept would be no proof of anything).
        cache: 'no-store',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      const buf = new Uint8Array(await res.arrayBuffer());
      let bin = '';
      for (let i = 0; i < buf.length; i += 0x8000)
        bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        base64: btoa(bin),
      };
    },
    {
      url,
      method: o.method ?? 'GET',
      fields: o.fields ?? {},
      files: (o.files ?? []).map((f) => ({
        ...f,
        data: undefined,
        base64: f.data.toString('base64'),
      })),
    },
  );
  const bytes = Buffer.from(answer.base64, 'base64');
  const json = answer.type.includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as PageAnswer['json'])
    : null;
  return { status: answer.status, json, bytes };
}

/** Every regular file below `dir` (recursively). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Waits until `check` answers something truthy (polling), or fails with `what` after `ms`. */
type Falsy = false | 0 | '' | null | undefined;
export async function until<T>(
  what: string,
  check: () => Promise<T | Falsy> | T | Falsy,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A call straight to one instance (`host:port`, not through nginx) with these cookies. */
export async function direct(instance: string, uri: string, cookie: string) {
  const res = await request(`http://${instance}`, uri, {
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  return JSON.parse(res.body.toString('utf8')) as { rescode: number; msg: string };
}

/** The password cipher key the portal hands to its pages. */
export async function cipherKeyOf(origin: string): Promise<string> {
  const res = await request(origin, `/api${PORTAL_PATHS.portalConfig.path}`);
  return (JSON.parse(res.body.toString('utf8')) as { data: { cipherKey: string } }).data.cipherKey;
}

/**
 * A login with a wrong password for an unknown name, sent from `localAddress` (a loopback
 * address: another client for nginx); answers the error code.
 */
export async function wrongLogin(
  origin: string,
  uri: string,
  o: { cipherKey: string; localAddress: string },
) {
  const res = await request(origin, uri, {
    method: 'POST',
    localAddress: o.localAddress,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: Readable.from([
      JSON.stringify({
        username: `nobody${crypto.randomBytes(4).toString('hex')}`,
        password: encrypt(o.cipherKey, 'Wrong@2026x'),
      }),
    ]),
  });
  return (JSON.parse(res.body.toString('utf8')) as { msg: string }).msg;
}
