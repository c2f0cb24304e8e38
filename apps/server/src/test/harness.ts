import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { AUTH_PATHS, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDb, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_ACCOUNT, seedDemo } from '../db/seeds/index.js';
import { encryptWire, hashPassword } from '../lib/password.js';
import { createStorage } from '../storage/select.js';
import { LocalStorage } from '../storage/storage.js';
import { AccountsRepo } from '../modules/accounts/accounts.repo.js';
import { copyTemplate, databaseName, databaseUrl, type TemplateDb } from './template-db.js';

/**
 * A fresh database for one test file: a new SQLite file, or a new PostgreSQL database on the
 * server named by TEST_DATABASE_URL (the suite runs once per dialect). With `template` it starts
 * as a copy of the run's migrated and seeded template (decision 0042), else empty.
 */
async function freshDatabase(template: TemplateDb | undefined): Promise<{
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-test-'));
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    if (template) await copyTemplate(template, dataDir);
    return {
      url: '',
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = databaseName('t');
  if (template) await copyTemplate(template, dataDir, { url: admin, name });
  else {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  }
  return {
    url: databaseUrl(admin, name),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's template when the app's database would be seeded exactly as the template was: the
 * default database and local storage under DATA_DIR. A caller that names its own database, data
 * directory, bucket (STORAGE_URL) or storage object builds and seeds its own database.
 */
function templateFor(
  env: Record<string, string>,
  build: Pick<BuildOptions, 'storage'>,
): TemplateDb | undefined {
  if (build.storage || 'DATABASE_URL' in env || 'DATA_DIR' in env || 'STORAGE_URL' in env)
    return undefined;
  return inject('templateDb');
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every log line written so far. */
  logs: string[];
  /** Answer of the next captcha image (tests draw known text). */
  captchaText: { value: string };
  /** Every route of the app as it was added: method, url, schema (zod) and config. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh, migrated and seeded database (a copy of the run's template unless
 * `env` or `build` change what seeding makes: see `templateFor`); log lines are captured.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  build: Pick<BuildOptions, 'readApk' | 'storage'> = {},
): Promise<TestApp> {
  const template = templateFor(env, build);
  const database = await freshDatabase(template);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    WEB_DIST: '',
    CONSOLE_DIST: '',
    ...env,
  });
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 4 });
  // A throwaway directory: not flushed to disk at every write (crash.test.ts runs the real one);
  // STORAGE_URL in `env` selects the bucket instead (s3-api.test.ts).
  const storage =
    build.storage ??
    (config.storage.kind === 's3'
      ? createStorage(config)
      : new LocalStorage(path.join(config.dataDir, 'files'), { sync: false }));
  if (!template) {
    await migrateToLatest(db);
    await seedDemo(db, storage);
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const captchaText = { value: 'abcd' };
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db,
    logStream,
    storage,
    drawCaptcha: () => ({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      text: captchaText.value,
    }),
    onRoute: (route) => void routes.push(route),
    ...build,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    logs,
    captchaText,
    routes,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.cookies) out[c.name] = c.value;
  return out;
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

let ipCounter = 0;
/** A distinct client address, so per-IP limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface LoginAttempt {
  username?: string;
  password?: string;
  /** Wire form sent as is (skips encryption). */
  wire?: string;
  cookies?: Record<string, string>;
  ip?: string;
  captchaId?: string;
  captchaCode?: string;
  redirect?: string;
}

/** Posts the login form as the web client does. */
export function postLogin(t: TestApp, a: LoginAttempt = {}): Promise<LightMyRequestResponse> {
  const form: Record<string, string> = {
    username: a.username ?? DEMO_ACCOUNT.username,
    password: a.wire ?? encryptWire(t.config.cipherKey, a.password ?? DEMO_ACCOUNT.password),
  };
  if (a.captchaId) form.captchaId = a.captchaId;
  if (a.captchaCode) form.captchaCode = a.captchaCode;
  if (a.redirect) form.redirect = a.redirect;
  return t.app.inject({
    method: 'POST',
    url: `/api${AUTH_PATHS.login.path}`,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...(a.cookies ? { cookie: cookieHeader(a.cookies) } : {}),
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: a.ip ?? nextIp(),
  });
}

/** Logs the demo user (or another) in and returns the cookies to send. */
export async function loginCookies(
  t: TestApp,
  a: LoginAttempt = {},
): Promise<Record<string, string>> {
  const res = await postLogin(t, a);
  if (res.json().rescode !== 200) throw new Error(`login failed: ${res.body}`);
  return cookiesOf(res);
}

/** Inserts an account directly (registration comes with a later issue). */
export async function insertUser(
  t: TestApp,
  u: { username: string; password: string; status?: string; expiresAt?: number | null },
): Promise<number> {
  const now = Date.now();
  return new AccountsRepo(t.db).insertUser({
    username: u.username,
    password_hash: await hashPassword(u.password),
    truename: 'Test',
    phone: null,
    email: null,
    company_name: 'Test Co.',
    category: '1',
    sale_manager: '',
    apply_system: 1,
    status: u.status ?? 'active',
    expires_at: u.expiresAt ?? null,
    created_at: now,
    updated_at: now,
  });
}

/** GET with cookies and the client header. */
export function get(t: TestApp, url: string, cookies: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
  });
}

/** The app with two signed-in accounts, as the tests of the catalogue areas use it. */
export interface SignedInApp {
  t: TestApp;
  /** The demo account: it holds every section of the permission tree. */
  demo: Record<string, string>;
  /** An account with no role: signed in, but holding no section of the permission tree. */
  bare: Record<string, string>;
  /** GET that answers the envelope's data; any other answer fails the test. */
  data: (url: string, cookies?: Record<string, string>) => ReturnType<typeof getData>;
}

async function getData(t: TestApp, url: string, cookies: Record<string, string> = {}) {
  const body = (await get(t, url, cookies)).json();
  if (body.rescode !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A fresh app with the demo account and a role-less account ('norights') signed in. */
export async function signedInApp(): Promise<SignedInApp> {
  const t = await createTestApp();
  const demo = await loginCookies(t);
  await insertUser(t, { username: 'norights', password: 'Pass#1234' });
  const bare = await loginCookies(t, { username: 'norights', password: 'Pass#1234' });
  return { t, demo, bare, data: (url, cookies) => getData(t, url, cookies) };
}

export interface CallOptions {
  cookies?: Record<string, string>;
  host?: string;
  ip?: string;
}

/** A JSON POST as the web client sends it. */
export function post(t: TestApp, url: string, body: unknown, o: CallOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      ...(o.host ? { host: o.host } : {}),
      ...(o.cookies && Object.keys(o.cookies).length ? { cookie: cookieHeader(o.cookies) } : {}),
    },
    payload: body as Record<string, unknown>,
    remoteAddress: o.ip ?? nextIp(),
  });
}

/** A multipart body: text fields and files ([field, filename, bytes]), in the order given. */
export function multipartBody(
  fields: [string, string][],
  files: [string, string, Buffer][],
): { contentType: string; payload: Buffer } {
  const boundary = `----seuiot${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const [k, name, data] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat(parts),
  };
}

/** A multipart POST: text fields and files ({ name: [filename, bytes] }). */
export function postMultipart(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  files: Record<string, [string, Buffer]>,
  o: CallOptions = {},
) {
  const body = multipartBody(
    Object.entries(fields),
    Object.entries(files).map(([k, [name, data]]): [string, string, Buffer] => [k, name, data]),
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': body.contentType,
      ...(o.cookies && Object.keys(o.cookies).length ? { cookie: cookieHeader(o.cookies) } : {}),
    },
    payload: body.payload,
    remoteAddress: o.ip ?? nextIp(),
  });
}

/** A valid PNG of the given size (uncompressed rows inside one zlib stream). */
export function makePng(width: number, height: number, padBytes = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  const idat = zlib.deflateSync(raw);
  const pad =
    padBytes > 0
      ? [chunk('tEXt', Buffer.concat([Buffer.from('pad\0'), crypto.randomBytes(padBytes)]))]
      : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...pad,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
