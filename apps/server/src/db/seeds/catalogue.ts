import crypto from 'node:crypto';
import type { Db } from '../kysely.js';
import type { Storage } from '../../storage/storage.js';
import {
  BANNERS,
  CLASSIFICATIONS,
  DEMO_ADMIN_ACCOUNTS,
  DEMO_DEVICES,
  DEMO_PURCHASES,
  HOT_KEYWORDS,
  INDUSTRIES,
  MATERIAL_TYPES,
  PLATFORMS,
  PRODUCTS,
  type FileBody,
  type FileSeed,
  type PdfBlock,
  type Bi,
  type Paras,
} from './catalogue.data.js';
import { CASES } from './catalogue-cases.data.js';
import { APPS } from './catalogue-apps.data.js';
import { MATERIALS } from './catalogue-materials.data.js';
import { DOCUMENTS } from './catalogue-documents.data.js';
import { FAQS } from './catalogue-faq.data.js';
import { API_CATEGORIES, API_ENTRIES, SDKS, TEST_PACKAGES } from './catalogue-developer.data.js';
import { FILES } from './catalogue-files.data.js';
import { encodePng } from './png.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const joinText = (t: Paras): string => (Array.isArray(t) ? t.join('\n\n') : t);

const MIME: Record<FileBody['kind'], string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  png: 'image/png',
};

/**
 * The bytes of every seeded catalogue file, keyed by storage key. Deterministic: the same bytes on
 * every run, so the `size` column always matches what storage holds.
 */
export function CATALOGUE_FILE_CONTENTS(): { storageKey: string; bytes: Buffer }[] {
  return FILES.map((f) => ({ storageKey: f.key, bytes: renderFile(f) }));
}

/**
 * Catalogue content a customer would recognise: device models, solutions, apps, marketing
 * material, developer resources, downloads and support articles; with `demoUserId`, the demo
 * customer's devices, purchases, admin accounts and IoT platform. Inserts only what is missing
 * (keyed on natural values), so running it twice changes nothing. Files are written to storage
 * only when missing.
 */
export async function seedCatalogue(
  db: Db,
  demoUserId: number | null,
  storage: Storage,
): Promise<void> {
  const contents = new Map<string, Buffer>();
  for (const { storageKey, bytes } of CATALOGUE_FILE_CONTENTS()) {
    contents.set(storageKey, bytes);
    if (!(await storage.exists(storageKey))) await storage.put(storageKey, bytes);
  }
  const run = (trx: Db) => seedRows(trx, demoUserId, contents, Date.now());
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

async function seedRows(
  db: Db,
  demoUserId: number | null,
  contents: Map<string, Buffer>,
  now: number,
): Promise<void> {
  const ago = (days: number, index = 0) => now - days * DAY - index * 37 * MINUTE;

  // Classifications: parents come before their children in the list.
  const cls = new Map<string, number>();
  for (const [i, c] of CLASSIFICATIONS.entries()) {
    const parentId = c.parent ? need(cls, c.parent, 'classification') : null;
    let q = db
      .selectFrom('classifications')
      .select('id')
      .where('kind', '=', c.kind)
      .where('name_zh', '=', c.name.zh);
    q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
    const row =
      (await q.executeTakeFirst()) ??
      (await db
        .insertInto('classifications')
        .values({
          parent_id: parentId,
          kind: c.kind,
          name_zh: c.name.zh,
          name_en: c.name.en,
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    cls.set(c.key, row.id);
  }

  const products = new Map<string, number>();
  for (const [i, p] of PRODUCTS.entries()) {
    const row =
      (await db
        .selectFrom('products')
        .select('id')
        .where('model', '=', p.model)
        .executeTakeFirst()) ??
      (await db
        .insertInto('products')
        .values({
          classification_id: need(cls, p.cls, 'classification'),
          model: p.model,
          name_zh: p.name.zh,
          name_en: p.name.en,
          summary_zh: p.summary.zh,
          summary_en: p.summary.en,
          image: p.image,
          specs: JSON.stringify(p.specs),
          sort: i,
          status: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    products.set(p.model, row.id);
  }

  const industries = new Map<string, number>();
  for (const [i, ind] of INDUSTRIES.entries()) {
    const row =
      (await db
        .selectFrom('industries')
        .select('id')
        .where('name_zh', '=', ind.name.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('industries')
        .values({ name_zh: ind.name.zh, name_en: ind.name.en, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow());
    industries.set(ind.key, row.id);
  }

  const cases = new Map<string, number>();
  for (const [i, c] of CASES.entries()) {
    const at = ago(c.daysAgo, i);
    const row =
      (await db
        .selectFrom('solution_cases')
        .select('id')
        .where('title_zh', '=', c.title.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('solution_cases')
        .values({
          title_zh: c.title.zh,
          title_en: c.title.en,
          summary_zh: c.summary.zh,
          summary_en: c.summary.en,
          content_zh: joinText(c.content.zh),
          content_en: joinText(c.content.en),
          cover: c.cover,
          price: c.price,
          views: c.views,
          recommended: c.recommended ? 1 : 0,
          status: 1,
          created_at: at,
          updated_at: at + 2 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    cases.set(c.key, row.id);
    for (const key of c.industries) {
      const industryId = need(industries, key, 'industry');
      const has = await db
        .selectFrom('case_industries')
        .select('case_id')
        .where('case_id', '=', row.id)
        .where('industry_id', '=', industryId)
        .executeTakeFirst();
      if (!has)
        await db
          .insertInto('case_industries')
          .values({ case_id: row.id, industry_id: industryId })
          .execute();
    }
    for (const model of c.devices) {
      const productId = need(products, model, 'product');
      const has = await db
        .selectFrom('case_products')
        .select('case_id')
        .where('case_id', '=', row.id)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (!has)
        await db
          .insertInto('case_products')
          .values({ case_id: row.id, product_id: productId })
          .execute();
    }
  }

  const apps = new Map<string, number>();
  for (const [i, a] of APPS.entries()) {
    let row = await db
      .selectFrom('apps')
      .select(['id', 'developer_id'])
      .where('package_name', '=', a.packageName)
      .executeTakeFirst();
    const developerId = a.demoDeveloper ? demoUserId : null;
    if (!row) {
      row = await db
        .insertInto('apps')
        .values({
          channel: a.channel,
          classification_id: need(cls, a.cls, 'classification'),
          name_zh: a.name.zh,
          name_en: a.name.en,
          summary_zh: a.summary.zh,
          summary_en: a.summary.en,
          intro_zh: joinText(a.intro.zh),
          intro_en: joinText(a.intro.en),
          icon: a.icon,
          package_name: a.packageName,
          version_name: a.versionName,
          version_code: a.versionCode,
          charge_type: a.charge,
          software_type: a.softwareType,
          developer_name: a.developer,
          developer_id: developerId,
          downloads: a.downloads,
          recommended: a.recommended ? 1 : 0,
          released: 1,
          created_at: ago(a.daysAgo, i),
          updated_at: ago(a.updatedDaysAgo, i),
        })
        .returning(['id', 'developer_id'])
        .executeTakeFirstOrThrow();
    } else if (developerId !== null && row.developer_id === null) {
      // Seeded before the demo account existed: hand the demo developer's app over.
      await db
        .updateTable('apps')
        .set({ developer_id: developerId })
        .where('id', '=', row.id)
        .execute();
    }
    apps.set(a.packageName, row.id);
    for (const model of a.devices) {
      const productId = need(products, model, 'product');
      const has = await db
        .selectFrom('app_products')
        .select('app_id')
        .where('app_id', '=', row.id)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (!has)
        await db
          .insertInto('app_products')
          .values({ app_id: row.id, product_id: productId })
          .execute();
    }
  }

  const materialTypes = new Map<string, number>();
  for (const [i, t] of MATERIAL_TYPES.entries()) {
    const row =
      (await db
        .selectFrom('material_types')
        .select('id')
        .where('name_zh', '=', t.name.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('material_types')
        .values({ name_zh: t.name.zh, name_en: t.name.en, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow());
    materialTypes.set(t.key, row.id);
  }

  const materials = new Map<string, number>();
  for (const [i, m] of MATERIALS.entries()) {
    const row =
      (await db
        .selectFrom('materials')
        .select('id')
        .where('title_zh', '=', m.title.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('materials')
        .values({
          type_id: need(materialTypes, m.type, 'material type'),
          title_zh: m.title.zh,
          title_en: m.title.en,
          summary_zh: m.summary.zh,
          summary_en: m.summary.en,
          content_zh: joinText(m.content.zh),
          content_en: joinText(m.content.en),
          cover: m.cover,
          views: m.views,
          status: 1,
          created_at: ago(m.daysAgo, i),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    materials.set(m.key, row.id);
  }

  for (const [i, a] of [...DOCUMENTS, ...FAQS].entries()) {
    const exists = await db
      .selectFrom('articles')
      .select('id')
      .where('kind', '=', a.kind)
      .where('title_zh', '=', a.title.zh)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('articles')
      .values({
        kind: a.kind,
        title_zh: a.title.zh,
        title_en: a.title.en,
        summary_zh: a.summary.zh,
        summary_en: a.summary.en,
        content_zh: joinText(a.content.zh),
        content_en: joinText(a.content.en),
        author: a.author,
        views: a.views,
        hot: a.hot ? 1 : 0,
        status: 1,
        created_at: ago(a.daysAgo, i),
        updated_at: ago(a.updatedDaysAgo ?? a.daysAgo, i),
      })
      .execute();
  }

  const apiCategories = new Map<string, number>();
  for (const [i, c] of API_CATEGORIES.entries()) {
    const parentId = c.parent ? need(apiCategories, c.parent, 'API category') : null;
    let q = db.selectFrom('api_categories').select('id').where('name_zh', '=', c.name.zh);
    q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
    const row =
      (await q.executeTakeFirst()) ??
      (await db
        .insertInto('api_categories')
        .values({ parent_id: parentId, name_zh: c.name.zh, name_en: c.name.en, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow());
    apiCategories.set(c.key, row.id);
  }
  for (const [i, e] of API_ENTRIES.entries()) {
    const categoryId = need(apiCategories, e.category, 'API category');
    const exists = await db
      .selectFrom('api_entries')
      .select('id')
      .where('category_id', '=', categoryId)
      .where('name', '=', e.name)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('api_entries')
      .values({
        category_id: categoryId,
        name: e.name,
        signature: e.signature,
        description_zh: e.description.zh,
        description_en: e.description.en,
        params: JSON.stringify(e.params),
        returns_zh: e.returns.zh,
        returns_en: e.returns.en,
        example: e.example,
        sort: i,
      })
      .execute();
  }

  const sdks = new Map<string, number>();
  for (const [i, s] of SDKS.entries()) {
    const row =
      (await db
        .selectFrom('sdks')
        .select('id')
        .where('kind', '=', s.kind)
        .where('name_zh', '=', s.name.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('sdks')
        .values({
          kind: s.kind,
          product_id: s.product ? need(products, s.product, 'product') : null,
          name_zh: s.name.zh,
          name_en: s.name.en,
          description_zh: joinText(s.description.zh),
          description_en: joinText(s.description.en),
          version: s.version,
          params: JSON.stringify(s.params),
          updated_at: ago(s.daysAgo, i),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    sdks.set(s.key, row.id);
  }

  const tests = new Map<string, number>();
  for (const [i, t] of TEST_PACKAGES.entries()) {
    const row =
      (await db
        .selectFrom('test_packages')
        .select('id')
        .where('name_zh', '=', t.name.zh)
        .executeTakeFirst()) ??
      (await db
        .insertInto('test_packages')
        .values({
          product_id: t.product ? need(products, t.product, 'product') : null,
          name_zh: t.name.zh,
          name_en: t.name.en,
          description_zh: joinText(t.description.zh),
          description_en: joinText(t.description.en),
          version: t.version,
          updated_at: ago(t.daysAgo, i),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    tests.set(t.key, row.id);
  }

  for (const [i, b] of BANNERS.entries()) {
    const exists = await db
      .selectFrom('banners')
      .select('id')
      .where('position', '=', b.position)
      .where('image', '=', b.image)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('banners')
      .values({
        position: b.position,
        title_zh: b.title.zh,
        title_en: b.title.en,
        image: b.image,
        link: b.link,
        sort: i,
        status: 1,
      })
      .execute();
  }

  for (const [i, w] of HOT_KEYWORDS.entries()) {
    const exists = await db
      .selectFrom('hot_keywords')
      .select('id')
      .where('word_zh', '=', w.zh)
      .executeTakeFirst();
    if (exists) continue;
    await db.insertInto('hot_keywords').values({ word_zh: w.zh, word_en: w.en, sort: i }).execute();
  }

  const entities: Record<FileSeed['attach'][number]['type'], Map<string, number>> = {
    case: cases,
    app: apps,
    material: materials,
    sdk: sdks,
    test: tests,
  };
  for (const [i, f] of FILES.entries()) {
    const bytes = contents.get(f.key);
    if (!bytes) throw new Error(`no content for ${f.key}`);
    const at = ago(f.daysAgo, i);
    const row =
      (await db
        .selectFrom('catalogue_files')
        .select('id')
        .where('storage_key', '=', f.key)
        .executeTakeFirst()) ??
      (await db
        .insertInto('catalogue_files')
        .values({
          classification_id: f.classification
            ? need(cls, f.classification, 'classification')
            : null,
          section: f.section,
          name_zh: f.name.zh,
          name_en: f.name.en,
          format: f.body.kind,
          size: bytes.length,
          storage_key: f.key,
          mime: MIME[f.body.kind],
          downloads: f.downloads,
          watermark: f.watermark ? 1 : 0,
          in_download_centre: f.centre ? 1 : 0,
          created_at: at - 30 * DAY,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    for (const [sort, a] of f.attach.entries()) {
      const entityId = need(entities[a.type], a.ref, a.type);
      const has = await db
        .selectFrom('entity_files')
        .select('file_id')
        .where('entity_type', '=', a.type)
        .where('entity_id', '=', entityId)
        .where('file_id', '=', row.id)
        .executeTakeFirst();
      if (!has)
        await db
          .insertInto('entity_files')
          .values({ entity_type: a.type, entity_id: entityId, file_id: row.id, sort })
          .execute();
    }
  }

  const platforms = new Map<string, number>();
  for (const [i, p] of PLATFORMS.entries()) {
    const row =
      (await db
        .selectFrom('platforms')
        .select('id')
        .where('code', '=', p.code)
        .executeTakeFirst()) ??
      (await db
        .insertInto('platforms')
        .values({
          code: p.code,
          name_zh: p.name.zh,
          name_en: p.name.en,
          description_zh: p.description.zh,
          description_en: p.description.en,
          url: p.url,
          needs_authorization: p.needsAuthorization ? 1 : 0,
          trial_days: p.trialDays,
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    platforms.set(p.code, row.id);
  }

  if (demoUserId !== null) {
    await seedDemoCustomer(db, demoUserId, now, { products, apps, platforms });
  }
}

/** The demo customer's fleet, purchases, admin accounts and IoT platform (no MDM trial). */
async function seedDemoCustomer(
  db: Db,
  userId: number,
  now: number,
  maps: {
    products: Map<string, number>;
    apps: Map<string, number>;
    platforms: Map<string, number>;
  },
): Promise<void> {
  for (const d of DEMO_DEVICES) {
    const exists = await db
      .selectFrom('devices')
      .select('id')
      .where('serial', '=', d.serial)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('devices')
      .values({
        user_id: userId,
        product_id: need(maps.products, d.model, 'product'),
        serial: d.serial,
        service_password: servicePassword(d.serial),
        created_at: now - d.daysAgo * DAY,
      })
      .execute();
  }
  for (const p of DEMO_PURCHASES) {
    const appId = need(maps.apps, p.packageName, 'app');
    const exists = await db
      .selectFrom('app_purchases')
      .select('app_id')
      .where('user_id', '=', userId)
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('app_purchases')
      .values({ user_id: userId, app_id: appId, created_at: now - p.daysAgo * DAY })
      .execute();
  }
  for (const a of DEMO_ADMIN_ACCOUNTS) {
    const exists = await db
      .selectFrom('admin_accounts')
      .select('id')
      .where('owner_id', '=', userId)
      .where('username', '=', a.username)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('admin_accounts')
      .values({
        owner_id: userId,
        username: a.username,
        name: a.name,
        platform_id: need(maps.platforms, a.platform, 'platform'),
        created_at: now - a.daysAgo * DAY,
      })
      .execute();
  }
  const iot = need(maps.platforms, 'iot', 'platform');
  const has = await db
    .selectFrom('user_platforms')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('platform_id', '=', iot)
    .executeTakeFirst();
  if (!has) {
    await db
      .insertInto('user_platforms')
      .values({
        user_id: userId,
        platform_id: iot,
        state: 'active',
        trial_ends_at: null,
        updated_at: now - 200 * DAY,
      })
      .execute();
  }
}

function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed data refers to unknown ${what} ${key}`);
  return id;
}

/** A stable 6–8 digit service password derived from the serial number. */
export function servicePassword(serial: string): string {
  const h = crypto.createHash('sha256').update(`service:${serial}`).digest();
  const digits = 6 + (h[0]! % 3);
  const n = h.readUInt32BE(1) % 10 ** digits;
  return String(n).padStart(digits, '0');
}

// ---------------------------------------------------------------------------------------------
// File rendering

function renderFile(f: FileSeed): Buffer {
  const b = f.body;
  switch (b.kind) {
    case 'pdf':
      return renderPdf(f.name, b.meta, b.blocks);
    case 'txt':
      return Buffer.from(b.text.replace(/\r?\n/g, '\r\n'), 'utf8');
    case 'csv':
      return Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(b.rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n', 'utf8'),
      ]);
    case 'json':
      return Buffer.from(JSON.stringify(b.value, null, 2) + '\n', 'utf8');
    case 'png':
      return encodePng(b.draw());
  }
}

function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const VALUE_X = 200;

interface PdfLine {
  text: string;
  size: number;
  bold: boolean;
  /** Extra space above the line. */
  before: number;
  /** A second text on the same line at VALUE_X (table rows). */
  value?: string;
  /** Starts a new page. */
  newPage?: boolean;
}

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32–126. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Non-ASCII characters Helvetica draws through WinAnsiEncoding: [code, width]. */
const WIN_ANSI: Record<string, [number, number]> = {
  '°': [0xb0, 400],
  '×': [0xd7, 584],
  '±': [0xb1, 584],
  '·': [0xb7, 278],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  é: [0xe9, 556],
};

const isLatin = (ch: string) => /[\x20-\x7e]/.test(ch) || ch in WIN_ANSI;

/** Splits text into runs drawn with Helvetica (Latin) or the CJK font. */
function runs(s: string): { latin: boolean; text: string }[] {
  const out: { latin: boolean; text: string }[] = [];
  for (const ch of s) {
    const latin = isLatin(ch);
    const last = out[out.length - 1];
    if (last && last.latin === latin) last.text += ch;
    else out.push({ latin, text: ch });
  }
  return out;
}

function charWidth(ch: string, bold: boolean): number {
  const c = ch.codePointAt(0)!;
  if (c >= 0x20 && c <= 0x7e) return (bold ? HELVETICA_BOLD : HELVETICA)[c - 0x20]!;
  const w = WIN_ANSI[ch];
  return w ? w[1] : 1000;
}

function textWidth(s: string, size: number, bold: boolean): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch, bold);
  return (w * size) / 1000;
}

/** Characters that must not start a line (Chinese line-breaking rules). */
const NO_LINE_START = '，。、；：？！）》」』”’%％…';

/** Breaks text into lines that fit the width; CJK may break anywhere, Latin breaks at spaces. */
function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    const candidate = line + tok;
    const fits = textWidth(candidate.trimEnd(), size, bold) <= width;
    if (!line || fits || NO_LINE_START.includes(tok)) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = /^\s+$/.test(tok) ? '' : tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function layout(title: Bi, meta: string, blocks: { zh: PdfBlock[]; en: PdfBlock[] }) {
  const width = PAGE_W - 2 * MARGIN;
  const lines: PdfLine[] = [];
  const push = (text: string, size: number, bold: boolean, before: number) => {
    for (const [i, l] of wrap(text, size, bold, width).entries())
      lines.push({ text: l, size, bold, before: i === 0 ? before : 0 });
  };
  push(title.zh, 18, true, 0);
  push(title.en, 14, true, 4);
  push(meta, 9, false, 6);
  for (const [heading, list] of [
    ['中文', blocks.zh],
    ['English', blocks.en],
  ] as const) {
    push(heading, 9, true, 18);
    if (heading === 'English') lines[lines.length - 1]!.newPage = true;
    for (const b of list) {
      if (typeof b === 'string') push(b, 10, false, 6);
      else if ('h' in b) push(b.h, 12, true, 12);
      else {
        for (const [label, value] of b.rows) {
          const valueLines = wrap(value, 10, false, PAGE_W - MARGIN - VALUE_X);
          lines.push({ text: label, size: 10, bold: true, before: 3, value: valueLines[0] });
          for (const v of valueLines.slice(1))
            lines.push({ text: '', size: 10, bold: false, before: 0, value: v });
        }
      }
    }
  }
  return lines;
}

/** One line of text at (x, y), switching between Helvetica and the CJK font run by run. */
function pdfText(s: string, size: number, bold: boolean, x: number, y: number): string {
  let ops = '';
  for (const r of runs(s)) {
    if (r.latin) {
      let str = '';
      for (const ch of r.text) {
        const code = WIN_ANSI[ch]?.[0] ?? ch.charCodeAt(0);
        str += code >= 0x80 ? `\\${code.toString(8)}` : /[\\()]/.test(ch) ? `\\${ch}` : ch;
      }
      ops += `/${bold ? 'F2' : 'F1'} ${size} Tf (${str}) Tj `;
    } else {
      const hex = Buffer.from(r.text, 'utf16le').swap16().toString('hex').toUpperCase();
      ops += `/F3 ${size} Tf <${hex}> Tj `;
    }
  }
  return `BT ${x} ${y.toFixed(1)} Td ${ops}ET\n`;
}

/**
 * A valid, uncompressed PDF (A4) with the title in both languages and the text blocks. Chinese
 * uses the standard STSong-Light CJK font (not embedded; every PDF reader supplies it); plain
 * ASCII lines use Helvetica.
 */
function renderPdf(title: Bi, meta: string, blocks: { zh: PdfBlock[]; en: PdfBlock[] }): Buffer {
  const lines = layout(title, meta, blocks);
  const pages: string[] = [];
  let stream = '';
  let y = PAGE_H - MARGIN;
  let pageNo = 1;
  const footer = (n: number) =>
    pdfText(`${title.en}  |  ${n}`, 8, false, MARGIN, MARGIN / 2) +
    `0.7 G ${MARGIN} ${PAGE_H - MARGIN + 14} m ${PAGE_W - MARGIN} ${PAGE_H - MARGIN + 14} l S 0 G\n`;
  for (const l of lines) {
    const lead = l.size * 1.45 + l.before;
    if (y - lead < MARGIN || (l.newPage && stream)) {
      pages.push(stream + footer(pageNo));
      pageNo++;
      stream = '';
      y = PAGE_H - MARGIN;
    }
    y -= lead;
    if (l.text) stream += pdfText(l.text, l.size, l.bold, MARGIN, y);
    if (l.value) stream += pdfText(l.value, l.size, false, VALUE_X, y);
  }
  pages.push(stream + footer(pageNo));

  // Objects: 1 catalog, 2 pages, 3-5 fonts, 6 CID font, 7 descriptor, 8 info, then page/content pairs.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 9 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>';
  objects[6] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>';
  objects[7] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 857 /Descent -143 /CapHeight 857 /StemV 91 >>';
  const hexTitle = Buffer.from(`\ufeff${title.zh} / ${title.en}`, 'utf16le')
    .swap16()
    .toString('hex')
    .toUpperCase();
  objects[8] = `<< /Title <${hexTitle}> /Producer (SEUIoT Portal) /Creator (SEUIoT Portal) >>`;
  for (const [i, content] of pages.entries()) {
    const pid = pageIds[i]!;
    objects[pid] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pid + 1} 0 R >>`;
    objects[pid + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`;
  }

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++)
    out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
