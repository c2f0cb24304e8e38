import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { LocalStorage } from '../../storage/storage.js';
import { DEMO_ACCOUNT } from './index.js';
import { seedCatalogue } from './catalogue.js';
import { APPS } from './catalogue-apps.data.js';

/** The seeded catalogue catalogue.test.ts checks, and helpers to read it. */

export const TABLES = [
  'classifications',
  'products',
  'industries',
  'solution_cases',
  'case_industries',
  'case_products',
  'apps',
  'app_products',
  'app_media',
  'material_types',
  'materials',
  'articles',
  'api_categories',
  'api_entries',
  'sdks',
  'test_packages',
  'banners',
  'hot_keywords',
  'catalogue_files',
  'entity_files',
  'platforms',
  'user_platforms',
  'device_authorizations',
  'devices',
  'app_purchases',
  'admin_accounts',
] as const;

/** Tables with bilingual `<name>_zh` / `<name>_en` columns. */
export const BILINGUAL = [
  'classifications',
  'products',
  'industries',
  'solution_cases',
  'apps',
  'material_types',
  'materials',
  'articles',
  'api_categories',
  'api_entries',
  'sdks',
  'test_packages',
  'banners',
  'hot_keywords',
  'catalogue_files',
  'platforms',
] as const;

export const ASSETS = path.resolve(import.meta.dirname, '../../../assets/seed');

/**
 * The catalogue's apps. The demo developer's own apps (demo-developer.ts: drafts, uploads, release
 * notes) are seeded beside the catalogue and checked by the apps tests.
 */
const CATALOGUE_PACKAGES = new Set(APPS.map((a) => a.packageName));
export const catalogueApp = (row: Record<string, unknown>) =>
  CATALOGUE_PACKAGES.has(String(row.package_name));

/** LocalStorage that counts writes. */
export class CountingStorage extends LocalStorage {
  puts = 0;
  override async put(key: string, data: Buffer | Readable) {
    this.puts++;
    await super.put(key, data);
  }
}

export let t: TestApp;
export let dir: string;
export let storage: CountingStorage;
export let demoId: number;

export async function rows(table: string): Promise<Record<string, unknown>[]> {
  const r = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
  return r.rows;
}

export async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const r = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    out[table] = Number(r.rows[0]!.n);
  }
  return out;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A fresh app for the test file with the catalogue seeded into its own counting storage: first
 * without the demo account, then with it.
 */
export function useSeededCatalogue() {
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-catalogue-'));
    storage = new CountingStorage(dir);
    const demo = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow();
    demoId = demo.id;
    // First without the demo account (as an installation without demo data would), then with it.
    await seedCatalogue(t.db, null, storage);
    await seedCatalogue(t.db, demoId, storage);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}
