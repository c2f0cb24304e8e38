import type { CaseSeed } from './catalogue.data.js';

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
  {
    key: 'parking-enforcement',
    title: {
      zh: '城市道路停车移动执法方案',
      en: 'Mobile enforcement for on-street parking',
    },
    summary: {
      zh: '执法人员用 S90 识别车牌、拍照取证并联网核验缴费记录，P30 现场打印告知单，处置时间由 8 分钟缩短到 2 分钟。',
      en: 'Officers use the S90 to read number plates, take evidence photos and check payment records online, then print the notice on a P30. Each case takes two minutes instead of eight.',
    },
    content: {
      zh: [
        '城市道路停车泊位多、巡查范围大，执法人员过去需要手写告知单，再回到办公室补录系统，效率低且容易出现争议。',
        '执法人员使用 S90 拍摄车辆，应用自动识别车牌并实时查询泊位缴费记录；未缴费车辆现场取证，照片带有时间和定位水印，防篡改存证。',
        'P30 便携打印机即时打印停车告知单，内容与系统记录完全一致；5G 网络保证取证照片即拍即传。',
        '单次处置时间由约 8 分钟缩短到 2 分钟，告知单差错引发的投诉下降 85%。',
      ],
      en: [
        'On-street parking covers many bays and a large patrol area. Officers used to hand-write notices and key them into the system back at the office, which was slow and often disputed.',
        'Officers photograph the vehicle with the S90; the app reads the plate and checks the bay’s payment record in real time. For unpaid parking, evidence photos are stamped with time and location and stored tamper-proof.',
        'A P30 printer produces the parking notice immediately, exactly matching the system record, and 5G sends the evidence as soon as it is taken.',
        'Each case takes about two minutes instead of eight, and complaints caused by notice errors are down 85%.',
      ],
    },
    cover: cover('public'),
    price: 0,
    views: 712,
    daysAgo: 300,
    industries: ['public'],
    devices: ['S90', 'P30'],
  },
  {
    key: 'pharma-gsp-delivery',
    title: {
      zh: '医药流通 GSP 冷链配送方案',
      en: 'GSP-compliant cold-chain delivery for pharmaceuticals',
    },
    summary: {
      zh: '配送员使用 S90C 扫描药品追溯码并上传全程温度记录，P30 打印随货温度单，满足药品经营质量规范要求。',
      en: 'Drivers scan drug traceability codes with the S90C and upload the full temperature history, while a P30 prints the temperature record that travels with the goods, as Good Supply Practice requires.',
    },
    content: {
      zh: [
        '疫苗和生物制品配送要求全程 2–8 °C，且每一盒药品都需要扫描追溯码。客户原有流程中温度数据需要回到仓库后导出，签收环节无法当场证明运输温度合规。',
        '配送员使用 S90C 冷链版手持终端，在装车、交接和签收时扫描药品追溯码；车载温度记录仪的数据通过蓝牙同步到手持终端，签收时自动生成温度曲线。',
        'P30 现场打印随货温度记录单，收货方核对无误后在屏幕签名，电子签收单和温度记录同步上传至 GSP 系统。',
        '方案实施后签收环节平均缩短 6 分钟，温度记录缺失问题归零，客户顺利通过药监部门飞行检查。',
      ],
      en: [
        'Vaccines and biologics must stay between 2 and 8 °C throughout delivery, and every carton’s traceability code must be scanned. In the old process temperature data was exported only after the van returned, so nobody could prove compliance at the point of delivery.',
        'Drivers carry the S90C Cold Chain handheld and scan traceability codes at loading, handover and delivery. The van’s temperature logger syncs to the handheld over Bluetooth, and a temperature curve is produced automatically at sign-off.',
        'A P30 prints the temperature record to accompany the goods. Once the recipient has checked it, they sign on screen, and the e-POD and temperature record go straight to the GSP system.',
        'Sign-off now takes six minutes less on average, missing temperature records are a thing of the past, and the distributor passed an unannounced regulatory inspection.',
      ],
    },
    cover: cover('coldchain'),
    price: 42000,
    views: 1103,
    daysAgo: 270,
    industries: ['coldchain', 'health'],
    devices: ['S90C', 'P30'],
  },
  {
    key: 'hands-free-picking',
    title: {
      zh: '跨境电商仓穿戴式免持拣货方案',
      en: 'Hands-free picking for cross-border e-commerce',
    },
    summary: {
      zh: 'W7 腕戴终端加 W5 指环扫描器让拣货员双手空出，小件拣选效率提升 25%，新员工培训时间缩短一半。',
      en: 'The W7 wrist computer and W5 ring scanner free both of the picker’s hands. Small-item picking is 25% faster and new starters learn the job in half the time.',
    },
    content: {
      zh: [
        '跨境电商仓以小件、多品规订单为主，拣货员一只手拿手持终端、一只手拣货，频繁放下和拿起设备严重影响效率。',
        '拣货员左手腕佩戴 W7 腕戴终端显示拣货任务和库位，右手食指佩戴 W5 指环扫描器，拇指轻按即可扫码确认，双手全程可以拣货和装箱。',
        '拣货路径由 WMS 按库位顺序优化，W7 屏幕上以大字显示下一库位和数量，错拣时震动提醒；新员工无需记忆复杂菜单，半天即可上岗。',
        '上线后小件拣选效率提升 25%，错拣率下降到万分之三，新员工培训时间由 2 天缩短到 1 天。',
      ],
      en: [
        'Cross-border e-commerce orders are mostly small items across many SKUs. Pickers held a handheld in one hand and picked with the other, and constantly putting the device down and picking it up slowed them badly.',
        'Pickers now wear a W7 on the left wrist showing the task and location, and a W5 ring on the right index finger: a press of the thumb scans to confirm, leaving both hands free for picking and packing.',
        'The WMS sequences the pick path by location, the W7 shows the next location and quantity in large type, and a wrong pick triggers a vibration. There are no complicated menus to learn, so new starters are productive within half a day.',
        'Small-item picking is now 25% faster, mis-picks are down to three in ten thousand, and training time for new staff has fallen from two days to one.',
      ],
    },
    cover: cover('warehousing'),
    price: 26800,
    views: 1267,
    daysAgo: 230,
    industries: ['warehousing', 'logistics'],
    devices: ['W7', 'W5'],
  },
  {
    key: 'apparel-rfid-omnichannel',
    title: {
      zh: '服装门店 RFID 全渠道库存方案',
      en: 'RFID omnichannel inventory for fashion stores',
    },
    summary: {
      zh: '门店每日用 R30 快速盘点，实现线上订单门店发货和到店自提，某服装品牌门店库存准确率达到 98% 以上。',
      en: 'Daily R30 counts in every store make ship-from-store and click-and-collect possible. One fashion brand now has store inventory accuracy above 98%.',
    },
    content: {
      zh: [
        '品牌希望把 600 家门店的库存开放给线上订单，但门店库存准确率只有 75% 左右，线上下单后门店找不到货的情况时有发生。',
        '商品在工厂端即贴装 RFID 吊牌，门店员工每天开店前用 R30 对卖场和仓库各扫一遍，15 分钟即可完成全店盘点；收货时整箱读取，无需开箱逐件扫码。',
        '盘点数据实时同步到全渠道库存中心，线上订单按门店真实库存分配；S60 用于日常调拨、退货和顾客查询尺码。',
        '门店库存准确率提升到 98% 以上，线上订单门店履约率达到 97%，门店收货时间减少 80%。',
      ],
      en: [
        'The brand wanted to offer stock from its 600 stores to online shoppers, but store inventory was only about 75% accurate and online orders regularly went to stores that could not find the item.',
        'Items are tagged with RFID at the factory. Each morning before opening, staff sweep the sales floor and stockroom with an R30 and finish a full count in 15 minutes. Deliveries are read carton by carton without opening them.',
        'Counts sync in real time to the omnichannel inventory hub, so online orders are allocated against stock that really exists. The S60 handles day-to-day transfers, returns and size look-ups for customers.',
        'Store inventory accuracy is now above 98%, 97% of online orders routed to stores are fulfilled, and receiving takes 80% less time.',
      ],
    },
    cover: cover('retail'),
    price: 0,
    views: 1489,
    daysAgo: 200,
    industries: ['retail'],
    devices: ['R30', 'S60'],
  },
  {
    key: 'specimen-collection',
    title: {
      zh: '医院检验标本采集与转运方案',
      en: 'Specimen collection and transport in hospitals',
    },
    summary: {
      zh: 'M60 床旁扫描腕带并由 P20 现场打印标本条码，标本从采集到签收全程可追踪，标本错误率下降 95%。',
      en: 'The M60 scans the wristband at the bedside and a P20 prints the specimen label on the spot, so every specimen is tracked from collection to receipt. Specimen errors fell by 95%.',
    },
    content: {
      zh: [
        '检验标本在病区预先打印条码，容易出现贴错试管、漏采和标本交接不清的问题，检验科经常需要退回标本重新采集。',
        '护士在床旁使用 M60 扫描患者腕带，系统列出待采集项目和试管类型，P20 随即打印对应条码，做到“先核对、再打印、当场贴”。',
        '标本转运时，护工扫描转运箱并记录交接时间，检验科签收时再次扫描，超时标本自动预警；全流程节点在移动护理系统中可查。',
        '上线后标本错误率下降 95%，标本退回率由 1.2% 降至 0.1%，检验报告平均提前 25 分钟发出。',
      ],
      en: [
        'Specimen labels used to be printed in advance on the ward, which led to labels on the wrong tube, missed collections and unclear handovers. The lab often had to reject specimens and ask for a recollection.',
        'At the bedside, the nurse scans the patient’s wristband with the M60. The system lists the tests due and the tube types, and a P20 prints the matching labels straight away: check first, print, and label on the spot.',
        'Porters scan the transport box and record each handover; the lab scans again on receipt, and overdue specimens raise an alert. Every step is visible in the mobile nursing system.',
        'Specimen errors have fallen by 95%, rejections are down from 1.2% to 0.1%, and lab results go out 25 minutes sooner on average.',
      ],
    },
    cover: cover('health'),
    price: 32000,
    views: 958,
    daysAgo: 150,
    industries: ['health'],
    devices: ['M60', 'P20'],
  },
  {
    key: 'container-tally',
    title: { zh: '港口集装箱理货方案', en: 'Container tallying at ports' },
    summary: {
      zh: '理货员使用 T10 车载平板和 S95 远距离扫描，堆场理货数据实时回传码头系统，单船理货时间缩短 30%。',
      en: 'Tally clerks use T10 tablets in vehicles and the long-range S95, sending yard data straight to the terminal system. Tallying a vessel takes 30% less time.',
    },
    content: {
      zh: [
        '集装箱码头理货作业在露天环境中进行，风吹日晒、雨雪天气频繁，原有设备屏幕在强光下看不清，夜间作业也容易误操作。',
        '理货员在集卡和跨运车上使用 T10 车载平板接收作业指令，800 尼特高亮屏在阳光下清晰可读；地面理货员用 S95 远距离扫描箱体上的条码和铅封。',
        '残损箱拍照后即时上报，理货数据通过 4G 实时回传码头操作系统，船公司可在线查看理货进度。',
        '单船理货时间缩短 30%，理货单差错率下降 75%，雨天作业设备故障基本消除。',
      ],
      en: [
        'Container tallying happens outdoors in wind, sun, rain and snow. The old devices were unreadable in bright light and easy to mis-tap at night.',
        'Clerks on trucks and straddle carriers receive job instructions on a T10 in a vehicle dock, its 800-nit screen clear in full sun. Ground clerks scan container barcodes and seals from a distance with the S95.',
        'Damaged boxes are photographed and reported immediately, and tally data reaches the terminal operating system over 4G so shipping lines can follow progress online.',
        'Tallying a vessel takes 30% less time, tally sheet errors are down 75%, and wet-weather device failures have all but disappeared.',
      ],
    },
    cover: cover('logistics'),
    price: 0,
    views: 645,
    daysAgo: 110,
    industries: ['logistics'],
    devices: ['T10', 'S95'],
  },
  {
    key: 'fresh-dark-store',
    title: {
      zh: '生鲜前置仓拣货与即时配送方案',
      en: 'Picking and rapid delivery from fresh-food dark stores',
    },
    summary: {
      zh: '前置仓拣货员在冷藏和冷冻区使用 S90C 与 W5 快速拣货，订单从下单到出仓平均 3 分钟，保障 30 分钟送达。',
      en: 'Pickers in chilled and frozen zones use the S90C and W5 to pick fast. Orders leave the dark store three minutes after they are placed on average, underpinning a 30-minute delivery promise.',
    },
    content: {
      zh: [
        '生鲜前置仓承诺 30 分钟送达，拣货需要在常温、冷藏和冷冻三个温区之间快速切换，设备起雾和手套操作不便是最大的痛点。',
        '拣货员使用 S90C 冷链版手持终端接单，进入冷冻区时屏幕自动除雾；需要双手搬运的大件商品由 W5 指环扫描器确认，手持终端放在挂套中即可。',
        '订单按温区拆分并合并拣选路径，称重商品扫码后自动计算差价；出仓时扫描保温箱编号，与骑手配送单绑定。',
        '订单从下单到出仓平均 3 分钟，拣货差错率降至千分之一以下，冷冻区设备故障率下降 85%。',
      ],
      en: [
        'The dark stores promise delivery in 30 minutes. Pickers dash between ambient, chilled and frozen zones, and fogged screens and fiddly gloved operation were the biggest pain points.',
        'Pickers take orders on the S90C Cold Chain handheld, whose screen clears itself on entering the freezer. For bulky items that need both hands, the W5 ring scanner confirms the pick while the handheld stays in its holster.',
        'Orders are split by temperature zone with merged pick paths, and weighed items are priced automatically when scanned. At dispatch the insulated bag number is scanned and linked to the rider’s delivery.',
        'Orders now leave the store three minutes after being placed on average, picking errors are below one in a thousand, and device failures in the freezer are down 85%.',
      ],
    },
    cover: cover('coldchain'),
    price: 22800,
    views: 801,
    daysAgo: 75,
    industries: ['coldchain', 'retail'],
    devices: ['S90C', 'W5'],
  },
  {
    key: 'library-rfid',
    title: {
      zh: '图书馆与档案馆 RFID 智能管理方案',
      en: 'RFID management for libraries and archives',
    },
    summary: {
      zh: '馆员使用 R30 快速清点书架、查找错架图书，T8 平板用于移动借还和档案调阅，某市图书馆年清点时间减少 80%。',
      en: 'Librarians use the R30 to count shelves and find misplaced books, and T8 tablets for mobile lending and archive requests. One city library cut its annual count time by 80%.',
    },
    content: {
      zh: [
        '市图书馆馆藏超过 200 万册，每年闭馆清点需要两周；读者归还后的错架图书难以发现，常常被误认为丢失。',
        '每册图书贴装 RFID 标签，馆员手持 R30 沿书架扫过即可完成清点，并按索书号检查排架顺序，错架图书实时提示；寻书模式通过信号强度引导馆员找到目标图书。',
        '馆员在阅览区使用 T8 平板为读者办理借还、预约和档案调阅，无需回到服务台。',
        '年度清点时间由两周缩短到 3 天且无需闭馆，错架率下降 70%，读者满意度明显提升。',
      ],
      en: [
        'The city library holds over two million volumes and used to close for two weeks each year for its stock count. Books reshelved in the wrong place were hard to find and were often written off as lost.',
        'Every book now carries an RFID tag. A librarian sweeps the shelves with an R30 to count them and check the shelf order by call number, with misplaced books flagged immediately. A finder mode uses signal strength to lead staff to a specific title.',
        'In the reading rooms, staff use T8 tablets to handle loans, returns, reservations and archive requests without going back to the desk.',
        'The annual count now takes three days instead of two weeks, with no closure. Misshelving is down 70% and reader satisfaction has clearly improved.',
      ],
    },
    cover: cover('public'),
    price: 46000,
    views: 532,
    daysAgo: 40,
    industries: ['public'],
    devices: ['R30', 'T8'],
  },
];
