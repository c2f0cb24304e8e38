import type { Insertable } from 'kysely';
import type { CatalogueFilesTable } from '../../db/tables.js';
import { editedAfter, pastTime, skewed, type Rng } from './rng.js';
import { APP_FUNCTIONS, INDUSTRIES, MDM_FEATURES } from './corpus.data.js';
import { MONTHS_EN, version, type ClassifiedRefs, type Pair, type ProductRef } from './text.js';

/** Download-centre files: manuals, firmware, drivers, certificates... (rows only, no bytes). */

const KB_BYTES = 1024;
const MB_BYTES = 1024 * 1024;

const MIMES = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
  json: 'application/json',
  csv: 'text/csv',
  mp4: 'video/mp4',
  apk: 'application/vnd.android.package-archive',
} as const;

/** Kinds of download-centre file; `folder` matches the classification names they belong under. */
const FILE_KINDS: readonly {
  folder: RegExp;
  format: keyof typeof MIMES;
  /** Size range in bytes. */
  size: [number, number];
  watermark: number;
  name: (rng: Rng, p: ProductRef) => Pair;
}[] = [
  {
    folder: /manual|手册/i,
    format: 'pdf',
    size: [1.5 * MB_BYTES, 24 * MB_BYTES],
    watermark: 0.7,
    name: (rng, p) => {
      const v = `${rng.int(1, 4)}.${rng.int(0, 9)}`;
      return { zh: `${p.zh}用户手册 V${v}`, en: `${p.en} user manual v${v}` };
    },
  },
  {
    folder: /manual|手册/i,
    format: 'pdf',
    size: [300 * KB_BYTES, 3 * MB_BYTES],
    watermark: 0.3,
    name: (rng, p) => ({
      zh: `${p.model} 快速入门指南（${rng.pick(['第一版', '第二版', '第三版'])}）`,
      en: `${p.model} quick start guide (${rng.pick(['1st', '2nd', '3rd'])} edition)`,
    }),
  },
  {
    folder: /firmware|固件|系统|\bos\b/i,
    format: 'zip',
    size: [600 * MB_BYTES, 2800 * MB_BYTES],
    watermark: 0,
    name: (rng, p) => {
      const android = rng.pick(['11', '12', '13', '14', '15']);
      const build = `${rng.int(1, 9)}.${rng.int(0, 30)}.${rng.int(100, 999)}`;
      return {
        zh: `${p.model} Android ${android} 固件完整包 ${build}`,
        en: `${p.model} Android ${android} full firmware package ${build}`,
      };
    },
  },
  {
    folder: /firmware|固件|系统|\bos\b/i,
    format: 'txt',
    size: [3 * KB_BYTES, 40 * KB_BYTES],
    watermark: 0,
    name: (rng, p) => {
      const build = `${rng.int(1, 9)}.${rng.int(0, 30)}.${rng.int(100, 999)}`;
      return {
        zh: `${p.model} 固件 ${build} 更新说明`,
        en: `${p.model} firmware ${build} release notes`,
      };
    },
  },
  {
    folder: /firmware|固件|secur|安全/i,
    format: 'pdf',
    size: [200 * KB_BYTES, 2 * MB_BYTES],
    watermark: 0,
    name: (rng, _p) => {
      const y = rng.int(2020, 2026);
      const m = rng.int(1, 12);
      return {
        zh: `${y} 年 ${m} 月安全补丁公告`,
        en: `Security bulletin, ${MONTHS_EN[m - 1]} ${y}`,
      };
    },
  },
  {
    folder: /driver|tool|驱动|工具/i,
    format: 'zip',
    size: [8 * MB_BYTES, 60 * MB_BYTES],
    watermark: 0,
    name: (rng, p) => {
      const v = `${rng.int(1, 5)}.${rng.int(0, 9)}.${rng.int(0, 20)}`;
      return { zh: `${p.model} Windows USB 驱动 v${v}`, en: `${p.model} Windows USB driver v${v}` };
    },
  },
  {
    folder: /driver|tool|驱动|工具/i,
    format: 'zip',
    size: [40 * MB_BYTES, 200 * MB_BYTES],
    watermark: 0,
    name: (rng, _p) => {
      const v = `${rng.int(2, 6)}.${rng.int(0, 9)}`;
      return { zh: `刷机工具 ${v}（Windows）`, en: `Flash tool ${v} (Windows)` };
    },
  },
  {
    folder: /driver|tool|驱动|工具/i,
    format: 'json',
    size: [2 * KB_BYTES, 40 * KB_BYTES],
    watermark: 0,
    name: (rng, p) => {
      const f = rng.pick(MDM_FEATURES);
      return { zh: `${p.model} ${f.zh}配置模板`, en: `${p.model} configuration template: ${f.en}` };
    },
  },
  {
    folder: /driver|tool|驱动|工具/i,
    format: 'apk',
    size: [5 * MB_BYTES, 120 * MB_BYTES],
    watermark: 0,
    name: (rng, _p) => {
      const f = rng.pick(APP_FUNCTIONS);
      const v = version(rng);
      return { zh: `${f.zh} ${v} 安装包`, en: `${f.en} ${v} installer` };
    },
  },
  {
    folder: /certif|认证/i,
    format: 'pdf',
    size: [400 * KB_BYTES, 9 * MB_BYTES],
    watermark: 0.9,
    name: (rng, p) => {
      const test = rng.pick([
        { zh: 'IP68 防护与跌落测试报告', en: 'IP68 sealing and drop test report' },
        { zh: '低温运行测试报告', en: 'low-temperature operation test report' },
        { zh: 'CCC 认证证书', en: 'CCC certificate' },
        { zh: 'CE / FCC 符合性声明', en: 'CE / FCC declaration of conformity' },
        { zh: '医疗消毒液耐受测试报告', en: 'disinfectant resistance test report' },
      ]);
      return { zh: `${p.model} ${test.zh}`, en: `${p.model} ${test.en}` };
    },
  },
  {
    folder: /marketing|营销|brochure/i,
    format: 'pdf',
    size: [2 * MB_BYTES, 18 * MB_BYTES],
    watermark: 0.5,
    name: (_rng, p) => ({ zh: `${p.zh}产品彩页`, en: `${p.en} brochure` }),
  },
  {
    folder: /marketing|营销|brochure/i,
    format: 'mp4',
    size: [40 * MB_BYTES, 400 * MB_BYTES],
    watermark: 0,
    name: (rng, p) => {
      const ind = rng.pick(INDUSTRIES);
      return {
        zh: `${p.model} ${ind.zh}行业宣传视频`,
        en: `${p.model} video for ${ind.en.toLowerCase()}`,
      };
    },
  },
  {
    folder: /marketing|营销|selection|选型/i,
    format: 'csv',
    size: [20 * KB_BYTES, 200 * KB_BYTES],
    watermark: 0,
    name: (rng, _p) => {
      const y = rng.int(2020, 2026);
      return { zh: `${y} 年产品选型表`, en: `${y} product selection table` };
    },
  },
];

/** The kinds of file that belong in a folder of this name (all kinds for an unknown folder). */
function fileKindsFor(folder: Pair): readonly (typeof FILE_KINDS)[number][] {
  const name = `${folder.en} ${folder.zh}`;
  const fits = FILE_KINDS.filter((k) => k.folder.test(name));
  return fits.length ? fits : FILE_KINDS;
}

function hex(rng: Rng, digits: number): string {
  let s = '';
  while (s.length < digits)
    s += Math.floor(rng.next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return s.slice(0, digits);
}

/**
 * One download-centre file (section download) under one of `classifications` (kind download), or
 * under `pinned`. The storage key points at nothing (no bytes are written): generated files are
 * rows for list benchmarks only, never to be downloaded or previewed. The size is what a real file
 * of the kind weighs (a firmware package ~0.6-2.8 GB, release notes a few kB).
 */
export function makeCatalogueFile(
  rng: Rng,
  now: number,
  ref: ClassifiedRefs,
): Insertable<CatalogueFilesTable> {
  const folder = ref.pinned ?? rng.pick(ref.classifications);
  const kind = rng.pick(fileKindsFor(folder));
  const name = kind.name(rng, rng.pick(ref.products));
  const [min, max] = kind.size;
  const created = pastTime(rng, now);
  return {
    classification_id: folder.id,
    section: 'download',
    name_zh: name.zh,
    name_en: name.en,
    format: kind.format,
    size: Math.round(min + rng.next() * (max - min)),
    // A key no file is stored under: list benchmarks only.
    storage_key: `generated/downloads/${hex(rng, 16)}.${kind.format}`,
    mime: MIMES[kind.format],
    downloads: skewed(rng, 20_000, 4),
    watermark: rng.chance(kind.watermark) ? 1 : 0,
    in_download_centre: 1,
    created_at: created,
    updated_at: editedAfter(rng, created, now, 90),
  };
}
