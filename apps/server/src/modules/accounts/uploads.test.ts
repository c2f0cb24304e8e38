import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import type { CheckedImage } from '../../http/multipart.js';
import { LocalStorage } from '../../storage/storage.js';
import {
  cookieHeader,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  nextIp,
  postMultipart,
  type TestApp,
} from '../../test/harness.js';
import { ENTERPRISE_FIELDS } from './accounts.fixture.js';
import { AccountsRepo } from './accounts.repo.js';
import { UserFilesService } from './user-files.service.js';

/**
 * Uploads replace what they replace, stay under the account's quota and the per-user rate, and
 * leave nothing behind when refused or failed (decision 0010).
 */

const QUOTA_MB = 1;
const RATE = 6;
const KB = 1024;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    USER_STORAGE_QUOTA_MB: String(QUOTA_MB),
    UPLOAD_RATE_PER_MINUTE: String(RATE),
  });
});
afterAll(async () => {
  await t.close();
});

// 'order': the seeded work-order attachment (decision 0016) is a stored file with its row too.
const KINDS = ['avatar', 'identity', 'license', 'order'];
const IMAGE: CheckedImage = {
  field: 'file',
  buffer: makePng(200, 200),
  type: 'png',
  width: 200,
  height: 200,
};

/** Local storage that cannot remove anything. */
class StuckStorage extends LocalStorage {
  override remove(): Promise<void> {
    return Promise.reject(new Error('disk gone'));
  }
}

/** Storage keys of the uploaded files on disk (the seeded catalogue files are not counted). */
function keysOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  return KINDS.flatMap((kind) => {
    const dir = path.join(root, kind);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `${kind}/${f}`) : [];
  }).sort();
}

async function keysInRows(ownerId?: number): Promise<string[]> {
  // The account's images (a developer's app files are kept and counted apart: decision 0015).
  let q = t.db.selectFrom('files').select('storage_key').where('kind', 'in', KINDS);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  return (await q.execute()).map((r) => r.storage_key).sort();
}

/** Every stored file has its row and every row its file: nothing leaked, nothing dangling. */
async function expectNoOrphans() {
  expect(keysOnDisk()).toEqual(await keysInRows());
}

async function signedIn(username: string) {
  const id = await insertUser(t, { username, password: 'Pass#1234' });
  return { id, cookies: await loginCookies(t, { username, password: 'Pass#1234' }) };
}

const avatar = (cookies: Record<string, string>, png = makePng(200, 200)) =>
  postMultipart(
    t,
    `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
    {},
    { file: ['me.png', png] },
    { cookies },
  );

let passports = 0;
/** A real-name submission with a passport number of its own (one account per number). */
const identity = (cookies: Record<string, string>, photo = makePng(600, 500)) =>
  postMultipart(
    t,
    `/api${ACCOUNT_PATHS.identitySubmit.path}`,
    { truename: 'Anna Schmidt', idType: 'passport', idNumber: `P${++passports}X00T47` },
    { portrait: ['a.png', photo], emblem: ['b.png', photo] },
    { cookies },
  );

const enterprise = (cookies: Record<string, string>) =>
  postMultipart(
    t,
    `/api${ACCOUNT_PATHS.enterpriseSubmit.path}`,
    ENTERPRISE_FIELDS,
    { license: ['l.png', makePng(800, 600)] },
    { cookies },
  );

describe('a replaced upload leaves no file behind', () => {
  it('keeps exactly one avatar file and row however often it is replaced', async () => {
    const me = await signedIn('avatar1');
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await avatar(me.cookies);
      expect(res.json().rescode).toBe(200);
      urls.push(res.json().data.headimg as string);
    }
    const rows = await t.db.selectFrom('files').selectAll().where('owner_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('avatar');
    await expectNoOrphans();
    const last = urls.at(-1)!;
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.profile.path}`, me.cookies)).json().data.headimg,
    ).toBe(last);
    expect((await get(t, last, me.cookies)).statusCode).toBe(200);
    expect((await get(t, urls[0]!, me.cookies)).json().msg).toBe('A0078');

    // Another account's upload replaces only its own avatar, and cannot read mine.
    const other = await signedIn('avatar2');
    expect((await avatar(other.cookies)).json().rescode).toBe(200);
    expect(await keysInRows(me.id)).toHaveLength(1);
    expect((await get(t, last, me.cookies)).statusCode).toBe(200);
    expect((await get(t, last, other.cookies)).json().msg).toBe('A0078');
    await expectNoOrphans();
  });

  it('a resubmitted certification replaces its ID photos and its licence', async () => {
    const me = await signedIn('certs1');
    expect((await identity(me.cookies)).json().data.status).toBe('pending');
    expect((await enterprise(me.cookies)).json().data.status).toBe('pending');
    const first = await keysInRows(me.id);
    expect(first).toHaveLength(3);

    for (const table of ['identity_certs', 'enterprise_certs'] as const)
      await t.db
        .updateTable(table)
        .set({ status: 'rejected', reject_reason: 'blurred' })
        .where('user_id', '=', me.id)
        .execute();
    expect((await identity(me.cookies)).json().data.status).toBe('pending');
    expect((await enterprise(me.cookies)).json().data.status).toBe('pending');

    const now = await keysInRows(me.id);
    expect(now).toHaveLength(3);
    expect(now.filter((k) => first.includes(k))).toEqual([]);
    const cert = await t.db
      .selectFrom('identity_certs')
      .select(['portrait_file_id', 'emblem_file_id'])
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    const ids = (
      await t.db.selectFrom('files').select('id').where('owner_id', '=', me.id).execute()
    ).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([cert.portrait_file_id, cert.emblem_file_id]));
    await expectNoOrphans();
  });
});

describe('the storage quota', () => {
  it('refuses an upload that would pass it, names it, and writes nothing', async () => {
    const me = await signedIn('quota1');
    const big = makePng(200, 200, 600 * KB);
    expect((await avatar(me.cookies, big)).json().rescode).toBe(200);
    const before = await keysInRows(me.id);

    // 600 KB kept + 2 × 300 KB of ID photos > 1 MB.
    const res = await identity(me.cookies, makePng(600, 500, 300 * KB));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ rescode: 413, msg: 'B0008', data: `${QUOTA_MB} MB` });
    expect(await keysInRows(me.id)).toEqual(before);
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.identityStatus.path}`, me.cookies)).json().data.status,
    ).toBe('none');
    await expectNoOrphans();

    // A replacement counts without what it replaces.
    expect((await avatar(me.cookies, makePng(200, 200, 700 * KB))).json().rescode).toBe(200);
    expect(await keysInRows(me.id)).toHaveLength(1);
    await expectNoOrphans();
  });

  it('counts the account’s work-order attachments, never its app files (decision 0047)', async () => {
    const me = await signedIn('quota2');
    const row = (kind: string, size: number) => ({
      owner_id: me.id,
      kind,
      storage_key: `${kind}/quota2-${kind}`,
      mime: 'application/octet-stream',
      size,
      width: null,
      height: null,
      created_at: Date.now(),
    });
    // 5 MB of app files: a developer's quota, not the account's 1 MB.
    await t.db
      .insertInto('files')
      .values(row('app-package', 5 * 1024 * KB))
      .execute();
    expect((await avatar(me.cookies, makePng(200, 200, 300 * KB))).json().rescode).toBe(200);
    // 800 KB of attachments and a 300 KB avatar pass 1 MB (rows only: removed again below).
    await t.db
      .insertInto('files')
      .values(row('order', 800 * KB))
      .execute();
    const res = await avatar(me.cookies, makePng(200, 200, 300 * KB));
    await t.db.deleteFrom('files').where('storage_key', '=', 'order/quota2-order').execute();
    expect(res.json()).toEqual({ rescode: 413, msg: 'B0008', data: `${QUOTA_MB} MB` });
    await expectNoOrphans();
  });
});

describe('the per-user upload rate', () => {
  it('answers A0079 past the limit, whatever the address, and only for that user', async () => {
    const me = await signedIn('rate1');
    const codes: number[] = [];
    // postMultipart sends each call from a new client address.
    for (let i = 0; i < RATE; i++) codes.push((await avatar(me.cookies)).statusCode);
    expect(codes).toEqual(Array(RATE).fill(200));
    const limited = await avatar(me.cookies);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ rescode: 429, msg: 'A0079', data: null });
    expect(await keysInRows(me.id)).toHaveLength(1);
    await expectNoOrphans();

    const other = await signedIn('rate2');
    expect((await avatar(other.cookies)).statusCode).toBe(200);
    expect((await identity(me.cookies)).statusCode).toBe(200);
  });
});

describe('a refused or failed upload leaves nothing', () => {
  it('a request cut off in the middle of the file', async () => {
    const me = await signedIn('abort1');
    const before = keysOnDisk();
    const boundary = '----seuiotcut';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookieHeader(me.cookies),
      },
      payload: Buffer.concat([head, makePng(200, 200).subarray(0, 300)]),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(keysOnDisk()).toEqual(before);
    expect(await keysInRows(me.id)).toEqual([]);
  });

  it('a failed row change removes the new bytes and keeps the old avatar', async () => {
    const me = await signedIn('fail1');
    expect((await avatar(me.cookies)).json().rescode).toBe(200);
    const before = await keysInRows(me.id);
    const storage = new LocalStorage(path.join(t.config.dataDir, 'files'));
    const files = new UserFilesService(new AccountsRepo(t.db), storage, '/api', QUOTA_MB, {
      warn: () => undefined,
    });
    await expect(
      files.replace(me.id, 'avatar', [IMAGE], () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await keysInRows(me.id)).toEqual(before);
    await expectNoOrphans();
  });

  it('a failed removal of the old bytes is logged and does not undo the change', async () => {
    const me = await signedIn('fail2');
    expect((await avatar(me.cookies)).json().rescode).toBe(200);
    const [old] = await keysInRows(me.id);
    const root = path.join(t.config.dataDir, 'files');
    const warnings: unknown[] = [];
    const files = new UserFilesService(
      new AccountsRepo(t.db),
      new StuckStorage(root),
      '/api',
      QUOTA_MB,
      { warn: (obj: unknown) => warnings.push(obj) },
    );
    const id = await files.replace(me.id, 'avatar', [IMAGE], async (_db, [fileId]) => fileId);
    const rows = await t.db.selectFrom('files').selectAll().where('owner_id', '=', me.id).execute();
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(warnings).toEqual([expect.objectContaining({ key: old })]);
    await new LocalStorage(root).remove(old!);
    await expectNoOrphans();
  });
});
