import path from 'node:path';
import { generateSync } from 'otplib';
import { vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_ROUTES, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { buildApp } from '../../app.js';
import { runAdmin } from '../../cli/admin.js';
import { createDb } from '../../db/kysely.js';
import { LocalStorage } from '../../storage/storage.js';
import {
  cookieHeader,
  cookiesOf,
  createTestApp,
  nextIp,
  type TestApp,
} from '../../test/harness.js';

/** Staff helpers of the content and customers tests (decision 0023); Date must be faked. */

export type Cookies = Record<string, string>;

/** The next TOTP step: each code a test computes belongs to a step not used before. */
export function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

export function call(
  t: TestApp | { app: FastifyInstance },
  method: 'GET' | 'POST',
  url: string,
  cookies: Cookies = {},
  body?: unknown,
) {
  return t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api${url}`,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
    remoteAddress: nextIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A staff member created by the admin command and signed in with both factors. */
export async function staffSession(t: TestApp, name: string, ...roles: string[]) {
  const out = await runAdmin(['create-staff', name, ...roles.flatMap((r) => ['--role', r])], {
    DATABASE_URL: t.config.databaseUrl,
    DATA_DIR: t.config.dataDir,
  });
  const password = out.split('\n')[1]!;
  const login = await call(t, 'POST', CONSOLE_ROUTES.login, {}, { username: name, password });
  const cookies = cookiesOf(login);
  const secret: string = (await call(t, 'POST', CONSOLE_ROUTES.totpEnrol, cookies)).json().data
    .secret;
  nextStep();
  const confirm = await call(t, 'POST', CONSOLE_ROUTES.totpConfirm, cookies, {
    code: generateSync({ secret: secret }),
  });
  if (confirm.json().rescode !== 200) throw new Error(confirm.body);
  return cookies;
}

/**
 * A fresh test app at `at` (only Date is faked: TOTP codes belong to 30-second steps, and a step
 * is accepted once) with an editor and a sales member signed in, named after `prefix`.
 */
export async function contentApp(at: string, prefix: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const t = await createTestApp();
  const editor = await staffSession(t, `${prefix}.editor`, 'editor');
  const sales = await staffSession(t, `${prefix}.sales`, 'sales');
  return { t, editor, sales };
}

/** A staff member past the password only (the second factor still due). */
export async function halfSession(t: TestApp, name: string, ...roles: string[]) {
  const out = await runAdmin(['create-staff', name, ...roles.flatMap((r) => ['--role', r])], {
    DATABASE_URL: t.config.databaseUrl,
    DATA_DIR: t.config.dataDir,
  });
  const password = out.split('\n')[1]!;
  return cookiesOf(await call(t, 'POST', CONSOLE_ROUTES.login, {}, { username: name, password }));
}

/** A second server on the same database (another process's connection on SQLite). */
export async function secondServer(t: TestApp) {
  const db = createDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 2 });
  const storage = new LocalStorage(path.join(t.config.dataDir, 'files'), { sync: false });
  const app = await buildApp({
    config: t.config,
    db,
    storage,
    logStream: { write: () => true } as never,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** The audit records of an action, newest first (read directly, not through the audited call). */
export async function auditOf(t: TestApp, action: string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}
