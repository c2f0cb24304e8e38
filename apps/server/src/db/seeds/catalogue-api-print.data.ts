import type { ApiEntrySeed } from './catalogue.data.js';
import { BOOL_OK, p } from './catalogue-api-kit.js';

/** API reference entries of printing (API_ENTRIES lists them after scanning). */
export const PRINT_API_ENTRIES: ApiEntrySeed[] = [
  {
    category: 'print-content',
    name: 'PrinterManager.connect',
    signature: 'PrinterManager.connect(address: String, timeoutMs: Int = 8000): Boolean',
    description: {
      zh: '通过蓝牙连接 P20 或 P30 打印机。请在子线程中调用。',
      en: 'Connects to a P20 or P30 printer over Bluetooth. Call it off the main thread.',
    },
    params: [
      p(
        'address',
        'String',
        true,
        '打印机蓝牙 MAC 地址。',
        'Bluetooth MAC address of the printer.',
      ),
      p(
        'timeoutMs',
        'Int',
        false,
        '连接超时，单位毫秒，默认 8000。',
        'Connection timeout in milliseconds, default 8000.',
      ),
    ],
    returns: BOOL_OK,
    example: 'val ok = withContext(Dispatchers.IO) { printer.connect("00:15:83:2A:4C:91") }',
  },
  {
    category: 'print-content',
    name: 'PrinterManager.printText',
    signature:
      'PrinterManager.printText(text: String, align: Int = ALIGN_LEFT, size: Int = 1): Int',
    description: {
      zh: '打印一行或多行文本，支持中英文混排。',
      en: 'Prints one or more lines of text, including mixed Chinese and English.',
    },
    params: [
      p(
        'text',
        'String',
        true,
        '要打印的文本，使用 \\n 换行。',
        'Text to print; use \\n for new lines.',
      ),
      p(
        'align',
        'Int',
        false,
        '对齐方式：ALIGN_LEFT、ALIGN_CENTER、ALIGN_RIGHT。',
        'ALIGN_LEFT, ALIGN_CENTER or ALIGN_RIGHT.',
      ),
      p('size', 'Int', false, '字号倍数 1–4。', 'Font scale 1–4.'),
    ],
    returns: {
      zh: 'Int：0 表示成功，负数为错误码。',
      en: 'Int: 0 on success, a negative error code otherwise.',
    },
    example: 'printer.printText("收件人：张三\\nTel: 138****0000", PrinterManager.ALIGN_LEFT, 1)',
  },
  {
    category: 'print-content',
    name: 'PrinterManager.printBarcode',
    signature:
      'PrinterManager.printBarcode(data: String, type: BarcodeType, width: Int, height: Int): Int',
    description: {
      zh: '打印一维条码，支持 Code 128、Code 39、EAN-13 等。',
      en: 'Prints a linear barcode such as Code 128, Code 39 or EAN-13.',
    },
    params: [
      p('data', 'String', true, '条码内容。', 'Barcode data.'),
      p('type', 'BarcodeType', true, '条码类型。', 'Barcode type.'),
      p('width', 'Int', true, '窄条宽度，单位点（1–4）。', 'Narrow bar width in dots (1–4).'),
      p('height', 'Int', true, '条码高度，单位点。', 'Bar height in dots.'),
    ],
    returns: {
      zh: 'Int：0 表示成功，负数为错误码。',
      en: 'Int: 0 on success, a negative error code otherwise.',
    },
    example: 'printer.printBarcode("SF1234567890", BarcodeType.CODE_128, 2, 80)',
  },
  {
    category: 'print-content',
    name: 'PrinterManager.printQRCode',
    signature: 'PrinterManager.printQRCode(data: String, size: Int = 6): Int',
    description: {
      zh: '打印二维码。',
      en: 'Prints a QR code.',
    },
    params: [
      p('data', 'String', true, '二维码内容。', 'QR code data.'),
      p(
        'size',
        'Int',
        false,
        '模块大小，单位点（2–10），默认 6。',
        'Module size in dots (2–10), default 6.',
      ),
    ],
    returns: {
      zh: 'Int：0 表示成功，负数为错误码。',
      en: 'Int: 0 on success, a negative error code otherwise.',
    },
    example: 'printer.printQRCode("https://example.com/track/SF1234567890", 6)',
  },
  {
    category: 'print-content',
    name: 'PrinterManager.printBitmap',
    signature: 'PrinterManager.printBitmap(bitmap: Bitmap, align: Int = ALIGN_CENTER): Int',
    description: {
      zh: '打印图片，图片会按打印宽度自动缩放并二值化。适合打印标识和签名。',
      en: 'Prints an image, scaled to the print width and converted to black and white. Handy for logos and signatures.',
    },
    params: [
      p('bitmap', 'Bitmap', true, '要打印的图片。', 'Image to print.'),
      p('align', 'Int', false, '对齐方式。', 'Alignment.'),
    ],
    returns: {
      zh: 'Int：0 表示成功，负数为错误码。',
      en: 'Int: 0 on success, a negative error code otherwise.',
    },
    example: 'printer.printBitmap(signatureView.toBitmap())',
  },
  {
    category: 'print-content',
    name: 'PrinterManager.feedPaper',
    signature: 'PrinterManager.feedPaper(lines: Int): Int',
    description: {
      zh: '走纸指定行数；标签纸模式下传 -1 表示走到下一张标签的起始位置。',
      en: 'Feeds the given number of lines; in label mode pass -1 to advance to the start of the next label.',
    },
    params: [
      p(
        'lines',
        'Int',
        true,
        '走纸行数，-1 表示走到下一张标签。',
        'Lines to feed, or -1 for the next label.',
      ),
    ],
    returns: {
      zh: 'Int：0 表示成功，负数为错误码。',
      en: 'Int: 0 on success, a negative error code otherwise.',
    },
    example: 'printer.feedPaper(-1)',
  },
  {
    category: 'print-status',
    name: 'PrinterManager.getStatus',
    signature: 'PrinterManager.getStatus(): PrinterStatus',
    description: {
      zh: '查询打印机状态：缺纸、开盖、过热、电量低。建议在每次打印前调用。',
      en: 'Reads printer status: paper out, cover open, overheated, low battery. Call it before each job.',
    },
    params: [],
    returns: {
      zh: 'PrinterStatus：包含 paperOut、coverOpen、overheated、batteryLevel 字段。',
      en: 'PrinterStatus with paperOut, coverOpen, overheated and batteryLevel.',
    },
    example: 'val s = printer.getStatus()\nif (s.paperOut) showToast(R.string.load_paper)',
  },
  {
    category: 'print-status',
    name: 'PrinterManager.setDensity',
    signature: 'PrinterManager.setDensity(level: Int): Boolean',
    description: {
      zh: '设置打印浓度。浓度越高打印越黑，但耗电和打印头磨损也越大。',
      en: 'Sets print darkness. Higher is darker but uses more power and wears the head faster.',
    },
    params: [p('level', 'Int', true, '浓度等级 1–15，默认 8。', 'Darkness 1–15, default 8.')],
    returns: BOOL_OK,
    example: 'printer.setDensity(10)',
  },
];
