import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEVELOPER_PATHS, APP_PATHS } from '@seuiot/contract';
import type { ApkInfo } from '../../lib/apk/apk-info.js';
import { runAdmin } from '../../cli/admin.js';
import { fakeApk, readFakeApk } from '../../test/fake-apk.js';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  postMultipart,
  type TestApp,
} from '../../test/harness.js';
import { AccountsRepo } from '../accounts/accounts.repo.js';
import type { ApkReader } from './uploads.service.js';

/**
 * The app and helpers of the developer apps tests: developers made through the real calls (an
 * approved real-name certification, the onboarding form, the operator's approval by the admin
 * command), uploads and apps.
 */

export let t: TestApp;
export type Cookies = Record<string, string>;

/** A fresh app for the test file; `readApk` reads the packages (the fake one by default). */
export function useAppsApp(env: Record<string, string> = {}, readApk: ApkReader = readFakeApk) {
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn', ...env }, undefined, { readApk });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}

export const api = (path: string) => `${t.config.apiPrefix}${path}`;

/** The admin command against the test's database. */
export function admin(...args: string[]): Promise<string> {
  return runAdmin(args, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir });
}

/** A signed-in customer (all sections) with an approved real-name certification. */
export async function certifiedCustomer(
  username: string,
): Promise<{ id: number; cookies: Cookies }> {
  const id = await insertUser(t, { username, password: 'Pass#1234' });
  await new AccountsRepo(t.db).grantRole(id, 'customer');
  const [photo] = await t.db.selectFrom('files').select('id').orderBy('id').limit(1).execute();
  await t.db
    .insertInto('identity_certs')
    .values({
      user_id: id,
      truename: username,
      id_type: 'passport',
      id_hash: `${username}`.padEnd(64, '0'),
      id_masked: 'E1****78',
      portrait_file_id: photo!.id,
      emblem_file_id: photo!.id,
      status: 'approved',
      reject_reason: '',
      submitted_at: Date.now(),
      reviewed_at: Date.now(),
    })
    .execute();
  return { id, cookies: await loginCookies(t, { username, password: 'Pass#1234' }) };
}

/** A customer made an approved developer through the onboarding call and the admin command. */
export async function developer(username: string): Promise<{ id: number; cookies: Cookies }> {
  const user = await certifiedCustomer(username);
  const res = await post(
    t,
    api(DEVELOPER_PATHS.submit.path),
    { name: `${username} Studio`, email: `${username}@example.com`, phone: '13800138000' },
    { cookies: user.cookies },
  );
  expect(res.json().data.status).toBe('pending');
  await admin('approve-developer', username);
  return user;
}

/** The envelope of a JSON POST. */
export async function postJson(url: string, body: unknown, cookies: Cookies) {
  return (await post(t, api(url), body, { cookies })).json();
}

export async function getJson(url: string, cookies: Cookies) {
  return (await get(t, api(url), cookies)).json();
}

/** Uploads a file for a purpose; the envelope. */
export async function upload(
  cookies: Cookies,
  purpose: 'icon' | 'package' | 'media',
  bytes: Buffer,
  extra: Record<string, string> = {},
  name = 'file.bin',
) {
  const res = await postMultipart(
    t,
    api(APP_PATHS.upload.path),
    { purpose, ...extra },
    { file: [name, bytes] },
    { cookies },
  );
  return res.json();
}

/** The business id of an accepted upload (fails the test otherwise). */
export async function busId(
  cookies: Cookies,
  purpose: 'icon' | 'package' | 'media',
  bytes: Buffer,
  extra: Record<string, string> = {},
): Promise<number> {
  const r = await upload(cookies, purpose, bytes, extra);
  if (r.rescode !== 200) throw new Error(`upload ${purpose}: ${JSON.stringify(r)}`);
  return r.data.busId;
}

let iconSeq = 0;
/** A distinct square PNG (512 px). */
export function iconPng(): Buffer {
  iconSeq++;
  return makePng(512, 512, 16 + iconSeq);
}

export function pkg(info: Partial<ApkInfo> & { packageName: string; versionCode: number }) {
  return fakeApk({ versionName: `${info.versionCode}.0`, ...info });
}

/** A complete app form (both languages), with new uploads of the caller. */
export async function appForm(
  cookies: Cookies,
  name: string,
  packageName: string,
  more: Record<string, unknown> = {},
) {
  const categoryId = (await getJson(APP_PATHS.categories.path, cookies)).data[0].id;
  return {
    nameZh: `${name} 中文`,
    nameEn: name,
    summaryZh: '简介',
    summaryEn: 'Profile',
    introZh: '描述',
    introEn: 'Description',
    categoryId,
    iconBusId: await busId(cookies, 'icon', iconPng()),
    mediaBusIds: [await busId(cookies, 'media', makePng(720, 1280))],
    packageBusId:
      'packageBusId' in more
        ? more.packageBusId
        : await busId(cookies, 'package', pkg({ packageName, versionCode: 1 })),
    versionName: '1.0.0',
    testAccount: 'reviewer / Pass#1234',
    ...more,
  };
}

/** Creates and submits an app; its detail. */
export async function submittedApp(cookies: Cookies, name: string, packageName: string) {
  const r = await postJson(
    APP_PATHS.submit.path,
    await appForm(cookies, name, packageName),
    cookies,
  );
  if (r.rescode !== 200) throw new Error(JSON.stringify(r));
  return r.data;
}

/** An app submitted and approved by the operator; its id. */
export async function approvedApp(cookies: Cookies, name: string, packageName: string) {
  const app = await submittedApp(cookies, name, packageName);
  await admin('approve-app', String(app.id));
  return app.id as number;
}

/** Every file under the storage's app directory (the developer uploads) and its partials. */
export function appFilesOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  const out: string[] = [];
  for (const dir of ['app', '.partial']) {
    const d = path.join(root, dir);
    if (fs.existsSync(d)) for (const f of fs.readdirSync(d)) out.push(`${dir}/${f}`);
  }
  return out.sort();
}

/** Every app upload has its file and every stored app file its row (and no partial is left). */
export async function expectNoOrphans(): Promise<void> {
  const rows = await t.db
    .selectFrom('files')
    .select('storage_key')
    .where('kind', 'in', ['app-icon', 'app-package', 'app-media'])
    .execute();
  expect(appFilesOnDisk()).toEqual(rows.map((r) => r.storage_key).sort());
}

/** The newest message of a user. */
export async function lastMessage(userId: number) {
  return t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
