import type { ArticleSeed } from './catalogue.data.js';

/** Developer documents (kind document). */
export const DOCUMENTS: ArticleSeed[] = [
  {
    kind: 'document',
    title: { zh: '扫描服务集成指南', en: 'Integrating the scan service' },
    summary: {
      zh: '介绍三种获取扫码结果的方式：键盘模拟、广播和扫描 SDK，以及如何选择。',
      en: 'The three ways to receive scan results (keyboard emulation, broadcast intent and the Scan SDK) and how to choose between them.',
    },
    content: {
      zh: [
        '所有手持终端都预装了系统级的扫描服务。应用获取扫码结果有三种方式，按集成成本从低到高依次为：键盘模拟、广播和扫描 SDK。',
        '键盘模拟：扫描服务把条码内容作为按键输入到当前获得焦点的文本框，应用无需任何修改。适合快速上线，但无法区分码制，长条码输入也相对较慢。',
        '广播：在扫描服务中把输出方式设置为“广播”，应用注册接收 com.seuiot.scan.ACTION_DECODE 广播，从 extra 中读取 barcode_string（条码内容）和 symbology（码制）。这是大多数业务应用推荐的方式。',
        '扫描 SDK：需要控制扫描头（例如在特定页面才允许扫码、动态切换码制或连续扫描模式）时，集成扫描 SDK，调用 ScanManager.openScanner() 打开扫描头，通过 registerScanListener() 接收结果。',
        '注意：同一时间只有一个应用可以独占扫描头。使用 SDK 时，请在 onPause() 中调用 closeScanner() 释放扫描头，否则其他应用将无法扫码。',
      ],
      en: [
        'Every handheld ships with a system-level scan service. Apps can receive scan results in three ways, from least to most integration effort: keyboard emulation, broadcast intent and the Scan SDK.',
        'Keyboard emulation: the scan service types the barcode into whichever text field has focus, so the app needs no changes. It is the quickest way to go live, but it cannot tell you the symbology and long barcodes take a moment to type.',
        'Broadcast intent: set the output mode to Broadcast in the scan service, register a receiver for com.seuiot.scan.ACTION_DECODE, and read barcode_string (the data) and symbology from the extras. This is what we recommend for most business apps.',
        'Scan SDK: when you need to control the scanner itself, for instance allowing scans only on certain screens, switching symbologies on the fly or using continuous mode, integrate the Scan SDK. Call ScanManager.openScanner() to open the scanner and registerScanListener() to receive results.',
        'Note that only one app can hold the scanner at a time. When using the SDK, call closeScanner() in onPause() to release it, or other apps will not be able to scan.',
      ],
    },
    author: { zh: '张明', en: 'Zhang Ming' },
    views: 5320,
    daysAgo: 640,
    updatedDaysAgo: 30,
  },
  {
    kind: 'document',
    title: { zh: '通过广播接收扫码结果', en: 'Receiving scan results by broadcast' },
    summary: {
      zh: '广播方式的完整示例：注册接收器、读取条码和码制、处理 Android 14 的导出限制。',
      en: 'A full broadcast example: registering the receiver, reading data and symbology, and handling the Android 14 export rules.',
    },
    content: {
      zh: [
        '第一步，在扫描服务的“输出方式”中选择“广播”。默认广播动作为 com.seuiot.scan.ACTION_DECODE，可按应用修改。',
        '第二步，在 Activity 的 onResume() 中动态注册接收器，在 onPause() 中注销。Android 14 起动态注册接收器必须声明是否导出，扫描服务的广播来自系统应用，请使用 RECEIVER_EXPORTED。',
        '第三步，在 onReceive() 中读取 extra：barcode_string 为条码文本，barcode_bytes 为原始字节（适合含有不可见字符的 GS1 条码），symbology 为码制名称，如 QR_CODE、CODE_128。',
        '如果扫码后没有收到广播，请检查：扫描服务是否已开启、输出方式是否为广播、动作名称是否一致，以及应用是否在前台。',
      ],
      en: [
        'Step 1: in the scan service, set Output mode to Broadcast. The default action is com.seuiot.scan.ACTION_DECODE, and you can change it per app.',
        'Step 2: register the receiver in your activity’s onResume() and unregister it in onPause(). From Android 14 a dynamically registered receiver must declare whether it is exported; the scan service broadcasts from a system app, so use RECEIVER_EXPORTED.',
        'Step 3: in onReceive(), read the extras: barcode_string is the text, barcode_bytes the raw bytes (useful for GS1 codes with non-printing characters), and symbology the symbology name such as QR_CODE or CODE_128.',
        'If nothing arrives after a scan, check that the scan service is on, the output mode is Broadcast, the action names match, and your app is in the foreground.',
      ],
    },
    author: { zh: '张明', en: 'Zhang Ming' },
    views: 4105,
    daysAgo: 600,
    updatedDaysAgo: 45,
  },
  {
    kind: 'document',
    title: { zh: 'MDM 设备注册指南', en: 'MDM enrolment guide' },
    summary: {
      zh: '从创建分组、生成注册二维码到设备扫码注册的完整步骤，以及常见失败原因。',
      en: 'The full path from creating a group and generating an enrolment QR code to enrolling a device, plus common causes of failure.',
    },
    content: {
      zh: [
        '准备工作：确认您的账号已开通 MDM 设备管理（工作台“我的管理系统”中状态为已开通或试用中），并且设备系统版本不低于出厂版本。',
        '第一步，登录 MDM 平台，在“设备分组”中创建分组，例如按仓库或门店划分。分组决定设备注册后自动获得的应用和策略。',
        '第二步，在分组详情中点击“生成注册码”，可设置有效期和可注册的设备数量上限。二维码中包含平台地址和一次性注册令牌。',
        '第三步，在设备上打开 MDM 代理（或在开机向导的欢迎页连续点击屏幕 6 次），扫描注册二维码。设备联网后约 30 秒完成注册，并开始安装分组中的应用。',
        '常见失败原因：设备时间不正确导致证书校验失败；注册码过期或数量已用完；企业网络拦截了平台地址的 443 端口。可在 MDM 代理的“诊断”页查看具体错误。',
      ],
      en: [
        'Before you start: make sure MDM device management is enabled for your account (shown as active or on trial under My management systems on the workbench), and that the device runs at least its factory system version.',
        'Step 1: sign in to MDM and create a device group under Device groups, for example one per warehouse or store. The group decides which apps and policies a device receives when it enrols.',
        'Step 2: in the group, click Generate enrolment code. You can set an expiry date and a maximum number of devices. The QR code carries the platform address and a one-time enrolment token.',
        'Step 3: on the device, open the MDM Agent (or tap the welcome screen of the setup wizard six times) and scan the code. About 30 seconds after connecting, the device is enrolled and starts installing the group’s apps.',
        'Common failures: a wrong device clock makes certificate checks fail; the code has expired or its device count is used up; or the corporate network blocks port 443 to the platform. The Diagnostics page of the MDM Agent shows the exact error.',
      ],
    },
    author: { zh: '刘洋', en: 'Liu Yang' },
    views: 3870,
    daysAgo: 560,
    updatedDaysAgo: 20,
  },
  {
    kind: 'document',
    title: {
      zh: '使用 Stage Now 批量部署新设备',
      en: 'Staging new devices in bulk with Stage Now',
    },
    summary: {
      zh: '一张配置二维码完成 Wi-Fi、系统设置、应用安装和 MDM 注册，适合上百台设备同时开箱。',
      en: 'One staging barcode sets Wi-Fi, system settings, apps and MDM enrolment: made for unboxing hundreds of devices at once.',
    },
    content: {
      zh: [
        'Stage Now 把新设备的初始化步骤打包成一个配置文件并生成二维码。设备在开机向导中扫描该二维码，即可自动完成全部配置，无需逐台手动设置。',
        '可配置的内容包括：Wi-Fi（支持 WPA2/WPA3 企业认证证书）、语言和时区、屏幕超时、禁用的系统功能、需要安装的应用以及 MDM 注册信息。',
        '配置较多时会生成多张二维码，按顺序扫描即可。建议先用 2–3 台设备验证配置，再打印二维码交给仓库或门店统一开箱。',
        '配置文件中的 Wi-Fi 密码等敏感信息经过加密，二维码只能被我司设备识别；配置有效期到期后二维码自动失效。',
      ],
      en: [
        'Stage Now packages the setup steps for a new device into a profile and renders it as a barcode. Scan it from the setup wizard and the device configures itself completely, with no manual steps per device.',
        'A profile can include Wi-Fi (including WPA2/WPA3 Enterprise certificates), language and time zone, screen timeout, system features to disable, apps to install and MDM enrolment details.',
        'Larger profiles produce several barcodes; scan them in order. Validate the profile on two or three devices first, then print the barcodes for the warehouse or store team doing the unboxing.',
        'Sensitive values such as Wi-Fi passwords are encrypted in the profile, only our devices can read the barcode, and it stops working once the profile expires.',
      ],
    },
    author: { zh: '刘洋', en: 'Liu Yang' },
    views: 2210,
    daysAgo: 480,
    updatedDaysAgo: 90,
  },
  {
    kind: 'document',
    title: { zh: '打印 SDK 快速入门', en: 'Print SDK quick start' },
    summary: {
      zh: '10 分钟完成 P20/P30 蓝牙连接并打印第一张标签。',
      en: 'Connect a P20 or P30 over Bluetooth and print your first label in ten minutes.',
    },
    content: {
      zh: [
        '第一步，从开发者中心下载打印 SDK，把 printer-sdk.aar 放入工程的 libs 目录，并在 AndroidManifest.xml 中声明 BLUETOOTH_CONNECT 和 BLUETOOTH_SCAN 权限。',
        '第二步，获取 PrinterManager 实例并调用 connect(address)。打印机的蓝牙地址可通过 NFC 一碰获取，也可以从已配对设备列表中选择。',
        '第三步，调用 printText()、printBarcode() 或 printQRCode() 组织打印内容，最后调用 feedPaper() 走纸到撕纸位置。标签纸请先调用 setPaperType(LABEL) 以启用缝隙定位。',
        '打印前建议调用 getStatus() 检查缺纸、开盖和过热状态；连续打印大量标签时，请在每张之间检查返回值，以便在缺纸时提示用户。',
      ],
      en: [
        'Step 1: download the Print SDK from the developer centre, put printer-sdk.aar in your libs folder and declare the BLUETOOTH_CONNECT and BLUETOOTH_SCAN permissions in AndroidManifest.xml.',
        'Step 2: get a PrinterManager instance and call connect(address). You can read the printer’s Bluetooth address with an NFC tap or pick it from the paired devices.',
        'Step 3: build the job with printText(), printBarcode() or printQRCode(), then call feedPaper() to advance to the tear bar. For label media, call setPaperType(LABEL) first so the printer finds the gap.',
        'Check getStatus() before printing for paper out, cover open and overheating. When printing many labels, check the result after each one so you can tell the user when paper runs out.',
      ],
    },
    author: { zh: '王芳', en: 'Wang Fang' },
    views: 2984,
    daysAgo: 520,
    updatedDaysAgo: 60,
  },
  {
    kind: 'document',
    title: { zh: '配置单应用与多应用 Kiosk 模式', en: 'Setting up kiosk mode' },
    summary: {
      zh: '使用企业桌面或 MDM 策略把设备锁定为指定应用，防止员工随意操作系统设置。',
      en: 'Lock devices to chosen apps with Enterprise Launcher or an MDM policy so staff cannot change system settings.',
    },
    content: {
      zh: [
        '单应用模式：设备开机后直接进入指定应用，无法返回桌面。适合收银、自助查询和专用扫码终端。',
        '多应用模式：桌面只显示允许的应用，例如 WMS、扫描服务和电池健康，状态栏下拉和系统设置入口被隐藏。',
        '在 MDM 中创建“Kiosk 策略”，选择模式和允许的应用，下发到设备分组即可生效。本地调试时也可以在企业桌面的设置中直接配置。',
        '管理员退出 Kiosk：在企业桌面右上角连续点击 5 次并输入管理员密码。密码可在策略中统一设置，建议定期更换。',
      ],
      en: [
        'Single-app mode: the device boots straight into one app and there is no way back to the home screen. Good for checkout, self-service kiosks and dedicated scanning stations.',
        'Multi-app mode: the home screen shows only allowed apps, such as your WMS, the scan service and Battery Health, and the notification shade and settings are hidden.',
        'Create a Kiosk policy in MDM, choose the mode and the allowed apps, and assign it to a device group. For local testing you can configure the same thing in Enterprise Launcher’s settings.',
        'To leave kiosk mode as an administrator, tap the top-right corner of Enterprise Launcher five times and enter the admin password. Set the password centrally in the policy and change it regularly.',
      ],
    },
    author: { zh: '刘洋', en: 'Liu Yang' },
    views: 2651,
    daysAgo: 440,
    updatedDaysAgo: 75,
  },
  {
    kind: 'document',
    title: { zh: 'OTA 系统升级指南', en: 'OTA update guide' },
    summary: {
      zh: '在线升级、离线升级和通过 MDM 批量升级的操作步骤与注意事项。',
      en: 'How to update online, offline and in bulk through MDM, and what to watch out for.',
    },
    content: {
      zh: [
        '在线升级：打开“系统更新”应用，点击“检查更新”。升级包下载完成后会校验签名，确认电量高于 50% 后点击“立即安装”，设备自动重启完成升级。',
        '离线升级：从下载中心“固件与系统”分类下载与机型和当前版本对应的升级包，复制到设备存储根目录，在“系统更新”中选择“本地升级”。',
        '批量升级：在 MDM 的“系统升级”中上传或选择升级包，先选择少量设备灰度验证，确认业务应用运行正常后再推送到全部分组，并可设置仅在夜间充电时安装。',
        '注意事项：升级不会清除用户数据，但跨大版本升级（例如 Android 13 升级到 14）前仍建议备份业务数据；升级过程中请勿取出电池。',
      ],
      en: [
        'Online: open System Update and tap Check for updates. Once downloaded, the package’s signature is verified; with the battery above 50%, tap Install now and the device restarts to finish.',
        'Offline: from the Firmware & OS category of the download centre, get the package for your model and current version, copy it to the root of the device storage, and choose Local update in System Update.',
        'In bulk: in MDM under System updates, upload or choose a package, pilot it on a few devices first, and once your business apps are confirmed to work, push it to all groups. You can restrict installation to overnight while charging.',
        'Updates keep user data, but back up business data before a major version jump (Android 13 to 14, for instance), and never remove the battery during an update.',
      ],
    },
    author: { zh: '陈杰', en: 'Chen Jie' },
    views: 3412,
    daysAgo: 400,
    updatedDaysAgo: 8,
  },
  {
    kind: 'document',
    title: { zh: 'RFID SDK 开发指南', en: 'RFID SDK developer guide' },
    summary: {
      zh: 'R30 与 R10 的盘点、读写和锁定接口说明，以及提升读取性能的参数建议。',
      en: 'Inventory, read, write and lock calls for the R30 and R10, with parameter tips for better read performance.',
    },
    content: {
      zh: [
        'RFID SDK 通过 RfidReader 统一访问 R30 内置模块和 R10 背夹，调用 RfidReader.connect() 时会自动识别当前设备上的读写模块。',
        '盘点：调用 startInventory(session) 开始盘点，标签数据通过 InventoryListener 回调返回，包含 EPC、RSSI 和天线号。大批量标签建议使用 Session 1 或 Session 2，避免同一标签被重复上报。',
        '读写：readTag() 和 writeTag() 需要指定存储区（EPC、TID、USER）、起始地址和长度。写入前建议先按 TID 过滤，确保只写入目标标签。',
        '性能建议：读距不足时提高功率（最大 33 dBm），但功率越大功耗越高；标签密集时适当降低功率并配合过滤，可以显著减少串读。',
      ],
      en: [
        'The RFID SDK reaches both the R30’s built-in module and the R10 sled through RfidReader; RfidReader.connect() detects which reader the device has.',
        'Inventory: call startInventory(session) and tags arrive through an InventoryListener with the EPC, RSSI and antenna. For large tag populations use session 1 or 2 so the same tag is not reported over and over.',
        'Read and write: readTag() and writeTag() take a memory bank (EPC, TID or USER), a start address and a length. Filter by TID before writing so only the intended tag is changed.',
        'Performance: raise the power (up to 33 dBm) if range is short, at the cost of battery; where tags are dense, lower the power and use filters to cut stray reads.',
      ],
    },
    author: { zh: '赵磊', en: 'Zhao Lei' },
    views: 1864,
    daysAgo: 380,
    updatedDaysAgo: 65,
  },
  {
    kind: 'document',
    title: { zh: '自定义硬件按键', en: 'Remapping hardware keys' },
    summary: {
      zh: '通过设备 SDK 或按键映射应用，重新定义侧键、扫描键和功能键。',
      en: 'Redefine the side, scan and function keys with the Device SDK or the Key Remapper app.',
    },
    content: {
      zh: [
        '手持终端的左右侧键和中间扫描键默认触发扫描，功能键 F1/F2 默认未分配。使用“按键映射”应用可以在不写代码的情况下修改。',
        '开发者可以调用 DeviceManager.setKeyRemap(keyCode, targetKeyCode) 把按键映射为其他键值，或调用 disableKey() 禁用按键，例如在考试类应用中禁用返回键。',
        '映射在重启后依然有效。恢复默认请调用 resetKeyRemap()，或在按键映射应用中点击“恢复默认”。',
      ],
      en: [
        'By default the left and right side keys and the centre scan key trigger the scanner, while F1 and F2 are unassigned. The Key Remapper app changes this without writing code.',
        'Developers can call DeviceManager.setKeyRemap(keyCode, targetKeyCode) to map a key to another key code, or disableKey() to turn one off, for example the Back key in an exam app.',
        'Mappings survive a restart. To restore the defaults call resetKeyRemap(), or tap Restore defaults in Key Remapper.',
      ],
    },
    author: { zh: '张明', en: 'Zhang Ming' },
    views: 1320,
    daysAgo: 350,
    updatedDaysAgo: 120,
  },
  {
    kind: 'document',
    title: { zh: '应用静默安装与系统签名', en: 'Silent installs and platform signing' },
    summary: {
      zh: '企业应用如何在不弹出确认框的情况下安装和升级，以及何时需要系统签名。',
      en: 'How enterprise apps install and update without a confirmation prompt, and when platform signing is needed.',
    },
    content: {
      zh: [
        '推荐方式是通过 MDM 推送应用：MDM 代理具有系统权限，可以静默安装、升级和卸载应用，无需您的应用申请任何特殊权限。',
        '如果您的应用需要自行静默安装其他应用（例如自更新），可以调用设备 SDK 的 AppManager.installPackage()，该接口要求调用方已获得设备 SDK 授权。',
        '系统签名会让应用获得与系统同等的权限，仅向通过审核的合作伙伴提供，并按机型和系统版本分别签发。申请请在开发者中心提交工单，注明应用包名和需要的权限。',
      ],
      en: [
        'The recommended route is to push apps through MDM: the MDM Agent has system privileges and installs, updates and removes apps silently, with no special permissions in your app.',
        'If your app must install other apps itself (to update itself, say), call AppManager.installPackage() in the Device SDK, which requires the caller to hold a Device SDK licence.',
        'Platform signing gives an app the same privileges as the system. It is available only to approved partners and is issued per model and system version. To apply, open a work order in the developer centre with the package name and the permissions you need.',
      ],
    },
    author: { zh: '陈杰', en: 'Chen Jie' },
    views: 1756,
    daysAgo: 320,
    updatedDaysAgo: 100,
  },
  {
    kind: 'document',
    title: { zh: '应用市场上架规范', en: 'App Market submission guidelines' },
    summary: {
      zh: '提交应用前需要准备的材料、适配要求和常见驳回原因。',
      en: 'What to prepare before submitting an app, compatibility requirements and common reasons for rejection.',
    },
    content: {
      zh: [
        '材料准备：512×512 的 PNG 图标、至少 3 张真实运行截图、应用简介和版本更新说明、安装包（仅 APK，最大 150 MB），以及需要登录时的测试账号。',
        '适配要求：targetSdkVersion 不低于 33；在声明适配的每个机型上完成安装、启动、扫码和前后台切换测试；不得申请与功能无关的敏感权限。',
        '常见驳回原因：截图为设计稿而非真机运行画面；测试账号无法登录；应用启动即崩溃；应用内含未声明的第三方广告。',
        '审核一般在 3 个工作日内完成，结果会通过站内消息通知。开发者需先完成实名认证。',
      ],
      en: [
        'Prepare: a 512 × 512 PNG icon, at least three real screenshots, a description and release notes, the installer (APK only, up to 150 MB) and a test account if sign-in is required.',
        'Compatibility: targetSdkVersion 33 or higher; install, launch, scanning and switching between foreground and background tested on every model you declare; no sensitive permissions unrelated to the app’s function.',
        'Common rejections: screenshots that are mock-ups rather than the running app, test accounts that do not work, crashes on launch, and undeclared third-party advertising.',
        'Reviews normally finish within three working days and the result arrives as a message on the portal. Developers must complete real-name certification first.',
      ],
    },
    author: { zh: '王芳', en: 'Wang Fang' },
    views: 2480,
    daysAgo: 300,
    updatedDaysAgo: 15,
  },
  {
    kind: 'document',
    title: { zh: '冷链设备应用适配建议', en: 'Designing apps for cold-chain devices' },
    summary: {
      zh: '针对 S90C 冷链版在低温和戴手套场景下的界面与功耗设计建议。',
      en: 'Interface and power advice for the S90C in freezing conditions and with gloved hands.',
    },
    content: {
      zh: [
        '戴厚手套时触控精度下降，关键按钮建议不小于 12 mm × 12 mm，并尽量把常用操作映射到实体按键。',
        '低温下电池可用容量下降，请避免在后台持续定位或频繁唤醒网络；长时间不操作时可以关闭扫描头以节省电量。',
        '设备在进出冷库时会自动加热除雾，加热期间功耗增加属于正常现象。应用可以监听 com.seuiot.action.HEATER_STATE 广播，在加热时降低刷新频率。',
      ],
      en: [
        'Touch accuracy drops with thick gloves, so make key buttons at least 12 × 12 mm and map frequent actions to hardware keys where possible.',
        'Usable battery capacity falls in the cold: avoid continuous background location and frequent network wake-ups, and close the scanner during long idle periods.',
        'The device heats itself to clear fog when moving in and out of the freezer, and higher power draw at those times is normal. Apps can listen for the com.seuiot.action.HEATER_STATE broadcast and refresh less often while heating.',
      ],
    },
    author: { zh: '赵磊', en: 'Zhao Lei' },
    views: 986,
    daysAgo: 250,
    updatedDaysAgo: 110,
  },
  {
    kind: 'document',
    title: { zh: '抓取设备日志并反馈问题', en: 'Collecting device logs for support' },
    summary: {
      zh: '遇到应用崩溃、扫码异常或系统问题时，如何抓取完整日志并提交服务工单。',
      en: 'How to capture complete logs for crashes, scanning faults or system issues and attach them to a work order.',
    },
    content: {
      zh: [
        '在“设置 > 关于手机”中连续点击版本号 7 次打开开发者选项，然后在“开发者选项 > 系统日志”中点击“开始记录”。',
        '复现问题后点击“停止并导出”，日志会打包保存在 Download/syslog 目录下，文件名包含设备序列号和时间。',
        '提交服务工单时请附上日志压缩包，并说明问题发生的时间、操作步骤和出现频率，技术支持会在 1 个工作日内回复。',
      ],
      en: [
        'Tap the build number seven times in Settings > About phone to enable developer options, then tap Start recording under Developer options > System logs.',
        'Reproduce the problem and tap Stop and export. The logs are zipped into Download/syslog, with the device serial number and time in the file name.',
        'Attach the zip to a work order, with when the problem happened, the steps and how often it occurs. Technical support replies within one working day.',
      ],
    },
    author: { zh: '陈杰', en: 'Chen Jie' },
    views: 1642,
    daysAgo: 200,
    updatedDaysAgo: 50,
  },
  {
    kind: 'document',
    title: { zh: 'Android 14 适配说明', en: 'Moving your app to Android 14' },
    summary: {
      zh: 'S90、S95 系列升级 Android 14 后，业务应用需要关注的行为变化。',
      en: 'Behaviour changes to watch for in business apps after the S90 and S95 series move to Android 14.',
    },
    content: {
      zh: [
        '动态注册广播接收器必须指定 RECEIVER_EXPORTED 或 RECEIVER_NOT_EXPORTED，否则应用会在注册时崩溃。接收扫描服务广播请使用 RECEIVER_EXPORTED。',
        '前台服务需要声明类型（例如 location、dataSync），并在清单中申请对应权限。后台持续上传位置的应用请重点检查。',
        '扫描服务和打印 SDK 已在 Android 14 上完成验证，请把扫描 SDK 升级到 4.2.0 及以上、打印 SDK 升级到 2.6.0 及以上版本。',
      ],
      en: [
        'Dynamically registered receivers must specify RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED, or the app crashes on registration. Use RECEIVER_EXPORTED for scan service broadcasts.',
        'Foreground services must declare a type (such as location or dataSync) and request the matching permission in the manifest. Check carefully if your app uploads location in the background.',
        'The scan service and Print SDK are validated on Android 14. Upgrade to Scan SDK 4.2.0 or later and Print SDK 2.6.0 or later.',
      ],
    },
    author: { zh: '张明', en: 'Zhang Ming' },
    views: 2275,
    daysAgo: 120,
    updatedDaysAgo: 10,
  },
  {
    kind: 'document',
    title: { zh: '使用 ADB 调试设备', en: 'Debugging devices over ADB' },
    summary: {
      zh: '打开 USB 调试、安装 USB 驱动以及通过 Wi-Fi 无线调试的方法。',
      en: 'Turning on USB debugging, installing the USB driver and debugging wirelessly over Wi-Fi.',
    },
    content: {
      zh: [
        '在开发者选项中打开“USB 调试”，用数据线连接电脑后在设备上确认 RSA 指纹。Windows 电脑需先安装下载中心提供的 USB 驱动。',
        '无线调试：在开发者选项中打开“无线调试”，选择“使用配对码配对设备”，在电脑上执行 adb pair 和 adb connect。',
        '企业客户通过 MDM 禁用了开发者选项时，请联系设备管理员临时放开，调试结束后及时关闭。',
      ],
      en: [
        'Turn on USB debugging in developer options, connect with a data cable and accept the RSA fingerprint on the device. Windows PCs need the USB driver from the download centre first.',
        'Wireless debugging: turn on Wireless debugging in developer options, choose Pair device with pairing code, then run adb pair and adb connect on your computer.',
        'If your organisation disables developer options through MDM, ask the device administrator to lift the restriction temporarily and switch it off again when you are done.',
      ],
    },
    author: { zh: '王芳', en: 'Wang Fang' },
    views: 1938,
    daysAgo: 90,
    updatedDaysAgo: 90,
  },
];
