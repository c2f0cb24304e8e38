/**
 * Catalogue seed data (types, classifications, device models, industries, platforms, home
 * banners, hot keywords and the demo customer's fleet). Longer texts live in the
 * catalogue-*.data.ts files beside this one.
 */

import type { Raster } from './png.js';

export interface Bi {
  zh: string;
  en: string;
}
/** A text, or paragraphs joined with a blank line. */
export type Paras = string | string[];
export interface BiParas {
  zh: Paras;
  en: Paras;
}

export interface SpecRow {
  label_zh: string;
  label_en: string;
  value_zh: string;
  value_en: string;
}

export interface ClassificationSeed {
  key: string;
  kind: 'product' | 'app' | 'download';
  name: Bi;
  parent?: string;
}

export interface ProductSeed {
  model: string;
  cls: string;
  name: Bi;
  summary: Bi;
  image: string;
  specs: SpecRow[];
}

export interface IndustrySeed {
  key: string;
  name: Bi;
}

export interface CaseSeed {
  key: string;
  title: Bi;
  summary: Bi;
  content: BiParas;
  cover: string;
  /** Yuan; 0 = by quotation. */
  price: number;
  views: number;
  recommended?: boolean;
  daysAgo: number;
  industries: string[];
  /** Product models. */
  devices: string[];
}

export interface AppSeed {
  channel: 'market' | 'ecology';
  cls: string;
  name: Bi;
  summary: Bi;
  intro: BiParas;
  icon: string;
  packageName: string;
  versionName: string;
  versionCode: number;
  charge: 'free' | 'paid';
  softwareType: 'tool' | 'business' | 'system' | 'sdk-demo';
  developer: string;
  downloads: number;
  recommended?: boolean;
  daysAgo: number;
  updatedDaysAgo: number;
  /** Product models the app is adapted to. */
  devices: string[];
  /** Developed by the demo customer (developer_id = the demo user when seeded with one). */
  demoDeveloper?: boolean;
}

export interface MaterialTypeSeed {
  key: string;
  name: Bi;
}

export interface MaterialSeed {
  key: string;
  type: string;
  title: Bi;
  summary: Bi;
  content: BiParas;
  cover: string;
  views: number;
  daysAgo: number;
}

export interface ArticleSeed {
  kind: 'document' | 'faq';
  title: Bi;
  summary: Bi;
  content: BiParas;
  /** The name as Chinese readers know it, and in English. */
  author: Bi;
  views: number;
  hot?: boolean;
  daysAgo: number;
  updatedDaysAgo?: number;
}

export interface ApiCategorySeed {
  key: string;
  name: Bi;
  parent?: string;
}

export interface ApiParam {
  name: string;
  type: string;
  required: boolean;
  description_zh: string;
  description_en: string;
}

export interface ApiEntrySeed {
  category: string;
  name: string;
  signature: string;
  description: Bi;
  params: ApiParam[];
  returns: Bi;
  example: string;
}

export interface SdkParam {
  name: string;
  type: string;
  default: string;
  description_zh: string;
  description_en: string;
}

export interface SdkSeed {
  key: string;
  kind: 'general' | 'model';
  product?: string;
  name: Bi;
  description: BiParas;
  version: string;
  params: SdkParam[];
  daysAgo: number;
}

export interface TestPackageSeed {
  key: string;
  product?: string;
  name: Bi;
  description: BiParas;
  version: string;
  daysAgo: number;
}

export interface BannerSeed {
  position: string;
  title: Bi;
  image: string;
  link: string;
}

/** A block of a generated PDF: a paragraph, a heading or a two-column table. */
export type PdfBlock = string | { h: string } | { rows: [string, string][] };

export type FileBody =
  | { kind: 'pdf'; meta: string; blocks: { zh: PdfBlock[]; en: PdfBlock[] } }
  | { kind: 'txt'; text: string }
  | { kind: 'csv'; rows: string[][] }
  | { kind: 'json'; value: unknown }
  /** Drawn when the seed runs, so no binary file sits in git. */
  | { kind: 'png'; draw: () => Raster };

export interface FileSeed {
  /** Storage key, under catalogue/. */
  key: string;
  name: Bi;
  /** Permission title needed to download or preview. */
  section: string;
  /** Classification key (kind download) for download-centre entries. */
  classification?: string;
  centre: boolean;
  watermark: boolean;
  downloads: number;
  daysAgo: number;
  attach: { type: 'case' | 'app' | 'material' | 'sdk' | 'test'; ref: string }[];
  body: FileBody;
}

export interface PlatformSeed {
  code: string;
  name: Bi;
  description: Bi;
  url: string;
  needsAuthorization: boolean;
  trialDays: number;
}

export const CLASSIFICATIONS: ClassificationSeed[] = [
  { key: 'handheld', kind: 'product', name: { zh: '手持终端', en: 'Handheld computers' } },
  {
    key: 'handheld-enterprise',
    kind: 'product',
    parent: 'handheld',
    name: { zh: '企业级手持终端', en: 'Enterprise handhelds' },
  },
  {
    key: 'handheld-industry',
    kind: 'product',
    parent: 'handheld',
    name: { zh: '行业版手持终端', en: 'Industry editions' },
  },
  {
    key: 'handheld-rfid',
    kind: 'product',
    parent: 'handheld',
    name: { zh: 'RFID 手持终端', en: 'RFID handhelds' },
  },
  { key: 'tablet', kind: 'product', name: { zh: '工业平板', en: 'Rugged tablets' } },
  { key: 'wearable', kind: 'product', name: { zh: '可穿戴', en: 'Wearables' } },
  { key: 'printer', kind: 'product', name: { zh: '打印机', en: 'Mobile printers' } },

  { key: 'app-logistics', kind: 'app', name: { zh: '仓储物流', en: 'Warehouse & logistics' } },
  { key: 'app-retail', kind: 'app', name: { zh: '零售', en: 'Retail' } },
  { key: 'app-health', kind: 'app', name: { zh: '医疗', en: 'Healthcare' } },
  { key: 'app-field', kind: 'app', name: { zh: '现场作业', en: 'Field service' } },
  { key: 'app-utility', kind: 'app', name: { zh: '设备工具', en: 'Device utilities' } },
  { key: 'app-dev', kind: 'app', name: { zh: '开发工具', en: 'Developer tools' } },

  { key: 'dl-manual', kind: 'download', name: { zh: '产品手册', en: 'Product manuals' } },
  { key: 'dl-firmware', kind: 'download', name: { zh: '固件与系统', en: 'Firmware & OS' } },
  { key: 'dl-tools', kind: 'download', name: { zh: '驱动与工具', en: 'Drivers & tools' } },
  { key: 'dl-cert', kind: 'download', name: { zh: '认证报告', en: 'Certification reports' } },
  { key: 'dl-marketing', kind: 'download', name: { zh: '营销素材', en: 'Marketing assets' } },
];

const LABELS = {
  display: ['显示屏', 'Display'],
  os: ['操作系统', 'Operating system'],
  cpu: ['处理器', 'Processor'],
  memory: ['内存与存储', 'Memory & storage'],
  battery: ['电池', 'Battery'],
  scan: ['扫描引擎', 'Scan engine'],
  rfid: ['UHF RFID', 'UHF RFID'],
  camera: ['摄像头', 'Camera'],
  network: ['无线通信', 'Wireless'],
  nfc: ['NFC', 'NFC'],
  ip: ['防护等级', 'Sealing'],
  drop: ['跌落高度', 'Drop spec'],
  temp: ['工作温度', 'Operating temperature'],
  weight: ['重量', 'Weight'],
  housing: ['机身材质', 'Housing'],
  print: ['打印方式', 'Print method'],
  printWidth: ['打印宽度', 'Print width'],
  speed: ['打印速度', 'Print speed'],
  media: ['纸张', 'Media'],
  interfaces: ['接口', 'Interfaces'],
} as const;

type Label = keyof typeof LABELS;

/** Specification rows from [label, value zh, value en] triples. */
function specs(rows: [Label, string, string][]): SpecRow[] {
  return rows.map(([l, zh, en]) => ({
    label_zh: LABELS[l][0],
    label_en: LABELS[l][1],
    value_zh: zh,
    value_en: en,
  }));
}

const productImage = (model: string) => `/seuiot-assets/products/${model.toLowerCase()}.svg`;

export const PRODUCTS: ProductSeed[] = [
  {
    model: 'S90',
    cls: 'handheld-enterprise',
    name: { zh: 'S90 5G 手持终端', en: 'S90 5G Handheld Computer' },
    summary: {
      zh: '6 英寸全面屏旗舰手持终端，5G 与 Wi-Fi 6 双高速网络，百万像素扫描引擎轻松读取褶皱、反光条码，专为快递收派和仓储作业的全天高强度使用设计。',
      en: 'Our 6-inch flagship handheld with 5G and Wi-Fi 6. The megapixel scan engine reads creased and glossy barcodes with ease, and the device is built for all-day courier and warehouse shifts.',
    },
    image: productImage('S90'),
    specs: specs([
      [
        'display',
        '6.0 英寸 FHD+（2160×1080），支持戴手套和湿手触控',
        '6.0" FHD+ (2160 × 1080), works with gloves and wet fingers',
      ],
      ['os', 'Android 14，承诺升级至 Android 16', 'Android 14, upgrades committed to Android 16'],
      ['cpu', '八核 2.7 GHz', 'Octa-core 2.7 GHz'],
      ['memory', '6 GB + 128 GB（可选 8 GB + 256 GB）', '6 GB + 128 GB (8 GB + 256 GB optional)'],
      ['battery', '5000 mAh 可拆卸电池，支持热插拔', '5,000 mAh removable, hot-swappable'],
      [
        'scan',
        '2D 百万像素影像引擎，识读距离 3–120 cm',
        '2D megapixel imager, reading range 3–120 cm',
      ],
      ['camera', '后置 16 MP 自动对焦，前置 5 MP', '16 MP autofocus rear, 5 MP front'],
      [
        'network',
        '5G / 4G 全网通，Wi-Fi 6，蓝牙 5.2，GPS/北斗',
        '5G / 4G LTE, Wi-Fi 6, Bluetooth 5.2, GPS/BeiDou',
      ],
      ['nfc', '支持 ISO 14443 A/B、ISO 15693', 'ISO 14443 A/B and ISO 15693'],
      ['ip', 'IP68', 'IP68'],
      [
        'drop',
        '1.8 米六面跌落至水泥地面，1000 次 0.5 米滚动',
        '1.8 m to concrete on all sides; 1,000 tumbles at 0.5 m',
      ],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 285 g（含电池）', 'Approx. 285 g with battery'],
    ]),
  },
  {
    model: 'S95',
    cls: 'handheld-enterprise',
    name: { zh: 'S95 远距离扫描手持终端', en: 'S95 Long-Range Handheld' },
    summary: {
      zh: '搭载远近距离双摄扫描引擎，最远可读取 15 米外的货架标签，可选配枪柄，适合高位货架仓库、堆场和配送中心。',
      en: 'A dual-camera scan engine reads shelf labels up to 15 metres away. With the optional pistol grip it suits high-bay warehouses, yards and distribution centres.',
    },
    image: productImage('S95'),
    specs: specs([
      ['display', '5.5 英寸 HD+ 高亮屏（650 尼特）', '5.5" HD+ high-brightness (650 nits)'],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.4 GHz', 'Octa-core 2.4 GHz'],
      ['memory', '4 GB + 64 GB（可选 6 GB + 128 GB）', '4 GB + 64 GB (6 GB + 128 GB optional)'],
      [
        'battery',
        '7000 mAh 大容量可拆卸电池，单次充电支持 14 小时作业',
        '7,000 mAh removable battery, about 14 hours per charge',
      ],
      [
        'scan',
        '远近距离 2D 扫描引擎，识读距离 5 cm–15 m',
        'Extended-range 2D engine, 5 cm to 15 m',
      ],
      ['camera', '后置 13 MP 自动对焦', '13 MP autofocus rear'],
      ['network', '4G 全网通，Wi-Fi 6，蓝牙 5.1', '4G LTE, Wi-Fi 6, Bluetooth 5.1'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP67', 'IP67'],
      [
        'drop',
        '2.4 米跌落至水泥地面（装枪柄 1.8 米）',
        '2.4 m to concrete (1.8 m with pistol grip)',
      ],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 330 g（不含枪柄）', 'Approx. 330 g without grip'],
    ]),
  },
  {
    model: 'S60',
    cls: 'handheld-enterprise',
    name: { zh: 'S60 轻量手持终端', en: 'S60 Compact Handheld' },
    summary: {
      zh: '手机般轻薄的入门级手持终端，续航一整天，扫码灵敏，是门店、网点和中小仓库升级数字化作业的高性价比之选。',
      en: 'A phone-sized entry-level handheld that lasts a full shift and scans quickly: a cost-effective way for stores, depots and small warehouses to go digital.',
    },
    image: productImage('S60'),
    specs: specs([
      ['display', '5.5 英寸 HD+（1440×720）', '5.5" HD+ (1440 × 720)'],
      ['os', 'Android 13，可升级至 Android 14', 'Android 13, upgradable to Android 14'],
      ['cpu', '八核 2.0 GHz', 'Octa-core 2.0 GHz'],
      ['memory', '3 GB + 32 GB（可选 4 GB + 64 GB）', '3 GB + 32 GB (4 GB + 64 GB optional)'],
      ['battery', '4500 mAh 可拆卸电池', '4,500 mAh removable'],
      ['scan', '2D 影像扫描引擎，识读距离 5–60 cm', '2D imager, reading range 5–60 cm'],
      ['camera', '后置 13 MP 自动对焦', '13 MP autofocus rear'],
      ['network', '4G 全网通，Wi-Fi 5 双频，蓝牙 5.0', '4G LTE, dual-band Wi-Fi 5, Bluetooth 5.0'],
      ['nfc', '可选', 'Optional'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-10 °C 至 50 °C', '-10 °C to 50 °C'],
      ['weight', '约 230 g（含电池）', 'Approx. 230 g with battery'],
    ]),
  },
  {
    model: 'S90C',
    cls: 'handheld-industry',
    name: { zh: 'S90C 冷链版手持终端', en: 'S90C Cold Chain Handheld' },
    summary: {
      zh: '基于 S90 打造的冷链专用版本：屏幕与扫描窗口带加热除雾，低温电池在 -30 °C 冷库中稳定供电，进出冷库不起雾、不断电。',
      en: 'The cold-chain version of the S90: a heated display and scan window keep condensation away, and a low-temperature battery keeps working at -30 °C, so moving in and out of the freezer never stops the job.',
    },
    image: productImage('S90C'),
    specs: specs([
      [
        'display',
        '6.0 英寸 FHD+，加热除雾，支持戴厚手套操作',
        '6.0" FHD+, heated and anti-fog, operable with thick gloves',
      ],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.7 GHz', 'Octa-core 2.7 GHz'],
      ['memory', '6 GB + 128 GB', '6 GB + 128 GB'],
      [
        'battery',
        '5000 mAh 低温电池，-30 °C 下保持 70% 以上容量',
        '5,000 mAh cold-rated battery, over 70% capacity at -30 °C',
      ],
      [
        'scan',
        '2D 百万像素影像引擎，扫描窗加热防结霜',
        '2D megapixel imager with heated exit window',
      ],
      ['network', '5G / 4G 全网通，Wi-Fi 6，蓝牙 5.2', '5G / 4G LTE, Wi-Fi 6, Bluetooth 5.2'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP68', 'IP68'],
      ['drop', '1.8 米跌落至水泥地面（-30 °C 环境下测试）', '1.8 m to concrete, tested at -30 °C'],
      ['temp', '-30 °C 至 50 °C', '-30 °C to 50 °C'],
      ['weight', '约 310 g（含电池）', 'Approx. 310 g with battery'],
    ]),
  },
  {
    model: 'M60',
    cls: 'handheld-industry',
    name: { zh: 'M60 医疗版手持终端', en: 'M60 Healthcare Handheld' },
    summary: {
      zh: '医疗级白色抗菌外壳，耐受医院常用消毒剂反复擦拭；腕带条码一扫即读，支持热插拔电池和 VoIP 通话，满足护士站 24 小时轮班。',
      en: 'A white antimicrobial housing that stands up to repeated wipe-downs with hospital disinfectants. It reads patient wristbands in one pass, and hot-swap batteries and VoIP calling keep it going through 24-hour nursing rotas.',
    },
    image: productImage('M60'),
    specs: specs([
      ['display', '6.0 英寸 FHD+，防眩光', '6.0" FHD+, anti-glare'],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.4 GHz', 'Octa-core 2.4 GHz'],
      ['memory', '4 GB + 64 GB', '4 GB + 64 GB'],
      [
        'battery',
        '4800 mAh 热插拔电池，带 30 秒备用电源',
        '4,800 mAh hot-swap with 30 s bridge power',
      ],
      [
        'scan',
        '2D 影像引擎，针对曲面腕带和屏幕条码优化',
        '2D imager tuned for curved wristbands and on-screen codes',
      ],
      [
        'network',
        'Wi-Fi 6，蓝牙 5.2，支持 VoIP 一键通话',
        'Wi-Fi 6, Bluetooth 5.2, push-to-talk VoIP',
      ],
      ['nfc', '支持，可读取员工工牌', 'Yes, reads staff badges'],
      [
        'housing',
        '抗菌白色外壳，耐受 75% 酒精、含氯消毒剂和过氧化氢擦拭',
        'White antimicrobial housing; resists 75% alcohol, chlorine and hydrogen peroxide wipes',
      ],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.5 米跌落至乙烯基地板', '1.5 m to vinyl-over-concrete'],
      ['temp', '0 °C 至 45 °C', '0 °C to 45 °C'],
      ['weight', '约 250 g（含电池）', 'Approx. 250 g with battery'],
    ]),
  },
  {
    model: 'R30',
    cls: 'handheld-rfid',
    name: { zh: 'R30 UHF RFID 手持终端', en: 'R30 UHF RFID Handheld' },
    summary: {
      zh: '一体化 UHF RFID 手持终端，圆极化天线读距可达 20 米，每秒盘点 900 枚以上标签，兼顾条码扫描，适合服装、资产和档案盘点。',
      en: 'An all-in-one UHF RFID handheld. Its circularly polarised antenna reads tags up to 20 m away at over 900 tags per second, with a barcode imager on board: ideal for apparel, asset and archive stocktakes.',
    },
    image: productImage('R30'),
    specs: specs([
      ['display', '5.5 英寸 HD+', '5.5" HD+'],
      ['os', 'Android 13', 'Android 13'],
      ['cpu', '八核 2.0 GHz', 'Octa-core 2.0 GHz'],
      ['memory', '4 GB + 64 GB', '4 GB + 64 GB'],
      ['battery', '8000 mAh 可拆卸电池', '8,000 mAh removable'],
      [
        'rfid',
        'ISO 18000-6C / EPC Gen2，读距最远 20 m，盘点速率 900+ 标签/秒，功率 5–33 dBm 可调',
        'ISO 18000-6C / EPC Gen2, up to 20 m, 900+ tags/s, 5–33 dBm adjustable',
      ],
      ['scan', '2D 影像扫描引擎', '2D imager'],
      ['network', '4G 全网通，Wi-Fi 6，蓝牙 5.1', '4G LTE, Wi-Fi 6, Bluetooth 5.1'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 55 °C', '-20 °C to 55 °C'],
      ['weight', '约 520 g（含电池和手柄）', 'Approx. 520 g with battery and handle'],
    ]),
  },
  {
    model: 'R10',
    cls: 'handheld-rfid',
    name: { zh: 'R10 UHF RFID 背夹', en: 'R10 UHF RFID Sled' },
    summary: {
      zh: '卡扣式 RFID 背夹，让 S90、S60 手持终端秒变 RFID 读写器；自带电池可反向为手持终端供电，盘点期间无需中途充电。',
      en: 'A snap-on RFID sled that turns an S90 or S60 into an RFID reader in seconds. Its own battery can also top up the handheld, so a stocktake never stops for charging.',
    },
    image: productImage('R10'),
    specs: specs([
      [
        'rfid',
        'EPC Gen2，读距最远 12 m，盘点速率 700+ 标签/秒',
        'EPC Gen2, up to 12 m, 700+ tags/s',
      ],
      ['battery', '5200 mAh，可为手持终端反向供电', '5,200 mAh; can charge the handheld'],
      [
        'interfaces',
        'Pogo Pin 连接手持终端，蓝牙 5.0 独立使用',
        'Pogo-pin link to the handheld, Bluetooth 5.0 standalone',
      ],
      ['ip', 'IP64', 'IP64'],
      ['drop', '1.2 米跌落至水泥地面', '1.2 m to concrete'],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 260 g', 'Approx. 260 g'],
    ]),
  },
  {
    model: 'T10',
    cls: 'tablet',
    name: { zh: 'T10 10 英寸三防平板', en: 'T10 10-inch Rugged Tablet' },
    summary: {
      zh: '10.1 英寸高亮三防平板，阳光下清晰可读，可选扫描模组和车载底座，适用于叉车、巡检、产线看板和户外作业。',
      en: 'A 10.1-inch rugged tablet you can read in direct sunlight, with an optional scan module and vehicle dock, for forklifts, inspections, line-side dashboards and outdoor work.',
    },
    image: productImage('T10'),
    specs: specs([
      [
        'display',
        '10.1 英寸 WUXGA（1920×1200），800 尼特，阳光下可视',
        '10.1" WUXGA (1920 × 1200), 800 nits, sunlight readable',
      ],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.7 GHz', 'Octa-core 2.7 GHz'],
      ['memory', '8 GB + 128 GB', '8 GB + 128 GB'],
      ['battery', '10000 mAh 可拆卸电池', '10,000 mAh removable'],
      ['scan', '可选 2D 扫描模组', 'Optional 2D scan module'],
      ['camera', '后置 16 MP，前置 8 MP', '16 MP rear, 8 MP front'],
      [
        'network',
        '4G 全网通，Wi-Fi 6，蓝牙 5.2，GPS/北斗',
        '4G LTE, Wi-Fi 6, Bluetooth 5.2, GPS/BeiDou',
      ],
      ['nfc', '支持', 'Yes'],
      [
        'interfaces',
        'USB-C，Pogo Pin 底座接口，可选 RS232',
        'USB-C, pogo-pin dock connector, optional RS-232',
      ],
      ['ip', 'IP67', 'IP67'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 60 °C', '-20 °C to 60 °C'],
      ['weight', '约 980 g', 'Approx. 980 g'],
    ]),
  },
  {
    model: 'T8',
    cls: 'tablet',
    name: { zh: 'T8 8 英寸三防平板', en: 'T8 8-inch Rugged Tablet' },
    summary: {
      zh: '单手可握的 8 英寸三防平板，内置 2D 扫描头，适合门店巡检、上门服务和车间质检等需要大屏又要便携的场景。',
      en: 'An 8-inch rugged tablet you can hold in one hand, with a built-in 2D scanner, for store audits, field service and quality checks where you want a bigger screen that still travels.',
    },
    image: productImage('T8'),
    specs: specs([
      ['display', '8 英寸 WUXGA（1920×1200），600 尼特', '8" WUXGA (1920 × 1200), 600 nits'],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.4 GHz', 'Octa-core 2.4 GHz'],
      ['memory', '6 GB + 128 GB', '6 GB + 128 GB'],
      ['battery', '8000 mAh 可拆卸电池', '8,000 mAh removable'],
      ['scan', '内置 2D 影像扫描引擎', 'Built-in 2D imager'],
      ['network', '4G 全网通，Wi-Fi 6，蓝牙 5.2', '4G LTE, Wi-Fi 6, Bluetooth 5.2'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP67', 'IP67'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 55 °C', '-20 °C to 55 °C'],
      ['weight', '约 620 g', 'Approx. 620 g'],
    ]),
  },
  {
    model: 'W5',
    cls: 'wearable',
    name: { zh: 'W5 指环扫描器', en: 'W5 Ring Scanner' },
    summary: {
      zh: '戴在食指上的蓝牙指环扫描器，拇指轻按即扫，双手始终空出来搬货；与 W7 腕戴终端或任意手持终端配对使用。',
      en: 'A Bluetooth ring scanner worn on the index finger: a tap of the thumb scans, and both hands stay free for lifting. Pairs with the W7 wrist computer or any of our handhelds.',
    },
    image: productImage('W5'),
    specs: specs([
      ['scan', '2D 影像扫描引擎，识读距离 3–50 cm', '2D imager, reading range 3–50 cm'],
      [
        'battery',
        '900 mAh，支持约 6000 次扫描，座充 2 小时充满',
        '900 mAh, about 6,000 scans; 2 h to full in the cradle',
      ],
      ['network', '蓝牙 5.1（BLE / SPP / HID）', 'Bluetooth 5.1 (BLE, SPP, HID)'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 48 g（含指环带）', 'Approx. 48 g with strap'],
    ]),
  },
  {
    model: 'W7',
    cls: 'wearable',
    name: { zh: 'W7 腕戴式终端', en: 'W7 Wrist-Mounted Computer' },
    summary: {
      zh: '3.2 英寸腕戴式 Android 终端，配合 W5 指环扫描器实现免持拣货，单手查看任务、确认数量，显著提升拣选效率。',
      en: 'A 3.2-inch Android computer worn on the wrist. Together with the W5 ring scanner it enables hands-free picking: read the task and confirm quantities without putting anything down.',
    },
    image: productImage('W7'),
    specs: specs([
      ['display', '3.2 英寸触摸屏（720×720）', '3.2" touchscreen (720 × 720)'],
      ['os', 'Android 13', 'Android 13'],
      ['cpu', '八核 2.0 GHz', 'Octa-core 2.0 GHz'],
      ['memory', '3 GB + 32 GB', '3 GB + 32 GB'],
      ['battery', '3200 mAh 可拆卸电池', '3,200 mAh removable'],
      ['network', 'Wi-Fi 6，蓝牙 5.2', 'Wi-Fi 6, Bluetooth 5.2'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.2 米跌落至水泥地面', '1.2 m to concrete'],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 190 g（含腕带）', 'Approx. 190 g with strap'],
    ]),
  },
  {
    model: 'P20',
    cls: 'printer',
    name: { zh: 'P20 2 英寸便携式标签打印机', en: 'P20 2-inch Mobile Label Printer' },
    summary: {
      zh: '腰挂式 2 英寸热敏打印机，蓝牙与手持终端一碰配对，打印面单、价签和样本标签；电池支持一整天约 1500 张标签。',
      en: 'A belt-worn 2-inch thermal printer that pairs with a handheld at a tap. It prints waybills, shelf labels and specimen labels, and one charge lasts a full day of about 1,500 labels.',
    },
    image: productImage('P20'),
    specs: specs([
      ['print', '直接热敏', 'Direct thermal'],
      ['printWidth', '最大 48 mm（纸宽 58 mm）', 'Up to 48 mm (58 mm media)'],
      ['speed', '最高 100 mm/s', 'Up to 100 mm/s'],
      [
        'media',
        '标签纸、小票纸、黑标纸，卷径最大 40 mm',
        'Labels, receipts and black-mark media, rolls up to 40 mm',
      ],
      ['battery', '2600 mAh，约 1500 张标签', '2,600 mAh, about 1,500 labels'],
      ['network', '蓝牙 5.0，可选 Wi-Fi', 'Bluetooth 5.0, optional Wi-Fi'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['ip', 'IP54', 'IP54'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['weight', '约 320 g（含电池）', 'Approx. 320 g with battery'],
    ]),
  },
  {
    model: 'P30',
    cls: 'printer',
    name: { zh: 'P30 3 英寸便携式打印机', en: 'P30 3-inch Mobile Printer' },
    summary: {
      zh: '3 英寸票据与标签两用打印机，支持 CPCL、ESC/POS 指令，适合上门收款、抄表开票和冷链配送签收单。',
      en: 'A 3-inch printer for both receipts and labels, with CPCL and ESC/POS support: made for collections at the door, meter-reading bills and cold-chain delivery notes.',
    },
    image: productImage('P30'),
    specs: specs([
      ['print', '直接热敏', 'Direct thermal'],
      ['printWidth', '最大 72 mm（纸宽 80 mm）', 'Up to 72 mm (80 mm media)'],
      ['speed', '最高 90 mm/s', 'Up to 90 mm/s'],
      ['media', '小票纸、标签纸，卷径最大 50 mm', 'Receipts and labels, rolls up to 50 mm'],
      ['battery', '3400 mAh', '3,400 mAh'],
      ['network', '蓝牙 5.0，Wi-Fi 双频', 'Bluetooth 5.0, dual-band Wi-Fi'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['interfaces', 'USB-C', 'USB-C'],
      ['ip', 'IP54', 'IP54'],
      ['drop', '1.8 米跌落至水泥地面', '1.8 m to concrete'],
      ['weight', '约 430 g（含电池）', 'Approx. 430 g with battery'],
    ]),
  },
];

export const INDUSTRIES: IndustrySeed[] = [
  { key: 'logistics', name: { zh: '物流快递', en: 'Logistics & express' } },
  { key: 'retail', name: { zh: '零售商超', en: 'Retail' } },
  { key: 'health', name: { zh: '医疗健康', en: 'Healthcare' } },
  { key: 'manufacturing', name: { zh: '制造', en: 'Manufacturing' } },
  { key: 'warehousing', name: { zh: '仓储', en: 'Warehousing' } },
  { key: 'utilities', name: { zh: '能源电力', en: 'Utilities' } },
  { key: 'coldchain', name: { zh: '冷链', en: 'Cold chain' } },
  { key: 'public', name: { zh: '公共服务', en: 'Public services' } },
];

export const MATERIAL_TYPES: MaterialTypeSeed[] = [
  { key: 'brochure', name: { zh: '产品彩页', en: 'Product brochures' } },
  { key: 'poster', name: { zh: '解决方案海报', en: 'Solution posters' } },
  { key: 'video', name: { zh: '宣传视频', en: 'Videos' } },
  { key: 'casebook', name: { zh: '案例集', en: 'Case studies' } },
  { key: 'tradeshow', name: { zh: '展会物料', en: 'Trade-show kits' } },
];

export const PLATFORMS: PlatformSeed[] = [
  {
    code: 'iot',
    name: { zh: '主 IoT 平台', en: 'IoT platform' },
    description: {
      zh: '设备接入、资产台账、位置与状态监控，统一查看名下所有终端。',
      en: 'Device onboarding, asset records, location and status monitoring: every device you own in one place.',
    },
    url: 'https://iot.seuiot.com',
    needsAuthorization: false,
    trialDays: 30,
  },
  {
    code: 'mdm',
    name: { zh: 'MDM 设备管理', en: 'MDM device management' },
    description: {
      zh: '远程锁定与擦除、应用推送、Kiosk 模式、策略下发和 OTA 升级。试用需由销售授权设备数量。',
      en: 'Remote lock and wipe, app push, kiosk mode, policies and OTA updates. A trial needs a device quota granted by your sales contact.',
    },
    url: 'https://mdm.seuiot.com',
    needsAuthorization: true,
    trialDays: 30,
  },
  {
    code: 'stagenow',
    name: { zh: 'Stage Now 部署', en: 'Stage Now staging' },
    description: {
      zh: '扫描一张配置二维码，即可完成新设备的 Wi-Fi、应用和策略部署。',
      en: 'Scan one staging barcode to set up Wi-Fi, apps and policies on a new device.',
    },
    url: 'https://stagenow.seuiot.com',
    needsAuthorization: false,
    trialDays: 30,
  },
];

export const BANNERS: BannerSeed[] = [
  {
    position: 'home',
    title: {
      zh: 'S90 5G 手持终端：为全天作业而生',
      en: 'S90 5G handheld: built for the whole shift',
    },
    image: '/seuiot-assets/banners/s90-launch.svg',
    link: '/solution',
  },
  {
    position: 'home',
    title: {
      zh: 'MDM 设备管理 30 天免费试用',
      en: 'Try MDM device management free for 30 days',
    },
    image: '/seuiot-assets/banners/mdm-trial.svg',
    link: '/',
  },
  {
    position: 'home',
    title: { zh: '应用市场：百余款行业应用即装即用', en: 'App Market: ready-to-run industry apps' },
    image: '/seuiot-assets/banners/app-market.svg',
    link: '/marketplace',
  },
  {
    position: 'home',
    title: {
      zh: '开发者中心：扫描、打印、RFID SDK 一站获取',
      en: 'Developer centre: scan, print and RFID SDKs in one place',
    },
    image: '/seuiot-assets/banners/developer.svg',
    link: '/developer',
  },
];

export const HOT_KEYWORDS: Bi[] = [
  { zh: '扫码', en: 'scanning' },
  { zh: '恢复出厂', en: 'factory reset' },
  { zh: 'MDM', en: 'MDM' },
  { zh: '电池', en: 'battery' },
  { zh: '打印', en: 'printing' },
  { zh: '保修', en: 'warranty' },
  { zh: '系统升级', en: 'system update' },
  { zh: 'RFID', en: 'RFID' },
  { zh: '蓝牙', en: 'Bluetooth' },
  { zh: '开发者', en: 'developer' },
];

/** Device serial numbers: model, factory code A, year and month of manufacture, sequence. */
function serials(model: string, yymm: string, first: number, count: number, daysAgo: number) {
  return Array.from({ length: count }, (_, i) => ({
    model,
    serial: `${model}A${yymm}${String(first + i * 7).padStart(6, '0')}`,
    daysAgo: daysAgo - i,
  }));
}

/** The demo customer (a logistics company) owns 25 devices. */
export const DEMO_DEVICES: { model: string; serial: string; daysAgo: number }[] = [
  ...serials('S90', '2311', 123, 10, 520),
  ...serials('S95', '2402', 2048, 3, 400),
  ...serials('S90C', '2405', 815, 3, 330),
  ...serials('P20', '2312', 4410, 4, 500),
  ...serials('W5', '2407', 301, 3, 260),
  ...serials('T10', '2409', 77, 2, 180),
];

export const DEMO_PURCHASES: { packageName: string; daysAgo: number }[] = [
  { packageName: 'com.seuiot.rfidinventory', daysAgo: 210 },
  { packageName: 'com.seuiot.coldchainlog', daysAgo: 150 },
  { packageName: 'com.seuiot.labeldesigner', daysAgo: 45 },
];

export const DEMO_ADMIN_ACCOUNTS: {
  username: string;
  name: string;
  platform: string;
  daysAgo: number;
}[] = [
  { username: 'shili-admin', name: '陈晓', platform: 'iot', daysAgo: 480 },
  { username: 'shili-ops01', name: '王磊', platform: 'iot', daysAgo: 300 },
];
