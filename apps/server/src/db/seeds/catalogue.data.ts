/**
 * Catalogue seed data (types, classifications, device models, industries, platforms, home
 * banners, hot keywords and the demo customer's fleet). The types live in catalogue.types.ts, the
 * device models in catalogue-products.data.ts, longer texts in the catalogue-*.data.ts files.
 */

import type {
  BannerSeed,
  Bi,
  ClassificationSeed,
  IndustrySeed,
  MaterialTypeSeed,
  PlatformSeed,
} from './catalogue.types.js';

export type * from './catalogue.types.js';
export { PRODUCTS } from './catalogue-products.data.js';

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
