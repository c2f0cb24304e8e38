import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { LocalStorage } from '../storage/storage.js';
import { createTestApp, insertUser, type TestApp } from './harness.js';

/** Decision 0042: every default test app is a copy of one template seeded once per run. */
const demoCreatedAt = async (t: TestApp) =>
  (
    await t.db
      .selectFrom('users')
      .select('created_at')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow()
  ).created_at;

/** Every file under `dir`, by its path inside `dir`. */
const filesUnder = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  // What a test does to its copy: a new row, a seeded file written over in place.
  await insertUser(a, { username: 'only-in-a', password: 'Pass#1234' });
  const files = path.join(a.config.dataDir, 'files');
  const first = filesUnder(files)[0]!;
  fs.writeFileSync(path.join(files, first), 'changed by a');
  b = await createTestApp({ OVERSEAS_HOSTS: 'en.example.com' });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('the test harness', () => {
  it('gives each app a copy of the same seeded template, untouched by other apps', async () => {
    // Seeded once: the demo account was made at the same moment for both apps.
    expect(await demoCreatedAt(b)).toBe(await demoCreatedAt(a));
    const user = (t: TestApp) =>
      t.db.selectFrom('users').select('id').where('username', '=', 'only-in-a').executeTakeFirst();
    expect(await user(a)).toBeDefined();
    expect(await user(b)).toBeUndefined();
    const filesA = path.join(a.config.dataDir, 'files');
    const filesB = path.join(b.config.dataDir, 'files');
    const names = filesUnder(filesB);
    expect(names.length).toBeGreaterThan(10);
    expect(filesUnder(filesA)).toEqual(names);
    expect(fs.readFileSync(path.join(filesB, names[0]!), 'utf8')).not.toBe('changed by a');
    // Ids continue after the seeded rows in the copy (PostgreSQL keeps the sequences' state).
    const maxSeeded = await b.db
      .selectFrom('users')
      .select((e) => e.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const id = await insertUser(b, { username: 'next-in-b', password: 'Pass#1234' });
    expect(id).toBe(Number(maxSeeded.id) + 1);
  });

  it('seeds its own database when the caller brings its own storage', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-own-storage-'));
    const own = await createTestApp({}, undefined, { storage: new LocalStorage(dir) });
    try {
      expect(await demoCreatedAt(own)).toBeGreaterThan(await demoCreatedAt(a));
      // The same seeded files (the work order's attachment takes a new random key).
      expect(filesUnder(dir).length).toBe(filesUnder(path.join(b.config.dataDir, 'files')).length);
    } finally {
      await own.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
