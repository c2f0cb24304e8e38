import type { MaterialSeed } from './catalogue.data.js';

const cover = (type: string) => `/seuiot-assets/covers/material-${type}.svg`;

/**
 * Marketing materials for channel partners and sales, continued (catalogue-materials.data.ts lists
 * them first).
 */
export const MORE_MATERIALS: MaterialSeed[] = [
  {
    key: 'video-drop-test',
    type: 'video',
    title: { zh: 'S90 1.8 米跌落与防水测试视频', en: 'S90 1.8 m drop and water test video' },
    summary: {
      zh: '2 分钟实拍视频：S90 六面跌落、滚筒测试和浸水测试全过程。',
      en: 'A two-minute film of the S90’s six-sided drops, tumble test and immersion test.',
    },
    content: {
      zh: [
        '视频在实验室实拍 S90 从 1.8 米高度六面跌落至水泥地面、1000 次滚筒测试以及 1.5 米水深浸泡 30 分钟的全过程，测试后设备扫码和通话均正常。',
        '适合在展台循环播放或在客户演示时使用。视频文件请联系渠道经理获取高清版本。',
      ],
      en: [
        'Filmed in our lab: the S90 dropped 1.8 m onto concrete on all six sides, 1,000 tumbles and 30 minutes under 1.5 m of water. Afterwards it scans and makes calls as normal.',
        'Ideal for looping on a stand or showing in customer demos. Ask your channel manager for the high-definition file.',
      ],
    },
    cover: cover('video'),
    views: 3410,
    daysAgo: 560,
  },
  {
    key: 'video-m60-disinfection',
    type: 'video',
    title: { zh: 'M60 消毒擦拭演示视频', en: 'M60 disinfection wipe-down video' },
    summary: {
      zh: '演示护士如何在交接班时正确擦拭消毒 M60，以及外壳耐受性测试结果。',
      en: 'Shows nurses how to wipe down the M60 correctly at handover, and the results of housing resistance tests.',
    },
    content: {
      zh: [
        '视频分为两部分：第一部分按医院感控规范演示擦拭顺序和注意事项；第二部分展示外壳经过 1 万次消毒剂擦拭后的外观与按键状态。',
        '可用于医院培训和客户演示。',
      ],
      en: [
        'Part one demonstrates the wiping sequence and precautions according to infection-control practice; part two shows the housing and keys after 10,000 disinfectant wipes.',
        'Suitable for hospital training and customer demos.',
      ],
    },
    cover: cover('video'),
    views: 1288,
    daysAgo: 420,
  },
  {
    key: 'video-rfid-count',
    type: 'video',
    title: { zh: 'R30 服装门店 RFID 盘点演示', en: 'R30 RFID count in a fashion store' },
    summary: {
      zh: '3 分钟完成一家服装门店的全店盘点，实拍对比人工扫码盘点。',
      en: 'A full store count in a fashion store in three minutes, filmed against a manual barcode count.',
    },
    content: {
      zh: [
        '视频在真实门店拍摄，左侧为两名店员逐件扫码盘点，右侧为一名店员使用 R30 盘点，画面同步显示实时盘点数量。',
        '适合用于零售客户拜访和社交媒体推广。',
      ],
      en: [
        'Shot in a real store: on the left two staff scan item by item, on the right one person counts with an R30, with live totals on screen.',
        'Good for retail customer visits and social media.',
      ],
    },
    cover: cover('video'),
    views: 2096,
    daysAgo: 240,
  },
  {
    key: 'casebook-logistics',
    type: 'casebook',
    title: { zh: '物流快递行业案例集', en: 'Logistics and express case studies' },
    summary: {
      zh: '收录快递、快运、同城配送和港口理货等 12 个落地案例。',
      en: 'Twelve deployments across express parcels, freight, same-day delivery and port tallying.',
    },
    content: {
      zh: [
        '每个案例包含客户背景、业务挑战、方案架构、部署规模和量化收益，可直接用于招投标材料。',
        '案例中的客户名称已做脱敏处理，如需引用具体客户，请联系市场部确认授权。',
      ],
      en: [
        'Each case covers the customer background, challenge, solution architecture, scale and measurable results, ready to use in tenders.',
        'Customer names are anonymised; contact marketing before naming a specific customer.',
      ],
    },
    cover: cover('casebook'),
    views: 1876,
    daysAgo: 380,
  },
  {
    key: 'casebook-healthcare',
    type: 'casebook',
    title: { zh: '医疗健康行业案例集', en: 'Healthcare case studies' },
    summary: {
      zh: '收录三甲医院、专科医院和医药流通企业的 8 个案例。',
      en: 'Eight cases from tertiary hospitals, specialist hospitals and pharmaceutical distributors.',
    },
    content: {
      zh: [
        '涵盖移动护理、标本采集、药品追溯和医院资产管理等场景，附带部署前后的关键指标对比。',
        '适合在医院信息化项目前期交流中使用。',
      ],
      en: [
        'Covers mobile nursing, specimen collection, drug traceability and hospital asset management, with key metrics before and after deployment.',
        'Useful in early conversations on hospital IT projects.',
      ],
    },
    cover: cover('casebook'),
    views: 1132,
    daysAgo: 300,
  },
  {
    key: 'casebook-manufacturing',
    type: 'casebook',
    title: { zh: '制造与能源行业案例集', en: 'Manufacturing and utilities case studies' },
    summary: {
      zh: '汽车零部件、电子制造、电力和燃气行业的 10 个数字化案例。',
      en: 'Ten digitalisation cases from automotive parts, electronics, power and gas.',
    },
    content: {
      zh: [
        '重点介绍物料追溯、产线看板、设备巡检和抄表等场景，以及 T10、S95、R30 等产品在工业环境中的表现。',
        '附录包含工业现场选型建议。',
      ],
      en: [
        'Focuses on material traceability, line-side dashboards, asset inspection and meter reading, and how the T10, S95 and R30 perform in industrial settings.',
        'An appendix gives device selection advice for industrial sites.',
      ],
    },
    cover: cover('casebook'),
    views: 742,
    daysAgo: 150,
  },
  {
    key: 'casebook-retail',
    type: 'casebook',
    title: { zh: '零售行业案例集', en: 'Retail case studies' },
    summary: {
      zh: '商超、服装、便利店和生鲜前置仓的 9 个门店数字化案例。',
      en: 'Nine store digitalisation cases from supermarkets, fashion, convenience stores and fresh-food dark stores.',
    },
    content: {
      zh: [
        '案例集按门店业态分章节，介绍价签核查、移动收银、RFID 盘点和前置仓拣货等方案的落地经验。',
        '每章末尾附有可复用的 ROI 测算表。',
      ],
      en: [
        'Organised by store format, it shares lessons from price checking, mobile checkout, RFID counting and dark-store picking.',
        'Each chapter ends with a reusable ROI calculation.',
      ],
    },
    cover: cover('casebook'),
    views: 968,
    daysAgo: 90,
  },
  {
    key: 'tradeshow-booth',
    type: 'tradeshow',
    title: { zh: '展台设计与搭建指南', en: 'Booth design and build guide' },
    summary: {
      zh: '为渠道伙伴准备的 9–36 平方米标准展台设计方案和搭建规范。',
      en: 'Standard booth designs and build rules for channel partners, from 9 to 36 square metres.',
    },
    content: {
      zh: [
        '指南提供 9、18、36 平方米三种展台的平面图、效果图和物料清单，明确品牌主色、标识位置和演示区布局要求。',
        '渠道伙伴参加行业展会前，可向市场部申请展台补贴和展品借用。',
      ],
      en: [
        'The guide provides floor plans, renderings and bills of materials for 9, 18 and 36 m² booths, with rules for brand colours, logo placement and demo area layout.',
        'Before an industry show, channel partners can apply to marketing for a booth subsidy and demo equipment on loan.',
      ],
    },
    cover: cover('tradeshow'),
    views: 654,
    daysAgo: 350,
  },
  {
    key: 'tradeshow-demo-script',
    type: 'tradeshow',
    title: { zh: '展会演示脚本', en: 'Trade-show demo script' },
    summary: {
      zh: '5 分钟标准演示流程：扫码、跌落、RFID 盘点与 MDM 远程管理。',
      en: 'A standard five-minute demo: scanning, drop test, RFID count and remote management with MDM.',
    },
    content: {
      zh: [
        '脚本按时间顺序列出每一步的操作、讲解要点和常见问题回答，帮助展台人员在 5 分钟内完整展示产品亮点。',
        '附演示设备的准备清单和 MDM 演示账号申请方式。',
      ],
      en: [
        'The script lists each step in order with what to do, what to say and answers to common questions, so booth staff can show the highlights in five minutes.',
        'Includes a preparation checklist for the demo devices and how to request an MDM demo account.',
      ],
    },
    cover: cover('tradeshow'),
    views: 588,
    daysAgo: 200,
  },
  {
    key: 'tradeshow-rollup',
    type: 'tradeshow',
    title: { zh: '易拉宝与展架设计规范', en: 'Roll-up banner and display stand templates' },
    summary: {
      zh: '易拉宝、X 展架和桌牌的版式规范与可编辑源文件。',
      en: 'Layout rules and editable files for roll-up banners, X-stands and table cards.',
    },
    content: {
      zh: [
        '规范说明标识安全区、字体、配色和二维码尺寸，确保各地渠道伙伴制作的展示物料风格统一。',
        '源文件可在营销资料下载中获取。',
      ],
      en: [
        'Defines the logo clear space, fonts, colours and QR code sizes so that display material made by partners everywhere looks consistent.',
        'Editable files are available under marketing downloads.',
      ],
    },
    cover: cover('tradeshow'),
    views: 431,
    daysAgo: 60,
  },
];
