import type { CaseSeed } from './catalogue.data.js';

const cover = (industry: string) => `/seuiot-assets/covers/${industry}.svg`;

/**
 * Solution cases, continued (catalogue-cases.data.ts lists them first): customers are described,
 * never named.
 */
export const MORE_CASES: CaseSeed[] = [
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
