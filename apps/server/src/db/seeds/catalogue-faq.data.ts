import type { ArticleSeed } from './catalogue.data.js';
import { MORE_QA, type Faq } from './catalogue-faq-more.data.js';

const AUTHOR = { zh: 'SEUIoT 技术支持', en: 'SEUIoT Support' };

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
  ...MORE_QA,
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
