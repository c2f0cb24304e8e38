import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedCatalogue } from '../db/seeds/catalogue.js';
import { LocalStorage } from '../storage/storage.js';
import { describeDatabase } from './generate.js';
import { batchSizeFor } from './generate/load.js';
import { ensureClassification, ensureIndustry } from './generate/references.js';
import { GENERATORS } from './generate/registry.js';

// The row makers are tested in generate/rows.test.ts; these tests fill a real database.

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('batchSizeFor', () => {
  it('keeps every INSERT under PostgreSQL’s 65,535 parameters', () => {
    expect(batchSizeFor(7)).toBe(500);
    expect(batchSizeFor(200) * 200).toBeLessThanOrEqual(65_535);
    expect(batchSizeFor(7, 100_000) * 7).toBeLessThanOrEqual(65_535);
  });
});

describe('describeDatabase', () => {
  it('never prints the password of a PostgreSQL URL', () => {
    const text = describeDatabase('postgres://app:s3cret@db.internal:5432/portal', '/data');
    expect(text).toBe('PostgreSQL db.internal:5432/portal');
  });
});

/** A fresh migrated database: SQLite, or a new database on TEST_DATABASE_URL's server. */
async function freshDb(): Promise<{ db: Db; dir: string; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-gen-'));
  const admin = process.env.TEST_DATABASE_URL;
  let url = '';
  let dropDatabase = async () => {};
  if (admin) {
    const name = `seuiot_gen_${crypto.randomBytes(6).toString('hex')}`;
    const run = async (text: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await run(`create database ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  }
  const db = createDb({ databaseUrl: url, dataDir: dir, poolMax: 2 });
  await migrateToLatest(db);
  return {
    db,
    dir,
    async drop() {
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function count(db: Db, table: 'users' | 'industries' | 'products' | 'classifications') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GENERATORS', () => {
  let t: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    t = await freshDb();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('notices: adds the rows asked for in batches, again on a second run, and leaves accounts alone', async () => {
    const g = GENERATORS.notices!;
    const progress: number[] = [];
    const added = await g.fill(t.db, 1234, {
      seed: 1,
      now: NOW,
      batchSize: 100,
      onProgress: (n) => progress.push(n),
    });
    expect(added).toBe(1234);
    expect(progress.at(-1)).toBe(1234);
    expect(await g.count(t.db)).toBe(1234);
    await g.fill(t.db, 10, { seed: 2, now: NOW });
    expect(await g.count(t.db)).toBe(1244);
    expect(await count(t.db, 'users')).toBe(0);
  });

  it('solution_cases: creates the reference rows on an empty database once, and links every case', async () => {
    const g = GENERATORS.solution_cases!;
    expect(await g.fill(t.db, 1203, { seed: 3, now: NOW, batchSize: 100 })).toBe(1203);
    const industries = await count(t.db, 'industries');
    const products = await count(t.db, 'products');
    expect(industries).toBeGreaterThanOrEqual(3);
    expect(products).toBeGreaterThanOrEqual(3);
    await g.fill(t.db, 20, { seed: 4, now: NOW });
    expect(await g.count(t.db)).toBe(1223);
    expect(await count(t.db, 'industries')).toBe(industries);
    expect(await count(t.db, 'products')).toBe(products);
    // Every case has one or two industries and one to three devices, none dangling.
    const links = {
      industries: await t.db.selectFrom('case_industries').select(['case_id as id']).execute(),
      products: await t.db.selectFrom('case_products').select(['case_id as id']).execute(),
    };
    const cases = await t.db.selectFrom('solution_cases').select('id').execute();
    for (const [name, rows] of Object.entries(links)) {
      const perCase = new Map(cases.map((c) => [c.id, 0]));
      for (const r of rows) {
        expect(perCase.has(r.id)).toBe(true);
        perCase.set(r.id, perCase.get(r.id)! + 1);
      }
      const counts = [...perCase.values()];
      expect(Math.min(...counts)).toBe(1);
      expect(Math.max(...counts)).toBe(name === 'industries' ? 2 : 3);
    }
    expect(await count(t.db, 'users')).toBe(0);
  });

  it('solution_cases: with a pin, builds a list of exactly the rows asked for', async () => {
    const id = await ensureIndustry(t.db, { zh: '港口码头', en: 'Ports & terminals' });
    expect(await ensureIndustry(t.db, { zh: '港口码头', en: 'Ports & terminals' })).toBe(id);
    await GENERATORS.solution_cases!.fill(t.db, 250, {
      seed: 5,
      now: NOW,
      batchSize: 64,
      pin: { industryId: id },
    });
    const listed = await t.db
      .selectFrom('solution_cases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 1)
      .where(
        'id',
        'in',
        t.db.selectFrom('case_industries').select('case_id').where('industry_id', '=', id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(listed.n)).toBe(250);
    const covers = await t.db
      .selectFrom('solution_cases')
      .innerJoin('case_industries', 'case_industries.case_id', 'solution_cases.id')
      .select('cover')
      .distinct()
      .where('industry_id', '=', id)
      .execute();
    expect(covers.map((c) => c.cover)).toEqual(['/seuiot-assets/covers/logistics.svg']);
    await expect(
      GENERATORS.solution_cases!.fill(t.db, 1, { pin: { industryId: 999_999 } }),
    ).rejects.toThrow(/no industry with id 999999/);
  });

  it('apps: classified market apps adapted to devices', async () => {
    const g = GENERATORS.apps!;
    expect(await g.fill(t.db, 777, { seed: 6, now: NOW, batchSize: 100 })).toBe(777);
    const rows = await t.db
      .selectFrom('apps')
      .innerJoin('classifications', 'classifications.id', 'apps.classification_id')
      .select(['apps.id', 'apps.channel', 'classifications.kind'])
      .execute();
    expect(rows).toHaveLength(777);
    expect(new Set(rows.map((r) => `${r.channel}/${r.kind}`))).toEqual(new Set(['market/app']));
    const linked = await t.db
      .selectFrom('app_products')
      .select((eb) => eb.fn.count<number | string>('app_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(777);
  });

  it('catalogue_files: download-centre rows under download classifications, pinned or not', async () => {
    const g = GENERATORS.catalogue_files!;
    expect(await g.fill(t.db, 1500, { seed: 7, now: NOW, batchSize: 200 })).toBe(1500);
    const folder = await ensureClassification(t.db, 'download', {
      zh: '安全公告',
      en: 'Security advisories',
    });
    await g.fill(t.db, 120, { seed: 8, now: NOW, pin: { classificationId: folder } });
    const rows = await t.db
      .selectFrom('catalogue_files')
      .innerJoin('classifications', 'classifications.id', 'catalogue_files.classification_id')
      .select([
        'catalogue_files.classification_id',
        'kind',
        'section',
        'in_download_centre',
        'size',
      ])
      .execute();
    expect(rows).toHaveLength(1620);
    expect(rows.every((r) => r.kind === 'download' && r.section === 'download')).toBe(true);
    expect(rows.every((r) => r.in_download_centre === 1 && Number(r.size) > 0)).toBe(true);
    expect(rows.filter((r) => r.classification_id === folder)).toHaveLength(120);
    // Firmware packages are bigger than 2^31 bytes sometimes: the column must hold them.
    expect(Math.max(...rows.map((r) => Number(r.size)))).toBeGreaterThan(600 * 1024 ** 2);
    await expect(
      g.fill(t.db, 1, {
        pin: {
          classificationId: (
            await t.db
              .selectFrom('classifications')
              .select('id')
              .where('kind', '=', 'app')
              .executeTakeFirstOrThrow()
          ).id,
        },
      }),
    ).rejects.toThrow(/no download classification/);
  });

  it('leaves a later demo seed run nothing to duplicate', async () => {
    const before = {
      industries: await count(t.db, 'industries'),
      products: await count(t.db, 'products'),
      classifications: await count(t.db, 'classifications'),
    };
    await seedCatalogue(t.db, null, new LocalStorage(path.join(t.dir, 'files')));
    // The seed only adds its own classifications of the kinds the generator did not need
    // (none here) and its own industries, products and classifications by natural key.
    expect(await count(t.db, 'products')).toBe(before.products);
    expect(await count(t.db, 'classifications')).toBe(before.classifications);
    expect(await count(t.db, 'industries')).toBe(before.industries);
  });
});
