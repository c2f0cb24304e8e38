import type { CaseSeed } from './catalogue.data.js';
import { MORE_CASES } from './catalogue-cases-more.data.js';

const cover = (industry: string) => `/seuiot-assets/covers/${industry}.svg`;

/** Solution cases: customers are described, never named. */
export const CASES: CaseSeed[] = [
  {
    key: 'express-pickup',
    title: {
      zh: '快递网点收派一体化解决方案',
      en: 'Pickup and delivery in one device for express depots',
    },
    summary: {
      zh: '某全国性快递企业在 2 万多个网点部署 S90 与 P20，收件、派件、签收、打单全部在一台手持终端上完成，单票操作时长缩短 35%。',
      en: 'A national express carrier rolled out the S90 and P20 across more than 20,000 depots. Collection, delivery, proof of delivery and waybill printing now happen on one handheld, and each parcel takes 35% less time.',
    },
    content: {
      zh: [
        '客户原有的收件枪、派件机和便携打印机来自三家供应商，快递员每天要在三台设备之间来回切换，网点还需要分别维护三套驱动和应用版本。旺季高峰期间设备故障率高，备机调拨经常跟不上。',
        '新方案以 S90 5G 手持终端为核心：百万像素扫描引擎一次读取褶皱或反光的面单，5G 网络让签收照片和电子回单实时上传；腰挂的 P20 打印机通过一碰配对连接，现场补打面单和收款凭证。',
        '总部通过 MDM 平台按省区分组推送收派应用和系统补丁，新设备开箱后扫描 Stage Now 配置码即可入网使用，省去了网点逐台配置的工作。电池健康度报表帮助运维团队在电池衰减前集中更换，旺季故障率下降了六成。',
        '上线一年后，单票收派操作时长缩短 35%，网点设备种类由三种减少为两种，年度运维成本下降约 28%。',
      ],
      en: [
        "The carrier's pickup scanners, delivery terminals and portable printers came from three different suppliers. Couriers switched between three devices all day, and every depot had to maintain three sets of drivers and app versions. During peak season failures were frequent and spare units rarely arrived in time.",
        'The new solution is built around the S90 5G handheld. Its megapixel engine reads creased or glossy waybills first time, and 5G uploads delivery photos and e-signatures as they happen. A belt-worn P20, paired with a tap, reprints waybills and payment receipts on the spot.',
        'Headquarters pushes the pickup and delivery app and system patches through MDM, grouped by province. New devices join the network by scanning a Stage Now barcode straight out of the box, so depots no longer configure them one by one. The battery health report lets operations replace packs before they fade, which cut peak-season failures by 60%.',
        'A year after go-live, handling time per parcel is down 35%, depots run two device types instead of three, and annual maintenance costs have fallen by about 28%.',
      ],
    },
    cover: cover('logistics'),
    price: 0,
    views: 3862,
    recommended: true,
    daysAgo: 640,
    industries: ['logistics'],
    devices: ['S90', 'P20'],
  },
  {
    key: 'ecommerce-rfid',
    title: { zh: '电商仓 RFID 快速盘点方案', en: 'Fast RFID stocktakes for e-commerce warehouses' },
    summary: {
      zh: '以 R30 和 R10 背夹替代逐件扫码盘点，3 万 SKU 的服装电商仓全盘时间由 3 天缩短至 6 小时，库存准确率提升到 99.6%。',
      en: 'Replacing item-by-item barcode counts with the R30 and R10 sled cut a full stocktake of a 30,000-SKU apparel warehouse from three days to six hours, with inventory accuracy up to 99.6%.',
    },
    content: {
      zh: [
        '这家服装电商的仓库存放约 3 万个 SKU、80 万件商品。过去每季度全盘需要停发货 3 天，盘点员逐件扫描吊牌条码，差异复核又要额外占用大量人力。',
        '方案在商品入库时加贴 UHF RFID 吊牌，盘点员手持 R30 沿货架通道行走即可批量读取，每秒识别 900 枚以上标签；拣货区员工则在现有 S90 上扣上 R10 背夹，日常补货时顺带完成动态盘点。',
        'RFID 盘点应用实时比对 WMS 账面库存，差异库位自动生成复核任务，盘点员通过功率调节和寻物模式快速定位错放商品。',
        '上线后全盘时间由 3 天缩短到 6 小时，且无需停发货；库存准确率从 96.8% 提升到 99.6%，每年减少盘点人工约 1200 工时。',
      ],
      en: [
        'This online fashion retailer keeps about 30,000 SKUs and 800,000 items in its warehouse. Each quarterly stocktake used to halt shipping for three days while staff scanned swing-tag barcodes one by one, and reconciling the differences took even more people.',
        'Items now receive a UHF RFID tag at goods-in. A counter with an R30 simply walks the aisles, reading more than 900 tags per second. Pickers clip an R10 sled onto their existing S90s, so routine replenishment doubles as a rolling count.',
        'The RFID inventory app compares reads with WMS stock in real time and turns every mismatched location into a recount task. Power adjustment and a Geiger-style finder mode help staff track down misplaced items quickly.',
        'A full stocktake now takes six hours instead of three days, with no pause in shipping. Inventory accuracy has risen from 96.8% to 99.6%, saving around 1,200 labour hours a year.',
      ],
    },
    cover: cover('warehousing'),
    price: 58000,
    views: 2417,
    recommended: true,
    daysAgo: 560,
    industries: ['warehousing', 'retail'],
    devices: ['R30', 'R10', 'S90'],
  },
  {
    key: 'supermarket-store-ops',
    title: {
      zh: '连锁商超门店数字化作业方案',
      en: 'Digital store operations for supermarket chains',
    },
    summary: {
      zh: '价签核查、补货、临期商品管理和门店巡检统一到 S60 与 T8 上完成，某区域连锁 180 家门店缺货率下降 22%。',
      en: 'Price checks, replenishment, short-dated stock and store audits all run on the S60 and T8. A regional chain of 180 stores cut out-of-stocks by 22%.',
    },
    content: {
      zh: [
        '连锁商超门店作业多、人员流动大：早班要核对价签，白天补货，晚上处理临期商品，区域督导还要定期巡店。纸质表单汇总慢，总部很难及时掌握门店执行情况。',
        '门店员工使用轻薄的 S60 扫描货架价签，系统自动比对 POS 价格并提示需要更换的价签；缺货和低库存商品生成补货任务，按陈列顺序排序，减少来回走动。',
        '区域督导使用 T8 平板完成巡店检查表，拍照留证并现场打分，问题自动派发给门店店长整改，整改结果闭环回传。',
        '试点半年后全面推广，180 家门店的价签差错率降至 0.3% 以下，缺货率下降 22%，临期商品损耗减少约 15%。',
      ],
      en: [
        'Supermarket stores juggle many tasks with high staff turnover: shelf labels are checked in the morning, shelves are filled during the day and short-dated stock is handled in the evening, while area managers audit stores regularly. Paper forms were slow to collate, so head office never had a timely view of store execution.',
        'Store staff scan shelf labels with the lightweight S60. The app compares each price with the POS and flags labels that need replacing. Out-of-stock and low-stock items become replenishment tasks sorted in shelf order, so there is less walking back and forth.',
        'Area managers complete audit checklists on a T8 tablet, taking photos as evidence and scoring on the spot. Issues go straight to the store manager, and the fix is reported back to close the loop.',
        'After a six-month pilot the chain rolled it out to all 180 stores. Label errors are below 0.3%, out-of-stocks are down 22% and waste from short-dated goods has fallen by about 15%.',
      ],
    },
    cover: cover('retail'),
    price: 29800,
    views: 1956,
    daysAgo: 500,
    industries: ['retail'],
    devices: ['S60', 'T8'],
  },
  {
    key: 'bedside-verification',
    title: {
      zh: '医院护理床旁扫码核对方案',
      en: 'Bedside barcode verification for hospital nursing',
    },
    summary: {
      zh: '以 M60 医疗版手持终端实现患者、药品、护士三方扫码核对，某三甲医院给药差错事件同比下降 80%。',
      en: 'The M60 Healthcare handheld checks patient, medication and nurse by barcode at the bedside. At one tertiary hospital, medication errors fell by 80% year on year.',
    },
    content: {
      zh: [
        '护士在床旁给药、输血和采血时需要反复核对患者身份与医嘱，手工核对依赖经验，夜班和交接班时段最容易出错。',
        '护士佩戴 M60 医疗版手持终端，先扫描员工工牌登录，再扫描患者腕带和药品条码，移动护理系统自动比对医嘱，时间、剂量或患者不符时立即震动并语音提醒。',
        'M60 外壳耐受含氯消毒剂和酒精反复擦拭，热插拔电池保证 24 小时轮班不断电；护士站充电座统一管理设备，MDM 锁定为仅运行移动护理应用，防止无关应用干扰。',
        '上线一年，全院给药差错事件同比下降 80%，护理记录实时生成，护士每班节省约 40 分钟的书写时间。',
      ],
      en: [
        'When giving medication, transfusions or taking blood, nurses must check patient identity against orders again and again. Manual checks depend on experience, and mistakes cluster around night shifts and handovers.',
        "Each nurse carries an M60 Healthcare handheld: scan the staff badge to sign in, then the patient's wristband and the medication barcode. The mobile nursing system checks the order automatically and vibrates with a spoken warning if the time, dose or patient does not match.",
        'The M60 housing withstands repeated wiping with chlorine and alcohol, and hot-swap batteries keep it running through 24-hour rotas. Devices live in charging racks at the nurses’ station, and MDM locks them to the nursing app so nothing else gets in the way.',
        'In the first year, medication errors across the hospital fell by 80%. Nursing records are created as care happens, saving each nurse about 40 minutes of writing per shift.',
      ],
    },
    cover: cover('health'),
    price: 0,
    views: 2733,
    recommended: true,
    daysAgo: 470,
    industries: ['health'],
    devices: ['M60'],
  },
  {
    key: 'coldchain-warehouse',
    title: {
      zh: '冷链仓储出入库与温度追溯方案',
      en: 'Cold-store goods in/out with temperature traceability',
    },
    summary: {
      zh: 'S90C 冷链版手持终端在 -25 °C 冷库中连续作业不起雾，出入库扫码同时记录温度，满足食品追溯要求。',
      en: 'The S90C Cold Chain handheld works continuously at -25 °C without fogging. Every goods-in and goods-out scan also records temperature, meeting food traceability requirements.',
    },
    content: {
      zh: [
        '冷库作业人员频繁在 -25 °C 冷库与常温月台之间往返，普通手持终端屏幕和扫描窗口很快结露起雾，电池在低温下掉电严重，作业常常被迫中断。',
        'S90C 的屏幕和扫描窗口内置加热膜，进出冷库时自动除雾；低温电池在 -30 °C 下仍能保持 70% 以上容量。操作员戴着防寒手套也能正常触控。',
        '出入库扫码时，应用自动读取库区蓝牙温度记录仪的数据，与托盘号一起上传；P20 现场打印带温度信息的托盘标签，异常温度触发告警并冻结该批货物。',
        '方案上线后冷库作业中断次数减少 90% 以上，温度记录完整率达到 100%，顺利通过客户的食品安全审核。',
      ],
      en: [
        'Cold-store staff move constantly between -25 °C chambers and ambient docks. Ordinary handhelds fog up on the screen and scan window within minutes, and batteries drain fast in the cold, so work kept stopping.',
        'The S90C has heating films behind its display and scan window that clear condensation automatically on the way in and out. Its cold-rated battery keeps more than 70% capacity at -30 °C, and the touchscreen works through thermal gloves.',
        'Each goods-in or goods-out scan also pulls the reading from the zone’s Bluetooth temperature logger and uploads it with the pallet ID. A P20 prints pallet labels carrying the temperature, and any excursion raises an alert and places the batch on hold.',
        'Since go-live, interruptions in the cold store have dropped by more than 90%, temperature records are 100% complete, and the operator passed its customer’s food safety audit.',
      ],
    },
    cover: cover('coldchain'),
    price: 36000,
    views: 1588,
    daysAgo: 430,
    industries: ['coldchain', 'warehousing'],
    devices: ['S90C', 'P20'],
  },
  {
    key: 'auto-parts-traceability',
    title: {
      zh: '汽车零部件工厂物料追溯方案',
      en: 'Material traceability for an automotive parts plant',
    },
    summary: {
      zh: '从来料、上线、装配到成品发运全程扫码，S95、T10 与 W7 配合 MES 系统，实现批次级追溯并满足主机厂审核。',
      en: 'Scanning at goods-in, line feed, assembly and dispatch, with the S95, T10 and W7 working alongside MES, gives batch-level traceability that satisfies OEM audits.',
    },
    content: {
      zh: [
        '主机厂要求零部件供应商在发生质量问题时 2 小时内追溯到原材料批次。客户原先依靠纸质流转卡，追溯一次往往需要一整天。',
        '来料区使用 S95 远距离扫描高位货架上的物料标签；产线旁的 T10 平板挂载在工位上，作为 MES 看板显示工单和作业指导；装配工佩戴 W7 腕戴终端和 W5 指环扫描器，扫描关键零件条码时双手不离工件。',
        '每个成品的序列号与所用物料批次、工位、操作员和时间自动绑定。质量部门输入任一批次号，即可正向或反向查询受影响的成品和发运记录。',
        '上线后追溯时间从 1 天缩短到 10 分钟以内，错装漏装问题下降 70%，客户连续两年获得主机厂优秀供应商评级。',
      ],
      en: [
        'The OEM requires suppliers to trace any quality issue back to raw-material batches within two hours. With paper route cards, a single trace used to take this supplier a whole day.',
        'At goods-in, the S95 reads labels on high racking from the floor. T10 tablets mounted at workstations serve as MES dashboards showing work orders and instructions. Assemblers wear a W7 wrist computer with a W5 ring scanner, so they can scan critical parts without taking their hands off the work.',
        "Every finished unit's serial number is linked automatically to the material batches, workstation, operator and time. Quality engineers enter any batch number to trace forward or backward to affected units and shipments.",
        'Tracing now takes under ten minutes instead of a day, assembly errors are down 70%, and the supplier has been rated an outstanding supplier by the OEM two years running.',
      ],
    },
    cover: cover('manufacturing'),
    price: 0,
    views: 1342,
    recommended: true,
    daysAgo: 400,
    industries: ['manufacturing'],
    devices: ['S95', 'T10', 'W7', 'W5'],
  },
  {
    key: 'substation-inspection',
    title: { zh: '变电站智能巡检方案', en: 'Smart inspection rounds for substations' },
    summary: {
      zh: '巡检人员使用 T10 三防平板按路线扫描设备 RFID 标签，缺陷拍照上报，某省电力公司巡检到位率达到 100%。',
      en: 'Inspectors follow set routes with the T10 rugged tablet, scanning RFID tags on equipment and reporting defects with photos. A provincial grid company now has 100% verified inspection coverage.',
    },
    content: {
      zh: [
        '变电站设备分布广、巡检项目多，纸质巡检表难以证明巡检人员确实到达每台设备，缺陷描述也常常不够准确。',
        '每台主要设备贴装抗金属 RFID 标签，巡检人员携带 T10 三防平板按预设路线巡视，到达设备后扫描标签才能填写对应检查项，系统自动记录到位时间。',
        '发现缺陷时现场拍照、录音并按缺陷等级上报，调度中心实时看到缺陷位置和照片；T10 在强光下清晰可读，IP67 防护可应对雨天作业。',
        '方案覆盖全省 300 余座变电站，巡检到位率达到 100%，缺陷从发现到派单的平均时间由 1 天缩短到 30 分钟。',
      ],
      en: [
        'Substation equipment is spread out and the checklists are long. Paper forms could not prove that an inspector had actually visited every asset, and defect descriptions were often vague.',
        'Every major asset now carries an on-metal RFID tag. Inspectors follow a predefined route with a T10 rugged tablet and can only fill in an asset’s checklist after scanning its tag, which also timestamps the visit.',
        'Defects are reported on the spot with photos, voice notes and a severity level, and the control centre sees their location and pictures immediately. The T10 stays readable in bright sun, and its IP67 sealing copes with rain.',
        'Rolled out to more than 300 substations across the province, the solution delivers 100% verified coverage, and the average time from finding a defect to dispatching a work order has fallen from a day to 30 minutes.',
      ],
    },
    cover: cover('utilities'),
    price: 98000,
    views: 986,
    daysAgo: 365,
    industries: ['utilities'],
    devices: ['T10', 'R30'],
  },
  {
    key: 'gas-meter-reading',
    title: { zh: '燃气抄表与入户安检方案', en: 'Gas meter reading and home safety checks' },
    summary: {
      zh: '抄表员使用 S60 扫描表具二维码完成抄表和安检，P30 现场打印缴费通知单，某城市燃气公司抄表效率提升 40%。',
      en: 'Meter readers scan the QR code on each meter with the S60 to record readings and safety checks, and a P30 prints the bill on the spot. A city gas utility made meter reading 40% more efficient.',
    },
    content: {
      zh: [
        '城市燃气公司每月需要完成数十万户的抄表和定期入户安检。手工录入读数错误率高，安检隐患记录不规范，整改跟踪困难。',
        '每块燃气表贴装防伪二维码，抄表员用 S60 扫码后拍摄表盘读数，应用自动识别并与上期读数比对，异常用量即时提示复核。',
        '入户安检按标准检查项逐项勾选，隐患拍照留证，用户在屏幕上签字确认；P30 现场打印缴费通知单和隐患整改通知书。',
        '上线后抄表效率提升 40%，读数差错率下降 90%，隐患整改闭环率由 65% 提升到 96%。',
      ],
      en: [
        'A city gas utility reads hundreds of thousands of meters every month and carries out regular safety checks in homes. Keyed-in readings were error-prone, hazards were recorded inconsistently and follow-up was hard to track.',
        'Each meter carries a tamper-evident QR code. After scanning it with the S60, the reader photographs the dial; the app reads the figure and compares it with last month, prompting a re-check for unusual usage.',
        'Home safety checks follow a standard checklist item by item, hazards are photographed, and the householder signs on screen. A P30 prints the bill and any hazard notice at the door.',
        'Meter reading is now 40% more efficient, reading errors are down 90%, and the share of hazards fixed and closed has risen from 65% to 96%.',
      ],
    },
    cover: cover('utilities'),
    price: 19800,
    views: 874,
    daysAgo: 330,
    industries: ['utilities', 'public'],
    devices: ['S60', 'P30'],
  },
  ...MORE_CASES,
];
