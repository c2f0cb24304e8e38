import type { Pair } from './text.js';

export { APP_FUNCTIONS } from './corpus-apps.data.js';

/** The text the generated rows are written from: devices, industries, features, apps, vendors. */

export const PRODUCTS: readonly Pair[] = [
  { zh: 'S90 系列手持终端', en: 'S90 series handheld' },
  { zh: 'S95 系列手持终端', en: 'S95 series handheld' },
  { zh: 'S60 轻薄数据采集器', en: 'S60 slim data collector' },
  { zh: 'T80 三防平板', en: 'T80 rugged tablet' },
  { zh: 'T10 车载平板', en: 'T10 vehicle-mount tablet' },
  { zh: 'R20 指环扫描器', en: 'R20 ring scanner' },
  { zh: 'W5 穿戴式终端', en: 'W5 wearable terminal' },
  { zh: 'P8 移动打印终端', en: 'P8 mobile printing terminal' },
  { zh: 'H7 医疗级手持终端', en: 'H7 healthcare handheld' },
  { zh: 'K2 自助收银一体机', en: 'K2 self-checkout kiosk' },
];

/** An industry's customers and scenes; `match` finds it for an industry row, `cover` its artwork. */
export interface IndustryText extends Pair {
  customers: readonly Pair[];
  scenes: readonly Pair[];
  match: RegExp;
  cover: string;
}

export const INDUSTRIES: readonly IndustryText[] = [
  {
    zh: '物流',
    en: 'Logistics',
    match: /logistic|express|courier|物流|快递/i,
    cover: 'logistics',
    customers: [
      { zh: '华东某快递企业', en: 'an express carrier in East China' },
      { zh: '某跨境物流服务商', en: 'a cross-border logistics provider' },
      { zh: '某城市配送平台', en: 'an urban delivery platform' },
    ],
    scenes: [
      { zh: '揽收、分拣与末端派送', en: 'pick-up, sorting and last-mile delivery' },
      { zh: '干线运输交接扫描', en: 'hand-over scans on trunk routes' },
      { zh: '网点签收与异常件处理', en: 'proof of delivery and exception handling at depots' },
    ],
  },
  {
    zh: '零售',
    en: 'Retail',
    match: /retail|零售|商超/i,
    cover: 'retail',
    customers: [
      { zh: '某全国连锁商超', en: 'a national supermarket chain' },
      { zh: '某便利店品牌', en: 'a convenience store brand' },
      { zh: '某服装零售集团', en: 'a fashion retail group' },
    ],
    scenes: [
      { zh: '门店盘点与补货', en: 'store stocktaking and replenishment' },
      { zh: '移动收银与会员核销', en: 'mobile checkout and loyalty redemption' },
      { zh: '电子价签巡检', en: 'electronic shelf label audits' },
    ],
  },
  {
    zh: '医疗',
    en: 'Healthcare',
    match: /health|medic|医疗/i,
    cover: 'health',
    customers: [
      { zh: '某三甲医院', en: 'a tertiary hospital' },
      { zh: '某区域医疗中心', en: 'a regional medical centre' },
      { zh: '某医药流通企业', en: 'a pharmaceutical distributor' },
    ],
    scenes: [
      { zh: '床旁扫码给药核对', en: 'bedside medication scanning' },
      { zh: '标本采集与追溯', en: 'specimen collection and traceability' },
      { zh: '药品冷链温度监控', en: 'cold-chain temperature monitoring for medicines' },
    ],
  },
  {
    zh: '制造',
    en: 'Manufacturing',
    match: /manufactur|制造/i,
    cover: 'manufacturing',
    customers: [
      { zh: '某汽车零部件工厂', en: 'an automotive parts plant' },
      { zh: '某家电制造基地', en: 'a home appliance factory' },
      { zh: '某电子代工企业', en: 'an electronics contract manufacturer' },
    ],
    scenes: [
      { zh: '产线物料拉动与报工', en: 'line-side material calls and production reporting' },
      { zh: '成品入库与批次追溯', en: 'finished-goods receipt and batch traceability' },
      { zh: '设备点检与维修工单', en: 'equipment inspections and maintenance work orders' },
    ],
  },
  {
    zh: '仓储',
    en: 'Warehousing',
    match: /warehous|仓储/i,
    cover: 'warehousing',
    customers: [
      { zh: '某第三方仓储企业', en: 'a third-party warehouse operator' },
      { zh: '某电商区域仓', en: 'an e-commerce regional fulfilment centre' },
    ],
    scenes: [
      { zh: '收货、上架与波次拣货', en: 'receiving, put-away and wave picking' },
      { zh: '循环盘点与库位调整', en: 'cycle counting and slotting changes' },
    ],
  },
  {
    zh: '电力',
    en: 'Utilities',
    match: /utilit|power|energy|电力|能源/i,
    cover: 'utilities',
    customers: [
      { zh: '某省级电网公司', en: 'a provincial power grid company' },
      { zh: '某城市燃气集团', en: 'a city gas utility' },
    ],
    scenes: [
      { zh: '线路巡检与缺陷上报', en: 'line patrols and defect reporting' },
      { zh: '抄表与现场工单', en: 'meter reading and field work orders' },
    ],
  },
];

export const MDM_FEATURES: readonly Pair[] = [
  { zh: '批量远程重启', en: 'bulk remote reboot' },
  { zh: '按分组推送应用', en: 'app push by device group' },
  { zh: '电池健康度报表', en: 'a battery health report' },
  { zh: '地理围栏告警', en: 'geofence alerts' },
  { zh: 'Kiosk 单应用锁定模式', en: 'single-app kiosk lock-down' },
  { zh: '远程协助与屏幕共享', en: 'remote assistance with screen sharing' },
  { zh: '系统升级分批灰度', en: 'staged OS update roll-outs' },
  { zh: 'Wi-Fi 与 VPN 配置下发', en: 'Wi-Fi and VPN profile distribution' },
  { zh: '丢失设备远程锁定与擦除', en: 'remote lock and wipe of lost devices' },
  { zh: '应用黑白名单', en: 'app allow and block lists' },
];

export const SDK_FEATURES: readonly Pair[] = [
  { zh: '扫描引擎参数配置接口', en: 'scan engine configuration APIs' },
  { zh: 'NFC 读写接口', en: 'NFC read and write APIs' },
  { zh: '按键重映射接口', en: 'key remapping APIs' },
  { zh: '静默安装与卸载接口', en: 'silent install and uninstall APIs' },
  { zh: '打印机 ESC/POS 指令封装', en: 'an ESC/POS printer wrapper' },
  { zh: 'OCR 识别插件', en: 'an OCR plug-in' },
  { zh: 'RFID 批量盘点接口', en: 'RFID bulk inventory APIs' },
];

export const FIRMWARE_FIXES: readonly Pair[] = [
  {
    zh: '修复低温环境下电量显示跳变的问题。',
    en: 'Fixes battery level jumps in low temperatures.',
  },
  { zh: '优化 5G 与 Wi-Fi 之间的漫游切换。', en: 'Improves roaming between 5G and Wi-Fi.' },
  { zh: '提升弱光条件下的扫码成功率。', en: 'Raises the scan success rate in low light.' },
  {
    zh: '修复部分设备休眠唤醒后触摸失灵的问题。',
    en: 'Fixes touch not responding after wake-up on some units.',
  },
  { zh: '合入最新的 Android 安全补丁。', en: 'Merges the latest Android security patches.' },
  { zh: '待机功耗降低约 12%。', en: 'Cuts standby power draw by about 12%.' },
  { zh: '新增手套模式，优化湿手触控。', en: 'Adds glove mode and better wet-finger touch.' },
];

export const CLOSINGS: readonly Pair[] = [
  {
    zh: '如有疑问，请联系您的客户经理或拨打服务热线。',
    en: 'For questions, contact your account manager or call the support hotline.',
  },
  {
    zh: '详细说明请登录门户后在下载中心查看。',
    en: 'Sign in to the portal and see the Download Centre for details.',
  },
  { zh: '感谢您一直以来的支持与信任。', en: 'Thank you for your continued trust and support.' },
  { zh: '由此带来的不便，敬请谅解。', en: 'We apologise for any inconvenience.' },
  {
    zh: '技术支持团队将持续跟进，欢迎通过工单反馈问题。',
    en: 'Our support team keeps watching; please report issues through a work order.',
  },
];

export const ADVICE: readonly Pair[] = [
  {
    zh: '升级前请确认设备电量高于 50%，并备份业务数据。',
    en: 'Before upgrading, make sure the battery is above 50% and back up business data.',
  },
  {
    zh: '通过 MDM 批量操作时，建议先选择 5 台设备灰度验证。',
    en: 'When rolling out through MDM, pilot on five devices first.',
  },
  {
    zh: '已开通 MDM 子系统的客户无需任何操作，刷新页面即可使用。',
    en: 'Customers with the MDM subsystem need do nothing: reload the page to use it.',
  },
  {
    zh: '旧版本将继续提供 12 个月的安全更新。',
    en: 'The previous version keeps receiving security updates for 12 months.',
  },
  {
    zh: '开发者可在开发者中心下载示例工程与 API 文档。',
    en: 'Developers can download sample projects and API documentation from the Developer area.',
  },
];

/** Industries the seed does not have, for cases filed under other industries. */
export const MORE_INDUSTRIES: readonly IndustryText[] = [
  {
    zh: '冷链',
    en: 'Cold chain',
    match: /cold|冷链/i,
    cover: 'coldchain',
    customers: [
      { zh: '某生鲜电商冷链仓', en: 'the cold store of a fresh-food e-commerce company' },
      { zh: '某疫苗配送企业', en: 'a vaccine distributor' },
      { zh: '某乳制品企业', en: 'a dairy producer' },
    ],
    scenes: [
      { zh: '冷库收发货与温度记录', en: 'cold-store receiving, dispatch and temperature logging' },
      {
        zh: '冷藏车交接与全程温控追溯',
        en: 'reefer hand-overs and end-to-end temperature traceability',
      },
    ],
  },
  {
    zh: '公共服务',
    en: 'Public services',
    match: /public|公共|政务/i,
    cover: 'public',
    customers: [
      { zh: '某市政务服务中心', en: 'a city government service centre' },
      { zh: '某城市公交集团', en: 'a city bus operator' },
      { zh: '某市级图书馆', en: 'a municipal library' },
    ],
    scenes: [
      { zh: '移动执法与现场核查', en: 'mobile enforcement and on-site checks' },
      { zh: '票务核验与客流统计', en: 'ticket validation and passenger counting' },
    ],
  },
  {
    zh: '港口',
    en: 'Ports',
    match: /\bports?\b|terminal|港口|码头/i,
    cover: 'logistics',
    customers: [
      { zh: '某沿海集装箱码头', en: 'a coastal container terminal' },
      { zh: '某内河港务集团', en: 'an inland port operator' },
      { zh: '某自动化集装箱码头', en: 'an automated container terminal' },
      { zh: '某散货港区', en: 'a bulk cargo port' },
    ],
    scenes: [
      { zh: '集装箱理货与堆场盘点', en: 'container tallying and yard audits' },
      { zh: '闸口核验与设备交接', en: 'gate checks and equipment interchange' },
      { zh: '岸桥与场桥设备点检', en: 'quay and yard crane inspections' },
    ],
  },
  {
    zh: '航空',
    en: 'Aviation',
    match: /airport|aviation|航空|机场/i,
    cover: 'logistics',
    customers: [
      { zh: '某枢纽机场地服公司', en: 'the ground handler of a hub airport' },
      { zh: '某航空货运站', en: 'an air cargo terminal' },
      { zh: '某支线机场', en: 'a regional airport' },
    ],
    scenes: [
      { zh: '行李分拣与装机核对', en: 'baggage sorting and loading reconciliation' },
      { zh: '航空货物收运与安检交接', en: 'air cargo acceptance and security hand-over' },
      { zh: '航材库存与工具管控', en: 'aircraft parts stock and tool control' },
    ],
  },
];

/** Customers and scenes for an industry none of the texts matches. */
export const ANY_INDUSTRY: IndustryText = {
  zh: '',
  en: '',
  match: /$^/,
  cover: 'logistics',
  customers: [
    { zh: '某大型企业集团', en: 'a large enterprise group' },
    { zh: '某区域服务商', en: 'a regional service provider' },
  ],
  scenes: [
    { zh: '移动作业与资产管理', en: 'field work and asset management' },
    { zh: '现场数据采集', en: 'on-site data capture' },
  ],
};

export const CASE_CLOSINGS: readonly Pair[] = [
  {
    zh: '完整案例与部署清单可在解决方案中心下载。',
    en: 'The full case and deployment checklist can be downloaded from the Solution Centre.',
  },
  {
    zh: '如需同类方案的演示或试用设备，请联系您的客户经理。',
    en: 'For a demonstration or trial devices for a similar project, contact your account manager.',
  },
  {
    zh: '项目二期将把方案推广至更多站点。',
    en: 'A second phase will roll the solution out to more sites.',
  },
];

/** Third-party developers (never the platform's own package prefix, which the seed looks up). */
export const VENDORS: readonly (Pair & { company: string; slug: string })[] = [
  { zh: '云链', en: 'Yunlian', company: '杭州云链信息科技有限公司', slug: 'yunlian' },
  { zh: '速达', en: 'Suda', company: '深圳速达软件有限公司', slug: 'sudasoft' },
  { zh: '智仓', en: 'SmartBin', company: '苏州智仓物联网科技有限公司', slug: 'smartbin' },
  { zh: '易扫', en: 'EasyScan', company: '广州易扫信息技术有限公司', slug: 'easyscan' },
  { zh: '联拓', en: 'Liantuo', company: '北京联拓软件有限公司', slug: 'liantuo' },
  { zh: '北辰', en: 'Polaris', company: '北辰移动科技（上海）有限公司', slug: 'polarismobile' },
  { zh: '蓝鲸', en: 'Bluewhale', company: '成都蓝鲸数据科技有限公司', slug: 'bluewhale' },
  { zh: '码上', en: 'Mashang', company: '厦门码上科技有限公司', slug: 'mashang' },
  { zh: '启明', en: 'Qiming', company: '武汉启明信息技术有限公司', slug: 'qiming' },
  { zh: '安途', en: 'Antu', company: '南京安途物流科技有限公司', slug: 'antulogistics' },
];

export const EDITIONS: readonly (Pair & { slug: string })[] = [
  { zh: '', en: '', slug: '' },
  { zh: '', en: '', slug: '' },
  { zh: ' 专业版', en: ' Pro', slug: '.pro' },
  { zh: ' 企业版', en: ' Enterprise', slug: '.enterprise' },
  { zh: ' 轻量版', en: ' Lite', slug: '.lite' },
];
