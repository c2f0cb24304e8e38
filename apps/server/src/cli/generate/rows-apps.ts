import type { Insertable } from 'kysely';
import type { AppsTable } from '../../db/tables.js';
import { APP_FUNCTIONS, EDITIONS, FIRMWARE_FIXES, VENDORS } from './corpus.data.js';
import { editedAfter, pastTime, pickSome, pickTwo, skewed, type Rng } from './rng.js';
import { body, capitalise, joinZh, listOf, type ClassifiedRefs } from './text.js';

/** Apps of the App Market, adapted to device models. */

/** An app row with its device links. */
export interface GeneratedApp {
  row: Insertable<AppsTable>;
  productIds: number[];
}

/**
 * One realistic bilingual app of the market, filed under one of `classifications` (kind app) and
 * adapted to one to four `products`; with `pinned`, released and filed under that classification.
 */
export function makeApp(rng: Rng, now: number, ref: ClassifiedRefs): GeneratedApp {
  const f = rng.pick(APP_FUNCTIONS);
  const vendor = rng.pick(VENDORS);
  const edition = rng.pick(EDITIONS);
  const devices = pickSome(rng, ref.products, rng.int(1, 4));
  const major = rng.int(1, 6);
  const minor = rng.int(0, 12);
  const patch = rng.int(0, 30);
  const [a, b] = pickTwo(rng, FIRMWARE_FIXES);
  const models = listOf(devices.map((d) => ({ zh: d.model, en: d.model })));
  const intro = body([
    {
      zh: `${joinZh(vendor.zh, f.zh)}${f.does.zh}，适配 ${models.zh}，离线时数据暂存本机，联网后自动同步。`,
      en: `${vendor.en} ${f.en} ${f.does.en}. It runs on the ${models.en}, keeps data on the device when offline and syncs once connected.`,
    },
    {
      zh: `本版本（${major}.${minor}.${patch}）更新：${a.zh}${b.zh}`,
      en: `What's new in ${major}.${minor}.${patch}: ${a.en} ${b.en}`,
    },
    {
      zh: '支持通过设备管理平台静默安装与批量配置。',
      en: 'Supports silent installation and bulk configuration through the Device Management Platform.',
    },
  ]);
  const created = pastTime(rng, now);
  return {
    row: {
      channel: 'market',
      classification_id: (ref.pinned ?? rng.pick(ref.classifications)).id,
      name_zh: `${joinZh(vendor.zh, f.zh)}${edition.zh}`,
      name_en: `${vendor.en} ${f.en}${edition.en}`,
      summary_zh: `${f.does.zh}，适配 ${devices.length} 款设备。`,
      summary_en: `${capitalise(f.does.en)}; runs on ${devices.length} device model${devices.length > 1 ? 's' : ''}.`,
      intro_zh: intro.zh,
      intro_en: intro.en,
      icon: `/seuiot-assets/icons/${f.icon}.svg`,
      // Not unique: vendors ship the same app in several listings, as real markets show.
      package_name: `com.${vendor.slug}.${f.slug}${edition.slug}`,
      version_name: `${major}.${minor}.${patch}`,
      version_code: major * 10_000 + minor * 100 + patch,
      charge_type: rng.chance(0.2) ? 'paid' : 'free',
      software_type: f.type,
      developer_name: vendor.company,
      developer_id: null,
      downloads: skewed(rng, 50_000, 4),
      recommended: rng.chance(0.02) ? 1 : 0,
      released: ref.pinned || !rng.chance(0.03) ? 1 : 0,
      created_at: created,
      updated_at: editedAfter(rng, created, now, 365),
    },
    productIds: devices.map((d) => d.id),
  };
}
