import { describe, expect, it } from 'vitest';
import { createRng } from './rng.js';
import { makeApp } from './rows-apps.js';
import { makeCase } from './rows-cases.js';
import { makeCatalogueFile } from './rows-files.js';
import { makeNotice } from './rows-notices.js';
import type { NamedRef, ProductRef } from './text.js';

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
