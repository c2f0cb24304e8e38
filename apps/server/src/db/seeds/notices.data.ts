/** Bilingual notices a customer of a rugged-handheld maker would recognise. */
export const NOTICES: {
  zh: string;
  en: string;
  bodyZh: string;
  bodyEn: string;
  daysAgo: number;
}[] = [
  {
    zh: '设备管理平台 4.2 版本发布公告',
    en: 'Device Management Platform 4.2 released',
    bodyZh:
      '设备管理平台 4.2 版本已于今日发布。\n本次更新新增批量远程重启、按分组推送应用以及设备电池健康度报表。\n已开通 MDM 子系统的客户无需任何操作，刷新页面即可使用新功能。',
    bodyEn:
      'Version 4.2 of the Device Management Platform is live today.\nThis release adds bulk remote reboot, app push by device group and a battery health report.\nCustomers with the MDM subsystem need do nothing: reload the page to use the new features.',
    daysAgo: 1,
  },
  {
    zh: '关于 11 月 30 日凌晨系统维护的通知',
    en: 'Scheduled maintenance on 30 November (early morning)',
    bodyZh:
      '为提升服务稳定性，平台将于 11 月 30 日 02:00–04:00（北京时间）进行例行维护。\n维护期间门户可正常浏览，设备指令下发、应用上架审核将暂停，维护结束后自动恢复。\n由此带来的不便，敬请谅解。',
    bodyEn:
      'To improve stability, the platform will undergo routine maintenance on 30 November from 02:00 to 04:00 (UTC+8).\nThe portal stays available; device commands and app review are paused and resume automatically afterwards.\nWe apologise for any inconvenience.',
    daysAgo: 3,
  },
  {
    zh: 'PDA 手持终端 Android 14 系统升级包上线',
    en: 'Android 14 upgrade package for PDA handhelds now available',
    bodyZh:
      'S90、S95 系列手持终端的 Android 14 升级包已在下载中心上线。\n升级前请确认电量高于 50%，并备份业务数据。\n如通过 MDM 批量升级，建议先选择 5 台设备灰度验证。',
    bodyEn:
      'The Android 14 upgrade package for the S90 and S95 series is in the Download Centre.\nBefore upgrading, make sure the battery is above 50% and back up business data.\nWhen upgrading through MDM, we recommend a pilot on five devices first.',
    daysAgo: 6,
  },
  {
    zh: '应用市场审核规范更新说明',
    en: 'Updated review guidelines for the App Market',
    bodyZh:
      '自 12 月 1 日起，提交至应用市场的应用需适配 targetSdkVersion 33 及以上。\n应用介绍图片需至少提供 3 张真实运行截图。\n已上架应用在下次版本更新时适用新规范。',
    bodyEn:
      'From 1 December, apps submitted to the App Market must target SDK version 33 or higher.\nListings need at least three real screenshots of the app running.\nApps already listed follow the new rules from their next version update.',
    daysAgo: 9,
  },
  {
    zh: '物流行业解决方案白皮书发布',
    en: 'Logistics solution white paper published',
    bodyZh:
      '我们发布了《智慧物流终端解决方案白皮书》，介绍分拣、揽收、配送全流程的终端选型与部署经验。\n登录后可在解决方案中心下载。',
    bodyEn:
      'Our white paper on terminals for smart logistics covers device selection and roll-out for sorting, pick-up and delivery.\nSign in to download it from the Solution Centre.',
    daysAgo: 12,
  },
  {
    zh: 'SDK 3.8 新增扫描引擎参数配置接口',
    en: 'SDK 3.8 adds scan engine configuration APIs',
    bodyZh:
      '通用 SDK 3.8 新增扫描引擎参数配置接口，支持设置解码类型、照明模式和连续扫描间隔。\n详细说明请参阅开发者中心 API 文档。',
    bodyEn:
      'General SDK 3.8 adds APIs to configure the scan engine: symbologies, illumination mode and continuous-scan interval.\nSee the API documentation in the Developer area for details.',
    daysAgo: 15,
  },
  {
    zh: '服务热线春节期间值班安排',
    en: 'Support hotline hours during the Spring Festival',
    bodyZh:
      '春节期间服务热线 9:00–18:00 正常值守，工单将在 24 小时内响应。\n紧急设备故障请在工单中选择“紧急”类型。',
    bodyEn:
      'During the Spring Festival the hotline is staffed from 9:00 to 18:00 and work orders are answered within 24 hours.\nFor urgent device failures choose the "Urgent" type in the work order.',
    daysAgo: 20,
  },
  {
    zh: '企业认证流程优化',
    en: 'Faster enterprise certification',
    bodyZh:
      '企业认证审核时间由 3 个工作日缩短至 1 个工作日。\n请上传清晰的营业执照照片，并确保统一社会信用代码填写正确。',
    bodyEn:
      'Enterprise certification is now reviewed within one working day instead of three.\nPlease upload a clear photo of the business licence and check the unified social credit code.',
    daysAgo: 25,
  },
  {
    zh: '零售行业门店盘点方案上线',
    en: 'Retail store stock-taking solution launched',
    bodyZh:
      '面向连锁零售门店的盘点方案已上线，支持 RFID 与条码混合盘点。\n欢迎在解决方案中心查看案例与适配设备。',
    bodyEn:
      'A stock-taking solution for retail chains is now available, combining RFID and barcode counting.\nSee the cases and supported devices in the Solution Centre.',
    daysAgo: 31,
  },
  {
    zh: '关于停止支持 Android 8 设备的预告',
    en: 'End of support for Android 8 devices',
    bodyZh:
      '自明年 6 月 30 日起，平台将不再向 Android 8 设备推送新版本 MDM 客户端。\n已安装的客户端仍可继续使用，建议尽早规划设备升级。',
    bodyEn:
      'From 30 June next year, new MDM client versions will no longer be pushed to Android 8 devices.\nInstalled clients keep working; please plan device upgrades early.',
    daysAgo: 38,
  },
  {
    zh: '医疗行业移动护理终端通过认证',
    en: 'Mobile nursing terminal certified for healthcare',
    bodyZh:
      'M60 医疗版移动护理终端已通过医疗级消毒耐受测试，可使用酒精与含氯消毒剂擦拭。\n相关检测报告可在下载中心获取。',
    bodyEn:
      'The M60 healthcare edition passed medical-grade disinfectant resistance tests and can be wiped with alcohol or chlorine cleaners.\nThe test reports are in the Download Centre.',
    daysAgo: 44,
  },
  {
    zh: '开发者测试包申请通道开放',
    en: 'Developer test packages can now be requested',
    bodyZh: '完成实名认证的开发者可在开发者中心申请测试包，用于在真机上验证扫描、打印与 NFC 能力。',
    bodyEn:
      'Developers with real-name certification can request test packages in the Developer area to try scanning, printing and NFC on real devices.',
    daysAgo: 52,
  },
];
