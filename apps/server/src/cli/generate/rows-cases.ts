import type { Insertable } from 'kysely';
import type { SolutionCasesTable } from '../../db/tables.js';
import {
  ANY_INDUSTRY,
  CASE_CLOSINGS,
  INDUSTRIES,
  MDM_FEATURES,
  MORE_INDUSTRIES,
  type IndustryText,
} from './corpus.data.js';
import { editedAfter, pastTime, pickSome, pickTwo, skewed, type Rng } from './rng.js';
import {
  body,
  capitalise,
  cst,
  joinZh,
  listOf,
  type NamedRef,
  type Pair,
  type ProductRef,
} from './text.js';

/** Solution cases, linked to the industries and device models they were filed under. */

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
