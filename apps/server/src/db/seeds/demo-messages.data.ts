/** A message in the demo customer's inbox: [title, content] per language, `days` ago. */
export interface DemoMessage {
  type: number;
  zh: [string, string];
  en: [string, string];
  /** 0 unread, 1 read. */
  state: number;
  days: number;
  /**
   * The demo order (its key in demo-orders.data.ts) the message is about: `{number}` in its titles
   * becomes the order's number, given at seed time, and the message opens the order. Such messages
   * are written with their order (demo-orders.ts), the others with the account.
   */
  order?: string;
}

/**
 * Message types of the contract (MESSAGE_TYPES, decision 0008); three unread, and enough read
 * ones that the list has a second page.
 */
export const DEMO_MESSAGES: DemoMessage[] = [
  {
    type: 5,
    zh: [
      '您的工单 {number} 已回复',
      '技术支持已回复您的工单“网关离线后无法自动重连”，请在个人中心查看回复内容。',
    ],
    en: [
      'Your work order {number} has a reply',
      'Support has replied to your work order "Gateway does not reconnect after going offline". See the reply in your personal center.',
    ],
    state: 0,
    days: 0,
    order: 'gateway-reconnect',
  },
  {
    type: 4,
    zh: [
      '应用“仓储盘点助手”审核通过',
      '您提交的应用“仓储盘点助手” 2.3.0 版本已审核通过，可在开发者中心发布上架。',
    ],
    en: [
      'App "Warehouse Stocktake" passed review',
      'Version 2.3.0 of your app "Warehouse Stocktake" passed review. You can release it from the developer area.',
    ],
    state: 0,
    days: 1,
  },
  {
    type: 3,
    zh: [
      '您的 IoT 平台管理员账号已开通',
      'IoT 主系统管理员账号已开通，可在工作台“我的管理系统”中进入系统。',
    ],
    en: [
      'Your IoT platform admin account is ready',
      'Your admin account of the main IoT system is ready. Enter the system from "My management systems" on the workbench.',
    ],
    state: 0,
    days: 2,
  },
  {
    type: 1,
    zh: [
      '系统维护通知',
      '平台将于本周六 02:00 至 04:00 进行例行维护，期间下载与预览服务可能短暂不可用。',
    ],
    en: [
      'Scheduled maintenance',
      'The platform will be under routine maintenance this Saturday from 02:00 to 04:00; downloads and previews may be briefly unavailable.',
    ],
    state: 1,
    days: 4,
  },
  {
    type: 2,
    zh: ['企业认证已通过', '您提交的企业认证已审核通过。可在“个人中心 - 企业认证”查看认证信息。'],
    en: [
      'Enterprise certification approved',
      'Your enterprise certification has been reviewed and approved. See it under "Personal center - Enterprise certification".',
    ],
    state: 1,
    days: 10,
  },
  {
    type: 2,
    zh: ['实名认证已通过', '您提交的实名认证已审核通过。可在“个人中心 - 实名认证”查看认证信息。'],
    en: [
      'Real-name certification approved',
      'Your real-name certification has been reviewed and approved. See it under "Personal center - Real-name certification".',
    ],
    state: 1,
    days: 12,
  },
  {
    type: 4,
    zh: [
      '应用“车队调度”版本更新已发布',
      '您的应用“车队调度” 1.8.2 版本已发布，设备将在下次检查更新时获取。',
    ],
    en: [
      'Update of "Fleet Dispatch" released',
      'Version 1.8.2 of your app "Fleet Dispatch" is released; devices get it at their next update check.',
    ],
    state: 1,
    days: 15,
  },
  {
    type: 1,
    zh: [
      '新版 SDK 已上线',
      'Android SDK 5.2 已上线，新增扫描引擎参数配置接口，可在开发者中心下载。',
    ],
    en: [
      'New SDK available',
      'Android SDK 5.2 is available with a new scan engine configuration API. Download it from the developer area.',
    ],
    state: 1,
    days: 20,
  },
  {
    type: 5,
    zh: [
      '您的工单 {number} 已关闭',
      '您的工单“批量导入设备失败”已处理完毕并关闭。如仍有问题，请提交新的工单。',
    ],
    en: [
      'Your work order {number} is closed',
      'Your work order "Bulk device import fails" has been resolved and closed. If the problem remains, please submit a new work order.',
    ],
    state: 1,
    days: 28,
    order: 'bulk-import',
  },
  {
    type: 3,
    zh: [
      'MDM 子系统试用即将到期',
      '您的 MDM 子系统试用将在 3 天后到期，如需继续使用请联系销售经理。',
    ],
    en: [
      'MDM subsystem trial ends soon',
      'Your trial of the MDM subsystem ends in 3 days. Please contact your sales manager to keep using it.',
    ],
    state: 1,
    days: 35,
  },
  {
    type: 1,
    zh: ['隐私政策更新', '我们更新了隐私政策，新增了关于设备日志保存期限的说明。'],
    en: [
      'Privacy policy updated',
      'We have updated our privacy policy with how long device logs are kept.',
    ],
    state: 1,
    days: 45,
  },
  {
    type: 1,
    zh: [
      '欢迎使用 SEUIOT 客户门户',
      '您的账号已开通。可在工作台查看设备数据、申请系统试用，并在支持中心提交工单。',
    ],
    en: [
      'Welcome to the SEUIOT customer portal',
      'Your account is open. See your device data and apply for system trials on the workbench, and submit work orders in support.',
    ],
    state: 1,
    days: 60,
  },
];
