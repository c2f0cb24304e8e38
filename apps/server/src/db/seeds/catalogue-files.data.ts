import type { FileSeed } from './catalogue.data.js';
import { CASES } from './catalogue-cases.data.js';
import { CENTRE } from './catalogue-centre.data.js';
import { DEVELOPER_FILES } from './catalogue-developer-files.data.js';
import { MATERIALS } from './catalogue-materials.data.js';
import {
  displayTestPattern,
  displayUniformity,
  labelTemplate,
  scanChart,
} from './catalogue-images.js';
import { dl, fromCase, fromMaterial, releaseNotes } from './catalogue-files-kit.js';

/**
 * The catalogue's files: the download centre (catalogue-centre*.data.ts), then those of cases,
 * apps, materials, SDKs and test packages (catalogue-developer-files.data.ts), then images.
 */

/** Files attached to solution cases (section solution.download). */
const CASE_FILES: FileSeed[] = [
  ...(
    [
      ['express-pickup', 2140, 20],
      ['ecommerce-rfid', 1365, 40],
      ['bedside-verification', 1530, 55],
      ['coldchain-warehouse', 812, 80],
      ['auto-parts-traceability', 604, 95],
      ['substation-inspection', 388, 130],
      ['apparel-rfid-omnichannel', 721, 35],
    ] as const
  ).map(([key, downloads, daysAgo]): FileSeed => {
    const c = CASES.find((x) => x.key === key)!;
    return {
      key: `catalogue/solutions/${key}-whitepaper.pdf`,
      name: { zh: `${c.title.zh}白皮书`, en: `${c.title.en}: white paper` },
      section: 'solution.download',
      centre: false,
      watermark: true,
      downloads,
      daysAgo,
      attach: [{ type: 'case', ref: key }],
      body: { kind: 'pdf', meta: 'Solution white paper', blocks: fromCase(key) },
    };
  }),
  {
    key: 'catalogue/solutions/express-pickup-rollout-checklist.csv',
    name: { zh: '快递网点设备上线检查表', en: 'Express depot rollout checklist' },
    section: 'solution.download',
    centre: false,
    watermark: false,
    downloads: 946,
    daysAgo: 22,
    attach: [{ type: 'case', ref: 'express-pickup' }],
    body: {
      kind: 'csv',
      rows: [
        ['序号 No.', '检查项', 'Check', '负责人 Owner'],
        ['1', '网点 Wi-Fi 覆盖与漫游测试', 'Depot Wi-Fi coverage and roaming test', 'IT'],
        ['2', 'Stage Now 配置码已打印并验证', 'Stage Now barcode printed and verified', 'IT'],
        ['3', 'MDM 分组与收派应用已配置', 'MDM group and delivery app configured', 'IT'],
        ['4', 'P20 与 S90 一碰配对测试', 'P20 to S90 tap-to-pair test', 'Depot manager'],
        [
          '5',
          '面单扫描与打印抽检 50 票',
          'Spot-check 50 waybill scans and prints',
          'Depot manager',
        ],
        ['6', '快递员操作培训完成', 'Courier training completed', 'Depot manager'],
        ['7', '备用电池与充电座到位', 'Spare batteries and cradles in place', 'Operations'],
      ],
    },
  },
];

/** Files attached to apps (section marketplace). */
const APP_FILES: FileSeed[] = [
  {
    key: 'catalogue/apps/scanwedge-user-guide.pdf',
    name: { zh: '扫描服务使用说明', en: 'Scan Wedge user guide' },
    section: 'marketplace',
    centre: false,
    watermark: false,
    downloads: 3120,
    daysAgo: 12,
    attach: [{ type: 'app', ref: 'com.seuiot.scanwedge' }],
    body: {
      kind: 'pdf',
      meta: 'Scan Wedge 5.3',
      blocks: {
        zh: [
          { h: '输出方式' },
          '键盘模拟：扫码结果输入到当前文本框。广播：应用接收 com.seuiot.scan.ACTION_DECODE 广播。剪贴板：扫码结果复制到剪贴板。',
          { h: '按应用配置' },
          '在“配置文件”中新建配置并关联应用包名，该应用在前台时自动使用对应配置。',
          { h: '数据编辑' },
          '可设置前缀、后缀、去除首尾字符、按长度或正则过滤条码，以及把不可见字符替换为指定文本。',
          { h: '导入导出' },
          '配置可导出为 JSON 文件，通过 MDM 下发到其他设备后自动导入。',
        ],
        en: [
          { h: 'Output modes' },
          'Keyboard emulation types the result into the current field. Broadcast sends com.seuiot.scan.ACTION_DECODE to your app. Clipboard copies the result.',
          { h: 'Per-app profiles' },
          'Create a profile under Profiles and link it to a package name; it applies automatically whenever that app is in the foreground.',
          { h: 'Data editing' },
          'Add prefixes and suffixes, strip leading or trailing characters, filter barcodes by length or regular expression, and replace non-printing characters with text of your choice.',
          { h: 'Import and export' },
          'Profiles export as JSON files, which MDM can push to other devices for automatic import.',
        ],
      },
    },
  },
  {
    key: 'catalogue/apps/stocktake-import-template.csv',
    name: { zh: '盘点计划导入模板', en: 'Stocktake plan import template' },
    section: 'marketplace',
    centre: false,
    watermark: false,
    downloads: 1460,
    daysAgo: 60,
    attach: [{ type: 'app', ref: 'com.seuiot.stocktake' }],
    body: {
      kind: 'csv',
      rows: [
        ['库位 Location', '商品条码 Barcode', '商品名称 Item', '批次 Batch', '账面数量 Book qty'],
        ['A-01-01', '6901234567892', '瓦楞纸箱 40×30×30 / Carton 40×30×30', 'B2406', '120'],
        ['A-01-02', '6901234567908', '封箱胶带 48 mm / Packing tape 48 mm', 'B2407', '360'],
        ['A-02-01', '6901234567915', '气泡膜 1 m / Bubble wrap 1 m', 'B2405', '45'],
        ['B-01-03', '6901234567922', '热敏标签 100×150 / Thermal labels 100×150', 'B2408', '80'],
      ],
    },
  },
  {
    key: 'catalogue/apps/mdm-agent-release-notes.txt',
    name: { zh: 'MDM 代理版本说明', en: 'MDM Agent release notes' },
    section: 'marketplace',
    centre: false,
    watermark: false,
    downloads: 780,
    daysAgo: 5,
    attach: [{ type: 'app', ref: 'com.seuiot.mdm.agent' }],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'MDM 代理 4.2.0 版本说明', en: 'MDM Agent 4.2.0 release notes' },
        '4.2.0 (4200)',
        ['支持批量远程重启指令。', '支持按设备分组推送应用。', '上报电池健康度数据。'],
        [
          'Supports bulk remote reboot.',
          'Apps can be pushed by device group.',
          'Reports battery health.',
        ],
      ),
    },
  },
];

/** Files attached to marketing materials (section marketing.download). */
const MATERIAL_FILES: FileSeed[] = (
  [
    ['brochure-s90', 'S90', 1520, 30],
    ['brochure-m60', 'M60', 690, 90],
    ['brochure-printers', 'P20', 540, 100],
    ['poster-express', undefined, 830, 120],
    ['casebook-logistics', undefined, 1012, 60],
    ['tradeshow-demo-script', undefined, 305, 70],
  ] as const
).map(([key, model, downloads, daysAgo]): FileSeed => {
  const m = MATERIALS.find((x) => x.key === key)!;
  return {
    key: `catalogue/marketing/${key}.pdf`,
    name: m.title,
    section: 'marketing.download',
    centre: false,
    watermark: false,
    downloads,
    daysAgo,
    attach: [{ type: 'material', ref: key }],
    body: { kind: 'pdf', meta: 'Marketing material', blocks: fromMaterial(key, model) },
  };
});

/**
 * Download-centre images (test tools), last in FILES so the ids of the files seeded before them
 * stay what they were.
 */
const IMAGE_FILES: FileSeed[] = [
  {
    key: dl('tools/display-test-pattern-720x1600.png'),
    name: {
      zh: '屏幕测试图 — 彩条与灰阶（720 × 1600）',
      en: 'Display test pattern — colour bars and grey ramp (720 × 1600)',
    },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 1460,
    daysAgo: 95,
    attach: [],
    body: { kind: 'png', draw: displayTestPattern },
  },
  {
    key: dl('tools/display-uniformity-fields-720x1600.png'),
    name: {
      zh: '屏幕均匀性测试图 — 白 / 黑 / 红绿蓝纯色场',
      en: 'Display uniformity test — white / black / RGB fields',
    },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 1020,
    daysAgo: 95,
    attach: [],
    body: { kind: 'png', draw: displayUniformity },
  },
  {
    key: dl('tools/p20-label-layout-50x40mm-203dpi.png'),
    name: {
      zh: '标签排版模板 — 50 × 40 mm，203 dpi（P20 打印机）',
      en: 'Label layout template — 50 × 40 mm, 203 dpi (P20 printer)',
    },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 588,
    daysAgo: 150,
    attach: [],
    body: { kind: 'png', draw: labelTemplate },
  },
  {
    key: dl('tools/scan-engine-test-chart-code39.png'),
    name: {
      zh: '扫描头测试图 — Code 39，20 / 13 / 10 / 6.7 mil（按 300 dpi 打印）',
      en: 'Scan-engine test chart — Code 39 at 20, 13, 10 and 6.7 mil (print at 300 dpi)',
    },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: true,
    downloads: 917,
    daysAgo: 55,
    attach: [],
    body: { kind: 'png', draw: scanChart },
  },
];

export const FILES: FileSeed[] = [
  ...CENTRE,
  ...CASE_FILES,
  ...APP_FILES,
  ...MATERIAL_FILES,
  ...DEVELOPER_FILES,
  ...IMAGE_FILES,
];
