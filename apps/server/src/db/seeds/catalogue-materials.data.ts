import type { MaterialSeed } from './catalogue.data.js';
import { MORE_MATERIALS } from './catalogue-materials-more.data.js';

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
  ...MORE_MATERIALS,
];
