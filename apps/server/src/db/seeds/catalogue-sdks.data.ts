import type { SdkParam, SdkSeed, TestPackageSeed } from './catalogue.data.js';

/** The SDKs and test packages of the developer centre. */

function sp(name: string, type: string, def: string, zh: string, en: string): SdkParam {
  return { name, type, default: def, description_zh: zh, description_en: en };
}

export const SDKS: SdkSeed[] = [
  {
    key: 'device-sdk',
    kind: 'general',
    name: { zh: '设备 SDK', en: 'Device SDK' },
    description: {
      zh: [
        '设备 SDK 提供按键、电源、网络、系统时间和应用管理等系统级接口，适用于需要深度控制设备的企业应用。',
        '部分接口（静默安装、重启）需要设备 SDK 授权，授权文件可在服务工单中申请。支持 Android 11 至 Android 15。',
      ],
      en: [
        'The Device SDK exposes system-level calls for keys, power, network, system time and app management, for enterprise apps that need deep control of the device.',
        'Some calls (silent install, reboot) need a Device SDK licence, which you can request through a work order. Supports Android 11 to Android 15.',
      ],
    },
    version: '3.8.2',
    params: [
      sp(
        'device.licenseFile',
        'String',
        'assets/device.lic',
        '授权文件路径。',
        'Path of the licence file.',
      ),
      sp(
        'device.logLevel',
        'Int',
        '3',
        'SDK 日志级别，0 关闭，5 最详细。',
        'SDK log level, 0 off to 5 verbose.',
      ),
      sp(
        'device.keyRemapPersistent',
        'Boolean',
        'true',
        '按键映射是否在重启后保留。',
        'Whether key mappings survive a restart.',
      ),
    ],
    daysAgo: 35,
  },
  {
    key: 'scan-sdk',
    kind: 'general',
    name: { zh: '扫描 SDK', en: 'Scan SDK' },
    description: {
      zh: [
        '扫描 SDK 用于在应用中直接控制扫描头：开关扫描头、软件触发、设置码制和参数、接收扫码结果回调。',
        '4.2.0 版本适配 Android 14，新增同码重复过滤和多码同时识读接口。支持全系手持终端和 T8 平板。',
      ],
      en: [
        'The Scan SDK lets your app control the scanner directly: open and close it, trigger scans from software, set symbologies and parameters, and receive results by callback.',
        'Version 4.2.0 supports Android 14 and adds duplicate filtering and multi-barcode decoding. Works on all our handhelds and the T8 tablet.',
      ],
    },
    version: '4.2.0',
    params: [
      sp(
        'scan.outputMode',
        'Int',
        '2',
        '输出方式：0 键盘，1 广播，2 回调。',
        'Output: 0 keyboard, 1 broadcast, 2 callback.',
      ),
      sp(
        'scan.triggerMode',
        'Int',
        '0',
        '触发模式：0 单次，1 连续，2 感应。',
        'Trigger: 0 single, 1 continuous, 2 presentation.',
      ),
      sp(
        'scan.sameCodeTimeout',
        'Int',
        '500',
        '同一条码的重复识读间隔，单位毫秒。',
        'Minimum interval before the same barcode is reported again, in ms.',
      ),
      sp('scan.beep', 'Boolean', 'true', '扫码成功是否播放提示音。', 'Beep on a good read.'),
      sp('scan.vibrate', 'Boolean', 'false', '扫码成功是否振动。', 'Vibrate on a good read.'),
      sp('scan.illumination', 'Int', '2', '照明亮度 0–3。', 'Illumination level 0–3.'),
    ],
    daysAgo: 28,
  },
  {
    key: 'print-sdk',
    kind: 'general',
    name: { zh: '打印 SDK', en: 'Print SDK' },
    description: {
      zh: [
        '打印 SDK 用于连接 P20、P30 便携打印机，打印文本、条码、二维码和图片，并查询打印机状态。',
        '同时支持 CPCL 和 ESC/POS 指令透传，便于移植已有的打印模板。',
      ],
      en: [
        'The Print SDK connects to the P20 and P30 mobile printers to print text, barcodes, QR codes and images, and to read printer status.',
        'It can also pass CPCL and ESC/POS commands straight through, making existing templates easy to port.',
      ],
    },
    version: '2.6.1',
    params: [
      sp(
        'print.paperType',
        'Int',
        '0',
        '纸张类型：0 连续纸，1 间隙纸，2 黑标纸。',
        'Media: 0 continuous, 1 gap, 2 black mark.',
      ),
      sp('print.density', 'Int', '8', '打印浓度 1–15。', 'Darkness 1–15.'),
      sp('print.speed', 'Int', '3', '打印速度等级 1–5。', 'Speed level 1–5.'),
      sp(
        'print.autoReconnect',
        'Boolean',
        'true',
        '蓝牙断开后是否自动重连。',
        'Reconnect automatically after Bluetooth drops.',
      ),
    ],
    daysAgo: 50,
  },
  {
    key: 'rfid-sdk',
    kind: 'general',
    name: { zh: 'RFID SDK', en: 'RFID SDK' },
    description: {
      zh: [
        'RFID SDK 统一支持 R30 内置读写模块和 R10 背夹，提供盘点、读写、锁定、过滤和功率设置接口。',
        '附带寻物模式示例，可根据 RSSI 引导用户找到目标标签。',
      ],
      en: [
        'The RFID SDK supports both the R30’s built-in module and the R10 sled, with calls for inventory, read, write, lock, filters and power.',
        'Includes a finder-mode sample that uses RSSI to guide the user to a target tag.',
      ],
    },
    version: '1.9.0',
    params: [
      sp('rfid.power', 'Int', '30', '发射功率 5–33 dBm。', 'Output power 5–33 dBm.'),
      sp('rfid.session', 'Int', '1', '盘点会话 0–3。', 'Inventory session 0–3.'),
      sp('rfid.qValue', 'Int', '4', '初始 Q 值 0–15。', 'Initial Q 0–15.'),
      sp('rfid.region', 'String', 'CHINA_920', '工作频段。', 'Frequency band.'),
    ],
    daysAgo: 65,
  },
  {
    key: 'model-s90',
    kind: 'model',
    product: 'S90',
    name: { zh: 'S90 机型 SDK', en: 'S90 model SDK' },
    description: {
      zh: 'S90 专用扩展接口：5G 网络切片选择、侧键背光和扫描窗口清洁提醒。需配合设备 SDK 3.8 及以上版本使用。',
      en: 'S90-specific extensions: 5G network slice selection, side key backlight and scan window cleaning reminders. Requires Device SDK 3.8 or later.',
    },
    version: '1.4.0',
    params: [
      sp('s90.preferNr', 'Boolean', 'true', '优先使用 5G 网络。', 'Prefer 5G when available.'),
      sp(
        's90.keyBacklight',
        'Int',
        '1',
        '侧键背光：0 关，1 自动，2 常亮。',
        'Side key backlight: 0 off, 1 auto, 2 on.',
      ),
    ],
    daysAgo: 40,
  },
  {
    key: 'model-s95',
    kind: 'model',
    product: 'S95',
    name: { zh: 'S95 机型 SDK', en: 'S95 model SDK' },
    description: {
      zh: 'S95 远距离扫描引擎的扩展接口：远近焦切换、瞄准点亮度和枪柄扳机事件。',
      en: 'Extensions for the S95 long-range engine: near/far focus switching, aimer brightness and pistol-grip trigger events.',
    },
    version: '1.2.3',
    params: [
      sp(
        's95.focusMode',
        'Int',
        '0',
        '对焦：0 自动，1 近距离，2 远距离。',
        'Focus: 0 auto, 1 near, 2 far.',
      ),
      sp('s95.aimerLevel', 'Int', '2', '瞄准点亮度 0–3。', 'Aimer brightness 0–3.'),
    ],
    daysAgo: 75,
  },
  {
    key: 'model-m60',
    kind: 'model',
    product: 'M60',
    name: { zh: 'M60 机型 SDK', en: 'M60 model SDK' },
    description: {
      zh: 'M60 医疗版扩展接口：一键通话键、热插拔电池事件和夜间模式指示灯控制。',
      en: 'M60 Healthcare extensions: push-to-talk key, hot-swap battery events and night-mode LED control.',
    },
    version: '1.1.0',
    params: [
      sp(
        'm60.pttPackage',
        'String',
        '',
        '一键通话键启动的应用包名。',
        'Package launched by the push-to-talk key.',
      ),
      sp(
        'm60.nightLed',
        'Boolean',
        'true',
        '夜间模式下关闭指示灯。',
        'Turn the LED off in night mode.',
      ),
    ],
    daysAgo: 90,
  },
  {
    key: 'model-r30',
    kind: 'model',
    product: 'R30',
    name: { zh: 'R30 机型 SDK', en: 'R30 model SDK' },
    description: {
      zh: 'R30 手柄扳机与 RFID 模块的联动接口，可设置扳机触发盘点或扫码。',
      en: 'Links the R30 handle trigger to the RFID module, so the trigger can start an inventory or a barcode scan.',
    },
    version: '1.3.1',
    params: [
      sp(
        'r30.triggerAction',
        'Int',
        '0',
        '扳机动作：0 RFID 盘点，1 条码扫描。',
        'Trigger action: 0 RFID inventory, 1 barcode scan.',
      ),
    ],
    daysAgo: 70,
  },
  {
    key: 'model-p20',
    kind: 'model',
    product: 'P20',
    name: { zh: 'P20 机型 SDK', en: 'P20 model SDK' },
    description: {
      zh: 'P20 专用接口：NFC 一碰配对、自动关机时间和标签纸自动学习。',
      en: 'P20-specific calls: NFC tap-to-pair, auto power-off time and automatic label learning.',
    },
    version: '1.0.6',
    params: [
      sp(
        'p20.autoOffMinutes',
        'Int',
        '30',
        '空闲自动关机时间，单位分钟，0 不关机。',
        'Idle power-off in minutes, 0 to stay on.',
      ),
      sp(
        'p20.labelLearn',
        'Boolean',
        'true',
        '装纸后自动学习标签长度。',
        'Learn label length after loading media.',
      ),
    ],
    daysAgo: 110,
  },
];

export const TEST_PACKAGES: TestPackageSeed[] = [
  {
    key: 'test-s90-hw',
    product: 'S90',
    name: { zh: 'S90 硬件自检工具', en: 'S90 hardware self-test' },
    description: {
      zh: '逐项检测屏幕、触控、按键、扫描头、摄像头、NFC、GPS 和电池，生成检测报告，用于来料检验和返修前诊断。',
      en: 'Tests the screen, touch, keys, scanner, cameras, NFC, GPS and battery one by one and produces a report, for incoming inspection and pre-repair diagnosis.',
    },
    version: '2.3.0',
    daysAgo: 45,
  },
  {
    key: 'test-s95-range',
    product: 'S95',
    name: { zh: 'S95 远距离扫描测试用例', en: 'S95 long-range scan test cases' },
    description: {
      zh: '不同距离、角度和光照条件下的扫描成功率测试用例，包含测试条码尺寸和记录表。',
      en: 'Test cases for read rate at different distances, angles and lighting, with barcode sizes and a results sheet.',
    },
    version: '1.1.0',
    daysAgo: 120,
  },
  {
    key: 'test-r30-read',
    product: 'R30',
    name: { zh: 'R30 RFID 读距与速率测试', en: 'R30 RFID range and rate test' },
    description: {
      zh: '在标准场地测量不同功率下的读距和每秒盘点数量，用于项目前期验证标签选型。',
      en: 'Measures range and tags per second at different power levels on a standard test site, to validate tag choice early in a project.',
    },
    version: '1.2.0',
    daysAgo: 95,
  },
  {
    key: 'test-p20-print',
    product: 'P20',
    name: { zh: 'P20 打印测试页脚本', en: 'P20 test print script' },
    description: {
      zh: '通过 CPCL 指令打印包含文本、条码、二维码和灰度块的测试页，用于检查打印头和纸张设置。',
      en: 'Prints a test page of text, barcodes, a QR code and grey blocks using CPCL, to check the print head and media settings.',
    },
    version: '1.0.4',
    daysAgo: 130,
  },
  {
    key: 'test-t10-display',
    product: 'T10',
    name: { zh: 'T10 屏幕与触控测试', en: 'T10 display and touch test' },
    description: {
      zh: '坏点、亮度均匀性和多点触控划线测试步骤，适用于车载安装前的验收。',
      en: 'Steps for dead pixel, brightness uniformity and multi-touch line tests, for acceptance before vehicle installation.',
    },
    version: '1.0.2',
    daysAgo: 160,
  },
  {
    key: 'test-m60-scan',
    product: 'M60',
    name: { zh: 'M60 腕带扫码测试用例', en: 'M60 wristband scan test cases' },
    description: {
      zh: '针对曲面腕带、手机屏幕条码和小尺寸药品条码的识读测试用例。',
      en: 'Read tests for curved wristbands, barcodes on phone screens and small medication labels.',
    },
    version: '1.0.1',
    daysAgo: 140,
  },
  {
    key: 'test-w5-bt',
    product: 'W5',
    name: { zh: 'W5 蓝牙连接稳定性测试', en: 'W5 Bluetooth stability test' },
    description: {
      zh: '连续 8 小时扫码的断连与重连测试脚本，记录每次断连时间和恢复耗时。',
      en: 'An eight-hour continuous scanning script that logs every disconnect and how long reconnection takes.',
    },
    version: '1.0.0',
    daysAgo: 80,
  },
  {
    key: 'test-mdm-enrol',
    name: { zh: 'MDM 批量注册验证清单', en: 'MDM bulk enrolment checklist' },
    description: {
      zh: '大批量设备通过 Stage Now 与 MDM 注册前的验证项目，适用于所有机型。',
      en: 'Items to verify before enrolling a large batch of devices through Stage Now and MDM. Applies to all models.',
    },
    version: '1.3.0',
    daysAgo: 25,
  },
];
