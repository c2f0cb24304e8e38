import type { MaterialSeed } from './catalogue.data.js';

const cover = (type: string) => `/seuiot-assets/covers/material-${type}.svg`;

/** Marketing materials for channel partners and sales. */
export const MATERIALS: MaterialSeed[] = [
  {
    key: 'brochure-s90',
    type: 'brochure',
    title: { zh: 'S90 5G 手持终端产品彩页', en: 'S90 5G Handheld brochure' },
    summary: {
      zh: '双面 A4 彩页，介绍 S90 的核心卖点、典型场景和完整规格参数。',
      en: 'A double-sided A4 brochure covering the S90’s key selling points, typical uses and full specifications.',
    },
    content: {
      zh: [
        '正面突出三大卖点：百万像素扫描引擎一次读取褶皱面单、5000 mAh 热插拔电池支撑全天作业、IP68 与 1.8 米跌落防护。',
        '背面为完整规格表和快递、仓储、零售三个典型场景。彩页提供印刷版 PDF（含 3 mm 出血）和适合微信转发的长图两种版本。',
      ],
      en: [
        'The front highlights three selling points: a megapixel engine that reads creased waybills first time, a 5,000 mAh hot-swap battery for the whole shift, and IP68 sealing with 1.8 m drop protection.',
        'The back carries the full spec table and three typical uses in courier, warehouse and retail. Supplied as a print-ready PDF with 3 mm bleed and as a long image for sharing on messaging apps.',
      ],
    },
    cover: cover('brochure'),
    views: 2841,
    daysAgo: 600,
  },
  {
    key: 'brochure-s95',
    type: 'brochure',
    title: { zh: 'S95 远距离扫描手持终端彩页', en: 'S95 Long-Range Handheld brochure' },
    summary: {
      zh: '面向高位货架仓库客户的单页彩页，重点展示 15 米远距离扫描能力。',
      en: 'A one-page brochure for high-bay warehouse customers, focused on 15-metre scanning.',
    },
    content: {
      zh: [
        '彩页以高位货架仓库实拍图为主视觉，直观对比普通手持终端与 S95 在 8 米货架顶层标签上的扫描效果。',
        '附带枪柄配件、充电座和车载支架的选购信息。',
      ],
      en: [
        'The hero image is a real high-bay warehouse, comparing an ordinary handheld with the S95 on labels at the top of 8-metre racking.',
        'Includes ordering information for the pistol grip, charging cradles and vehicle mount.',
      ],
    },
    cover: cover('brochure'),
    views: 1264,
    daysAgo: 520,
  },
  {
    key: 'brochure-m60',
    type: 'brochure',
    title: { zh: 'M60 医疗版手持终端彩页', en: 'M60 Healthcare Handheld brochure' },
    summary: {
      zh: '面向医院信息科和护理部的彩页，介绍抗菌外壳、耐消毒和床旁核对场景。',
      en: 'For hospital IT and nursing management: the antimicrobial housing, disinfectant resistance and bedside verification.',
    },
    content: {
      zh: [
        '彩页列出经过验证的消毒剂清单和擦拭测试次数，并以床旁给药、标本采集和护理记录三个场景说明 M60 如何减少差错。',
        '背面为规格参数、配件清单以及与主流移动护理系统的兼容性说明。',
      ],
      en: [
        'The brochure lists the validated disinfectants and wipe-test cycles, and uses three scenarios (bedside medication, specimen collection and care records) to show how the M60 reduces errors.',
        'The back has the specifications, accessories and compatibility with the main mobile nursing systems.',
      ],
    },
    cover: cover('brochure'),
    views: 1532,
    daysAgo: 470,
  },
  {
    key: 'brochure-t10',
    type: 'brochure',
    title: { zh: 'T10 三防平板彩页', en: 'T10 Rugged Tablet brochure' },
    summary: {
      zh: '介绍 T10 的高亮屏、车载底座和扫描模组，适合叉车与户外巡检客户。',
      en: 'Covers the T10’s bright display, vehicle dock and scan module, for forklift and outdoor inspection customers.',
    },
    content: {
      zh: [
        '彩页以叉车作业和变电站巡检两个场景展开，说明 800 尼特屏幕、IP67 防护与车载底座的价值。',
        '附带车载底座安装示意图和可选配件列表。',
      ],
      en: [
        'Built around two scenes, forklift operations and substation inspection, it explains the value of the 800-nit screen, IP67 sealing and vehicle dock.',
        'Includes a vehicle dock installation diagram and the optional accessories.',
      ],
    },
    cover: cover('brochure'),
    views: 978,
    daysAgo: 410,
  },
  {
    key: 'brochure-wearables',
    type: 'brochure',
    title: { zh: 'W5 与 W7 可穿戴方案彩页', en: 'W5 and W7 wearables brochure' },
    summary: {
      zh: '介绍指环扫描器与腕戴终端的组合用法，以及免持拣货带来的效率提升。',
      en: 'How the ring scanner and wrist computer work together, and the productivity gains of hands-free picking.',
    },
    content: {
      zh: [
        '彩页以拣货员的一次拣选动作为线索，对比手持终端与可穿戴组合的操作步骤，直观展示节省的时间。',
        '包含左右手佩戴说明、尺码选择和充电座规格。',
      ],
      en: [
        'Following one pick from start to finish, it compares the steps with a handheld and with the wearable pair to show exactly where time is saved.',
        'Covers left- or right-hand wear, strap sizes and charging cradle specifications.',
      ],
    },
    cover: cover('brochure'),
    views: 864,
    daysAgo: 300,
  },
  {
    key: 'brochure-printers',
    type: 'brochure',
    title: { zh: 'P20 / P30 便携打印机彩页', en: 'P20 and P30 mobile printers brochure' },
    summary: {
      zh: '两款便携打印机的对比彩页，帮助客户根据纸宽和场景选择型号。',
      en: 'A side-by-side brochure to help customers choose between the two mobile printers by media width and use.',
    },
    content: {
      zh: [
        '彩页用表格对比 P20 与 P30 的纸宽、速度、电池和指令集，并列出快递面单、价签、缴费单等推荐场景。',
        '附带常用标签纸规格与订购编号。',
      ],
      en: [
        'A table compares the P20 and P30 on media width, speed, battery and command language, with recommended uses such as waybills, shelf labels and bills.',
        'Includes common label media sizes and order codes.',
      ],
    },
    cover: cover('brochure'),
    views: 1105,
    daysAgo: 260,
  },
  {
    key: 'poster-express',
    type: 'poster',
    title: { zh: '快递收派一体化方案海报', en: 'Express pickup and delivery poster' },
    summary: {
      zh: '适合展会和客户拜访使用的竖版海报，一图看懂收派一体化方案。',
      en: 'A portrait poster for trade shows and customer visits that explains the all-in-one pickup and delivery solution at a glance.',
    },
    content: {
      zh: [
        '海报以快递员一天的工作流程为主线，标注 S90 和 P20 在揽收、派送和签收环节的作用，以及 35% 的效率提升数据。',
        '提供 60×160 cm 易拉宝和 A3 两种尺寸。',
      ],
      en: [
        'The poster follows a courier’s day, showing where the S90 and P20 help at collection, delivery and sign-off, along with the 35% productivity gain.',
        'Supplied at 60 × 160 cm for roll-up stands and at A3.',
      ],
    },
    cover: cover('poster'),
    views: 1720,
    daysAgo: 580,
  },
  {
    key: 'poster-healthcare',
    type: 'poster',
    title: { zh: '智慧护理解决方案海报', en: 'Smart nursing solution poster' },
    summary: {
      zh: '展示床旁核对、标本采集和移动护理记录三大场景的方案海报。',
      en: 'A solution poster showing bedside verification, specimen collection and mobile care records.',
    },
    content: {
      zh: [
        '海报采用医院场景插画，以“患者、药品、护士”三方核对为核心，说明 M60 与移动护理系统的协同方式。',
        '适用于医疗信息化展会和医院内部推广。',
      ],
      en: [
        'Illustrated in a hospital setting, the poster centres on the three-way check of patient, medication and nurse, and shows how the M60 works with the mobile nursing system.',
        'For healthcare IT shows and internal promotion in hospitals.',
      ],
    },
    cover: cover('poster'),
    views: 1184,
    daysAgo: 450,
  },
  {
    key: 'poster-coldchain',
    type: 'poster',
    title: { zh: '冷链全程追溯方案海报', en: 'End-to-end cold-chain traceability poster' },
    summary: {
      zh: '从冷库到配送签收的全程温度追溯方案海报。',
      en: 'A poster on temperature traceability from the cold store to proof of delivery.',
    },
    content: {
      zh: [
        '海报按“入库、存储、出库、运输、签收”五个环节展示 S90C、P20、P30 和温度记录应用的配合方式。',
        '突出 -30 °C 不起雾、不断电的产品优势。',
      ],
      en: [
        'The poster walks through five stages (goods-in, storage, goods-out, transport and delivery) showing how the S90C, P20, P30 and the temperature log app fit together.',
        'It highlights how the devices keep working at -30 °C without fogging or losing power.',
      ],
    },
    cover: cover('poster'),
    views: 936,
    daysAgo: 330,
  },
  {
    key: 'poster-retail',
    type: 'poster',
    title: { zh: '智慧门店解决方案海报', en: 'Smart store solution poster' },
    summary: {
      zh: '价签核查、补货、移动收银和 RFID 盘点的门店方案海报。',
      en: 'A store solution poster covering price checks, replenishment, mobile checkout and RFID counts.',
    },
    content: {
      zh: [
        '海报以门店平面图的形式标注每个区域使用的设备和应用，方便零售客户快速理解整体方案。',
        '提供中英文两种版本。',
      ],
      en: [
        'Drawn as a store floor plan, the poster marks the devices and apps used in each area so retail customers grasp the whole solution quickly.',
        'Available in Chinese and English.',
      ],
    },
    cover: cover('poster'),
    views: 802,
    daysAgo: 190,
  },
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
