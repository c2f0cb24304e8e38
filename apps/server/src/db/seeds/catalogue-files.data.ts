import {
  PRODUCTS,
  type Bi,
  type FileSeed,
  type Paras,
  type PdfBlock,
  type ProductSeed,
} from './catalogue.data.js';
import { CASES } from './catalogue-cases.data.js';
import { MATERIALS } from './catalogue-materials.data.js';
import { SDKS, TEST_PACKAGES } from './catalogue-developer.data.js';
import {
  displayTestPattern,
  displayUniformity,
  labelTemplate,
  scanChart,
} from './catalogue-images.js';

const paras = (p: Paras): string[] => (Array.isArray(p) ? p : [p]);

function product(model: string): ProductSeed {
  const p = PRODUCTS.find((x) => x.model === model);
  if (!p) throw new Error(`unknown product ${model}`);
  return p;
}

const specRows = (p: ProductSeed, lang: 'zh' | 'en'): [string, string][] =>
  p.specs.map((s) => (lang === 'zh' ? [s.label_zh, s.value_zh] : [s.label_en, s.value_en]));

type Family = 'handheld' | 'tablet' | 'wearable' | 'printer' | 'sled';

const FAMILY: Record<string, Family> = {
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

const BOX: Record<Family, Bi> = {
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

const START: Record<Family, { zh: string[]; en: string[] }> = {
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

const SAFETY: Bi = {
  zh: '请使用原厂电池与充电器，在 0–40 °C 环境下充电。不要自行拆卸设备；设备进液后请立即关机并擦干，防护等级仅在电池盖和接口盖完全闭合时有效。',
  en: 'Use only genuine batteries and chargers, and charge between 0 and 40 °C. Do not open the device yourself. If liquid gets in, switch off and dry it at once; the sealing rating applies only with the battery and port covers fully closed.',
};

function manual(model: string): { zh: PdfBlock[]; en: PdfBlock[] } {
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

function fromCase(key: string): { zh: PdfBlock[]; en: PdfBlock[] } {
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

function fromMaterial(key: string, model?: string): { zh: PdfBlock[]; en: PdfBlock[] } {
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

function fromSdk(key: string): { zh: PdfBlock[]; en: PdfBlock[] } {
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

function fromTest(key: string): { name: Bi; description: string[]; descriptionEn: string[] } {
  const t = TEST_PACKAGES.find((x) => x.key === key);
  if (!t) throw new Error(`unknown test package ${key}`);
  return {
    name: t.name,
    description: paras(t.description.zh),
    descriptionEn: paras(t.description.en),
  };
}

function releaseNotes(title: Bi, build: string, zh: string[], en: string[]): string {
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

function testScript(key: string, build: string, lines: string[]): string {
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

const dl = (path: string) => `catalogue/downloads/${path}`;

/** Download-centre files (section download). */
const CENTRE: FileSeed[] = [
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
  {
    key: dl('tools/usb-driver-installation.pdf'),
    name: { zh: 'USB 驱动安装说明', en: 'USB driver installation guide' },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 2140,
    daysAgo: 210,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-TL-USB  |  Version 2.0',
      blocks: {
        zh: [
          { h: '适用范围' },
          '适用于在 Windows 10 / 11 电脑上通过 USB 连接手持终端和平板进行 ADB 调试、文件传输和线刷升级。macOS 与 Linux 无需安装驱动。',
          { h: '安装步骤' },
          '1. 用 USB-C 数据线连接设备与电脑，在设备通知栏中选择“文件传输”。',
          '2. 打开“设备管理器”，在“其他设备”中找到带黄色感叹号的 Android 设备，右键选择“更新驱动程序”。',
          '3. 选择“浏览我的电脑以查找驱动程序”，指向驱动所在文件夹，完成安装。',
          '4. 在命令行执行 adb devices，能看到设备序列号即表示安装成功。',
        ],
        en: [
          { h: 'Scope' },
          'For connecting handhelds and tablets to Windows 10 or 11 PCs over USB for ADB debugging, file transfer and flashing. macOS and Linux need no driver.',
          { h: 'Installation' },
          '1. Connect the device with a USB-C cable and choose File transfer in the notification.',
          '2. Open Device Manager, find the Android device with a yellow warning under Other devices, right-click and choose Update driver.',
          '3. Choose Browse my computer for drivers, point to the driver folder and finish.',
          '4. Run adb devices in a terminal; if the serial number appears, the driver is working.',
        ],
      },
    },
  },
  {
    key: dl('tools/flash-tool-guide.pdf'),
    name: { zh: '线刷工具使用说明', en: 'Flash tool user guide' },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: true,
    downloads: 1275,
    daysAgo: 160,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-TL-FLASH  |  Version 1.4',
      blocks: {
        zh: [
          { h: '使用场景' },
          '设备无法开机、反复重启或需要降级系统版本时，可使用线刷工具通过 USB 重新写入完整系统镜像。线刷会清除设备上的全部数据。',
          { h: '操作步骤' },
          '1. 安装 USB 驱动，解压系统镜像包，在线刷工具中选择镜像目录。',
          '2. 设备关机后按住音量减键并连接 USB 数据线，进入下载模式。',
          '3. 工具识别到设备后点击“开始”，进度完成前请勿断开数据线。',
          { h: '注意事项' },
          '镜像必须与机型完全对应；注册了 MDM 防盗保护的设备线刷后仍需重新注册。',
        ],
        en: [
          { h: 'When to use it' },
          'If a device will not start, keeps restarting or needs an older system version, the flash tool rewrites the complete system image over USB. Flashing erases all data on the device.',
          { h: 'Steps' },
          '1. Install the USB driver, unzip the system image and select its folder in the flash tool.',
          '2. With the device off, hold volume-down and connect the USB cable to enter download mode.',
          '3. When the tool sees the device, click Start. Do not disconnect the cable until it finishes.',
          { h: 'Notes' },
          'The image must match the model exactly. Devices with MDM theft protection must enrol again after flashing.',
        ],
      },
    },
  },
  {
    key: dl('tools/scan-wedge-profile-template.json'),
    name: { zh: '扫描服务配置模板', en: 'Scan Wedge profile template' },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 1530,
    daysAgo: 85,
    attach: [],
    body: {
      kind: 'json',
      value: {
        schema: 'seuiot.scanwedge.profile/1',
        name: 'Warehouse WMS',
        description: {
          zh: '适用于 WMS 应用：广播输出、追加回车、过滤重复条码。',
          en: 'For WMS apps: broadcast output, Enter appended, duplicate barcodes filtered.',
        },
        apps: ['com.yunlian.wms.mobile'],
        output: {
          mode: 'broadcast',
          action: 'com.seuiot.scan.ACTION_DECODE',
          suffix: '\n',
          keyboardFallback: true,
        },
        trigger: { mode: 'single', sameCodeTimeoutMs: 800 },
        feedback: { beep: true, vibrate: false, led: true },
        symbologies: {
          CODE_128: true,
          EAN_13: true,
          QR_CODE: true,
          DATA_MATRIX: true,
          PDF417: false,
          CODE_39: false,
        },
      },
    },
  },
  {
    key: dl('tools/mdm-kiosk-policy-sample.json'),
    name: { zh: 'MDM Kiosk 策略示例', en: 'MDM kiosk policy sample' },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 872,
    daysAgo: 130,
    attach: [],
    body: {
      kind: 'json',
      value: {
        schema: 'seuiot.mdm.policy/2',
        type: 'kiosk',
        name: 'Picking devices',
        mode: 'multi-app',
        allowedApps: ['com.yunlian.wms.mobile', 'com.seuiot.scanwedge', 'com.seuiot.batteryhealth'],
        statusBar: { expand: false, showClock: true, showBattery: true },
        settingsAccess: false,
        exitPassword: { rotateDays: 90 },
        wallpaper: 'default',
      },
    },
  },
  {
    key: dl('tools/p20-cpcl-label-template.txt'),
    name: { zh: 'P20 CPCL 标签模板', en: 'P20 CPCL label template' },
    section: 'download',
    classification: 'dl-tools',
    centre: true,
    watermark: false,
    downloads: 694,
    daysAgo: 150,
    attach: [],
    body: {
      kind: 'txt',
      text: [
        '! 0 200 200 320 1',
        'PAGE-WIDTH 384',
        '; 50 x 40 mm location label for the P20 (203 dpi)',
        '; 50 x 40 mm 货位标签模板（P20，203 dpi）',
        'TEXT 4 0 16 16 A-01-03-2',
        'TEXT 7 0 16 80 ZONE A  AISLE 01  BAY 03  LEVEL 2',
        'BARCODE 128 2 1 90 16 120 A0103002',
        'TEXT 7 0 16 220 A0103002',
        'FORM',
        'PRINT',
        '',
      ].join('\n'),
    },
  },
  {
    key: dl('certificates/s90-ip68-drop-test-summary.pdf'),
    name: { zh: 'S90 IP68 与跌落测试摘要', en: 'S90 IP68 and drop test summary' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 812,
    daysAgo: 300,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-S90-01  |  Test summary',
      blocks: {
        zh: [
          { h: '测试项目与结果' },
          {
            rows: [
              ['防尘（IP6X）', '8 小时粉尘箱测试，内部无粉尘进入：通过'],
              ['防水（IPX8）', '1.5 米水深浸泡 30 分钟，功能正常：通过'],
              ['跌落', '1.8 米六面及四角跌落至水泥地面各 2 次：通过'],
              ['滚筒', '0.5 米滚筒 1000 次：通过'],
              ['高低温', '-20 °C 与 50 °C 各运行 24 小时：通过'],
            ],
          },
          { h: '说明' },
          '本摘要由我司质量实验室出具，供客户选型参考。第三方检测报告全文请向销售经理索取。',
        ],
        en: [
          { h: 'Tests and results' },
          {
            rows: [
              ['Dust (IP6X)', '8 hours in a dust chamber, no ingress: pass'],
              ['Water (IPX8)', '30 minutes at 1.5 m depth, fully working: pass'],
              ['Drop', '1.8 m to concrete, twice on each face and corner: pass'],
              ['Tumble', '1,000 tumbles at 0.5 m: pass'],
              ['Temperature', '24 hours of operation at -20 °C and at 50 °C: pass'],
            ],
          },
          { h: 'Note' },
          'This summary is issued by our quality lab for product selection. Ask your sales manager for the full third-party test reports.',
        ],
      },
    },
  },
  {
    key: dl('certificates/m60-disinfectant-resistance.pdf'),
    name: { zh: 'M60 消毒剂耐受性测试报告', en: 'M60 disinfectant resistance report' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 534,
    daysAgo: 260,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-M60-02  |  Test report',
      blocks: {
        zh: [
          { h: '测试方法' },
          '使用浸湿消毒剂的无纺布对外壳、屏幕和按键各擦拭 10000 次，每 1000 次检查外观、按键手感和屏幕触控。',
          { h: '结果' },
          {
            rows: [
              ['75% 乙醇', '无开裂、无褪色、功能正常'],
              ['异丙醇', '无开裂、无褪色、功能正常'],
              ['含氯消毒剂 1000 mg/L', '无开裂、轻微失光、功能正常'],
              ['3% 过氧化氢', '无开裂、无褪色、功能正常'],
              ['季铵盐湿巾', '无开裂、无褪色、功能正常'],
            ],
          },
        ],
        en: [
          { h: 'Method' },
          'The housing, screen and keys were each wiped 10,000 times with disinfectant-soaked non-woven cloth, checking appearance, key feel and touch every 1,000 wipes.',
          { h: 'Results' },
          {
            rows: [
              ['75% ethanol', 'No cracking or fading; fully working'],
              ['Isopropyl alcohol', 'No cracking or fading; fully working'],
              ['Chlorine 1,000 mg/L', 'No cracking, slight loss of gloss; fully working'],
              ['3% hydrogen peroxide', 'No cracking or fading; fully working'],
              ['Quaternary ammonium wipes', 'No cracking or fading; fully working'],
            ],
          },
        ],
      },
    },
  },
  {
    key: dl('certificates/s90c-low-temperature-test.pdf'),
    name: { zh: 'S90C 低温环境测试报告', en: 'S90C low-temperature test report' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 415,
    daysAgo: 230,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-S90C-01  |  Test report',
      blocks: {
        zh: [
          { h: '测试条件' },
          '在 -30 °C 环境箱中连续运行 8 小时，每 10 分钟在 -30 °C 与 25 °C（湿度 85%）之间切换一次，模拟进出冷库。',
          { h: '结果' },
          {
            rows: [
              ['屏幕除雾', '切换后 20 秒内恢复清晰'],
              ['扫描窗口', '无结霜，识读成功率 99.8%'],
              ['电池', '-30 °C 下可用容量 72%'],
              ['触控', '戴 3 mm 防寒手套操作正常'],
            ],
          },
        ],
        en: [
          { h: 'Conditions' },
          'Eight hours of continuous operation in a -30 °C chamber, switching every ten minutes between -30 °C and 25 °C at 85% humidity to mimic moving in and out of a freezer.',
          { h: 'Results' },
          {
            rows: [
              ['Display fog', 'Clear within 20 s of each transition'],
              ['Scan window', 'No frost; 99.8% first-read rate'],
              ['Battery', '72% usable capacity at -30 °C'],
              ['Touch', 'Works with 3 mm thermal gloves'],
            ],
          },
        ],
      },
    },
  },
  {
    key: dl('certificates/conformity-overview.pdf'),
    name: { zh: '产品认证概览', en: 'Product certification overview' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 1020,
    daysAgo: 45,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-CERT  |  Overview',
      blocks: {
        zh: [
          '下表列出各机型已取得的主要认证类别。证书编号和有效期请向销售经理索取证书副本。',
          {
            rows: PRODUCTS.map((p) => [
              p.model,
              ['P20', 'P30', 'W5', 'R10'].includes(p.model)
                ? '无线电型号核准（SRRC）、CCC'
                : '无线电型号核准（SRRC）、电信设备进网许可、CCC',
            ]),
          },
        ],
        en: [
          'The table lists the main certification types held for each model. Ask your sales manager for certificate copies with numbers and validity dates.',
          {
            rows: PRODUCTS.map((p) => [
              p.model,
              ['P20', 'P30', 'W5', 'R10'].includes(p.model)
                ? 'Radio type approval (SRRC), CCC'
                : 'Radio type approval (SRRC), network access licence, CCC',
            ]),
          },
        ],
      },
    },
  },
  {
    key: dl('marketing/product-selection-table.csv'),
    name: { zh: '全系产品选型表', en: 'Product selection table' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: false,
    downloads: 2260,
    daysAgo: 20,
    attach: [],
    body: {
      kind: 'csv',
      rows: [
        ['型号 Model', '名称', 'Name', '操作系统 OS', '防护等级 Sealing', '跌落 Drop'],
        ...PRODUCTS.map((p) => {
          const v = (label: string) => p.specs.find((s) => s.label_en === label)?.value_en ?? '-';
          return [
            p.model,
            p.name.zh,
            p.name.en,
            v('Operating system'),
            v('Sealing'),
            v('Drop spec'),
          ];
        }),
      ],
    },
  },
  {
    key: dl('marketing/product-line-overview.pdf'),
    name: { zh: '产品线总览', en: 'Product line overview' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: false,
    downloads: 1890,
    daysAgo: 35,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-MKT-LINE  |  Edition 2',
      blocks: {
        zh: PRODUCTS.flatMap((p): PdfBlock[] => [{ h: `${p.model}  ${p.name.zh}` }, p.summary.zh]),
        en: PRODUCTS.flatMap((p): PdfBlock[] => [{ h: `${p.model}  ${p.name.en}` }, p.summary.en]),
      },
    },
  },
  {
    key: dl('marketing/co-branding-guidelines.pdf'),
    name: { zh: '渠道联合品牌使用规范', en: 'Co-branding guidelines for partners' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: true,
    downloads: 520,
    daysAgo: 110,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-MKT-BRAND  |  Version 1.1',
      blocks: {
        zh: [
          { h: '适用范围' },
          '渠道伙伴在宣传物料、网站和展会中同时使用自身品牌与我司产品信息时，请遵守本规范。',
          { h: '基本要求' },
          '1. 产品名称请使用官方名称，例如“S90 5G 手持终端”，不要自行缩写或改名。',
          '2. 产品图片请使用营销资料下载中的官方图片，不得修改产品外观。',
          '3. 规格参数以官网和产品彩页为准，引用性能数据时请注明测试条件。',
        ],
        en: [
          { h: 'Scope' },
          'Follow these rules whenever partners show their own brand together with our product information in material, on websites or at shows.',
          { h: 'Requirements' },
          '1. Use official product names such as “S90 5G Handheld Computer”; do not abbreviate or rename them.',
          '2. Use the official product images from marketing downloads and do not alter how the products look.',
          '3. Specifications follow the website and brochures; state the test conditions when quoting performance figures.',
        ],
      },
    },
  },
];

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

/** Files attached to SDKs and test packages (section developer.sdk). */
const DEVELOPER_FILES: FileSeed[] = [
  ...SDKS.map((s, i): FileSeed => ({
    key: `catalogue/sdk/${s.key}-${s.version}-guide.pdf`,
    name: {
      zh: `${s.name.zh} ${s.version} 开发指南`,
      en: `${s.name.en} ${s.version} developer guide`,
    },
    section: 'developer.sdk',
    centre: false,
    watermark: true,
    downloads: 400 + ((i * 397) % 1800),
    daysAgo: s.daysAgo,
    attach: [{ type: 'sdk', ref: s.key }],
    body: { kind: 'pdf', meta: `Version ${s.version}`, blocks: fromSdk(s.key) },
  })),
  {
    key: 'catalogue/sdk/scan-sdk-changelog.txt',
    name: { zh: '扫描 SDK 更新日志', en: 'Scan SDK changelog' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 860,
    daysAgo: 28,
    attach: [{ type: 'sdk', ref: 'scan-sdk' }],
    body: {
      kind: 'txt',
      text: [
        '扫描 SDK 更新日志 / Scan SDK changelog',
        '',
        '4.2.0',
        '- 适配 Android 14 / Android 14 support',
        '- 新增同码重复过滤参数 scan.sameCodeTimeout / New scan.sameCodeTimeout setting',
        '- 新增多码同时识读接口 / New multi-barcode decoding call',
        '',
        '4.1.3',
        '- 修复连续扫描模式下偶发回调丢失 / Fixed occasional lost callbacks in continuous mode',
        '',
        '4.1.0',
        '- 新增 getParameter() / Added getParameter()',
        '- 最低支持 Android 11 / Minimum Android 11',
        '',
      ].join('\n'),
    },
  },
  {
    key: 'catalogue/sdk/print-sdk-changelog.txt',
    name: { zh: '打印 SDK 更新日志', en: 'Print SDK changelog' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 412,
    daysAgo: 50,
    attach: [{ type: 'sdk', ref: 'print-sdk' }],
    body: {
      kind: 'txt',
      text: [
        '打印 SDK 更新日志 / Print SDK changelog',
        '',
        '2.6.1',
        '- 修复 Android 14 上蓝牙权限检查异常 / Fixed Bluetooth permission check on Android 14',
        '',
        '2.6.0',
        '- 新增 P30 支持 / Added P30 support',
        '- 新增 ESC/POS 指令透传 / Added ESC/POS pass-through',
        '',
        '2.5.2',
        '- 断线自动重连 / Automatic reconnection',
        '',
      ].join('\n'),
    },
  },
  {
    key: 'catalogue/test/s90-hardware-self-test.txt',
    name: { zh: 'S90 硬件自检操作说明', en: 'S90 hardware self-test instructions' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 655,
    daysAgo: 45,
    attach: [{ type: 'test', ref: 'test-s90-hw' }],
    body: {
      kind: 'txt',
      text: testScript('test-s90-hw', '2.3.0', [
        '# 在拨号盘输入 *#*#7788#*#* 进入自检 / Dial *#*#7788#*#* to open the self-test',
        'adb shell am start -n com.seuiot.selftest/.MainActivity',
        '# 自动模式依次执行全部项目 / Auto mode runs every item in turn',
        'adb shell am broadcast -a com.seuiot.selftest.RUN_ALL',
        '# 导出报告 / Export the report',
        'adb pull /sdcard/Download/selftest/report.json',
      ]),
    },
  },
  {
    key: 'catalogue/test/s95-long-range-test-cases.csv',
    name: { zh: 'S95 远距离扫描测试用例', en: 'S95 long-range scan test cases' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 318,
    daysAgo: 120,
    attach: [{ type: 'test', ref: 'test-s95-range' }],
    body: {
      kind: 'csv',
      rows: [
        ['用例 Case', '条码 Barcode', '距离 Distance', '光照 Lighting', '期望 Expected'],
        ['S95-01', 'Code 128, 20 mil', '3 m', '500 lx', '≤ 300 ms'],
        ['S95-02', 'Code 128, 100 mil', '10 m', '500 lx', '≤ 600 ms'],
        ['S95-03', 'Code 128, 100 mil', '15 m', '500 lx', '≤ 1000 ms'],
        ['S95-04', 'QR, 40 mm', '5 m', '200 lx', '≤ 800 ms'],
        ['S95-05', 'Code 128, 100 mil, 30°', '8 m', '1000 lx', '≤ 800 ms'],
      ],
    },
  },
  {
    key: 'catalogue/test/r30-read-range-sheet.csv',
    name: { zh: 'R30 读距测试记录表', en: 'R30 read range test sheet' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 276,
    daysAgo: 95,
    attach: [{ type: 'test', ref: 'test-r30-read' }],
    body: {
      kind: 'csv',
      rows: [
        ['功率 Power (dBm)', '标签 Tag', '读距 Range (m)', '速率 Tags/s', '备注 Notes'],
        ['33', 'Apparel inlay', '', '', ''],
        ['30', 'Apparel inlay', '', '', ''],
        ['26', 'Apparel inlay', '', '', ''],
        ['33', 'On-metal tag', '', '', ''],
        ['30', 'On-metal tag', '', '', ''],
      ],
    },
  },
  {
    key: 'catalogue/test/p20-test-print.txt',
    name: { zh: 'P20 打印测试页脚本', en: 'P20 test print script' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 341,
    daysAgo: 130,
    attach: [{ type: 'test', ref: 'test-p20-print' }],
    body: {
      kind: 'txt',
      text: testScript('test-p20-print', '1.0.4', [
        '! 0 200 200 400 1',
        'PAGE-WIDTH 384',
        'CENTER',
        'TEXT 4 0 0 10 TEST PAGE',
        'LEFT',
        'TEXT 7 0 10 70 ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789',
        'BARCODE 128 2 1 60 10 110 P20TEST0001',
        'BARCODE QR 250 110 M 2 U 5',
        'MA,https://www.example.com/p20',
        'ENDQR',
        'BOX 10 260 374 390 4',
        'FORM',
        'PRINT',
      ]),
    },
  },
  {
    key: 'catalogue/test/t10-display-touch-test.pdf',
    name: { zh: 'T10 屏幕与触控测试步骤', en: 'T10 display and touch test steps' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 198,
    daysAgo: 160,
    attach: [{ type: 'test', ref: 'test-t10-display' }],
    body: {
      kind: 'pdf',
      meta: 'Version 1.0.2',
      blocks: {
        zh: [
          { h: '坏点检查' },
          '在自检工具中依次显示纯红、纯绿、纯蓝、纯白和纯黑画面，每个画面观察 5 秒，记录坏点位置。',
          { h: '亮度均匀性' },
          '在最高亮度下用照度计测量屏幕九宫格位置，最暗处不低于最亮处的 80%。',
          { h: '多点触控' },
          '用五指同时划线，检查轨迹是否连续、无断线和跳点；戴手套重复一次。',
        ],
        en: [
          { h: 'Dead pixels' },
          'Show full red, green, blue, white and black screens in the self-test tool for five seconds each and note any dead pixels.',
          { h: 'Brightness uniformity' },
          'At maximum brightness, measure nine points on the screen with a light meter; the darkest must be at least 80% of the brightest.',
          { h: 'Multi-touch' },
          'Draw lines with five fingers at once and check the traces are continuous with no gaps or jumps; repeat wearing gloves.',
        ],
      },
    },
  },
  {
    key: 'catalogue/test/m60-wristband-test-cases.csv',
    name: { zh: 'M60 腕带扫码测试用例', en: 'M60 wristband scan test cases' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 164,
    daysAgo: 140,
    attach: [{ type: 'test', ref: 'test-m60-scan' }],
    body: {
      kind: 'csv',
      rows: [
        ['用例 Case', '场景', 'Scenario', '期望 Expected'],
        ['M60-01', '成人腕带（曲率半径 25 mm）', 'Adult wristband (25 mm radius)', 'First read'],
        [
          'M60-02',
          '新生儿腕带（曲率半径 15 mm）',
          'Newborn wristband (15 mm radius)',
          'First read',
        ],
        [
          'M60-03',
          '手机屏幕二维码，亮度 30%',
          'QR on a phone screen at 30% brightness',
          '≤ 2 attempts',
        ],
        ['M60-04', '安瓿瓶小码 Data Matrix 8 mm', 'Data Matrix 8 mm on an ampoule', 'First read'],
        ['M60-05', '夜间病房 5 lx', 'Ward at night, 5 lx', 'First read'],
      ],
    },
  },
  {
    key: 'catalogue/test/w5-bluetooth-stability.txt',
    name: { zh: 'W5 蓝牙稳定性测试脚本', en: 'W5 Bluetooth stability script' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 122,
    daysAgo: 80,
    attach: [{ type: 'test', ref: 'test-w5-bt' }],
    body: {
      kind: 'txt',
      text: testScript('test-w5-bt', '1.0.0', [
        '# 每 3 秒触发一次扫描，持续 8 小时 / Trigger a scan every 3 s for 8 hours',
        'for i in $(seq 1 9600); do',
        '  adb shell am broadcast -a com.seuiot.ring.TRIGGER',
        '  sleep 3',
        'done',
        '# 导出断连记录 / Export the disconnect log',
        'adb pull /sdcard/Download/ring/bt-events.csv',
      ]),
    },
  },
  {
    key: 'catalogue/test/mdm-bulk-enrolment-checklist.csv',
    name: { zh: 'MDM 批量注册验证清单', en: 'MDM bulk enrolment checklist' },
    section: 'developer.sdk',
    centre: false,
    watermark: false,
    downloads: 402,
    daysAgo: 25,
    attach: [{ type: 'test', ref: 'test-mdm-enrol' }],
    body: {
      kind: 'csv',
      rows: [
        ['序号 No.', '验证项', 'Check', '结果 Result'],
        ['1', '设备时间与时区正确', 'Device time and time zone correct', ''],
        ['2', '网络可访问 MDM 平台 443 端口', 'Network reaches the MDM platform on port 443', ''],
        ['3', '注册码有效期和数量充足', 'Enrolment code valid with enough devices left', ''],
        [
          '4',
          'Stage Now 配置码在 3 台设备上验证通过',
          'Stage Now barcode verified on 3 devices',
          '',
        ],
        ['5', '分组应用安装成功', 'Group apps installed', ''],
        [
          '6',
          'Kiosk 策略生效且可用管理员密码退出',
          'Kiosk policy applied and admin exit works',
          '',
        ],
      ],
    },
  },
];

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
