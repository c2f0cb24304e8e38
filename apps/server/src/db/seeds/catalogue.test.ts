import { FILE_PATHS } from '@seuiot/contract';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, loginCookies } from '../../test/harness.js';
import { seedCatalogue } from './catalogue.js';
import { CATALOGUE_FILE_CONTENTS } from './files.js';
import { DEMO_APPS } from './demo-developer.data.js';
import { decodePng } from './png-read.js';
import {
  ASSETS,
  BILINGUAL,
  catalogueApp,
  counts,
  demoId,
  readAll,
  rows,
  storage,
  t,
  useSeededCatalogue,
} from './catalogue.fixture.js';

useSeededCatalogue();

describe('seedCatalogue', () => {
  it('seeds a full catalogue', async () => {
    const n = await counts();
    expect(n.products).toBeGreaterThanOrEqual(12);
    expect(n.industries).toBe(8);
    expect(n.solution_cases).toBeGreaterThanOrEqual(16);
    expect(n.apps).toBeGreaterThanOrEqual(24);
    expect(n.materials).toBeGreaterThanOrEqual(20);
    expect(n.api_entries).toBeGreaterThanOrEqual(30);
    expect(n.test_packages).toBeGreaterThanOrEqual(8);
    expect(n.platforms).toBe(3);
    // Media are the demo developer's uploads only (demo-developer.ts).
    const media = await t.db.selectFrom('app_media').select('file_id').execute();
    expect(media.every((m) => m.file_id !== null)).toBe(true);
    expect(n.catalogue_files).toBe(CATALOGUE_FILE_CONTENTS().length);

    const articles = await t.db.selectFrom('articles').select(['kind', 'hot']).execute();
    expect(articles.filter((a) => a.kind === 'document').length).toBeGreaterThanOrEqual(15);
    expect(articles.filter((a) => a.kind === 'faq').length).toBeGreaterThanOrEqual(25);
    expect(articles.filter((a) => a.kind === 'faq' && a.hot === 1).length).toBe(8);

    const ecology = await t.db
      .selectFrom('apps')
      .select('id')
      .where('channel', '=', 'ecology')
      .execute();
    expect(ecology.length).toBeGreaterThanOrEqual(6);

    const sdks = await t.db.selectFrom('sdks').select(['kind', 'product_id']).execute();
    expect(sdks.filter((s) => s.kind === 'general').length).toBe(4);
    expect(sdks.filter((s) => s.kind === 'model' && s.product_id !== null).length).toBe(5);
  });

  it('is idempotent: a second run changes no row and writes no file', async () => {
    const before = await counts();
    const puts = storage.puts;
    await seedCatalogue(t.db, demoId, storage);
    expect(await counts()).toEqual(before);
    expect(storage.puts).toBe(puts);
  });

  it('fills both languages of every text', async () => {
    for (const table of BILINGUAL) {
      for (const row of await rows(table)) {
        if (table === 'apps' && !catalogueApp(row)) continue;
        // The current version's release notes: a developer app's only.
        const skip = table === 'apps' ? ['update_zh'] : [];
        for (const key of Object.keys(row).filter((k) => k.endsWith('_zh') && !skip.includes(k))) {
          const en = `${key.slice(0, -3)}_en`;
          expect(String(row[key]).trim(), `${table}.${key} of ${String(row.id)}`).not.toBe('');
          expect(String(row[en]).trim(), `${table}.${en} of ${String(row.id)}`).not.toBe('');
        }
      }
    }
    for (const p of await t.db.selectFrom('products').select(['model', 'specs']).execute()) {
      const specs = JSON.parse(p.specs) as Record<string, string>[];
      expect(specs.length, p.model).toBeGreaterThan(5);
      for (const s of specs)
        for (const k of ['label_zh', 'label_en', 'value_zh', 'value_en']) expect(s[k]).toBeTruthy();
    }
    const params = [
      ...(await t.db.selectFrom('api_entries').select('params').execute()),
      ...(await t.db.selectFrom('sdks').select('params').execute()),
    ];
    for (const { params: json } of params) {
      for (const p of JSON.parse(json) as Record<string, unknown>[]) {
        expect(p.name).toBeTruthy();
        expect(p.description_zh).toBeTruthy();
        expect(p.description_en).toBeTruthy();
      }
    }
  });

  it('stores every catalogue file with its size', async () => {
    const files = await t.db.selectFrom('catalogue_files').selectAll().execute();
    for (const f of files) {
      expect(f.storage_key.startsWith('catalogue/')).toBe(true);
      expect(await storage.exists(f.storage_key), f.storage_key).toBe(true);
      const bytes = await readAll(storage.get(f.storage_key));
      expect(bytes.length, f.storage_key).toBe(Number(f.size));
      expect(path.extname(f.storage_key)).toBe(`.${f.format}`);
      if (f.format === 'pdf') {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      }
      if (f.format === 'json') expect(() => JSON.parse(bytes.toString('utf8'))).not.toThrow();
      if (f.format === 'png') {
        expect(f.mime).toBe('image/png');
        // Signature, chunk CRCs, IHDR and the inflated rows all check out.
        const image = decodePng(bytes);
        expect(image.width * image.height, f.storage_key).toBeGreaterThan(100_000);
        expect(bytes.length, f.storage_key).toBeLessThan(300 * 1024);
      }
    }
  });

  it('gives the download centre images to preview, one of them flagged for the watermark', async () => {
    const images = await t.db
      .selectFrom('catalogue_files')
      .selectAll()
      .where('format', '=', 'png')
      .where('in_download_centre', '=', 1)
      .where('section', '=', 'download')
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.filter((f) => f.watermark === 1).length).toBeGreaterThanOrEqual(1);
    // The app's own seeded copy, through the portal's preview call.
    const cookies = await loginCookies(t);
    for (const f of images) {
      const res = await get(t, `/api${FILE_PATHS.preview.path}?fileId=${f.id}`, cookies);
      expect(res.statusCode, f.name_en).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
      expect(res.rawPayload.length).toBe(Number(f.size));
      const image = decodePng(res.rawPayload);
      expect(image.width, f.name_en).toBeGreaterThan(0);
    }
  });

  it('files the download centre under download classifications', async () => {
    const centre = await t.db
      .selectFrom('catalogue_files as f')
      .leftJoin('classifications as c', 'c.id', 'f.classification_id')
      .select(['f.section', 'c.kind'])
      .where('f.in_download_centre', '=', 1)
      .execute();
    expect(centre.length).toBeGreaterThanOrEqual(20);
    for (const f of centre) {
      expect(f.kind).toBe('download');
      expect(f.section).toBe('download');
    }
  });

  it('attaches files to entities that exist, under the entity’s section', async () => {
    const links = await t.db
      .selectFrom('entity_files as e')
      .innerJoin('catalogue_files as f', 'f.id', 'e.file_id')
      .select(['e.entity_type', 'e.entity_id', 'f.section'])
      .execute();
    const table = {
      case: 'solution_cases',
      app: 'apps',
      material: 'materials',
      sdk: 'sdks',
      test: 'test_packages',
    } as const;
    const section = {
      case: 'solution.download',
      app: 'marketplace',
      material: 'marketing.download',
      sdk: 'developer.sdk',
      test: 'developer.sdk',
    } as const;
    const types = new Set(links.map((l) => l.entity_type));
    expect([...types].sort()).toEqual(['app', 'case', 'material', 'sdk', 'test']);
    for (const l of links) {
      const type = l.entity_type as keyof typeof table;
      const ids = (await rows(table[type])).map((r) => Number(r.id));
      expect(ids).toContain(l.entity_id);
      expect(l.section).toBe(section[type]);
    }
    for (const s of await t.db.selectFrom('sdks').select('id').execute())
      expect(links.some((l) => l.entity_type === 'sdk' && l.entity_id === s.id)).toBe(true);
    for (const p of await t.db.selectFrom('test_packages').select('id').execute())
      expect(links.some((l) => l.entity_type === 'test' && l.entity_id === p.id)).toBe(true);
  });

  it('gives every case an industry and a device', async () => {
    const cases = await t.db.selectFrom('solution_cases').select(['id', 'title_en']).execute();
    for (const c of cases) {
      const ind = await t.db
        .selectFrom('case_industries')
        .select('industry_id')
        .where('case_id', '=', c.id)
        .execute();
      const dev = await t.db
        .selectFrom('case_products')
        .select('product_id')
        .where('case_id', '=', c.id)
        .execute();
      expect(ind.length, c.title_en).toBeGreaterThanOrEqual(1);
      expect(dev.length, c.title_en).toBeGreaterThanOrEqual(1);
    }
    const apps = await t.db.selectFrom('apps').select(['id', 'package_name']).execute();
    for (const a of apps.filter(catalogueApp)) {
      const dev = await t.db
        .selectFrom('app_products')
        .select('product_id')
        .where('app_id', '=', a.id)
        .execute();
      expect(dev.length, a.package_name).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds Chinese FAQ text by substring', async () => {
    const like = (col: 'title_zh' | 'content_zh', word: string) =>
      t.db
        .selectFrom('articles')
        .select('id')
        .where('kind', '=', 'faq')
        .where(col, 'like', `%${word}%`)
        .execute();
    expect((await like('title_zh', '恢复出厂')).length).toBeGreaterThanOrEqual(1);
    expect((await like('title_zh', '扫描头')).length).toBeGreaterThanOrEqual(1);
    expect((await like('content_zh', '电池')).length).toBeGreaterThanOrEqual(3);
    expect((await like('title_zh', 'MDM')).length).toBeGreaterThanOrEqual(2);
  });

  it('points every image at a seeded asset', async () => {
    const urls = [
      ...(await t.db.selectFrom('products').select('image as url').execute()),
      ...(await t.db.selectFrom('apps').select(['icon as url', 'package_name']).execute()).filter(
        catalogueApp,
      ),
      ...(await t.db.selectFrom('solution_cases').select('cover as url').execute()),
      ...(await t.db.selectFrom('materials').select('cover as url').execute()),
      ...(await t.db.selectFrom('banners').select('image as url').execute()),
    ].map((r) => r.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith('/seuiot-assets/'), url).toBe(true);
      const file = path.join(ASSETS, url.slice('/seuiot-assets/'.length));
      expect(fs.existsSync(file), url).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
  });

  it('gives the demo customer devices, purchases, admin accounts and the IoT platform only', async () => {
    const devices = await t.db
      .selectFrom('devices')
      .select(['serial', 'service_password'])
      .where('user_id', '=', demoId)
      .execute();
    expect(devices.length).toBe(25);
    for (const d of devices) {
      expect(d.serial).toMatch(/^[A-Z0-9]+A\d{4}\d{6}$/);
      expect(d.service_password).toMatch(/^\d{6,8}$/);
    }
    const purchases = await t.db
      .selectFrom('app_purchases as p')
      .innerJoin('apps as a', 'a.id', 'p.app_id')
      .select('a.charge_type')
      .where('p.user_id', '=', demoId)
      .execute();
    expect(purchases.length).toBe(3);
    expect(purchases.every((p) => p.charge_type === 'paid')).toBe(true);
    const admins = await t.db
      .selectFrom('admin_accounts')
      .select('id')
      .where('owner_id', '=', demoId)
      .execute();
    expect(admins.length).toBe(2);
    const platforms = await t.db
      .selectFrom('user_platforms as u')
      .innerJoin('platforms as p', 'p.id', 'u.platform_id')
      .select(['p.code', 'u.state'])
      .where('u.user_id', '=', demoId)
      .execute();
    expect(platforms).toEqual([{ code: 'iot', state: 'active' }]);
    const auth = await t.db
      .selectFrom('device_authorizations')
      .select('user_id')
      .where('user_id', '=', demoId)
      .execute();
    expect(auth).toEqual([]);
    const mine = await t.db
      .selectFrom('apps')
      .select('package_name')
      .where('developer_id', '=', demoId)
      .execute();
    // The catalogue's one, and the demo developer's own (demo-developer.ts).
    expect(mine.map((a) => a.package_name).sort()).toEqual(
      DEMO_APPS.map((a) => a.packageName).sort(),
    );
  });
});
