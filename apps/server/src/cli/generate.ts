import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import { loadConfig } from '../config.js';
import { createDb, isPostgres, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import type { NoticesTable } from '../db/tables.js';

/**
 * `npm run db:generate -- --scale N [--table notices]`: fills content tables with N realistic
 * bilingual rows for benchmarks and load tests. It only adds rows (running it twice doubles the
 * volume) and never touches accounts, sessions or anything a person typed.
 */

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
/** PostgreSQL refuses a statement with more than 65,535 bind parameters. */
const PG_MAX_PARAMS = 65_535;
const DEFAULT_BATCH = 500;
/** Rows per transaction: big enough to amortise the commit (fsync), small enough not to hold locks long. */
const ROWS_PER_TRANSACTION = 10_000;

/** A seeded pseudo-random source (mulberry32): the same seed gives the same data set. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Bilingual fragments. Each pair says the same thing in both languages, so a generated row reads
// as one notice whichever language the visitor chose.

interface Pair {
  zh: string;
  en: string;
}

const PRODUCTS: readonly Pair[] = [
  { zh: 'S90 系列手持终端', en: 'S90 series handheld' },
  { zh: 'S95 系列手持终端', en: 'S95 series handheld' },
  { zh: 'S60 轻薄数据采集器', en: 'S60 slim data collector' },
  { zh: 'T80 三防平板', en: 'T80 rugged tablet' },
  { zh: 'T10 车载平板', en: 'T10 vehicle-mount tablet' },
  { zh: 'R20 指环扫描器', en: 'R20 ring scanner' },
  { zh: 'W5 穿戴式终端', en: 'W5 wearable terminal' },
  { zh: 'P8 移动打印终端', en: 'P8 mobile printing terminal' },
  { zh: 'H7 医疗级手持终端', en: 'H7 healthcare handheld' },
  { zh: 'K2 自助收银一体机', en: 'K2 self-checkout kiosk' },
];

const INDUSTRIES: readonly (Pair & { customers: readonly Pair[]; scenes: readonly Pair[] })[] = [
  {
    zh: '物流',
    en: 'Logistics',
    customers: [
      { zh: '华东某快递企业', en: 'an express carrier in East China' },
      { zh: '某跨境物流服务商', en: 'a cross-border logistics provider' },
      { zh: '某城市配送平台', en: 'an urban delivery platform' },
    ],
    scenes: [
      { zh: '揽收、分拣与末端派送', en: 'pick-up, sorting and last-mile delivery' },
      { zh: '干线运输交接扫描', en: 'hand-over scans on trunk routes' },
      { zh: '网点签收与异常件处理', en: 'proof of delivery and exception handling at depots' },
    ],
  },
  {
    zh: '零售',
    en: 'Retail',
    customers: [
      { zh: '某全国连锁商超', en: 'a national supermarket chain' },
      { zh: '某便利店品牌', en: 'a convenience store brand' },
      { zh: '某服装零售集团', en: 'a fashion retail group' },
    ],
    scenes: [
      { zh: '门店盘点与补货', en: 'store stocktaking and replenishment' },
      { zh: '移动收银与会员核销', en: 'mobile checkout and loyalty redemption' },
      { zh: '电子价签巡检', en: 'electronic shelf label audits' },
    ],
  },
  {
    zh: '医疗',
    en: 'Healthcare',
    customers: [
      { zh: '某三甲医院', en: 'a tertiary hospital' },
      { zh: '某区域医疗中心', en: 'a regional medical centre' },
      { zh: '某医药流通企业', en: 'a pharmaceutical distributor' },
    ],
    scenes: [
      { zh: '床旁扫码给药核对', en: 'bedside medication scanning' },
      { zh: '标本采集与追溯', en: 'specimen collection and traceability' },
      { zh: '药品冷链温度监控', en: 'cold-chain temperature monitoring for medicines' },
    ],
  },
  {
    zh: '制造',
    en: 'Manufacturing',
    customers: [
      { zh: '某汽车零部件工厂', en: 'an automotive parts plant' },
      { zh: '某家电制造基地', en: 'a home appliance factory' },
      { zh: '某电子代工企业', en: 'an electronics contract manufacturer' },
    ],
    scenes: [
      { zh: '产线物料拉动与报工', en: 'line-side material calls and production reporting' },
      { zh: '成品入库与批次追溯', en: 'finished-goods receipt and batch traceability' },
      { zh: '设备点检与维修工单', en: 'equipment inspections and maintenance work orders' },
    ],
  },
  {
    zh: '仓储',
    en: 'Warehousing',
    customers: [
      { zh: '某第三方仓储企业', en: 'a third-party warehouse operator' },
      { zh: '某电商区域仓', en: 'an e-commerce regional fulfilment centre' },
    ],
    scenes: [
      { zh: '收货、上架与波次拣货', en: 'receiving, put-away and wave picking' },
      { zh: '循环盘点与库位调整', en: 'cycle counting and slotting changes' },
    ],
  },
  {
    zh: '电力',
    en: 'Utilities',
    customers: [
      { zh: '某省级电网公司', en: 'a provincial power grid company' },
      { zh: '某城市燃气集团', en: 'a city gas utility' },
    ],
    scenes: [
      { zh: '线路巡检与缺陷上报', en: 'line patrols and defect reporting' },
      { zh: '抄表与现场工单', en: 'meter reading and field work orders' },
    ],
  },
];

const MDM_FEATURES: readonly Pair[] = [
  { zh: '批量远程重启', en: 'bulk remote reboot' },
  { zh: '按分组推送应用', en: 'app push by device group' },
  { zh: '电池健康度报表', en: 'a battery health report' },
  { zh: '地理围栏告警', en: 'geofence alerts' },
  { zh: 'Kiosk 单应用锁定模式', en: 'single-app kiosk lock-down' },
  { zh: '远程协助与屏幕共享', en: 'remote assistance with screen sharing' },
  { zh: '系统升级分批灰度', en: 'staged OS update roll-outs' },
  { zh: 'Wi-Fi 与 VPN 配置下发', en: 'Wi-Fi and VPN profile distribution' },
  { zh: '丢失设备远程锁定与擦除', en: 'remote lock and wipe of lost devices' },
  { zh: '应用黑白名单', en: 'app allow and block lists' },
];

const SDK_FEATURES: readonly Pair[] = [
  { zh: '扫描引擎参数配置接口', en: 'scan engine configuration APIs' },
  { zh: 'NFC 读写接口', en: 'NFC read and write APIs' },
  { zh: '按键重映射接口', en: 'key remapping APIs' },
  { zh: '静默安装与卸载接口', en: 'silent install and uninstall APIs' },
  { zh: '打印机 ESC/POS 指令封装', en: 'an ESC/POS printer wrapper' },
  { zh: 'OCR 识别插件', en: 'an OCR plug-in' },
  { zh: 'RFID 批量盘点接口', en: 'RFID bulk inventory APIs' },
];

const FIRMWARE_FIXES: readonly Pair[] = [
  {
    zh: '修复低温环境下电量显示跳变的问题。',
    en: 'Fixes battery level jumps in low temperatures.',
  },
  { zh: '优化 5G 与 Wi-Fi 之间的漫游切换。', en: 'Improves roaming between 5G and Wi-Fi.' },
  { zh: '提升弱光条件下的扫码成功率。', en: 'Raises the scan success rate in low light.' },
  {
    zh: '修复部分设备休眠唤醒后触摸失灵的问题。',
    en: 'Fixes touch not responding after wake-up on some units.',
  },
  { zh: '合入最新的 Android 安全补丁。', en: 'Merges the latest Android security patches.' },
  { zh: '待机功耗降低约 12%。', en: 'Cuts standby power draw by about 12%.' },
  { zh: '新增手套模式，优化湿手触控。', en: 'Adds glove mode and better wet-finger touch.' },
];

const CLOSINGS: readonly Pair[] = [
  {
    zh: '如有疑问，请联系您的客户经理或拨打服务热线。',
    en: 'For questions, contact your account manager or call the support hotline.',
  },
  {
    zh: '详细说明请登录门户后在下载中心查看。',
    en: 'Sign in to the portal and see the Download Centre for details.',
  },
  { zh: '感谢您一直以来的支持与信任。', en: 'Thank you for your continued trust and support.' },
  { zh: '由此带来的不便，敬请谅解。', en: 'We apologise for any inconvenience.' },
  {
    zh: '技术支持团队将持续跟进，欢迎通过工单反馈问题。',
    en: 'Our support team keeps watching; please report issues through a work order.',
  },
];

const ADVICE: readonly Pair[] = [
  {
    zh: '升级前请确认设备电量高于 50%，并备份业务数据。',
    en: 'Before upgrading, make sure the battery is above 50% and back up business data.',
  },
  {
    zh: '通过 MDM 批量操作时，建议先选择 5 台设备灰度验证。',
    en: 'When rolling out through MDM, pilot on five devices first.',
  },
  {
    zh: '已开通 MDM 子系统的客户无需任何操作，刷新页面即可使用。',
    en: 'Customers with the MDM subsystem need do nothing: reload the page to use it.',
  },
  {
    zh: '旧版本将继续提供 12 个月的安全更新。',
    en: 'The previous version keeps receiving security updates for 12 months.',
  },
  {
    zh: '开发者可在开发者中心下载示例工程与 API 文档。',
    en: 'Developers can download sample projects and API documentation from the Developer area.',
  },
];

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Calendar parts in China Standard Time, where the notices are written. */
function cst(t: number): { y: number; m: number; d: number } {
  const date = new Date(t + 8 * 3600_000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** Two different items of a list. */
function pickTwo<T>(rng: Rng, items: readonly T[]): [T, T] {
  const i = rng.int(0, items.length - 1);
  const j = (i + rng.int(1, items.length - 1)) % items.length;
  return [items[i] as T, items[j] as T];
}

function version(rng: Rng): string {
  return `${rng.int(2, 6)}.${rng.int(0, 9)}${rng.chance(0.4) ? `.${rng.int(1, 9)}` : ''}`;
}

/** Joins paragraphs of each language. */
function body(parts: readonly Pair[]): Pair {
  return { zh: parts.map((p) => p.zh).join('\n'), en: parts.map((p) => p.en).join('\n') };
}

type NoticeText = { title: Pair; content: Pair };
type NoticeKind = (rng: Rng, publishTime: number) => NoticeText;

const NOTICE_KINDS: readonly { weight: number; make: NoticeKind }[] = [
  {
    weight: 5,
    make: (rng) => {
      const v = version(rng);
      const [a, b] = pickTwo(rng, MDM_FEATURES);
      return {
        title: {
          zh: `设备管理平台 ${v} 版本发布公告`,
          en: `Device Management Platform ${v} released`,
        },
        content: body([
          {
            zh: `设备管理平台 ${v} 版本已正式发布。`,
            en: `Version ${v} of the Device Management Platform is now live.`,
          },
          { zh: `本次更新新增${a.zh}与${b.zh}。`, en: `This release adds ${a.en} and ${b.en}.` },
          rng.pick(ADVICE),
          rng.pick(CLOSINGS),
        ]),
      };
    },
  },
  {
    weight: 5,
    make: (rng) => {
      const p = rng.pick(PRODUCTS);
      const android = rng.pick(['11', '12', '13', '14', '15']);
      const build = `${rng.int(1, 9)}.${rng.int(0, 30)}.${rng.int(100, 999)}`;
      return {
        title: {
          zh: `${p.zh} Android ${android} 固件 ${build} 发布`,
          en: `Android ${android} firmware ${build} for the ${p.en}`,
        },
        content: body([
          {
            zh: `${p.zh}的 Android ${android} 固件 ${build} 已在下载中心上线。`,
            en: `Android ${android} firmware ${build} for the ${p.en} is in the Download Centre.`,
          },
          ...pickTwo(rng, FIRMWARE_FIXES),
          rng.pick(ADVICE),
        ]),
      };
    },
  },
  {
    weight: 3,
    make: (rng, t) => {
      const when = cst(t + rng.int(2, 10) * DAY);
      const from = rng.pick(['00:00', '01:00', '02:00', '22:00']);
      const hours = rng.int(2, 4);
      return {
        title: {
          zh: `关于 ${when.y} 年 ${when.m} 月 ${when.d} 日系统维护的通知`,
          en: `Scheduled maintenance on ${when.d} ${MONTHS_EN[when.m - 1]} ${when.y}`,
        },
        content: body([
          {
            zh: `为提升服务稳定性，平台将于 ${when.m} 月 ${when.d} 日 ${from} 起进行约 ${hours} 小时的例行维护（北京时间）。`,
            en: `To improve stability, the platform will undergo about ${hours} hours of routine maintenance from ${from} (UTC+8) on ${when.d} ${MONTHS_EN[when.m - 1]}.`,
          },
          {
            zh: '维护期间门户可正常浏览，设备指令下发与应用上架审核将暂停，维护结束后自动恢复。',
            en: 'The portal stays available; device commands and app review are paused and resume automatically afterwards.',
          },
          { zh: '由此带来的不便，敬请谅解。', en: 'We apologise for any inconvenience.' },
        ]),
      };
    },
  },
  {
    weight: 4,
    make: (rng) => {
      const ind = rng.pick(INDUSTRIES);
      const customer = rng.pick(ind.customers);
      const scene = rng.pick(ind.scenes);
      const p = rng.pick(PRODUCTS);
      const n = rng.pick([200, 350, 500, 800, 1200, 2000, 3500, 6000]);
      const gain = rng.int(12, 45);
      return {
        title: {
          zh: `${ind.zh}行业案例：${customer.zh}部署 ${n} 台${p.zh}`,
          en: `${ind.en} case study: ${customer.en} deploys ${n} ${p.en} units`,
        },
        content: body([
          {
            zh: `${customer.zh}在${scene.zh}环节部署了 ${n} 台${p.zh}，并通过设备管理平台统一管控。`,
            en: `${customer.en[0]?.toUpperCase()}${customer.en.slice(1)} put ${n} ${p.en} units to work in ${scene.en}, all managed from the Device Management Platform.`,
          },
          {
            zh: `上线三个月后，作业效率提升约 ${gain}%，设备故障率明显下降。`,
            en: `Three months in, productivity rose by about ${gain}% and device faults fell markedly.`,
          },
          {
            zh: '完整案例与部署清单可在解决方案中心下载。',
            en: 'The full case and deployment checklist can be downloaded from the Solution Centre.',
          },
        ]),
      };
    },
  },
  {
    weight: 3,
    make: (rng) => {
      const v = version(rng);
      const f = rng.pick(SDK_FEATURES);
      return {
        title: { zh: `通用 SDK ${v} 发布：新增${f.zh}`, en: `General SDK ${v} adds ${f.en}` },
        content: body([
          {
            zh: `通用 SDK ${v} 新增${f.zh}，兼容 Android 11 至 15。`,
            en: `General SDK ${v} adds ${f.en} and supports Android 11 to 15.`,
          },
          {
            zh: '旧接口保持兼容，无需修改现有代码。',
            en: 'Existing APIs stay compatible; no code changes are needed.',
          },
          rng.pick(ADVICE),
        ]),
      };
    },
  },
  {
    weight: 2,
    make: (rng, t) => {
      const when = cst(t);
      const cves = rng.int(3, 28);
      return {
        title: {
          zh: `${when.y} 年 ${when.m} 月安全补丁公告`,
          en: `Security bulletin for ${MONTHS_EN[when.m - 1]} ${when.y}`,
        },
        content: body([
          {
            zh: `本月安全补丁修复了 ${cves} 个已公开漏洞，其中高危 ${rng.int(0, 4)} 个。`,
            en: `This month's patch fixes ${cves} published vulnerabilities, ${rng.int(0, 4)} of them rated high.`,
          },
          {
            zh: '建议通过 MDM 在业务低峰期批量推送更新。',
            en: 'We recommend pushing the update through MDM outside business hours.',
          },
          rng.pick(CLOSINGS),
        ]),
      };
    },
  },
  {
    weight: 2,
    make: (rng) => {
      const ind = rng.pick(INDUSTRIES);
      const scene = rng.pick(ind.scenes);
      return {
        title: {
          zh: `${ind.zh}行业线上研讨会报名开启`,
          en: `Registration open: ${ind.en} webinar`,
        },
        content: body([
          {
            zh: `本期研讨会聚焦${scene.zh}中的移动终端选型与部署经验。`,
            en: `This webinar covers choosing and rolling out mobile devices for ${scene.en}.`,
          },
          {
            zh: '名额有限，登录门户后即可报名，会后提供回放与讲义下载。',
            en: 'Places are limited; sign in to register. A recording and slides follow the session.',
          },
        ]),
      };
    },
  },
  {
    weight: 2,
    make: (rng, t) => {
      const when = cst(t);
      return {
        title: {
          zh: `应用市场 ${when.m} 月精选应用`,
          en: `App Market picks for ${MONTHS_EN[when.m - 1]}`,
        },
        content: body([
          {
            zh: `本月为您推荐 ${rng.int(5, 12)} 款适配手持终端的行业应用，涵盖仓储盘点、移动巡检与门店管理。`,
            en: `This month we recommend ${rng.int(5, 12)} industry apps for handhelds, covering stocktaking, field inspection and store management.`,
          },
          {
            zh: '所有应用均已通过兼容性与安全审核。',
            en: 'Every app has passed compatibility and security review.',
          },
        ]),
      };
    },
  },
  {
    weight: 1,
    make: (rng) => {
      const p = rng.pick(PRODUCTS);
      const years = rng.int(3, 5);
      return {
        title: {
          zh: `${p.zh}停产及售后服务安排`,
          en: `End of sale for the ${p.en} and after-sales support`,
        },
        content: body([
          {
            zh: `${p.zh}将停止接受新订单，后续 ${years} 年内继续提供维修与备件服务。`,
            en: `The ${p.en} no longer takes new orders; repairs and spare parts remain available for ${years} years.`,
          },
          {
            zh: '替代型号与迁移方案请咨询您的客户经理。',
            en: 'Ask your account manager about the successor model and migration plan.',
          },
          rng.pick(CLOSINGS),
        ]),
      };
    },
  },
  {
    weight: 1,
    make: (rng) => {
      const p = rng.pick(PRODUCTS);
      // The Chinese names carry their own spacing: a space between Latin and Chinese, none inside Chinese.
      const cert = rng.pick([
        { zh: ' IP68 防护与 1.8 米跌落', en: 'IP68 sealing and 1.8 m drop' },
        { zh: ' ATEX 防爆', en: 'ATEX explosion-proof' },
        { zh: '医疗消毒液耐受', en: 'healthcare disinfectant resistance' },
        { zh: ' Android Enterprise Recommended ', en: 'Android Enterprise Recommended' },
      ]);
      return {
        title: { zh: `${p.zh}通过${cert.zh}认证`, en: `${p.en} certified for ${cert.en}` },
        content: body([
          {
            zh: `${p.zh}已通过${cert.zh}认证，适用于更严苛的作业环境。`,
            en: `The ${p.en} is now certified for ${cert.en}, for harsher working conditions.`,
          },
          rng.pick(CLOSINGS),
        ]),
      };
    },
  },
];

const KIND_WEIGHT = NOTICE_KINDS.reduce((s, k) => s + k.weight, 0);

/** One realistic bilingual notice, published some time in the `years` before `now`. */
export function makeNotice(rng: Rng, now: number, years = 6): Insertable<NoticesTable> {
  // Skewed towards recent dates: a portal publishes more as its customer base grows.
  const age = Math.floor(Math.pow(rng.next(), 1.6) * years * YEAR);
  const publishTime = Math.floor((now - age - rng.int(60_000, DAY)) / 60_000) * 60_000;
  let r = rng.next() * KIND_WEIGHT;
  let kind = NOTICE_KINDS[0] as (typeof NOTICE_KINDS)[number];
  for (const k of NOTICE_KINDS) {
    kind = k;
    r -= k.weight;
    if (r < 0) break;
  }
  const { title, content } = kind.make(rng, publishTime);
  return {
    title_zh: title.zh,
    title_en: title.en,
    content_zh: content.zh,
    content_en: content.en,
    // A few drafts, as in a real editorial back office; the public list must skip them.
    status: rng.chance(0.02) ? 0 : 1,
    publish_time: publishTime,
    created_at: publishTime - rng.int(10, 72 * 60) * 60_000,
  };
}

// ---------------------------------------------------------------------------------------------
// Batched insertion, shared by every table.

export interface GenerateOptions {
  /** Seed of the random source; the same seed and count give the same rows. */
  seed?: number;
  /** "Now" for the time columns (tests pin it). */
  now?: number;
  /** Rows per INSERT statement (capped by the parameter limit). */
  batchSize?: number;
  /** Called after each committed transaction with the rows inserted so far. */
  onProgress?: (inserted: number) => void;
}

/** A table the generator can fill. */
export interface TableGenerator {
  description: string;
  /** Adds `count` rows; returns how many were inserted. */
  fill(db: Db, count: number, opts?: GenerateOptions): Promise<number>;
  /** Rows in the table now. */
  count(db: Db): Promise<number>;
}

/** Rows per INSERT for a table of `columns` inserted columns, within PostgreSQL's limit. */
export function batchSizeFor(columns: number, wanted = DEFAULT_BATCH): number {
  return Math.max(1, Math.min(wanted, Math.floor(PG_MAX_PARAMS / columns)));
}

function defineGenerator<Row extends object>(g: {
  description: string;
  make(rng: Rng, now: number): Row;
  insert(db: Db, rows: Row[]): Promise<unknown>;
  count(db: Db): Promise<number>;
}): TableGenerator {
  return {
    description: g.description,
    count: g.count,
    async fill(db, count, opts = {}) {
      const rng = createRng(opts.seed ?? Date.now());
      const now = opts.now ?? Date.now();
      let done = 0;
      while (done < count) {
        const inTx = Math.min(ROWS_PER_TRANSACTION, count - done);
        await db.transaction().execute(async (trx) => {
          let left = inTx;
          let size = 0;
          while (left > 0) {
            const first = g.make(rng, now);
            // The cap needs the column count, known once a row exists.
            size ||= batchSizeFor(Object.keys(first).length, opts.batchSize);
            const rows = [first];
            const n = Math.min(left, size);
            while (rows.length < n) rows.push(g.make(rng, now));
            await g.insert(trx, rows);
            left -= n;
          }
        });
        done += inTx;
        opts.onProgress?.(done);
      }
      return done;
    },
  };
}

/** Every table the generator knows, by name: add a table by adding an entry. */
export const GENERATORS: Record<string, TableGenerator> = {
  notices: defineGenerator({
    description: 'bilingual notices (platform releases, firmware, maintenance, industry cases...)',
    make: (rng, now) => makeNotice(rng, now),
    insert: (db, rows) => db.insertInto('notices').values(rows).execute(),
    count: async (db) => {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  }),
};

/** A printable name of the database, without credentials. */
export function describeDatabase(databaseUrl: string, dataDir: string): string {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const u = new URL(databaseUrl);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  }
  const file = databaseUrl.startsWith('sqlite:')
    ? databaseUrl.slice('sqlite:'.length)
    : `${dataDir}/portal.db`;
  return `SQLite ${file}`;
}

const USAGE = `Usage: npm run db:generate -- --scale N [--table ${Object.keys(GENERATORS).join('|')}[,...]] [--seed S]

Adds N generated rows to each named table (default: notices) of the configured database
(DATABASE_URL, or DATA_DIR/portal.db), after applying pending migrations. Accounts are never
touched. Running it again adds N more rows.

Tables:
${Object.entries(GENERATORS)
  .map(([name, g]) => `  ${name.padEnd(10)} ${g.description}`)
  .join('\n')}
`;

/** A mistake on the command line: answered with the usage text. */
class UsageError extends Error {}

function parseCount(text: string | undefined): number {
  const n = Number((text ?? '').replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--scale must be a positive integer (got ${text ?? 'nothing'})`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        table: { type: 'string', multiple: true },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const scale = parseCount(values.scale);
  const tables = (values.table ?? ['notices'])
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = tables.filter((t) => !(t in GENERATORS));
  if (unknown.length)
    throw new UsageError(
      `unknown table ${unknown.join(', ')}; known: ${Object.keys(GENERATORS).join(', ')}`,
    );
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    throw new UsageError('--seed must be an integer');

  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    const applied = await migrateToLatest(db);
    const where = describeDatabase(config.databaseUrl, config.dataDir);
    process.stdout.write(
      `Database: ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}\n`,
    );
    for (const name of tables) {
      const g = GENERATORS[name] as TableGenerator;
      const started = performance.now();
      let last = started;
      const inserted = await g.fill(db, scale, {
        ...(seed === undefined ? {} : { seed }),
        onProgress: (n) => {
          if (performance.now() - last > 2000 && n < scale) {
            last = performance.now();
            process.stdout.write(
              `  ${name}: ${n.toLocaleString('en')} / ${scale.toLocaleString('en')}\n`,
            );
          }
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const total = await g.count(db);
      process.stdout.write(
        `${name}: inserted ${inserted.toLocaleString('en')} rows in ${seconds.toFixed(1)} s ` +
          `(${Math.round(inserted / seconds).toLocaleString('en')} rows/s, ${isPostgres(db) ? 'PostgreSQL' : 'SQLite'}); ` +
          `the table now holds ${total.toLocaleString('en')} rows.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

/** True when this file is the program being run (not imported by the benchmark or a test). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(err instanceof UsageError ? `${message}\n\n${USAGE}` : `${message}\n`);
    process.exit(1);
  });
}
