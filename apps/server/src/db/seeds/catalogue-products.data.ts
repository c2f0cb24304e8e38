import type { ProductSeed } from './catalogue.types.js';
import { HANDHELD_PRODUCTS } from './catalogue-handhelds.data.js';
import { productImage, specs } from './catalogue-specs.js';

/**
 * The device models of the catalogue, with their specifications: the handhelds
 * (catalogue-handhelds.data.ts), tablets, wearables and printers.
 */
export const PRODUCTS: ProductSeed[] = [
  ...HANDHELD_PRODUCTS,
  {
    model: 'T10',
    cls: 'tablet',
    name: { zh: 'T10 10 英寸三防平板', en: 'T10 10-inch Rugged Tablet' },
    summary: {
      zh: '10.1 英寸高亮三防平板，阳光下清晰可读，可选扫描模组和车载底座，适用于叉车、巡检、产线看板和户外作业。',
      en: 'A 10.1-inch rugged tablet you can read in direct sunlight, with an optional scan module and vehicle dock, for forklifts, inspections, line-side dashboards and outdoor work.',
    },
    image: productImage('T10'),
    specs: specs([
      [
        'display',
        '10.1 英寸 WUXGA（1920×1200），800 尼特，阳光下可视',
        '10.1" WUXGA (1920 × 1200), 800 nits, sunlight readable',
      ],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.7 GHz', 'Octa-core 2.7 GHz'],
      ['memory', '8 GB + 128 GB', '8 GB + 128 GB'],
      ['battery', '10000 mAh 可拆卸电池', '10,000 mAh removable'],
      ['scan', '可选 2D 扫描模组', 'Optional 2D scan module'],
      ['camera', '后置 16 MP，前置 8 MP', '16 MP rear, 8 MP front'],
      [
        'network',
        '4G 全网通，Wi-Fi 6，蓝牙 5.2，GPS/北斗',
        '4G LTE, Wi-Fi 6, Bluetooth 5.2, GPS/BeiDou',
      ],
      ['nfc', '支持', 'Yes'],
      [
        'interfaces',
        'USB-C，Pogo Pin 底座接口，可选 RS232',
        'USB-C, pogo-pin dock connector, optional RS-232',
      ],
      ['ip', 'IP67', 'IP67'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 60 °C', '-20 °C to 60 °C'],
      ['weight', '约 980 g', 'Approx. 980 g'],
    ]),
  },
  {
    model: 'T8',
    cls: 'tablet',
    name: { zh: 'T8 8 英寸三防平板', en: 'T8 8-inch Rugged Tablet' },
    summary: {
      zh: '单手可握的 8 英寸三防平板，内置 2D 扫描头，适合门店巡检、上门服务和车间质检等需要大屏又要便携的场景。',
      en: 'An 8-inch rugged tablet you can hold in one hand, with a built-in 2D scanner, for store audits, field service and quality checks where you want a bigger screen that still travels.',
    },
    image: productImage('T8'),
    specs: specs([
      ['display', '8 英寸 WUXGA（1920×1200），600 尼特', '8" WUXGA (1920 × 1200), 600 nits'],
      ['os', 'Android 14', 'Android 14'],
      ['cpu', '八核 2.4 GHz', 'Octa-core 2.4 GHz'],
      ['memory', '6 GB + 128 GB', '6 GB + 128 GB'],
      ['battery', '8000 mAh 可拆卸电池', '8,000 mAh removable'],
      ['scan', '内置 2D 影像扫描引擎', 'Built-in 2D imager'],
      ['network', '4G 全网通，Wi-Fi 6，蓝牙 5.2', '4G LTE, Wi-Fi 6, Bluetooth 5.2'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP67', 'IP67'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 55 °C', '-20 °C to 55 °C'],
      ['weight', '约 620 g', 'Approx. 620 g'],
    ]),
  },
  {
    model: 'W5',
    cls: 'wearable',
    name: { zh: 'W5 指环扫描器', en: 'W5 Ring Scanner' },
    summary: {
      zh: '戴在食指上的蓝牙指环扫描器，拇指轻按即扫，双手始终空出来搬货；与 W7 腕戴终端或任意手持终端配对使用。',
      en: 'A Bluetooth ring scanner worn on the index finger: a tap of the thumb scans, and both hands stay free for lifting. Pairs with the W7 wrist computer or any of our handhelds.',
    },
    image: productImage('W5'),
    specs: specs([
      ['scan', '2D 影像扫描引擎，识读距离 3–50 cm', '2D imager, reading range 3–50 cm'],
      [
        'battery',
        '900 mAh，支持约 6000 次扫描，座充 2 小时充满',
        '900 mAh, about 6,000 scans; 2 h to full in the cradle',
      ],
      ['network', '蓝牙 5.1（BLE / SPP / HID）', 'Bluetooth 5.1 (BLE, SPP, HID)'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 48 g（含指环带）', 'Approx. 48 g with strap'],
    ]),
  },
  {
    model: 'W7',
    cls: 'wearable',
    name: { zh: 'W7 腕戴式终端', en: 'W7 Wrist-Mounted Computer' },
    summary: {
      zh: '3.2 英寸腕戴式 Android 终端，配合 W5 指环扫描器实现免持拣货，单手查看任务、确认数量，显著提升拣选效率。',
      en: 'A 3.2-inch Android computer worn on the wrist. Together with the W5 ring scanner it enables hands-free picking: read the task and confirm quantities without putting anything down.',
    },
    image: productImage('W7'),
    specs: specs([
      ['display', '3.2 英寸触摸屏（720×720）', '3.2" touchscreen (720 × 720)'],
      ['os', 'Android 13', 'Android 13'],
      ['cpu', '八核 2.0 GHz', 'Octa-core 2.0 GHz'],
      ['memory', '3 GB + 32 GB', '3 GB + 32 GB'],
      ['battery', '3200 mAh 可拆卸电池', '3,200 mAh removable'],
      ['network', 'Wi-Fi 6，蓝牙 5.2', 'Wi-Fi 6, Bluetooth 5.2'],
      ['nfc', '支持', 'Yes'],
      ['ip', 'IP65', 'IP65'],
      ['drop', '1.2 米跌落至水泥地面', '1.2 m to concrete'],
      ['temp', '-20 °C 至 50 °C', '-20 °C to 50 °C'],
      ['weight', '约 190 g（含腕带）', 'Approx. 190 g with strap'],
    ]),
  },
  {
    model: 'P20',
    cls: 'printer',
    name: { zh: 'P20 2 英寸便携式标签打印机', en: 'P20 2-inch Mobile Label Printer' },
    summary: {
      zh: '腰挂式 2 英寸热敏打印机，蓝牙与手持终端一碰配对，打印面单、价签和样本标签；电池支持一整天约 1500 张标签。',
      en: 'A belt-worn 2-inch thermal printer that pairs with a handheld at a tap. It prints waybills, shelf labels and specimen labels, and one charge lasts a full day of about 1,500 labels.',
    },
    image: productImage('P20'),
    specs: specs([
      ['print', '直接热敏', 'Direct thermal'],
      ['printWidth', '最大 48 mm（纸宽 58 mm）', 'Up to 48 mm (58 mm media)'],
      ['speed', '最高 100 mm/s', 'Up to 100 mm/s'],
      [
        'media',
        '标签纸、小票纸、黑标纸，卷径最大 40 mm',
        'Labels, receipts and black-mark media, rolls up to 40 mm',
      ],
      ['battery', '2600 mAh，约 1500 张标签', '2,600 mAh, about 1,500 labels'],
      ['network', '蓝牙 5.0，可选 Wi-Fi', 'Bluetooth 5.0, optional Wi-Fi'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['ip', 'IP54', 'IP54'],
      ['drop', '1.5 米跌落至水泥地面', '1.5 m to concrete'],
      ['weight', '约 320 g（含电池）', 'Approx. 320 g with battery'],
    ]),
  },
  {
    model: 'P30',
    cls: 'printer',
    name: { zh: 'P30 3 英寸便携式打印机', en: 'P30 3-inch Mobile Printer' },
    summary: {
      zh: '3 英寸票据与标签两用打印机，支持 CPCL、ESC/POS 指令，适合上门收款、抄表开票和冷链配送签收单。',
      en: 'A 3-inch printer for both receipts and labels, with CPCL and ESC/POS support: made for collections at the door, meter-reading bills and cold-chain delivery notes.',
    },
    image: productImage('P30'),
    specs: specs([
      ['print', '直接热敏', 'Direct thermal'],
      ['printWidth', '最大 72 mm（纸宽 80 mm）', 'Up to 72 mm (80 mm media)'],
      ['speed', '最高 90 mm/s', 'Up to 90 mm/s'],
      ['media', '小票纸、标签纸，卷径最大 50 mm', 'Receipts and labels, rolls up to 50 mm'],
      ['battery', '3400 mAh', '3,400 mAh'],
      ['network', '蓝牙 5.0，Wi-Fi 双频', 'Bluetooth 5.0, dual-band Wi-Fi'],
      ['nfc', '支持一碰配对', 'Tap-to-pair'],
      ['interfaces', 'USB-C', 'USB-C'],
      ['ip', 'IP54', 'IP54'],
      ['drop', '1.8 米跌落至水泥地面', '1.8 m to concrete'],
      ['weight', '约 430 g（含电池）', 'Approx. 430 g with battery'],
    ]),
  },
];
