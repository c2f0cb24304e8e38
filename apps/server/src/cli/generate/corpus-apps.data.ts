import type { Pair } from './text.js';

/** The apps the generated rows are written from (corpus.data.ts has the rest of the text). */

/** What an app does; `icon` names artwork under /seuiot-assets/icons. */
export const APP_FUNCTIONS: readonly (Pair & {
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
