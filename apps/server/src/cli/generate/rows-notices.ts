import type { Insertable } from 'kysely';
import type { NoticesTable } from '../../db/tables.js';
import {
  ADVICE,
  CLOSINGS,
  FIRMWARE_FIXES,
  INDUSTRIES,
  MDM_FEATURES,
  PRODUCTS,
  SDK_FEATURES,
} from './corpus.data.js';
import { DAY, pastTime, pickTwo, type Rng } from './rng.js';
import { body, cst, MONTHS_EN, version, type Pair } from './text.js';

/** Notices: platform releases, firmware, maintenance windows, industry cases and advice. */

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
