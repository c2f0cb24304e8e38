/** One support question and its answer, in both languages. */
export interface Faq {
  q: [string, string];
  a: { zh: string[]; en: string[] };
  views: number;
  hot?: boolean;
  daysAgo: number;
}

/**
 * Support questions and answers, continued (catalogue-faq.data.ts lists them first and makes the
 * articles).
 */
export const MORE_QA: Faq[] = [
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
