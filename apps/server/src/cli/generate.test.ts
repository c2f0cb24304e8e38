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
import {
  batchSizeFor,
  createRng,
  describeDatabase,
  ensureClassification,
  ensureIndustry,
  GENERATORS,
  makeApp,
  makeCase,
  makeCatalogueFile,
  makeNotice,
  type NamedRef,
  type ProductRef,
} from './generate.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const CJK = /[\u4e00-\u9fff]/;
const SEVEN_YEARS = 7 * 365 * 86_400_000;

/** Chinese text must not glue Latin letters to Chinese characters (「采用S90」). */
const GLUED = /[\u4e00-\u9fff][A-Za-z]|[A-Za-z][\u4e00-\u9fff]/;

const INDUSTRIES: NamedRef[] = [
  { id: 1, zh: '物流快递', en: 'Logistics & express' },
  { id: 2, zh: '冷链', en: 'Cold chain' },
  { id: 3, zh: '港口码头', en: 'Ports & terminals' },
  { id: 4, zh: '文旅', en: 'Tourism' },
];
const PRODUCTS: ProductRef[] = [
  { id: 11, model: 'S90', zh: 'S90 5G 手持终端', en: 'S90 5G Handheld Computer' },
  { id: 12, model: 'T10', zh: 'T10 10 英寸三防平板', en: 'T10 10-inch Rugged Tablet' },
  { id: 13, model: 'P20', zh: 'P20 便携打印机', en: 'P20 Mobile Printer' },
];
const APP_CLASSES: NamedRef[] = [
  { id: 21, zh: '仓储物流', en: 'Warehouse & logistics' },
  { id: 22, zh: '设备工具', en: 'Device utilities' },
];
const FOLDERS: NamedRef[] = [
  { id: 31, zh: '产品手册', en: 'Product manuals' },
  { id: 32, zh: '固件与系统', en: 'Firmware & OS' },
  { id: 33, zh: '其他', en: 'Other' },
];

function expectBilingual(zh: string, en: string, max: number) {
  expect(zh).toMatch(CJK);
  expect(zh).not.toMatch(GLUED);
  expect(en).not.toMatch(CJK);
  expect(zh.length).toBeLessThanOrEqual(max);
  expect(en.length).toBeLessThanOrEqual(max);
}

describe('makeNotice', () => {
  it('gives the same rows for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 50; i++) expect(makeNotice(a, NOW)).toEqual(makeNotice(b, NOW));
  });

  it('writes each notice in both languages, in the past, within the column limits', () => {
    const rng = createRng(7);
    const titles = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const n = makeNotice(rng, NOW);
      titles.add(n.title_en);
      expect(n.title_zh).toMatch(CJK);
      expect(n.content_zh).toMatch(CJK);
      expect(n.title_en).not.toMatch(CJK);
      expect(n.content_en).not.toMatch(CJK);
      expect(n.title_zh.length).toBeLessThanOrEqual(200);
      expect(n.title_en.length).toBeLessThanOrEqual(200);
      expect(n.content_en.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(n.publish_time).toBeLessThan(NOW);
      expect(n.publish_time).toBeGreaterThan(NOW - SEVEN_YEARS);
      expect(n.created_at).toBeLessThan(n.publish_time);
      expect([0, 1]).toContain(n.status);
    }
    // Varied enough that a title search or a page does not show the same line ten times.
    expect(titles.size).toBeGreaterThan(1000);
  });
});

describe('makeCase', () => {
  const ref = { industries: INDUSTRIES, products: PRODUCTS };

  it('gives the same rows for the same seed', () => {
    const a = createRng(3);
    const b = createRng(3);
    for (let i = 0; i < 50; i++) expect(makeCase(a, NOW, ref)).toEqual(makeCase(b, NOW, ref));
  });

  it('writes bilingual cases linked to known industries and devices, within the column limits', () => {
    const rng = createRng(8);
    const titles = new Set<string>();
    let drafts = 0;
    let twoIndustries = 0;
    for (let i = 0; i < 2000; i++) {
      const c = makeCase(rng, NOW, ref);
      const r = c.row;
      titles.add(r.title_en);
      expectBilingual(r.title_zh, r.title_en, 200);
      expectBilingual(r.summary_zh, r.summary_en, 500);
      expectBilingual(r.content_zh, r.content_en, 4000);
      expect(r.content_en.split('\n').length).toBe(4);
      expect(r.cover).toMatch(/^\/seuiot-assets\/covers\/[a-z]+\.svg$/);
      expect(r.price).toBeGreaterThanOrEqual(0);
      expect(r.created_at).toBeLessThan(NOW);
      expect(r.created_at).toBeGreaterThan(NOW - SEVEN_YEARS);
      expect(r.updated_at).toBeGreaterThanOrEqual(r.created_at);
      expect(r.updated_at).toBeLessThan(NOW);
      expect(new Set(c.industryIds).size).toBe(c.industryIds.length);
      expect(c.industryIds.every((id) => INDUSTRIES.some((x) => x.id === id))).toBe(true);
      expect(c.productIds.length).toBeGreaterThanOrEqual(1);
      expect(c.productIds.length).toBeLessThanOrEqual(3);
      expect(new Set(c.productIds).size).toBe(c.productIds.length);
      // The text names the linked device.
      const first = PRODUCTS.find((p) => p.id === c.productIds[0])!;
      expect(r.summary_en).toContain(first.en);
      if (r.status === 0) drafts++;
      if (c.industryIds.length === 2) twoIndustries++;
    }
    expect(titles.size).toBeGreaterThan(1000);
    expect(drafts).toBeGreaterThan(0);
    expect(twoIndustries).toBeGreaterThan(300);
  });

  it('writes about the industry it is linked to', () => {
    const rng = createRng(9);
    for (let i = 0; i < 200; i++) {
      const c = makeCase(rng, NOW, { industries: [INDUSTRIES[1]!], products: PRODUCTS });
      expect(c.row.cover).toBe('/seuiot-assets/covers/coldchain.svg');
    }
  });

  it('with a pin, publishes every case under that industry only', () => {
    const rng = createRng(10);
    const pinned = INDUSTRIES[2]!;
    const titles = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = makeCase(rng, NOW, { ...ref, pinned });
      titles.add(c.row.title_en);
      expect(c.industryIds).toEqual([pinned.id]);
      expect(c.row.status).toBe(1);
    }
    // A benchmark list of one industry still reads as different cases page after page.
    expect(titles.size).toBeGreaterThan(600);
  });
});

describe('makeApp', () => {
  const ref = { classifications: APP_CLASSES, products: PRODUCTS };

  it('writes bilingual market apps within the column limits', () => {
    const rng = createRng(11);
    const names = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const a = makeApp(rng, NOW, ref);
      const r = a.row;
      names.add(r.name_en);
      expect(r.channel).toBe('market');
      expect(APP_CLASSES.map((c) => c.id)).toContain(r.classification_id);
      expectBilingual(r.name_zh, r.name_en, 100);
      expectBilingual(r.summary_zh, r.summary_en, 500);
      expectBilingual(r.intro_zh, r.intro_en, 4000);
      expect(r.package_name).toMatch(/^com\.[a-z]+\.[a-z]+(\.[a-z]+)?$/);
      expect(r.package_name.startsWith('com.seuiot.')).toBe(false);
      expect(r.package_name.length).toBeLessThanOrEqual(128);
      expect(r.version_name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(r.version_code).toBeGreaterThan(0);
      expect(['free', 'paid']).toContain(r.charge_type);
      expect(['tool', 'business', 'system', 'sdk-demo']).toContain(r.software_type);
      expect(r.icon).toMatch(/^\/seuiot-assets\/icons\/[a-z-]+\.svg$/);
      expect(r.updated_at).toBeGreaterThanOrEqual(r.created_at);
      expect(r.updated_at).toBeLessThan(NOW);
      expect(a.productIds.length).toBeGreaterThanOrEqual(1);
      expect(a.productIds.length).toBeLessThanOrEqual(3);
      expect(r.summary_en).toContain(`${a.productIds.length} device model`);
    }
    expect(names.size).toBeGreaterThan(200);
  });

  it('with a pin, releases every app under that classification', () => {
    const rng = createRng(12);
    for (let i = 0; i < 500; i++) {
      const r = makeApp(rng, NOW, { ...ref, pinned: APP_CLASSES[1]! }).row;
      expect(r.classification_id).toBe(APP_CLASSES[1]!.id);
      expect(r.released).toBe(1);
    }
  });
});

describe('makeCatalogueFile', () => {
  const ref = { classifications: FOLDERS, products: PRODUCTS };

  it('files bilingual, plausibly sized download-centre entries', () => {
    const rng = createRng(13);
    const formats = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const f = makeCatalogueFile(rng, NOW, ref);
      formats.add(f.format);
      expectBilingual(f.name_zh, f.name_en, 200);
      expect(f.section).toBe('download');
      expect(f.in_download_centre).toBe(1);
      expect(FOLDERS.map((c) => c.id)).toContain(f.classification_id);
      expect(f.storage_key).toMatch(new RegExp(`^generated/downloads/[0-9a-f]{16}\\.${f.format}$`));
      expect(f.mime).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
      expect(f.size).toBeGreaterThan(1000);
      expect(f.size).toBeLessThan(3 * 1024 ** 3);
      expect([0, 1]).toContain(f.watermark);
      expect(f.updated_at).toBeGreaterThanOrEqual(f.created_at);
      expect(f.updated_at).toBeLessThan(NOW);
      // Sizes fit the format: firmware packages are large, text notes small.
      if (f.format === 'txt' || f.format === 'json') expect(f.size).toBeLessThan(64 * 1024);
      if (f.format === 'zip') expect(f.size).toBeGreaterThan(1024 ** 2);
    }
    expect(formats.size).toBeGreaterThanOrEqual(6);
  });

  it('puts files that fit the folder in it', () => {
    const rng = createRng(14);
    for (let i = 0; i < 300; i++) {
      const f = makeCatalogueFile(rng, NOW, { ...ref, pinned: FOLDERS[0]! });
      expect(f.classification_id).toBe(FOLDERS[0]!.id);
      expect(f.format).toBe('pdf');
      expect(f.name_en).toMatch(/manual|quick start/);
    }
  });
});

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
