import {
  type Bi,
  type Paras,
  type PdfBlock,
  PRODUCTS,
  type ProductSeed,
} from './catalogue.data.js';
import { CASES } from './catalogue-cases.data.js';
import { MATERIALS } from './catalogue-materials.data.js';
import { SDKS, TEST_PACKAGES } from './catalogue-developer.data.js';

/**
 * What the catalogue's files are written from: products, manuals, notes and scripts (catalogue-
 * files.data.ts).
 */

export const paras = (p: Paras): string[] => (Array.isArray(p) ? p : [p]);

export function product(model: string): ProductSeed {
  const p = PRODUCTS.find((x) => x.model === model);
  if (!p) throw new Error(`unknown product ${model}`);
  return p;
}

export const specRows = (p: ProductSeed, lang: 'zh' | 'en'): [string, string][] =>
  p.specs.map((s) => (lang === 'zh' ? [s.label_zh, s.value_zh] : [s.label_en, s.value_en]));

export type Family = 'handheld' | 'tablet' | 'wearable' | 'printer' | 'sled';

export const FAMILY: Record<string, Family> = {
  S90: 'handheld',
  S95: 'handheld',
  S60: 'handheld',
  S90C: 'handheld',
  M60: 'handheld',
  R30: 'handheld',
  R10: 'sled',
  T10: 'tablet',
  T8: 'tablet',
  W5: 'wearable',
  W7: 'wearable',
  P20: 'printer',
  P30: 'printer',
};

export const BOX: Record<Family, Bi> = {
  handheld: {
    zh: '包装内含：主机 1 台、可拆卸电池 1 块、USB-C 数据线 1 根、电源适配器 1 个、手腕带 1 条、快速入门指南 1 份。',
    en: 'In the box: the handheld, one removable battery, a USB-C cable, a power adapter, a hand strap and a quick start guide.',
  },
  tablet: {
    zh: '包装内含：平板主机 1 台、电池 1 块、USB-C 数据线 1 根、电源适配器 1 个、手写笔 1 支、快速入门指南 1 份。',
    en: 'In the box: the tablet, one battery, a USB-C cable, a power adapter, a stylus and a quick start guide.',
  },
  wearable: {
    zh: '包装内含：主机 1 台、佩戴带（S/M/L 各 1 条）、USB-C 数据线 1 根、快速入门指南 1 份。充电座需单独订购。',
    en: 'In the box: the device, straps in S, M and L, a USB-C cable and a quick start guide. The charging cradle is ordered separately.',
  },
  printer: {
    zh: '包装内含：打印机 1 台、电池 1 块、腰夹 1 个、试用纸卷 1 卷、USB-C 数据线 1 根、快速入门指南 1 份。',
    en: 'In the box: the printer, one battery, a belt clip, a starter roll, a USB-C cable and a quick start guide.',
  },
  sled: {
    zh: '包装内含：RFID 背夹 1 个、适配卡扣 1 套、USB-C 数据线 1 根、快速入门指南 1 份。',
    en: 'In the box: the RFID sled, a set of adapter clips, a USB-C cable and a quick start guide.',
  },
};

export const START: Record<Family, { zh: string[]; en: string[] }> = {
  handheld: {
    zh: [
      '1. 装入电池并扣紧电池盖，首次使用前请充电至少 4 小时。',
      '2. 长按电源键 3 秒开机，按开机向导连接 Wi-Fi。企业用户可在欢迎页扫描 Stage Now 配置码完成部署。',
      '3. 按下左右侧键或中间扫描键即可扫码，扫码结果默认以键盘方式输入到当前文本框。',
    ],
    en: [
      '1. Insert the battery and close the cover firmly. Charge for at least four hours before first use.',
      '2. Hold the power key for three seconds and follow the setup wizard to join Wi-Fi. Businesses can scan a Stage Now barcode on the welcome screen instead.',
      '3. Press a side key or the centre scan key to scan. By default the result is typed into the current text field.',
    ],
  },
  tablet: {
    zh: [
      '1. 装入电池，首次使用前请充电至少 5 小时。',
      '2. 长按电源键开机并完成开机向导。车载使用时，请先把车载底座固定在车辆上，再放入平板。',
      '3. 选配扫描模组的机型可按侧面扫描键扫码。',
    ],
    en: [
      '1. Insert the battery and charge for at least five hours before first use.',
      '2. Hold the power key and complete the setup wizard. For vehicle use, fix the dock to the vehicle first, then seat the tablet.',
      '3. Models with the optional scan module scan with the side scan key.',
    ],
  },
  wearable: {
    zh: [
      '1. 首次使用前在充电座上充满电（约 2 小时）。',
      '2. 选择合适尺码的佩戴带，W5 戴在食指上、扳机朝向拇指；W7 佩戴在另一只手的前臂上。',
      '3. 用手持终端或 W7 的 NFC 区域轻触 W5，即可完成蓝牙配对。',
    ],
    en: [
      '1. Charge fully in the cradle before first use (about two hours).',
      '2. Choose a strap that fits. Wear the W5 on the index finger with the trigger towards the thumb, and the W7 on the other forearm.',
      '3. Touch the W5 to the NFC area of a handheld or the W7 to pair over Bluetooth.',
    ],
  },
  printer: {
    zh: [
      '1. 装入电池并充电，打开纸仓盖放入纸卷，热敏面朝向打印头。',
      '2. 长按电源键开机，双击走纸键完成纸张校准。',
      '3. 打开手持终端的 NFC，轻触打印机侧面的 NFC 标识完成配对，即可打印。',
    ],
    en: [
      '1. Insert and charge the battery. Open the media cover and load the roll with the coated side facing the print head.',
      '2. Hold the power key to switch on, then double-press the feed key to calibrate the media.',
      '3. Turn on NFC on the handheld and touch it to the NFC mark on the side of the printer to pair, and you are ready to print.',
    ],
  },
  sled: {
    zh: [
      '1. 首次使用前为背夹充满电（约 3 小时）。',
      '2. 把手持终端从上往下推入背夹卡槽，听到“咔嗒”声即安装到位。',
      '3. 打开 RFID 盘点应用，应用会自动识别背夹并显示电量。',
    ],
    en: [
      '1. Charge the sled fully before first use (about three hours).',
      '2. Slide the handheld down into the sled until it clicks into place.',
      '3. Open RFID Inventory; the app detects the sled and shows its battery level.',
    ],
  },
};

export const SAFETY: Bi = {
  zh: '请使用原厂电池与充电器，在 0–40 °C 环境下充电。不要自行拆卸设备；设备进液后请立即关机并擦干，防护等级仅在电池盖和接口盖完全闭合时有效。',
  en: 'Use only genuine batteries and chargers, and charge between 0 and 40 °C. Do not open the device yourself. If liquid gets in, switch off and dry it at once; the sealing rating applies only with the battery and port covers fully closed.',
};

export function manual(model: string): { zh: PdfBlock[]; en: PdfBlock[] } {
  const p = product(model);
  const f = FAMILY[model]!;
  return {
    zh: [
      { h: '产品简介' },
      p.summary.zh,
      { h: '规格参数' },
      { rows: specRows(p, 'zh') },
      { h: '包装清单' },
      BOX[f].zh,
      { h: '快速上手' },
      ...START[f].zh,
      { h: '安全与维护' },
      SAFETY.zh,
    ],
    en: [
      { h: 'Overview' },
      p.summary.en,
      { h: 'Specifications' },
      { rows: specRows(p, 'en') },
      { h: 'In the box' },
      BOX[f].en,
      { h: 'Getting started' },
      ...START[f].en,
      { h: 'Safety and care' },
      SAFETY.en,
    ],
  };
}

export function fromCase(key: string): { zh: PdfBlock[]; en: PdfBlock[] } {
  const c = CASES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown case ${key}`);
  const models = c.devices.map((m) => product(m));
  return {
    zh: [
      { h: '方案概述' },
      c.summary.zh,
      { h: '详细说明' },
      ...paras(c.content.zh),
      { h: '推荐设备' },
      { rows: models.map((m) => [m.model, m.name.zh]) },
    ],
    en: [
      { h: 'Summary' },
      c.summary.en,
      { h: 'Details' },
      ...paras(c.content.en),
      { h: 'Recommended devices' },
      { rows: models.map((m) => [m.model, m.name.en]) },
    ],
  };
}

export function fromMaterial(key: string, model?: string): { zh: PdfBlock[]; en: PdfBlock[] } {
  const m = MATERIALS.find((x) => x.key === key);
  if (!m) throw new Error(`unknown material ${key}`);
  const p = model ? product(model) : null;
  return {
    zh: [
      m.summary.zh,
      ...paras(m.content.zh),
      ...(p ? [{ h: '规格参数' }, { rows: specRows(p, 'zh') }] : []),
    ],
    en: [
      m.summary.en,
      ...paras(m.content.en),
      ...(p ? [{ h: 'Specifications' }, { rows: specRows(p, 'en') }] : []),
    ],
  };
}

export function fromSdk(key: string): { zh: PdfBlock[]; en: PdfBlock[] } {
  const s = SDKS.find((x) => x.key === key);
  if (!s) throw new Error(`unknown SDK ${key}`);
  return {
    zh: [
      { h: '简介' },
      ...paras(s.description.zh),
      { h: '配置参数（参数名 / 类型 / 默认值）' },
      {
        rows: s.params.map((x) => [
          x.name,
          `${x.type}，默认 ${x.default || '空'}。${x.description_zh}`,
        ]),
      },
      { h: '集成步骤' },
      '1. 把 SDK 的 aar 文件放入工程 libs 目录，并在 build.gradle 中添加依赖。',
      '2. 在 Application.onCreate() 中完成初始化，按需修改上表中的配置参数。',
      '3. 参考开发者中心的 API 文档和示例应用调用具体接口。',
    ],
    en: [
      { h: 'Overview' },
      ...paras(s.description.en),
      { h: 'Configuration (name / type / default)' },
      {
        rows: s.params.map((x) => [
          x.name,
          `${x.type}, default ${x.default || 'empty'}. ${x.description_en}`,
        ]),
      },
      { h: 'Integration' },
      '1. Put the SDK aar in your libs folder and add the dependency in build.gradle.',
      '2. Initialise it in Application.onCreate() and adjust the settings above as needed.',
      '3. Use the API reference and sample apps in the developer centre for the individual calls.',
    ],
  };
}

export function fromTest(key: string): {
  name: Bi;
  description: string[];
  descriptionEn: string[];
} {
  const t = TEST_PACKAGES.find((x) => x.key === key);
  if (!t) throw new Error(`unknown test package ${key}`);
  return {
    name: t.name,
    description: paras(t.description.zh),
    descriptionEn: paras(t.description.en),
  };
}

export function releaseNotes(title: Bi, build: string, zh: string[], en: string[]): string {
  return [
    title.zh,
    title.en,
    `Build: ${build}`,
    '',
    '更新内容',
    ...zh.map((l) => `- ${l}`),
    '',
    'What is new',
    ...en.map((l) => `- ${l}`),
    '',
    '升级前请确保电量高于 50%，升级过程中请勿关机。',
    'Make sure the battery is above 50% before updating and do not power off during the update.',
    '',
  ].join('\n');
}

export function testScript(key: string, build: string, lines: string[]): string {
  const t = fromTest(key);
  return [
    `# ${t.name.zh}`,
    `# ${t.name.en}`,
    `# Version ${build}`,
    ...t.description.map((l) => `# ${l}`),
    ...t.descriptionEn.map((l) => `# ${l}`),
    '',
    ...lines,
    '',
  ].join('\n');
}

export const dl = (path: string) => `catalogue/downloads/${path}`;
