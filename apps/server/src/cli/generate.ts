import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import { loadConfig } from '../config.js';
import { createDb, isPostgres, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  CLASSIFICATIONS as SEED_CLASSIFICATIONS,
  INDUSTRIES as SEED_INDUSTRIES,
  PRODUCTS as SEED_PRODUCTS,
} from '../db/seeds/catalogue.data.js';
import type {
  AppsTable,
  CatalogueFilesTable,
  NoticesTable,
  SolutionCasesTable,
} from '../db/tables.js';

/**
 * `npm run db:generate -- --scale N [--table notices|solution_cases|apps|catalogue_files]`: fills
 * content tables with N realistic bilingual rows for benchmarks and load tests. It only adds rows
 * (running it twice doubles the volume) and never touches accounts, sessions or anything a person
 * typed; on an empty database it first creates the seed's industries, device models and
 * classifications for the new rows to link to.
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

/** An industry's customers and scenes; `match` finds it for an industry row, `cover` its artwork. */
interface IndustryText extends Pair {
  customers: readonly Pair[];
  scenes: readonly Pair[];
  match: RegExp;
  cover: string;
}

const INDUSTRIES: readonly IndustryText[] = [
  {
    zh: '物流',
    en: 'Logistics',
    match: /logistic|express|courier|物流|快递/i,
    cover: 'logistics',
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
    match: /retail|零售|商超/i,
    cover: 'retail',
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
    match: /health|medic|医疗/i,
    cover: 'health',
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
    match: /manufactur|制造/i,
    cover: 'manufacturing',
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
    match: /warehous|仓储/i,
    cover: 'warehousing',
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
    match: /utilit|power|energy|电力|能源/i,
    cover: 'utilities',
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

/** A time in the `years` before `now`, on a whole minute, skewed towards recent dates. */
function pastTime(rng: Rng, now: number, years = 6): number {
  // A portal publishes more as its customer base grows.
  const age = Math.floor(Math.pow(rng.next(), 1.6) * years * YEAR);
  return Math.floor((now - age - rng.int(60_000, DAY)) / 60_000) * 60_000;
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
  const publishTime = pastTime(rng, now, years);
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

/** A later edit of something made at `created`, before `now`. */
function editedAfter(rng: Rng, created: number, now: number, maxDays: number): number {
  const span = Math.max(0, Math.min(maxDays * DAY, now - 60_000 - created));
  return created + Math.floor((rng.next() * span) / 60_000) * 60_000;
}

/** A count with a long tail: most rows get little, a few get a lot. */
function skewed(rng: Rng, max: number, power = 3): number {
  return Math.floor(Math.pow(rng.next(), power) * max);
}

function capitalise(s: string): string {
  return `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
}

/** Chinese text runs together, with a space where Chinese meets Latin letters or digits. */
function joinZh(a: string, b: string): string {
  const latin = /[A-Za-z0-9]/;
  return latin.test(a.at(-1) ?? '') !== latin.test(b[0] ?? '') ? `${a} ${b}` : `${a}${b}`;
}

/** `count` different items of a list (all of them when it is shorter). */
function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** `a, b and c` in English, `a、b、c` in Chinese. */
function listOf(items: readonly Pair[]): Pair {
  const en = items.map((i) => i.en);
  return {
    zh: items.map((i) => i.zh).join('、'),
    en: en.length > 1 ? `${en.slice(0, -1).join(', ')} and ${en.at(-1)}` : (en[0] ?? ''),
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogue rows: solution cases, market apps and download-centre files. They link to rows of
// the reference tables (industries, device models, classifications), passed in by id and name.

/** A reference row (industry, classification) with its names. */
export interface NamedRef extends Pair {
  id: number;
}
/** A device model. */
export interface ProductRef extends NamedRef {
  model: string;
}

/** Industries the seed does not have, for cases filed under other industries. */
const MORE_INDUSTRIES: readonly IndustryText[] = [
  {
    zh: '冷链',
    en: 'Cold chain',
    match: /cold|冷链/i,
    cover: 'coldchain',
    customers: [
      { zh: '某生鲜电商冷链仓', en: 'the cold store of a fresh-food e-commerce company' },
      { zh: '某疫苗配送企业', en: 'a vaccine distributor' },
      { zh: '某乳制品企业', en: 'a dairy producer' },
    ],
    scenes: [
      { zh: '冷库收发货与温度记录', en: 'cold-store receiving, dispatch and temperature logging' },
      {
        zh: '冷藏车交接与全程温控追溯',
        en: 'reefer hand-overs and end-to-end temperature traceability',
      },
    ],
  },
  {
    zh: '公共服务',
    en: 'Public services',
    match: /public|公共|政务/i,
    cover: 'public',
    customers: [
      { zh: '某市政务服务中心', en: 'a city government service centre' },
      { zh: '某城市公交集团', en: 'a city bus operator' },
      { zh: '某市级图书馆', en: 'a municipal library' },
    ],
    scenes: [
      { zh: '移动执法与现场核查', en: 'mobile enforcement and on-site checks' },
      { zh: '票务核验与客流统计', en: 'ticket validation and passenger counting' },
    ],
  },
  {
    zh: '港口',
    en: 'Ports',
    match: /\bports?\b|terminal|港口|码头/i,
    cover: 'logistics',
    customers: [
      { zh: '某沿海集装箱码头', en: 'a coastal container terminal' },
      { zh: '某内河港务集团', en: 'an inland port operator' },
      { zh: '某自动化集装箱码头', en: 'an automated container terminal' },
      { zh: '某散货港区', en: 'a bulk cargo port' },
    ],
    scenes: [
      { zh: '集装箱理货与堆场盘点', en: 'container tallying and yard audits' },
      { zh: '闸口核验与设备交接', en: 'gate checks and equipment interchange' },
      { zh: '岸桥与场桥设备点检', en: 'quay and yard crane inspections' },
    ],
  },
  {
    zh: '航空',
    en: 'Aviation',
    match: /airport|aviation|航空|机场/i,
    cover: 'logistics',
    customers: [
      { zh: '某枢纽机场地服公司', en: 'the ground handler of a hub airport' },
      { zh: '某航空货运站', en: 'an air cargo terminal' },
      { zh: '某支线机场', en: 'a regional airport' },
    ],
    scenes: [
      { zh: '行李分拣与装机核对', en: 'baggage sorting and loading reconciliation' },
      { zh: '航空货物收运与安检交接', en: 'air cargo acceptance and security hand-over' },
      { zh: '航材库存与工具管控', en: 'aircraft parts stock and tool control' },
    ],
  },
];

/** Customers and scenes for an industry none of the texts matches. */
const ANY_INDUSTRY: IndustryText = {
  zh: '',
  en: '',
  match: /$^/,
  cover: 'logistics',
  customers: [
    { zh: '某大型企业集团', en: 'a large enterprise group' },
    { zh: '某区域服务商', en: 'a regional service provider' },
  ],
  scenes: [
    { zh: '移动作业与资产管理', en: 'field work and asset management' },
    { zh: '现场数据采集', en: 'on-site data capture' },
  ],
};

function industryText(industry: Pair): IndustryText {
  const name = `${industry.en} ${industry.zh}`;
  return [...INDUSTRIES, ...MORE_INDUSTRIES].find((t) => t.match.test(name)) ?? ANY_INDUSTRY;
}

const CASE_BACKGROUNDS: readonly ((customer: Pair, scene: Pair) => Pair)[] = [
  (c, s) => ({
    zh: `此前${c.zh}依靠纸质单据和消费级手机完成${s.zh}，数据录入滞后、差错率高，设备故障也难以及时发现。`,
    en: `${capitalise(c.en)} used to rely on paper forms and consumer phones for ${s.en}: data arrived late, errors were frequent and broken devices went unnoticed.`,
  }),
  (c, s) => ({
    zh: `随着业务量快速增长，${c.zh}原有的${s.zh}流程已无法满足高峰期的时效要求。`,
    en: `As volumes grew, the way ${c.en} handled ${s.en} could no longer keep up at peak times.`,
  }),
  (c, s) => ({
    zh: `${c.zh}的${s.zh}分布在多个站点，设备型号杂乱，IT 团队难以统一维护。`,
    en: `${capitalise(c.en)} ran ${s.en} across many sites on a mix of devices its IT team struggled to maintain.`,
  }),
];

const CASE_CLOSINGS: readonly Pair[] = [
  {
    zh: '完整案例与部署清单可在解决方案中心下载。',
    en: 'The full case and deployment checklist can be downloaded from the Solution Centre.',
  },
  {
    zh: '如需同类方案的演示或试用设备，请联系您的客户经理。',
    en: 'For a demonstration or trial devices for a similar project, contact your account manager.',
  },
  {
    zh: '项目二期将把方案推广至更多站点。',
    en: 'A second phase will roll the solution out to more sites.',
  },
];

/** A case row with its links. */
export interface GeneratedCase {
  row: Insertable<SolutionCasesTable>;
  industryIds: number[];
  productIds: number[];
}

/**
 * One realistic bilingual solution case, linked to one or two `industries` and one to three
 * `products`; with `pinned`, published and linked to that industry only.
 */
export function makeCase(
  rng: Rng,
  now: number,
  ref: { industries: readonly NamedRef[]; products: readonly ProductRef[]; pinned?: NamedRef },
): GeneratedCase {
  const industries = ref.pinned
    ? [ref.pinned]
    : ref.industries.length > 1 && rng.chance(0.3)
      ? pickTwo(rng, ref.industries)
      : [rng.pick(ref.industries)];
  const devices = pickSome(rng, ref.products, rng.int(1, 3));
  const industry = industries[0] as NamedRef;
  const device = devices[0] as ProductRef;
  const text = industryText(industry);
  const customer = rng.pick(text.customers);
  const scene = rng.pick(text.scenes);
  const units = rng.pick([120, 200, 350, 500, 800, 1200, 2000, 3500, 6000]);
  const gain = rng.int(12, 45);
  const months = rng.int(2, 9);
  const feature = rng.pick(MDM_FEATURES);
  const created = pastTime(rng, now);
  const year = cst(created).y;
  const phase = rng.pick<Pair>([
    { zh: '', en: '' },
    { zh: '一期', en: ', phase 1' },
    { zh: '二期', en: ', phase 2' },
    { zh: '三期', en: ', phase 3' },
  ]);
  const title = rng.pick<Pair>([
    {
      zh: `${customer.zh}${scene.zh}移动化项目（${year}）`,
      en: `Mobile ${scene.en} for ${customer.en} (${year})`,
    },
    {
      zh: `${units} 台 ${device.model} 助力${customer.zh}提升${scene.zh}效率`,
      en: `${units.toLocaleString('en')} ${device.model} units speed up ${scene.en} at ${customer.en}`,
    },
    {
      zh: `${industry.zh}行业方案：${customer.zh}${scene.zh}数字化${phase.zh}`,
      en: `${industry.en}: digital ${scene.en} at ${customer.en}${phase.en}`,
    },
    {
      zh: `${customer.zh}${scene.zh}效率提升 ${gain}%`,
      en: `${capitalise(customer.en)} lifts ${scene.en} productivity by ${gain}%`,
    },
    {
      zh: `${device.model} 在${customer.zh}${scene.zh}中的应用`,
      en: `The ${device.model} in ${scene.en} at ${customer.en}`,
    },
    {
      zh: `${customer.zh}：${units} 台终端${joinZh('的', feature.zh)}实践`,
      en: `${capitalise(customer.en)}: ${feature.en} across ${units.toLocaleString('en')} devices`,
    },
  ]);
  const models = listOf(devices);
  const content = body([
    rng.pick(CASE_BACKGROUNDS)(customer, scene),
    {
      zh: `${joinZh('方案采用', models.zh)}，通过设备管理平台统一下发应用与配置，并${joinZh('启用', feature.zh)}。`,
      en: `The solution uses the ${models.en}, configured from the Device Management Platform with ${feature.en}.`,
    },
    {
      zh: `上线 ${months} 个月后，作业效率提升约 ${gain}%，单据差错率下降 ${rng.int(30, 90)}%。`,
      en: `${months} months in, productivity is up about ${gain}% and paperwork errors are down ${rng.int(30, 90)}%.`,
    },
    rng.pick(CASE_CLOSINGS),
  ]);
  return {
    row: {
      title_zh: title.zh,
      title_en: title.en,
      summary_zh: `${customer.zh}在${scene.zh}环节部署 ${units} ${joinZh('台', device.zh)}，上线 ${months} 个月后作业效率提升约 ${gain}%。`,
      summary_en: `${capitalise(customer.en)} deployed the ${device.en} (${units.toLocaleString('en')} units) for ${scene.en}; ${months} months in, productivity is up about ${gain}%.`,
      content_zh: content.zh,
      content_en: content.en,
      cover: `/seuiot-assets/covers/${text.cover}.svg`,
      // Yuan; about half the cases are priced by quotation (0).
      price: rng.chance(0.45) ? 0 : rng.pick([9_800, 19_800, 39_800, 68_000, 128_000, 260_000]),
      views: skewed(rng, 20_000),
      recommended: rng.chance(0.03) ? 1 : 0,
      status: ref.pinned || !rng.chance(0.02) ? 1 : 0,
      created_at: created,
      updated_at: editedAfter(rng, created, now, 30),
    },
    industryIds: industries.map((i) => i.id),
    productIds: devices.map((d) => d.id),
  };
}

/** What an app does; `icon` names artwork under /seuiot-assets/icons. */
const APP_FUNCTIONS: readonly (Pair & {
  slug: string;
  icon: string;
  type: 'tool' | 'business' | 'system' | 'sdk-demo';
  does: Pair;
})[] = [
  {
    zh: '仓储盘点',
    en: 'Warehouse Stocktake',
    slug: 'stocktake',
    icon: 'stocktake',
    type: 'business',
    does: {
      zh: '按库位扫码盘点并实时回传差异',
      en: 'counts stock by bin and reports variances live',
    },
  },
  {
    zh: '快递收派',
    en: 'Courier Pick-up & Delivery',
    slug: 'courier',
    icon: 'courier',
    type: 'business',
    does: {
      zh: '揽收、派件、签收拍照一站完成',
      en: 'handles pick-up, delivery and photo proof of delivery',
    },
  },
  {
    zh: 'RFID 资产盘点',
    en: 'RFID Asset Count',
    slug: 'rfidasset',
    icon: 'rfid',
    type: 'business',
    does: {
      zh: '批量读取 RFID 标签清点固定资产',
      en: 'reads RFID tags in bulk to count fixed assets',
    },
  },
  {
    zh: '冷链温度记录',
    en: 'Cold-chain Temperature Log',
    slug: 'templog',
    icon: 'coldchain',
    type: 'business',
    does: {
      zh: '交接时自动记录温度并生成报告',
      en: 'records temperatures at each hand-over and builds a report',
    },
  },
  {
    zh: '价签核查',
    en: 'Shelf Price Check',
    slug: 'pricecheck',
    icon: 'pricecheck',
    type: 'business',
    does: { zh: '扫码比对货架价签与系统价格', en: 'compares shelf labels with system prices' },
  },
  {
    zh: '巡检工单',
    en: 'Inspection Work Orders',
    slug: 'inspection',
    icon: 'inspection',
    type: 'business',
    does: {
      zh: '按路线巡检、拍照上报缺陷',
      en: 'guides patrol routes and reports defects with photos',
    },
  },
  {
    zh: '床旁护理',
    en: 'Bedside Care',
    slug: 'bedside',
    icon: 'bedside',
    type: 'business',
    does: { zh: '扫码核对患者腕带与药品', en: 'matches patient wristbands with medication' },
  },
  {
    zh: '门店巡店',
    en: 'Store Audit',
    slug: 'storeaudit',
    icon: 'audit',
    type: 'business',
    does: {
      zh: '按检查表巡店打分并跟踪整改',
      en: 'scores store visits against checklists and tracks fixes',
    },
  },
  {
    zh: '移动收银',
    en: 'Mobile POS',
    slug: 'mpos',
    icon: 'eco-pos',
    type: 'business',
    does: { zh: '在店内任意位置扫码收款', en: 'takes payment anywhere in the store' },
  },
  {
    zh: '运输管理',
    en: 'Transport Manager',
    slug: 'tms',
    icon: 'eco-tms',
    type: 'business',
    does: {
      zh: '派车、在途跟踪与回单管理',
      en: 'dispatches vehicles, tracks loads and collects receipts',
    },
  },
  {
    zh: '生产报工',
    en: 'Shop-floor Reporting',
    slug: 'mes',
    icon: 'eco-mes',
    type: 'business',
    does: { zh: '扫码报工并追溯批次', en: 'reports production by scan and traces batches' },
  },
  {
    zh: '标签设计',
    en: 'Label Designer',
    slug: 'labels',
    icon: 'label',
    type: 'tool',
    does: { zh: '设计并打印条码标签', en: 'designs and prints barcode labels' },
  },
  {
    zh: '按键映射',
    en: 'Key Mapper',
    slug: 'keymap',
    icon: 'keys',
    type: 'tool',
    does: { zh: '自定义侧键与扫描键功能', en: 'remaps side and scan keys' },
  },
  {
    zh: '电池监测',
    en: 'Battery Monitor',
    slug: 'battery',
    icon: 'battery',
    type: 'tool',
    does: { zh: '统计电池健康度与充放电次数', en: 'tracks battery health and charge cycles' },
  },
  {
    zh: 'Wi-Fi 信号分析',
    en: 'Wi-Fi Analyser',
    slug: 'wifiscan',
    icon: 'wifi',
    type: 'tool',
    does: { zh: '测绘仓库内的信号覆盖与漫游', en: 'maps coverage and roaming in a warehouse' },
  },
  {
    zh: '扫码输入',
    en: 'Scan Keyboard',
    slug: 'scankeyboard',
    icon: 'scanwedge',
    type: 'tool',
    does: { zh: '把条码内容输入任意应用', en: 'types barcode data into any app' },
  },
  {
    zh: '企业桌面',
    en: 'Enterprise Launcher',
    slug: 'launcher',
    icon: 'launcher',
    type: 'system',
    does: { zh: '只显示允许的应用并锁定设置', en: 'shows only approved apps and locks settings' },
  },
  {
    zh: '远程运维代理',
    en: 'Remote Support Agent',
    slug: 'remoteagent',
    icon: 'mdm-agent',
    type: 'system',
    does: { zh: '支持远程查看屏幕与日志采集', en: 'lets support view the screen and collect logs' },
  },
  {
    zh: '扫码 SDK 示例',
    en: 'Scan SDK Sample',
    slug: 'scansample',
    icon: 'sdk-scan',
    type: 'sdk-demo',
    does: { zh: '演示扫描引擎接口的调用方式', en: 'shows how to call the scan engine APIs' },
  },
  {
    zh: '打印 SDK 示例',
    en: 'Print SDK Sample',
    slug: 'printsample',
    icon: 'sdk-print',
    type: 'sdk-demo',
    does: { zh: '演示小票与标签打印接口', en: 'shows the receipt and label printing APIs' },
  },
];

/** Third-party developers (never the platform's own package prefix, which the seed looks up). */
const VENDORS: readonly (Pair & { company: string; slug: string })[] = [
  { zh: '云链', en: 'Yunlian', company: '杭州云链信息科技有限公司', slug: 'yunlian' },
  { zh: '速达', en: 'Suda', company: '深圳速达软件有限公司', slug: 'sudasoft' },
  { zh: '智仓', en: 'SmartBin', company: '苏州智仓物联网科技有限公司', slug: 'smartbin' },
  { zh: '易扫', en: 'EasyScan', company: '广州易扫信息技术有限公司', slug: 'easyscan' },
  { zh: '联拓', en: 'Liantuo', company: '北京联拓软件有限公司', slug: 'liantuo' },
  { zh: '北辰', en: 'Polaris', company: '北辰移动科技（上海）有限公司', slug: 'polarismobile' },
  { zh: '蓝鲸', en: 'Bluewhale', company: '成都蓝鲸数据科技有限公司', slug: 'bluewhale' },
  { zh: '码上', en: 'Mashang', company: '厦门码上科技有限公司', slug: 'mashang' },
  { zh: '启明', en: 'Qiming', company: '武汉启明信息技术有限公司', slug: 'qiming' },
  { zh: '安途', en: 'Antu', company: '南京安途物流科技有限公司', slug: 'antulogistics' },
];

const EDITIONS: readonly (Pair & { slug: string })[] = [
  { zh: '', en: '', slug: '' },
  { zh: '', en: '', slug: '' },
  { zh: ' 专业版', en: ' Pro', slug: '.pro' },
  { zh: ' 企业版', en: ' Enterprise', slug: '.enterprise' },
  { zh: ' 轻量版', en: ' Lite', slug: '.lite' },
];

/** An app row with its device links. */
export interface GeneratedApp {
  row: Insertable<AppsTable>;
  productIds: number[];
}

/**
 * One realistic bilingual app of the market, filed under one of `classifications` (kind app) and
 * adapted to one to four `products`; with `pinned`, released and filed under that classification.
 */
export function makeApp(
  rng: Rng,
  now: number,
  ref: {
    classifications: readonly NamedRef[];
    products: readonly ProductRef[];
    pinned?: NamedRef;
  },
): GeneratedApp {
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
  ref: {
    classifications: readonly NamedRef[];
    products: readonly ProductRef[];
    pinned?: NamedRef;
  },
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
  /**
   * Builds a list of known length, for benchmarks: every row is published (released) and filed
   * under exactly this industry (solution_cases) or classification (apps, catalogue_files).
   */
  pin?: { industryId?: number | undefined; classificationId?: number | undefined };
}

/** A table the generator can fill. */
export interface TableGenerator {
  description: string;
  /** The `pin` option it takes, if any. */
  pins?: 'industryId' | 'classificationId';
  /** Adds `count` rows; returns how many were inserted. */
  fill(db: Db, count: number, opts?: GenerateOptions): Promise<number>;
  /** Rows in the table now. */
  count(db: Db): Promise<number>;
}

/** Rows per INSERT for a table of `columns` inserted columns, within PostgreSQL's limit. */
export function batchSizeFor(columns: number, wanted = DEFAULT_BATCH): number {
  return Math.max(1, Math.min(wanted, Math.floor(PG_MAX_PARAMS / columns)));
}

function defineGenerator<Row, Ref>(g: {
  description: string;
  pins?: TableGenerator['pins'];
  /** Reads (and, where missing, creates) the reference rows the new rows link to. */
  prepare(db: Db, opts: GenerateOptions): Promise<Ref>;
  make(rng: Rng, now: number, ref: Ref): Row;
  /** Columns of a row's main INSERT, for the parameter cap. */
  columns(row: Row): number;
  insert(db: Db, rows: Row[]): Promise<unknown>;
  count(db: Db): Promise<number>;
}): TableGenerator {
  return {
    description: g.description,
    ...(g.pins ? { pins: g.pins } : {}),
    count: g.count,
    async fill(db, count, opts = {}) {
      const rng = createRng(opts.seed ?? Date.now());
      const now = opts.now ?? Date.now();
      const ref = await g.prepare(db, opts);
      let done = 0;
      while (done < count) {
        const inTx = Math.min(ROWS_PER_TRANSACTION, count - done);
        await db.transaction().execute(async (trx) => {
          let left = inTx;
          let size = 0;
          while (left > 0) {
            const first = g.make(rng, now, ref);
            // The cap needs the column count, known once a row exists.
            size ||= batchSizeFor(g.columns(first), opts.batchSize);
            const rows = [first];
            const n = Math.min(left, size);
            while (rows.length < n) rows.push(g.make(rng, now, ref));
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

// ---------------------------------------------------------------------------------------------
// Reference rows. Generated rows link to the industries, device models and classifications that
// exist; on an empty database the seed's own are created first (the same natural keys, so a
// later seed run finds and keeps them).

type ClassificationKind = 'product' | 'app' | 'download';

/** The seed's classifications of a kind, created (parents first); by seed key. */
async function createSeedClassifications(
  db: Db,
  kind: ClassificationKind,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, c] of SEED_CLASSIFICATIONS.entries()) {
    if (c.kind !== kind) continue;
    const row = await db
      .insertInto('classifications')
      .values({
        parent_id: c.parent ? (ids.get(c.parent) ?? null) : null,
        kind,
        name_zh: c.name.zh,
        name_en: c.name.en,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(c.key, row.id);
  }
  return ids;
}

/** Classifications of a kind; the seed's are created when there are none. */
export async function loadClassifications(db: Db, kind: ClassificationKind): Promise<NamedRef[]> {
  const read = () =>
    db
      .selectFrom('classifications')
      .select(['id', 'name_zh', 'name_en'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await db.transaction().execute((trx) => createSeedClassifications(trx, kind));
    rows = await read();
  }
  return rows.map((r) => ({ id: r.id, zh: r.name_zh, en: r.name_en }));
}

/** Industries; the seed's are created when there are none. */
export async function loadIndustries(db: Db): Promise<NamedRef[]> {
  const read = () =>
    db.selectFrom('industries').select(['id', 'name_zh', 'name_en']).orderBy('id').execute();
  let rows = await read();
  if (rows.length === 0) {
    await db
      .insertInto('industries')
      .values(SEED_INDUSTRIES.map((i, sort) => ({ name_zh: i.name.zh, name_en: i.name.en, sort })))
      .execute();
    rows = await read();
  }
  return rows.map((r) => ({ id: r.id, zh: r.name_zh, en: r.name_en }));
}

/** Published device models; the seed's (and their classifications) are created when there are none. */
export async function loadProducts(db: Db): Promise<ProductRef[]> {
  const read = () =>
    db
      .selectFrom('products')
      .select(['id', 'model', 'name_zh', 'name_en'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('classifications')
        .select(['id', 'name_zh'])
        .where('kind', '=', 'product')
        .orderBy('id')
        .execute();
      const byKey = existing.length
        ? new Map(
            SEED_CLASSIFICATIONS.map((c) => [
              c.key,
              (existing.find((e) => e.name_zh === c.name.zh) ?? existing[0]!).id,
            ]),
          )
        : await createSeedClassifications(trx, 'product');
      for (const [sort, p] of SEED_PRODUCTS.entries()) {
        const exists = await trx
          .selectFrom('products')
          .select('id')
          .where('model', '=', p.model)
          .executeTakeFirst();
        if (exists) continue; // a withdrawn model (status 0) keeps its row
        await trx
          .insertInto('products')
          .values({
            classification_id: byKey.get(p.cls)!,
            model: p.model,
            name_zh: p.name.zh,
            name_en: p.name.en,
            summary_zh: p.summary.zh,
            summary_en: p.summary.en,
            image: p.image,
            specs: JSON.stringify(p.specs),
            sort,
            status: 1,
          })
          .execute();
      }
    });
    rows = await read();
  }
  if (rows.length === 0) throw new Error('no published device model to link generated rows to');
  return rows.map((r) => ({ id: r.id, model: r.model, zh: r.name_zh, en: r.name_en }));
}

/** The industry of this Chinese name, created when missing; its id. */
export async function ensureIndustry(db: Db, name: Pair): Promise<number> {
  const row =
    (await db
      .selectFrom('industries')
      .select('id')
      .where('name_zh', '=', name.zh)
      .executeTakeFirst()) ??
    (await db
      .insertInto('industries')
      .values({ name_zh: name.zh, name_en: name.en, sort: 100 })
      .returning('id')
      .executeTakeFirstOrThrow());
  return row.id;
}

/** The top-level classification of this kind and Chinese name, created when missing; its id. */
export async function ensureClassification(
  db: Db,
  kind: ClassificationKind,
  name: Pair,
): Promise<number> {
  const row =
    (await db
      .selectFrom('classifications')
      .select('id')
      .where('kind', '=', kind)
      .where('parent_id', 'is', null)
      .where('name_zh', '=', name.zh)
      .executeTakeFirst()) ??
    (await db
      .insertInto('classifications')
      .values({ parent_id: null, kind, name_zh: name.zh, name_en: name.en, sort: 100 })
      .returning('id')
      .executeTakeFirstOrThrow());
  return row.id;
}

/** The pinned row among `refs`, or undefined without a pin; an unknown id is an error. */
function pinned(refs: readonly NamedRef[], id: number | undefined, what: string) {
  if (id === undefined) return undefined;
  const ref = refs.find((r) => r.id === id);
  if (!ref) throw new Error(`there is no ${what} with id ${id}`);
  return ref;
}

/**
 * Ids of rows a multi-row INSERT ... RETURNING id created, in the order of its VALUES: both
 * databases number the rows of one statement in that order (SQLite's rowid, PostgreSQL's serial),
 * whatever order RETURNING lists them in.
 */
function idsInOrder(rows: { id: number }[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function countRows(
  db: Db,
  table: 'notices' | 'solution_cases' | 'apps' | 'catalogue_files',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every table the generator knows, by name: add a table by adding an entry. */
/** The list columns a case's links carry (migration 2026112104). */
function linkOf(row: { status?: number; created_at: number }): {
  status: number;
  created_at: number;
} {
  return { status: row.status ?? 1, created_at: row.created_at };
}

export const GENERATORS: Record<string, TableGenerator> = {
  notices: defineGenerator({
    description: 'bilingual notices (platform releases, firmware, maintenance, industry cases...)',
    prepare: () => Promise.resolve(null),
    make: (rng, now) => makeNotice(rng, now),
    columns: (row) => Object.keys(row).length,
    insert: (db, rows) => db.insertInto('notices').values(rows).execute(),
    count: (db) => countRows(db, 'notices'),
  }),
  solution_cases: defineGenerator({
    description: 'bilingual solution cases, linked to industries and device models',
    pins: 'industryId',
    prepare: async (db, opts) => {
      const industries = await loadIndustries(db);
      const products = await loadProducts(db);
      const pin = pinned(industries, opts.pin?.industryId, 'industry');
      return { industries, products, ...(pin ? { pinned: pin } : {}) };
    },
    make: makeCase,
    columns: (c) => Object.keys(c.row).length,
    insert: async (db, cases) => {
      const ids = idsInOrder(
        await db
          .insertInto('solution_cases')
          .values(cases.map((c) => c.row))
          .returning('id')
          .execute(),
      );
      await db
        .insertInto('case_industries')
        .values(
          cases.flatMap((c, i) =>
            c.industryIds.map((industry_id) => ({
              case_id: ids[i]!,
              industry_id,
              ...linkOf(c.row),
            })),
          ),
        )
        .execute();
      await db
        .insertInto('case_products')
        .values(
          cases.flatMap((c, i) =>
            c.productIds.map((product_id) => ({ case_id: ids[i]!, product_id, ...linkOf(c.row) })),
          ),
        )
        .execute();
    },
    count: (db) => countRows(db, 'solution_cases'),
  }),
  apps: defineGenerator({
    description: 'bilingual App Market apps, classified and adapted to device models',
    pins: 'classificationId',
    prepare: async (db, opts) => {
      const classifications = await loadClassifications(db, 'app');
      const products = await loadProducts(db);
      const pin = pinned(classifications, opts.pin?.classificationId, 'app classification');
      return { classifications, products, ...(pin ? { pinned: pin } : {}) };
    },
    make: makeApp,
    columns: (a) => Object.keys(a.row).length,
    insert: async (db, apps) => {
      const ids = idsInOrder(
        await db
          .insertInto('apps')
          .values(apps.map((a) => a.row))
          .returning('id')
          .execute(),
      );
      await db
        .insertInto('app_products')
        .values(
          apps.flatMap((a, i) =>
            a.productIds.map((product_id) => ({
              app_id: ids[i]!,
              product_id,
              channel: a.row.channel,
              released: a.row.released ?? 1,
              updated_at: a.row.updated_at,
            })),
          ),
        )
        .execute();
    },
    count: (db) => countRows(db, 'apps'),
  }),
  catalogue_files: defineGenerator({
    description:
      'download-centre files (manuals, firmware, drivers, certificates...); rows only, no file bytes',
    pins: 'classificationId',
    prepare: async (db, opts) => {
      const classifications = await loadClassifications(db, 'download');
      const products = await loadProducts(db);
      const pin = pinned(classifications, opts.pin?.classificationId, 'download classification');
      return { classifications, products, ...(pin ? { pinned: pin } : {}) };
    },
    make: makeCatalogueFile,
    columns: (row) => Object.keys(row).length,
    insert: (db, rows) => db.insertInto('catalogue_files').values(rows).execute(),
    count: (db) => countRows(db, 'catalogue_files'),
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

const USAGE = `Usage: npm run db:generate -- --scale N [--table ${Object.keys(GENERATORS).join('|')}[,...]]
         [--seed S] [--industry ID] [--classification ID]

Adds N generated rows to each named table (default: notices) of the configured database
(DATABASE_URL, or DATA_DIR/portal.db), after applying pending migrations. Accounts are never
touched. Running it again adds N more rows.

  --industry ID        solution_cases: all published and linked to this industry only
  --classification ID  apps, catalogue_files: all released, under this classification
                       (a list of known length, as the benchmark builds)

Tables:
${Object.entries(GENERATORS)
  .map(([name, g]) => `  ${name.padEnd(16)} ${g.description}`)
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

function optionalId(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a row id (got ${text})`);
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
        industry: { type: 'string' },
        classification: { type: 'string' },
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
  const pin = {
    industryId: optionalId('industry', values.industry),
    classificationId: optionalId('classification', values.classification),
  };
  for (const key of ['industryId', 'classificationId'] as const) {
    if (pin[key] === undefined) continue;
    const misfit = tables.filter((t) => GENERATORS[t]?.pins !== key);
    if (misfit.length)
      throw new UsageError(
        `--${key === 'industryId' ? 'industry' : 'classification'} does not apply to ${misfit.join(', ')}`,
      );
  }

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
        pin,
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
