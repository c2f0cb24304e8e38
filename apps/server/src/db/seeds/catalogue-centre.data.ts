import type { FileSeed } from './catalogue.data.js';
import { CENTRE_REPORTS } from './catalogue-centre-reports.data.js';
import { CENTRE_TOOLS } from './catalogue-centre-tools.data.js';
import { dl, manual, product, releaseNotes } from './catalogue-files-kit.js';

/**
 * Download-centre files (section download): manuals and firmware here, then the tools
 * (catalogue-centre-tools.data.ts) and the reports and marketing assets
 * (catalogue-centre-reports.data.ts).
 */
export const CENTRE: FileSeed[] = [
  ...(
    [
      ['S90', 'SEU-UM-S90', '1.3', 4820, 30],
      ['S95', 'SEU-UM-S95', '1.1', 1960, 60],
      ['M60', 'SEU-UM-M60', '1.2', 1330, 75],
      ['T10', 'SEU-UM-T10', '1.0', 1105, 120],
      ['R30', 'SEU-UM-R30', '1.1', 980, 90],
      ['W5', 'SEU-UM-W5', '1.0', 640, 180],
      ['P20', 'SEU-UM-P20', '1.2', 1720, 140],
    ] as const
  ).map(([model, docNo, ver, downloads, daysAgo]): FileSeed => ({
    key: dl(`manuals/${model.toLowerCase()}-user-manual.pdf`),
    name: { zh: `${product(model).name.zh}用户手册`, en: `${product(model).name.en} user manual` },
    section: 'download',
    classification: 'dl-manual',
    centre: true,
    watermark: true,
    downloads,
    daysAgo,
    attach: [],
    body: { kind: 'pdf', meta: `${docNo}  |  Version ${ver}`, blocks: manual(model) },
  })),
  {
    key: dl('firmware/s90-android14-release-notes.txt'),
    name: { zh: 'S90 Android 14 升级说明', en: 'S90 Android 14 upgrade notes' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: false,
    downloads: 3260,
    daysAgo: 6,
    attach: [],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'S90 Android 14 系统升级说明', en: 'S90 Android 14 system upgrade notes' },
        'S90-14.2.4.1030',
        [
          '系统升级至 Android 14，安全补丁级别更新至最新。',
          '扫描服务升级到 5.3.2，提升反光面单的识读速度。',
          '新增电池健康度上报，MDM 可查看整批设备的电池报表。',
          '修复部分设备在 Wi-Fi 漫游时短暂断网的问题。',
        ],
        [
          'System upgraded to Android 14 with the latest security patch level.',
          'Scan Wedge 5.3.2 reads glossy waybills faster.',
          'Battery health is now reported to MDM for fleet-wide battery reports.',
          'Fixed brief loss of connection on some devices while roaming between access points.',
        ],
      ),
    },
  },
  {
    key: dl('firmware/s95-system-update-notes.txt'),
    name: { zh: 'S95 系统更新说明', en: 'S95 system update notes' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: false,
    downloads: 1185,
    daysAgo: 25,
    attach: [],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'S95 系统更新说明', en: 'S95 system update notes' },
        'S95-14.1.2.0918',
        [
          '优化远距离扫描引擎的自动对焦速度，10 米以上标签识读时间缩短约 30%。',
          '枪柄扳机支持自定义为任意按键。',
          '修复低电量时扫描瞄准点偶发不亮的问题。',
        ],
        [
          'Faster autofocus on the long-range engine: labels beyond 10 m decode about 30% sooner.',
          'The pistol-grip trigger can now be mapped to any key.',
          'Fixed the aimer occasionally failing to light at low battery.',
        ],
      ),
    },
  },
  {
    key: dl('firmware/s90c-cold-chain-firmware-notes.txt'),
    name: { zh: 'S90C 冷链版固件更新说明', en: 'S90C Cold Chain firmware notes' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: false,
    downloads: 742,
    daysAgo: 48,
    attach: [],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'S90C 冷链版固件更新说明', en: 'S90C Cold Chain firmware notes' },
        'S90C-14.1.1.0805',
        [
          '优化屏幕加热策略，进入冷库后除雾时间缩短到 20 秒以内。',
          '低温下电量显示更准确，避免低温时误报低电量关机。',
          '新增 HEATER_STATE 广播，应用可感知加热状态。',
        ],
        [
          'Improved display heating: fog now clears within 20 seconds of entering the freezer.',
          'More accurate battery readings in the cold, avoiding false low-battery shutdowns.',
          'New HEATER_STATE broadcast so apps can tell when heating is on.',
        ],
      ),
    },
  },
  {
    key: dl('firmware/t10-system-update-notes.txt'),
    name: { zh: 'T10 系统更新说明', en: 'T10 system update notes' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: false,
    downloads: 633,
    daysAgo: 70,
    attach: [],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'T10 系统更新说明', en: 'T10 system update notes' },
        'T10-14.0.6.0712',
        [
          '车载底座供电时支持点火信号自动开关机。',
          '强光模式下自动提高屏幕亮度和对比度。',
          '修复 RS232 串口在高波特率下偶发丢包的问题。',
        ],
        [
          'Automatic power on and off from the ignition signal when powered by the vehicle dock.',
          'Sunlight mode raises brightness and contrast automatically.',
          'Fixed occasional data loss on RS-232 at high baud rates.',
        ],
      ),
    },
  },
  {
    key: dl('firmware/p20-printer-firmware-notes.txt'),
    name: { zh: 'P20 打印机固件更新说明', en: 'P20 printer firmware notes' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: false,
    downloads: 905,
    daysAgo: 100,
    attach: [],
    body: {
      kind: 'txt',
      text: releaseNotes(
        { zh: 'P20 打印机固件更新说明', en: 'P20 printer firmware notes' },
        'P20-FW-3.2.1',
        [
          '标签纸自动学习更准确，支持 15 mm 以下的小标签。',
          'NFC 一碰配对速度提升。',
          '修复连续打印 200 张以上标签后偶发走纸偏移的问题。',
        ],
        [
          'More accurate automatic label learning, now down to labels under 15 mm.',
          'Faster NFC tap-to-pair.',
          'Fixed occasional feed drift after more than 200 consecutive labels.',
        ],
      ),
    },
  },
  {
    key: dl('firmware/security-bulletin.pdf'),
    name: { zh: '安全补丁公告', en: 'Security patch bulletin' },
    section: 'download',
    classification: 'dl-firmware',
    centre: true,
    watermark: true,
    downloads: 486,
    daysAgo: 14,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-SB  |  Quarterly bulletin',
      blocks: {
        zh: [
          { h: '概述' },
          '本季度安全补丁已合入 S90、S95、S90C、M60、T10、T8 的最新系统版本，修复了 Android 框架、媒体组件和内核中的多个高危与中危漏洞。',
          { h: '受影响机型与修复版本' },
          {
            rows: [
              ['S90 / S90C', '14.2.4 及以上'],
              ['S95', '14.1.2 及以上'],
              ['M60', '14.1.0 及以上'],
              ['T10 / T8', '14.0.6 及以上'],
            ],
          },
          { h: '建议' },
          '请通过 MDM 或系统更新应用尽快安装最新版本。无法联网的设备可从下载中心获取离线升级包。',
        ],
        en: [
          { h: 'Summary' },
          'This quarter’s security patches are included in the latest system releases for the S90, S95, S90C, M60, T10 and T8, fixing several high and moderate severity issues in the Android framework, media components and kernel.',
          { h: 'Affected models and fixed versions' },
          {
            rows: [
              ['S90 / S90C', '14.2.4 or later'],
              ['S95', '14.1.2 or later'],
              ['M60', '14.1.0 or later'],
              ['T10 / T8', '14.0.6 or later'],
            ],
          },
          { h: 'Recommendation' },
          'Install the latest release through MDM or System Update as soon as possible. Devices without a connection can use the offline packages in the download centre.',
        ],
      },
    },
  },
  ...CENTRE_TOOLS,
  ...CENTRE_REPORTS,
];
