import type { ArticleSeed } from './catalogue.data.js';

const AUTHOR = { zh: 'SEUIoT 技术支持', en: 'SEUIoT Support' };

interface Faq {
  q: [string, string];
  a: { zh: string[]; en: string[] };
  views: number;
  hot?: boolean;
  daysAgo: number;
}

/** Support questions and answers (kind faq); the first paragraph of the answer is the summary. */
const QA: Faq[] = [
  {
    q: ['如何将设备恢复出厂设置？', 'How do I reset a device to factory settings?'],
    a: {
      zh: [
        '恢复出厂设置会清除设备上的所有应用和数据，请先备份业务数据，并确认设备已从 MDM 中解除注册或已获得管理员同意。',
        '方法一：进入“设置 > 系统 > 重置选项 > 清除所有数据（恢复出厂设置）”，输入锁屏密码后确认。',
        '方法二（无法进入系统时）：关机后同时按住电源键和音量加键，进入 Recovery 模式，用音量键选择“Wipe data/factory reset”，按电源键确认。',
        '如果设备受 MDM 保护，恢复出厂后开机仍会要求重新注册，这是防盗保护的正常行为。',
      ],
      en: [
        'A factory reset erases every app and all data on the device. Back up business data first, and make sure the device has been removed from MDM or that your administrator agrees.',
        'Option 1: go to Settings > System > Reset options > Erase all data (factory reset), enter the screen lock and confirm.',
        'Option 2, if the system will not start: power off, hold the power and volume-up keys together to enter recovery mode, select Wipe data/factory reset with the volume keys and confirm with the power key.',
        'If the device is protected by MDM it will ask to enrol again after the reset. That is the theft protection working as intended.',
      ],
    },
    views: 9820,
    hot: true,
    daysAgo: 700,
  },
  {
    q: [
      '扫描头不出光或无法扫码怎么办？',
      'The scanner does not light up or will not read barcodes. What should I do?',
    ],
    a: {
      zh: [
        '首先确认扫描服务已开启：下拉状态栏，检查“扫描”开关是否打开；或进入“扫描服务”应用，确认顶部开关为开启状态。',
        '如果扫描服务已开启但按键不出光，可能是其他应用占用了扫描头。请关闭最近使用的应用后重试，或重启设备。',
        '能出光但无法扫码时，请检查扫描窗口是否脏污或有划痕，用眼镜布擦拭干净；再检查条码类型是否在扫描服务的“码制设置”中被关闭。',
        '以上方法无效，请在服务支持中提交工单，并附上设备序列号。',
      ],
      en: [
        'First check the scan service is on: pull down the status bar and make sure the Scan toggle is on, or open the Scan Wedge app and check the switch at the top.',
        'If the service is on but pressing the key gives no light, another app may be holding the scanner. Close recent apps and try again, or restart the device.',
        'If it lights up but does not read, check the scan window for dirt or scratches and wipe it with a lens cloth. Then check that the barcode type has not been disabled under Symbology settings in the scan service.',
        'If none of this helps, open a work order under Support and include the device serial number.',
      ],
    },
    views: 8735,
    hot: true,
    daysAgo: 690,
  },
  {
    q: [
      '如何查看电池健康度？什么时候需要更换电池？',
      'How do I check battery health, and when should I replace the battery?',
    ],
    a: {
      zh: [
        '打开“电池健康”应用即可查看当前电池健康度、循环次数和生产日期。通过 MDM 也可以批量查看整批设备的电池报表。',
        '电池健康度低于 80%，或循环次数超过 500 次后续航明显下降时，建议更换电池。电池属于易耗品，保修期为 6 个月。',
        '请使用原厂电池和充电器，非原厂电池可能导致充电异常或电池鼓包。',
      ],
      en: [
        'Open the Battery Health app to see health, cycle count and manufacture date. MDM can also show a battery report for the whole fleet.',
        'Replace the battery when health falls below 80%, or when runtime drops noticeably after more than 500 cycles. Batteries are consumables with a six-month warranty.',
        'Use genuine batteries and chargers only; third-party batteries can charge incorrectly or swell.',
      ],
    },
    views: 7410,
    hot: true,
    daysAgo: 650,
  },
  {
    q: [
      'MDM 注册失败，提示“证书无效”或“无法连接服务器”怎么办？',
      'MDM enrolment fails with “invalid certificate” or “cannot reach server”. What should I do?',
    ],
    a: {
      zh: [
        '“证书无效”通常是设备时间不正确导致的。请在“设置 > 系统 > 日期和时间”中开启自动同步，或手动设置为正确时间后重新扫码注册。',
        '“无法连接服务器”请确认设备已联网，并且企业网络放行了 MDM 平台地址的 443 端口；使用代理上网的网络需要把平台地址加入白名单。',
        '如果提示“注册码已失效”，请在 MDM 平台重新生成注册码，注意检查有效期和可注册设备数量。',
      ],
      en: [
        '“Invalid certificate” is usually a wrong device clock. Turn on automatic time under Settings > System > Date & time, or set the correct time manually, then scan the enrolment code again.',
        'For “cannot reach server”, check the device is online and that your network allows port 443 to the MDM platform. If you go through a proxy, add the platform address to its allow list.',
        'If it says the enrolment code is no longer valid, generate a new code in MDM and check its expiry date and device limit.',
      ],
    },
    views: 6120,
    hot: true,
    daysAgo: 600,
  },
  {
    q: ['设备保修期多长？如何申请保修？', 'How long is the warranty, and how do I make a claim?'],
    a: {
      zh: [
        '整机保修期为 1 年，电池、充电线等配件为 6 个月，购买延保服务的设备以延保合同为准。保修期从出厂日期起算，可凭发票延长至购买日期。',
        '申请保修：在“服务支持”中提交服务工单，选择问题类型“维修”，填写设备序列号和故障描述。审核通过后，按工单回复的地址寄送设备。',
        '人为损坏（如进液超出防护等级、屏幕碎裂）和私自拆机不在免费保修范围内，我们会先报价，经您确认后再维修。',
      ],
      en: [
        'Devices carry a one-year warranty, and batteries, cables and other accessories six months; devices with an extended warranty follow that contract. Cover starts from the manufacture date, or from the purchase date with an invoice.',
        'To claim, open a work order under Support, choose Repair as the type and enter the serial number and fault description. Once approved, send the device to the address in the reply.',
        'Accidental damage (such as liquid beyond the sealing rating or a cracked screen) and devices that have been opened are not covered free of charge. We quote first and repair only after you agree.',
      ],
    },
    views: 5870,
    hot: true,
    daysAgo: 580,
  },
  {
    q: [
      '扫码后内容无法输入到应用的文本框？',
      'Scanned data does not appear in my app’s text field',
    ],
    a: {
      zh: [
        '请确认扫描服务的输出方式为“键盘模拟”，并且光标位于目标文本框中。',
        '部分应用的文本框屏蔽了软键盘输入，可以把输出方式改为“广播”并由应用接收；或者在扫描服务中开启“模拟按键逐个输入”。',
        '如果扫码内容只输入了一部分，请在扫描服务中把“字符间隔”调整为 10 毫秒后再试。',
      ],
      en: [
        'Check that the scan service output mode is Keyboard emulation and that the cursor is in the target field.',
        'Some apps block input from the soft keyboard. Switch the output mode to Broadcast and receive it in the app, or turn on Type keystrokes one by one in the scan service.',
        'If only part of the barcode appears, set Inter-character delay to 10 ms in the scan service and try again.',
      ],
    },
    views: 5240,
    hot: true,
    daysAgo: 560,
  },
  {
    q: ['如何开通 MDM 试用？', 'How do I start an MDM trial?'],
    a: {
      zh: [
        '在工作台“我的管理系统”中找到“MDM 设备管理”，点击“申请试用”。',
        'MDM 试用需要销售为您的账号授权设备数量。如果尚未授权，页面会提示“等待授权”，请联系您的销售经理。授权后即可开始 30 天试用。',
        '试用期内可以随时取消试用；试用到期后如需继续使用，请联系销售经理开通正式服务。',
      ],
      en: [
        'On the workbench, find MDM device management under My management systems and click Apply for trial.',
        'An MDM trial needs your sales contact to authorise a number of devices for your account. Until then the page shows Awaiting authorisation, so please contact your sales manager. Once authorised, the 30-day trial begins.',
        'You can cancel the trial at any time. To keep using MDM after it ends, ask your sales manager to set up the full service.',
      ],
    },
    views: 4980,
    hot: true,
    daysAgo: 520,
  },
  {
    q: ['忘记锁屏密码怎么办？', 'I forgot the screen lock password'],
    a: {
      zh: [
        '如果设备已注册 MDM，管理员可以在 MDM 平台对该设备执行“清除锁屏密码”，设备联网后立即生效，数据不会丢失。',
        '未注册 MDM 的设备只能通过 Recovery 模式恢复出厂设置来清除密码，设备上的数据将全部丢失。',
        '建议企业客户统一通过 MDM 下发锁屏策略，避免员工自行设置密码后遗忘。',
      ],
      en: [
        'If the device is enrolled in MDM, an administrator can run Clear screen lock on it in the MDM platform. It takes effect as soon as the device is online, and no data is lost.',
        'A device not enrolled in MDM can only be unlocked by a factory reset from recovery mode, which erases all data.',
        'We recommend that businesses set screen lock policy through MDM so staff do not set and forget their own passwords.',
      ],
    },
    views: 4520,
    hot: true,
    daysAgo: 500,
  },
  {
    q: [
      '手持终端连接不上蓝牙打印机怎么办？',
      'My handheld will not connect to the Bluetooth printer',
    ],
    a: {
      zh: [
        '确认打印机已开机且未被其他设备连接，打印机同一时间只能连接一台手持终端。',
        'P20、P30 支持 NFC 一碰配对：打开手持终端的 NFC，把手持终端背面贴近打印机侧面的 NFC 标识即可。',
        '仍无法连接时，在手持终端蓝牙设置中“取消配对”后重新配对，并长按打印机走纸键 5 秒打印自检页，确认蓝牙名称和地址。',
      ],
      en: [
        'Make sure the printer is on and not connected to another device; it can only talk to one handheld at a time.',
        'The P20 and P30 pair by NFC: turn on NFC on the handheld and touch its back to the NFC mark on the side of the printer.',
        'If it still will not connect, unpair it in the handheld’s Bluetooth settings and pair again. Hold the printer’s feed key for five seconds to print a self-test page showing its Bluetooth name and address.',
      ],
    },
    views: 3860,
    daysAgo: 480,
  },
  {
    q: [
      '如何离线升级系统（使用本地升级包）？',
      'How do I update the system offline from a local package?',
    ],
    a: {
      zh: [
        '在下载中心“固件与系统”中下载与设备型号和当前系统版本对应的升级包，不要解压。',
        '把升级包复制到设备内部存储根目录，打开“系统更新”，点击右上角菜单选择“本地升级”，选中升级包后开始安装。',
        '升级前请确保电量高于 50%，升级过程中请勿关机或取出电池。',
      ],
      en: [
        'In the download centre, under Firmware & OS, get the package for your model and current system version. Do not unzip it.',
        'Copy it to the root of the internal storage, open System Update, choose Local update from the top-right menu, select the package and install.',
        'Make sure the battery is above 50% and do not power off or remove the battery during the update.',
      ],
    },
    views: 3620,
    daysAgo: 460,
  },
  {
    q: ['设备 Wi-Fi 频繁断开或漫游慢', 'Wi-Fi keeps dropping or roams slowly'],
    a: {
      zh: [
        '先用“无线诊断”应用在问题区域走一圈，查看信号强度。信号低于 -70 dBm 的区域容易掉线，需要调整 AP 布局。',
        '在“设置 > WLAN > 高级”中关闭“WLAN 休眠”，并把漫游灵敏度调整为“积极”，可以加快在 AP 之间的切换。',
        '企业认证网络请确认证书未过期，设备时间正确。',
      ],
      en: [
        'Walk the problem area with the Wi-Fi Analyzer app and look at signal strength. Areas below -70 dBm tend to drop connections and need the access points rearranged.',
        'Under Settings > WLAN > Advanced, turn off WLAN sleep and set roaming aggressiveness to Aggressive so the device switches access points sooner.',
        'On enterprise networks, check that the certificate has not expired and the device clock is correct.',
      ],
    },
    views: 2940,
    daysAgo: 440,
  },
  {
    q: [
      '低温环境下续航下降明显，正常吗？',
      'Battery life drops a lot in the cold. Is that normal?',
    ],
    a: {
      zh: [
        '锂电池在低温下可用容量会下降，这是正常的物理特性。普通电池在 -20 °C 时容量约为常温的 50%–60%。',
        '长时间在冷库作业建议使用 S90C 冷链版及其低温电池，-30 °C 时仍能保持 70% 以上容量。',
        '低温下请勿对电池充电，应在常温环境恢复 30 分钟后再充电。',
      ],
      en: [
        'Lithium batteries deliver less capacity when cold; that is normal physics. A standard battery gives roughly 50–60% of its room-temperature capacity at -20 °C.',
        'For long shifts in cold stores, use the S90C Cold Chain edition with its cold-rated battery, which keeps more than 70% capacity at -30 °C.',
        'Do not charge a cold battery: let it warm up at room temperature for 30 minutes first.',
      ],
    },
    views: 2480,
    daysAgo: 420,
  },
  {
    q: [
      '如何查询设备序列号和服务密码？',
      'Where do I find the serial number and service password?',
    ],
    a: {
      zh: [
        '序列号：在“设置 > 关于手机 > 状态信息”中查看，也印在电池仓内的标签上。',
        '服务密码用于进入工程模式和部分受保护的设置。登录门户后，在“服务支持”中输入名下设备的序列号即可查询，每台设备的服务密码不同。',
        '请勿把服务密码告知一线操作人员。',
      ],
      en: [
        'The serial number is under Settings > About phone > Status, and on the label inside the battery compartment.',
        'The service password opens engineering mode and some protected settings. Sign in to the portal and enter the serial number of one of your devices under Support to look it up; every device has its own.',
        'Please do not share the service password with frontline users.',
      ],
    },
    views: 3105,
    daysAgo: 400,
  },
  {
    q: ['屏幕触控失灵或误触', 'The touchscreen is unresponsive or registers false touches'],
    a: {
      zh: [
        '屏幕上有水或贴了劣质保护膜都会导致误触。请擦干屏幕，必要时更换原厂保护膜。',
        '戴手套或湿手操作时，在“设置 > 显示 > 触控模式”中选择“手套模式”或“湿手模式”。',
        '问题持续时，可重启设备或恢复出厂设置排除软件原因；仍无改善请提交维修工单。',
      ],
      en: [
        'Water on the screen or a poor screen protector can cause false touches. Dry the screen and replace the protector with a genuine one if needed.',
        'When wearing gloves or with wet hands, choose Glove mode or Wet mode under Settings > Display > Touch mode.',
        'If it continues, restart or factory reset to rule out software; if that does not help, open a repair work order.',
      ],
    },
    views: 2260,
    daysAgo: 380,
  },
  {
    q: ['扫码速度慢，需要多次对准才能读取', 'Scanning is slow and needs several attempts'],
    a: {
      zh: [
        '请保持合适的距离：普通条码 10–30 cm，小尺寸二维码 5–15 cm；避免扫描窗口与条码完全平行以减少反光。',
        '在扫描服务中关闭不需要的码制可以提高识读速度，例如只保留 Code 128 和 QR Code。',
        '对于褶皱、反光的面单，可在“扫描服务 > 高级”中开启“增强识读模式”。',
      ],
      en: [
        'Hold the device at the right distance: 10–30 cm for ordinary barcodes and 5–15 cm for small QR codes. Tilt it slightly rather than holding it flat to the label, to reduce glare.',
        'Turning off symbologies you do not use speeds up decoding; for example, keep only Code 128 and QR Code.',
        'For creased or glossy waybills, turn on Enhanced decoding under Scan Wedge > Advanced.',
      ],
    },
    views: 2875,
    daysAgo: 360,
  },
  {
    q: ['如何关闭扫码提示音或振动？', 'How do I turn off the scan beep or vibration?'],
    a: {
      zh: [
        '打开“扫描服务”，进入“提示设置”，可以分别关闭声音、振动和指示灯，也可以更换提示音。',
        '需要整批设备统一设置时，请导出扫描服务配置文件，通过 MDM 下发。',
      ],
      en: [
        'Open Scan Wedge and go to Feedback to turn the sound, vibration and LED off separately, or choose a different beep.',
        'To apply the same setting across a fleet, export the scan service configuration and push it through MDM.',
      ],
    },
    views: 1980,
    daysAgo: 340,
  },
  {
    q: ['NFC 读不到卡片', 'NFC does not read cards'],
    a: {
      zh: [
        '确认已在“设置 > 连接 > NFC”中打开 NFC，并把卡片贴近设备背面的 NFC 标识区域，保持 1–2 秒。',
        '金属卡套或多张卡叠放会干扰读取，请取出单张卡片再试。',
        'S60 的 NFC 为选配功能，请在“关于手机”中确认设备是否带有 NFC。',
      ],
      en: [
        'Make sure NFC is on under Settings > Connections > NFC, and hold the card against the NFC mark on the back of the device for one or two seconds.',
        'Metal card holders or stacked cards interfere with reading; try a single card on its own.',
        'NFC is optional on the S60; check About phone to see whether your unit has it.',
      ],
    },
    views: 1720,
    daysAgo: 320,
  },
  {
    q: ['RFID 读取距离短或读不全', 'RFID range is short or some tags are missed'],
    a: {
      zh: [
        '在“RFID 盘点”的设置中把功率调高（最大 33 dBm），并确认区域设置为“中国 920–925 MHz”或您所在地区的频段。',
        '贴在金属或液体表面的普通标签读距会明显下降，需要使用抗金属标签。',
        '标签数量很多时，把会话设置为 Session 1 或 Session 2，并缓慢移动设备，可以减少漏读。',
      ],
      en: [
        'Raise the power in RFID Inventory settings (up to 33 dBm) and make sure the region matches your country’s band, for example China 920–925 MHz.',
        'Ordinary tags on metal or liquids lose a lot of range; use on-metal tags there.',
        'With many tags, set the session to Session 1 or 2 and move the device slowly to miss fewer tags.',
      ],
    },
    views: 1650,
    daysAgo: 300,
  },
  {
    q: ['设备无法充电或充电很慢', 'The device will not charge or charges slowly'],
    a: {
      zh: [
        '请使用原厂充电器和数据线，普通手机充电器功率不足会导致充电缓慢。',
        '使用充电座时，检查设备底部触点和充电座触点是否有污垢，可用酒精棉片清洁。',
        '电池温度过高或过低时系统会暂停充电，请在 0–40 °C 的环境中充电。',
      ],
      en: [
        'Use the original charger and cable; ordinary phone chargers may not supply enough power.',
        'With a cradle, check the contacts on the device and the cradle for dirt and clean them with an alcohol wipe.',
        'Charging pauses if the battery is too hot or too cold; charge between 0 and 40 °C.',
      ],
    },
    views: 2390,
    daysAgo: 280,
  },
  {
    q: ['应用上架审核需要多长时间？', 'How long does app review take?'],
    a: {
      zh: [
        '应用市场审核一般在 3 个工作日内完成，版本更新审核一般在 2 个工作日内完成。',
        '审核结果会通过站内消息通知。被驳回的应用会注明原因，修改后可以重新提交。',
      ],
      en: [
        'App Market reviews normally take up to three working days, and version updates up to two.',
        'You are told the result by a portal message. Rejections state the reason, and you can resubmit after making changes.',
      ],
    },
    views: 1540,
    daysAgo: 260,
  },
  {
    q: ['如何成为开发者并发布应用？', 'How do I become a developer and publish apps?'],
    a: {
      zh: [
        '先在个人中心完成实名认证，然后进入“开发者”页面填写开发者资料并提交审核。',
        '审核通过后即可在“应用上架”中创建应用、上传安装包并提交审核。企业开发者建议同时完成企业认证。',
      ],
      en: [
        'Complete real-name certification in your personal centre, then fill in the developer profile on the Developers page and submit it for review.',
        'Once approved, create the app, upload the installer and submit it for review under App launch. Company developers should also complete enterprise certification.',
      ],
    },
    views: 1860,
    daysAgo: 240,
  },
  {
    q: ['下载中心的文件提示“无权限”怎么办？', 'The download centre says I have no permission'],
    a: {
      zh: [
        '下载和预览文件需要登录，并且账号拥有对应栏目的权限。提示“无权限，请联系管理员”时，请联系您的销售经理或客户管理员为账号开通下载权限。',
        '通过分享链接打开的页面，在链接有效期内无需登录即可下载。',
      ],
      en: [
        'Downloading and previewing need you to be signed in with permission for that section. If you see “No permission, please contact the administrator”, ask your sales manager or account administrator to grant download access.',
        'Pages opened from a share link can be downloaded without signing in while the link is valid.',
      ],
    },
    views: 1430,
    daysAgo: 220,
  },
  {
    q: ['如何提交服务工单？', 'How do I submit a service work order?'],
    a: {
      zh: [
        '登录后进入“服务支持”，选择“提交工单”，填写问题类型、标题、产品名称、联系方式和问题描述，可上传图片或日志作为附件。',
        '工单提交后可在个人中心“我的工单”中查看处理进度和回复。',
      ],
      en: [
        'Sign in, go to Support and choose Submit work order. Fill in the type, title, product, contact details and description, and attach pictures or logs if useful.',
        'Follow progress and replies under My work orders in your personal centre.',
      ],
    },
    views: 1690,
    daysAgo: 200,
  },
  {
    q: ['打印内容偏移或打印出空白', 'Printing is offset or comes out blank'],
    a: {
      zh: [
        '打印空白：确认热敏纸的热敏面朝向打印头，热敏面用指甲划过会出现黑色痕迹。',
        '内容偏移：在打印机设置中执行“纸张校准”，标签纸需要选择“间隙纸”，黑标纸选择“黑标纸”。',
        '打印颜色太浅时，可在 SDK 中调用 setDensity() 提高打印浓度。',
      ],
      en: [
        'Blank output: check that the coated side of the thermal paper faces the print head. A fingernail drawn across the coated side leaves a dark mark.',
        'Offset output: run Media calibration in the printer settings, choosing Gap media for labels and Black mark for black-mark media.',
        'If the print is too light, call setDensity() in the SDK to increase darkness.',
      ],
    },
    views: 2010,
    daysAgo: 180,
  },
  {
    q: ['医疗版设备可以使用哪些消毒剂？', 'Which disinfectants can I use on healthcare devices?'],
    a: {
      zh: [
        'M60 医疗版经过验证可使用：75% 医用酒精、异丙醇、含氯消毒剂（有效氯 500–1000 mg/L）、3% 过氧化氢和季铵盐类消毒湿巾。',
        '请用湿巾擦拭，不要直接喷洒或浸泡，擦拭后自然晾干即可。避免使用丙酮等强溶剂。',
      ],
      en: [
        'The M60 Healthcare edition is validated for 75% medical alcohol, isopropyl alcohol, chlorine disinfectants (500–1,000 mg/L available chlorine), 3% hydrogen peroxide and quaternary ammonium wipes.',
        'Wipe the device rather than spraying or soaking it, and let it air-dry. Avoid strong solvents such as acetone.',
      ],
    },
    views: 1270,
    daysAgo: 160,
  },
];

export const FAQS: ArticleSeed[] = QA.map((f) => ({
  kind: 'faq',
  title: { zh: f.q[0], en: f.q[1] },
  summary: { zh: f.a.zh[0]!, en: f.a.en[0]! },
  content: { zh: f.a.zh, en: f.a.en },
  author: AUTHOR,
  views: f.views,
  hot: f.hot,
  daysAgo: f.daysAgo,
  updatedDaysAgo: Math.max(1, Math.floor(f.daysAgo / 4)),
}));
