import type {
  ApiCategorySeed,
  ApiEntrySeed,
  ApiParam,
  SdkParam,
  SdkSeed,
  TestPackageSeed,
} from './catalogue.data.js';

export const API_CATEGORIES: ApiCategorySeed[] = [
  { key: 'scan', name: { zh: '扫描', en: 'Scanning' } },
  { key: 'scan-control', parent: 'scan', name: { zh: '扫描控制', en: 'Scanner control' } },
  {
    key: 'scan-symbology',
    parent: 'scan',
    name: { zh: '码制与参数', en: 'Symbologies & settings' },
  },
  { key: 'print', name: { zh: '打印', en: 'Printing' } },
  { key: 'print-content', parent: 'print', name: { zh: '打印内容', en: 'Print content' } },
  { key: 'print-status', parent: 'print', name: { zh: '打印机状态', en: 'Printer status' } },
  { key: 'device', name: { zh: '设备控制', en: 'Device control' } },
  { key: 'device-keys', parent: 'device', name: { zh: '按键', en: 'Keys' } },
  { key: 'device-power', parent: 'device', name: { zh: '电源与电池', en: 'Power & battery' } },
  { key: 'system', name: { zh: '系统设置', en: 'System settings' } },
  { key: 'system-network', parent: 'system', name: { zh: '网络', en: 'Network' } },
  { key: 'system-apps', parent: 'system', name: { zh: '应用管理', en: 'App management' } },
  { key: 'rfid', name: { zh: 'RFID', en: 'RFID' } },
  { key: 'rfid-inventory', parent: 'rfid', name: { zh: '盘点', en: 'Inventory' } },
  { key: 'rfid-tag', parent: 'rfid', name: { zh: '标签读写', en: 'Tag access' } },
];

function p(name: string, type: string, required: boolean, zh: string, en: string): ApiParam {
  return { name, type, required, description_zh: zh, description_en: en };
}

const BOOL_OK = {
  zh: 'Boolean：成功返回 true，失败返回 false。',
  en: 'Boolean: true on success, false otherwise.',
};
const NONE = { zh: '无返回值。', en: 'Nothing.' };

export const API_ENTRIES: ApiEntrySeed[] = [
  {
    category: 'scan-control',
    name: 'ScanManager.getInstance',
    signature: 'ScanManager.getInstance(context: Context): ScanManager',
    description: {
      zh: '获取扫描管理器单例。所有扫描接口都通过该实例调用。',
      en: 'Returns the scan manager singleton through which every scanning call is made.',
    },
    params: [
      p(
        'context',
        'Context',
        true,
        '应用或 Activity 的上下文。',
        'Application or activity context.',
      ),
    ],
    returns: { zh: 'ScanManager 实例。', en: 'The ScanManager instance.' },
    example: 'val scanner = ScanManager.getInstance(applicationContext)',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.openScanner',
    signature: 'ScanManager.openScanner(): Boolean',
    description: {
      zh: '打开扫描头并获取独占使用权。请在页面可见时（onResume）调用。',
      en: 'Opens the scanner and takes exclusive use of it. Call it when your screen becomes visible (onResume).',
    },
    params: [],
    returns: BOOL_OK,
    example: 'override fun onResume() {\n    super.onResume()\n    scanner.openScanner()\n}',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.closeScanner',
    signature: 'ScanManager.closeScanner(): Boolean',
    description: {
      zh: '关闭扫描头并释放独占权，其他应用才能继续使用扫描服务。请在 onPause 中调用。',
      en: 'Closes the scanner and releases it so other apps can scan. Call it in onPause.',
    },
    params: [],
    returns: BOOL_OK,
    example: 'override fun onPause() {\n    scanner.closeScanner()\n    super.onPause()\n}',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.startDecode',
    signature: 'ScanManager.startDecode(): Boolean',
    description: {
      zh: '通过软件触发一次扫描，效果等同于按下扫描键。适用于界面上的“扫描”按钮。',
      en: 'Triggers a scan from software, exactly like pressing the scan key. Use it for an on-screen Scan button.',
    },
    params: [],
    returns: BOOL_OK,
    example: 'scanButton.setOnClickListener { scanner.startDecode() }',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.stopDecode',
    signature: 'ScanManager.stopDecode(): Boolean',
    description: {
      zh: '停止当前正在进行的扫描，关闭照明和瞄准灯。',
      en: 'Stops the scan in progress and switches off illumination and the aimer.',
    },
    params: [],
    returns: BOOL_OK,
    example: 'scanner.stopDecode()',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.setTriggerMode',
    signature: 'ScanManager.setTriggerMode(mode: Int): Boolean',
    description: {
      zh: '设置触发模式：单次扫描、按住连续扫描或自动感应扫描。',
      en: 'Sets the trigger mode: single scan, continuous while held, or presentation (auto-sense).',
    },
    params: [
      p(
        'mode',
        'Int',
        true,
        'TRIGGER_SINGLE = 0，TRIGGER_CONTINUOUS = 1，TRIGGER_PRESENTATION = 2。',
        'TRIGGER_SINGLE = 0, TRIGGER_CONTINUOUS = 1, TRIGGER_PRESENTATION = 2.',
      ),
    ],
    returns: BOOL_OK,
    example: 'scanner.setTriggerMode(ScanManager.TRIGGER_CONTINUOUS)',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.setOutputMode',
    signature: 'ScanManager.setOutputMode(mode: Int): Boolean',
    description: {
      zh: '设置扫码结果的输出方式：键盘模拟、广播或仅回调给当前应用。',
      en: 'Sets how results are delivered: keyboard emulation, broadcast, or callback to this app only.',
    },
    params: [
      p(
        'mode',
        'Int',
        true,
        'OUTPUT_KEYBOARD = 0，OUTPUT_BROADCAST = 1，OUTPUT_CALLBACK = 2。',
        'OUTPUT_KEYBOARD = 0, OUTPUT_BROADCAST = 1, OUTPUT_CALLBACK = 2.',
      ),
    ],
    returns: BOOL_OK,
    example: 'scanner.setOutputMode(ScanManager.OUTPUT_CALLBACK)',
  },
  {
    category: 'scan-control',
    name: 'ScanManager.registerScanListener',
    signature: 'ScanManager.registerScanListener(listener: ScanListener)',
    description: {
      zh: '注册扫码结果回调。回调在主线程执行，包含条码内容、原始字节和码制。',
      en: 'Registers a callback for scan results. It runs on the main thread and carries the text, raw bytes and symbology.',
    },
    params: [
      p(
        'listener',
        'ScanListener',
        true,
        '结果回调，实现 onScanResult(result: ScanResult)。',
        'Callback implementing onScanResult(result: ScanResult).',
      ),
    ],
    returns: NONE,
    example:
      'scanner.registerScanListener { result ->\n    barcodeView.text = result.text\n    Log.d("scan", "symbology=${result.symbology}")\n}',
  },
  {
    category: 'scan-symbology',
    name: 'ScanManager.setSymbologyEnabled',
    signature: 'ScanManager.setSymbologyEnabled(symbology: Symbology, enabled: Boolean): Boolean',
    description: {
      zh: '开启或关闭某种码制。只开启业务需要的码制可以提高识读速度并减少误读。',
      en: 'Enables or disables a symbology. Enabling only what you need decodes faster and avoids misreads.',
    },
    params: [
      p(
        'symbology',
        'Symbology',
        true,
        '码制，例如 Symbology.CODE_128。',
        'Symbology, e.g. Symbology.CODE_128.',
      ),
      p('enabled', 'Boolean', true, 'true 开启，false 关闭。', 'true to enable, false to disable.'),
    ],
    returns: BOOL_OK,
    example: 'scanner.setSymbologyEnabled(Symbology.PDF417, false)',
  },
  {
    category: 'scan-symbology',
    name: 'ScanManager.setParameter',
    signature: 'ScanManager.setParameter(id: Int, value: Int): Boolean',
    description: {
      zh: '设置扫描引擎参数，例如条码最小/最大长度、照明亮度、同码重复间隔。参数编号见扫描 SDK 参数表。',
      en: 'Sets a scan engine parameter such as minimum or maximum length, illumination or same-code timeout. See the Scan SDK parameter table for IDs.',
    },
    params: [
      p(
        'id',
        'Int',
        true,
        '参数编号，例如 PARAM_SAME_CODE_TIMEOUT。',
        'Parameter ID, e.g. PARAM_SAME_CODE_TIMEOUT.',
      ),
      p('value', 'Int', true, '参数值。', 'Parameter value.'),
    ],
    returns: BOOL_OK,
    example:
      '// Ignore the same barcode for 800 ms\nscanner.setParameter(ScanParams.PARAM_SAME_CODE_TIMEOUT, 800)',
  },
  {
    category: 'scan-symbology',
    name: 'ScanManager.getParameter',
    signature: 'ScanManager.getParameter(id: Int): Int',
    description: {
      zh: '读取扫描引擎参数的当前值。',
      en: 'Reads the current value of a scan engine parameter.',
    },
    params: [p('id', 'Int', true, '参数编号。', 'Parameter ID.')],
    returns: {
      zh: 'Int：参数值；参数不存在时返回 -1。',
      en: 'Int: the value, or -1 if the parameter does not exist.',
    },
    example: 'val timeout = scanner.getParameter(ScanParams.PARAM_SAME_CODE_TIMEOUT)',
  },
  {
    category: 'scan-symbology',
    name: 'ScanManager.resetDefaults',
    signature: 'ScanManager.resetDefaults(): Boolean',
    description: {
      zh: '把所有扫描参数和码制设置恢复为出厂默认值。',
      en: 'Restores every scan parameter and symbology setting to factory defaults.',
    },
    params: [],
    returns: BOOL_OK,
    example: 'scanner.resetDefaults()',
  },
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
  {
    category: 'device-keys',
    name: 'DeviceManager.setKeyRemap',
    signature: 'DeviceManager.setKeyRemap(keyCode: Int, targetKeyCode: Int): Boolean',
    description: {
      zh: '把实体按键映射为另一个键值，重启后仍然有效。',
      en: 'Maps a hardware key to another key code; the mapping survives restarts.',
    },
    params: [
      p(
        'keyCode',
        'Int',
        true,
        '原按键键值，例如 KEYCODE_F1。',
        'Original key code, e.g. KEYCODE_F1.',
      ),
      p('targetKeyCode', 'Int', true, '映射后的键值。', 'Key code to send instead.'),
    ],
    returns: BOOL_OK,
    example: 'device.setKeyRemap(KeyEvent.KEYCODE_F1, KeyEvent.KEYCODE_ENTER)',
  },
  {
    category: 'device-keys',
    name: 'DeviceManager.disableKey',
    signature: 'DeviceManager.disableKey(keyCode: Int, disabled: Boolean): Boolean',
    description: {
      zh: '禁用或恢复某个实体按键，例如在 Kiosk 场景下禁用返回键和菜单键。',
      en: 'Disables or restores a hardware key, for example Back and Menu in a kiosk.',
    },
    params: [
      p('keyCode', 'Int', true, '按键键值。', 'Key code.'),
      p(
        'disabled',
        'Boolean',
        true,
        'true 禁用，false 恢复。',
        'true to disable, false to restore.',
      ),
    ],
    returns: BOOL_OK,
    example: 'device.disableKey(KeyEvent.KEYCODE_BACK, true)',
  },
  {
    category: 'device-power',
    name: 'DeviceManager.getBatteryInfo',
    signature: 'DeviceManager.getBatteryInfo(): BatteryInfo',
    description: {
      zh: '读取智能电池信息：健康度、循环次数、温度、序列号和生产日期。',
      en: 'Reads the smart battery: health, cycle count, temperature, serial number and manufacture date.',
    },
    params: [],
    returns: {
      zh: 'BatteryInfo：health（百分比）、cycleCount、temperature（摄氏度）、serial、manufactureDate。',
      en: 'BatteryInfo: health (percent), cycleCount, temperature (°C), serial and manufactureDate.',
    },
    example:
      'val info = device.getBatteryInfo()\nif (info.health < 80) notifyReplaceBattery(info.serial)',
  },
  {
    category: 'device-power',
    name: 'DeviceManager.reboot',
    signature: 'DeviceManager.reboot(reason: String? = null)',
    description: {
      zh: '立即重启设备，需要设备 SDK 授权。',
      en: 'Restarts the device immediately. Requires a Device SDK licence.',
    },
    params: [
      p(
        'reason',
        'String?',
        false,
        '重启原因，会写入系统日志。',
        'Reason, written to the system log.',
      ),
    ],
    returns: NONE,
    example: 'device.reboot("nightly maintenance")',
  },
  {
    category: 'system-network',
    name: 'SystemSettings.addWifiConfig',
    signature: 'SystemSettings.addWifiConfig(config: WifiConfig): Boolean',
    description: {
      zh: '添加并连接 Wi-Fi 网络，支持 WPA2/WPA3 个人和企业认证。',
      en: 'Adds and joins a Wi-Fi network, including WPA2/WPA3 Personal and Enterprise.',
    },
    params: [
      p(
        'config',
        'WifiConfig',
        true,
        'Wi-Fi 配置：ssid、security、password，企业认证还需 eapMethod 和证书。',
        'Wi-Fi settings: ssid, security, password, plus eapMethod and certificates for Enterprise.',
      ),
    ],
    returns: BOOL_OK,
    example:
      'settings.addWifiConfig(WifiConfig(ssid = "WH-Floor", security = Security.WPA2_PSK, password = "********"))',
  },
  {
    category: 'system-network',
    name: 'SystemSettings.setMobileDataEnabled',
    signature: 'SystemSettings.setMobileDataEnabled(enabled: Boolean): Boolean',
    description: {
      zh: '开启或关闭移动数据，例如在仓库内只允许使用 Wi-Fi。',
      en: 'Turns mobile data on or off, for example to allow Wi-Fi only inside the warehouse.',
    },
    params: [
      p('enabled', 'Boolean', true, 'true 开启，false 关闭。', 'true to enable, false to disable.'),
    ],
    returns: BOOL_OK,
    example: 'settings.setMobileDataEnabled(false)',
  },
  {
    category: 'system-network',
    name: 'SystemSettings.setSystemTime',
    signature: 'SystemSettings.setSystemTime(epochMillis: Long): Boolean',
    description: {
      zh: '设置系统时间。设备无法联网校时的场景下使用，时间错误会导致证书校验失败。',
      en: 'Sets the system clock where the device cannot sync time online; a wrong clock breaks certificate checks.',
    },
    params: [
      p('epochMillis', 'Long', true, 'Unix 时间戳，单位毫秒。', 'Unix time in milliseconds.'),
    ],
    returns: BOOL_OK,
    example: 'settings.setSystemTime(serverTimeMillis)',
  },
  {
    category: 'system-apps',
    name: 'AppManager.installPackage',
    signature: 'AppManager.installPackage(path: String, listener: InstallListener)',
    description: {
      zh: '静默安装或升级 APK，无需用户确认。需要设备 SDK 授权。',
      en: 'Installs or updates an APK silently, without asking the user. Requires a Device SDK licence.',
    },
    params: [
      p('path', 'String', true, 'APK 文件的绝对路径。', 'Absolute path of the APK.'),
      p('listener', 'InstallListener', true, '安装结果回调。', 'Callback with the result.'),
    ],
    returns: NONE,
    example:
      'apps.installPackage(apk.absolutePath) { code, message ->\n    if (code != 0) Log.w("install", message)\n}',
  },
  {
    category: 'system-apps',
    name: 'AppManager.uninstallPackage',
    signature: 'AppManager.uninstallPackage(packageName: String): Boolean',
    description: {
      zh: '静默卸载应用。系统预装应用无法卸载。',
      en: 'Uninstalls an app silently. Preinstalled system apps cannot be removed.',
    },
    params: [p('packageName', 'String', true, '应用包名。', 'Package name.')],
    returns: BOOL_OK,
    example: 'apps.uninstallPackage("com.example.legacy")',
  },
  {
    category: 'system-apps',
    name: 'AppManager.setKioskMode',
    signature: 'AppManager.setKioskMode(packageName: String, enabled: Boolean): Boolean',
    description: {
      zh: '开启或关闭单应用 Kiosk 模式。开启后设备只运行指定应用，返回键和最近任务键失效。',
      en: 'Turns single-app kiosk mode on or off. While on, only the given app runs and Back and Recents do nothing.',
    },
    params: [
      p('packageName', 'String', true, '锁定的应用包名。', 'Package to lock to.'),
      p('enabled', 'Boolean', true, 'true 开启，false 关闭。', 'true to enable, false to disable.'),
    ],
    returns: BOOL_OK,
    example: 'apps.setKioskMode(packageName, true)',
  },
  {
    category: 'rfid-inventory',
    name: 'RfidReader.startInventory',
    signature: 'RfidReader.startInventory(session: Int = 1, listener: InventoryListener): Boolean',
    description: {
      zh: '开始连续盘点，读到的标签通过回调返回。再次调用前需先 stopInventory。',
      en: 'Starts continuous inventory; tags arrive through the callback. Call stopInventory before starting again.',
    },
    params: [
      p(
        'session',
        'Int',
        false,
        '会话 0–3，大量标签建议 1 或 2。',
        'Session 0–3; use 1 or 2 for large populations.',
      ),
      p(
        'listener',
        'InventoryListener',
        true,
        '标签回调，包含 epc、tid、rssi、antenna。',
        'Tag callback with epc, tid, rssi and antenna.',
      ),
    ],
    returns: BOOL_OK,
    example: 'reader.startInventory(1) { tag ->\n    adapter.add(tag.epc, tag.rssi)\n}',
  },
  {
    category: 'rfid-inventory',
    name: 'RfidReader.stopInventory',
    signature: 'RfidReader.stopInventory(): Boolean',
    description: { zh: '停止盘点。', en: 'Stops the inventory.' },
    params: [],
    returns: BOOL_OK,
    example: 'reader.stopInventory()',
  },
  {
    category: 'rfid-inventory',
    name: 'RfidReader.setPower',
    signature: 'RfidReader.setPower(dbm: Int): Boolean',
    description: {
      zh: '设置发射功率。功率越高读距越远，耗电也越多。',
      en: 'Sets the output power. More power reads further and uses more battery.',
    },
    params: [
      p(
        'dbm',
        'Int',
        true,
        '功率 5–33 dBm（R10 最大 30 dBm）。',
        'Power 5–33 dBm (30 dBm max on the R10).',
      ),
    ],
    returns: BOOL_OK,
    example: 'reader.setPower(30)',
  },
  {
    category: 'rfid-inventory',
    name: 'RfidReader.setRegion',
    signature: 'RfidReader.setRegion(region: Region): Boolean',
    description: {
      zh: '设置工作频段，必须符合设备使用地的无线电管理规定。',
      en: 'Sets the frequency band, which must comply with radio regulations where the device is used.',
    },
    params: [
      p(
        'region',
        'Region',
        true,
        '频段：CHINA_920（920–925 MHz）、EU_865、US_902 等。',
        'Band: CHINA_920 (920–925 MHz), EU_865, US_902 and others.',
      ),
    ],
    returns: BOOL_OK,
    example: 'reader.setRegion(Region.CHINA_920)',
  },
  {
    category: 'rfid-tag',
    name: 'RfidReader.readTag',
    signature:
      'RfidReader.readTag(epc: String, bank: MemoryBank, offset: Int, length: Int, password: String = "00000000"): ByteArray?',
    description: {
      zh: '读取指定标签某个存储区的数据。',
      en: 'Reads data from one memory bank of a given tag.',
    },
    params: [
      p('epc', 'String', true, '目标标签的 EPC。', 'EPC of the target tag.'),
      p(
        'bank',
        'MemoryBank',
        true,
        '存储区：RESERVED、EPC、TID、USER。',
        'Memory bank: RESERVED, EPC, TID or USER.',
      ),
      p('offset', 'Int', true, '起始地址，单位字（2 字节）。', 'Start address in words (2 bytes).'),
      p('length', 'Int', true, '读取长度，单位字。', 'Length in words.'),
      p('password', 'String', false, '访问密码，8 位十六进制。', 'Access password, 8 hex digits.'),
    ],
    returns: {
      zh: 'ByteArray?：读取的数据；失败返回 null。',
      en: 'ByteArray?: the data, or null on failure.',
    },
    example: 'val tid = reader.readTag(epc, MemoryBank.TID, 0, 6)',
  },
  {
    category: 'rfid-tag',
    name: 'RfidReader.writeTag',
    signature:
      'RfidReader.writeTag(epc: String, bank: MemoryBank, offset: Int, data: ByteArray, password: String = "00000000"): Boolean',
    description: {
      zh: '向指定标签写入数据。写入 EPC 区时请从偏移 2 开始，以免覆盖 CRC 和 PC 字。',
      en: 'Writes data to a given tag. When writing the EPC bank start at offset 2 so the CRC and PC words are left alone.',
    },
    params: [
      p('epc', 'String', true, '目标标签的 EPC。', 'EPC of the target tag.'),
      p('bank', 'MemoryBank', true, '存储区。', 'Memory bank.'),
      p('offset', 'Int', true, '起始地址，单位字。', 'Start address in words.'),
      p(
        'data',
        'ByteArray',
        true,
        '要写入的数据，长度必须为偶数字节。',
        'Data to write; an even number of bytes.',
      ),
      p('password', 'String', false, '访问密码。', 'Access password.'),
    ],
    returns: BOOL_OK,
    example: 'reader.writeTag(epc, MemoryBank.USER, 0, "A1B2".hexToByteArray())',
  },
  {
    category: 'rfid-tag',
    name: 'RfidReader.lockTag',
    signature:
      'RfidReader.lockTag(epc: String, bank: MemoryBank, action: LockAction, password: String): Boolean',
    description: {
      zh: '锁定或解锁标签存储区，锁定前必须先设置非零访问密码。永久锁定后无法恢复，请谨慎操作。',
      en: 'Locks or unlocks a memory bank. Set a non-zero access password first. A permanent lock cannot be undone.',
    },
    params: [
      p('epc', 'String', true, '目标标签的 EPC。', 'EPC of the target tag.'),
      p('bank', 'MemoryBank', true, '存储区。', 'Memory bank.'),
      p('action', 'LockAction', true, 'LOCK、UNLOCK、PERMA_LOCK。', 'LOCK, UNLOCK or PERMA_LOCK.'),
      p('password', 'String', true, '访问密码。', 'Access password.'),
    ],
    returns: BOOL_OK,
    example: 'reader.lockTag(epc, MemoryBank.EPC, LockAction.LOCK, "1A2B3C4D")',
  },
];

function sp(name: string, type: string, def: string, zh: string, en: string): SdkParam {
  return { name, type, default: def, description_zh: zh, description_en: en };
}

export const SDKS: SdkSeed[] = [
  {
    key: 'device-sdk',
    kind: 'general',
    name: { zh: '设备 SDK', en: 'Device SDK' },
    description: {
      zh: [
        '设备 SDK 提供按键、电源、网络、系统时间和应用管理等系统级接口，适用于需要深度控制设备的企业应用。',
        '部分接口（静默安装、重启）需要设备 SDK 授权，授权文件可在服务工单中申请。支持 Android 11 至 Android 15。',
      ],
      en: [
        'The Device SDK exposes system-level calls for keys, power, network, system time and app management, for enterprise apps that need deep control of the device.',
        'Some calls (silent install, reboot) need a Device SDK licence, which you can request through a work order. Supports Android 11 to Android 15.',
      ],
    },
    version: '3.8.2',
    params: [
      sp(
        'device.licenseFile',
        'String',
        'assets/device.lic',
        '授权文件路径。',
        'Path of the licence file.',
      ),
      sp(
        'device.logLevel',
        'Int',
        '3',
        'SDK 日志级别，0 关闭，5 最详细。',
        'SDK log level, 0 off to 5 verbose.',
      ),
      sp(
        'device.keyRemapPersistent',
        'Boolean',
        'true',
        '按键映射是否在重启后保留。',
        'Whether key mappings survive a restart.',
      ),
    ],
    daysAgo: 35,
  },
  {
    key: 'scan-sdk',
    kind: 'general',
    name: { zh: '扫描 SDK', en: 'Scan SDK' },
    description: {
      zh: [
        '扫描 SDK 用于在应用中直接控制扫描头：开关扫描头、软件触发、设置码制和参数、接收扫码结果回调。',
        '4.2.0 版本适配 Android 14，新增同码重复过滤和多码同时识读接口。支持全系手持终端和 T8 平板。',
      ],
      en: [
        'The Scan SDK lets your app control the scanner directly: open and close it, trigger scans from software, set symbologies and parameters, and receive results by callback.',
        'Version 4.2.0 supports Android 14 and adds duplicate filtering and multi-barcode decoding. Works on all our handhelds and the T8 tablet.',
      ],
    },
    version: '4.2.0',
    params: [
      sp(
        'scan.outputMode',
        'Int',
        '2',
        '输出方式：0 键盘，1 广播，2 回调。',
        'Output: 0 keyboard, 1 broadcast, 2 callback.',
      ),
      sp(
        'scan.triggerMode',
        'Int',
        '0',
        '触发模式：0 单次，1 连续，2 感应。',
        'Trigger: 0 single, 1 continuous, 2 presentation.',
      ),
      sp(
        'scan.sameCodeTimeout',
        'Int',
        '500',
        '同一条码的重复识读间隔，单位毫秒。',
        'Minimum interval before the same barcode is reported again, in ms.',
      ),
      sp('scan.beep', 'Boolean', 'true', '扫码成功是否播放提示音。', 'Beep on a good read.'),
      sp('scan.vibrate', 'Boolean', 'false', '扫码成功是否振动。', 'Vibrate on a good read.'),
      sp('scan.illumination', 'Int', '2', '照明亮度 0–3。', 'Illumination level 0–3.'),
    ],
    daysAgo: 28,
  },
  {
    key: 'print-sdk',
    kind: 'general',
    name: { zh: '打印 SDK', en: 'Print SDK' },
    description: {
      zh: [
        '打印 SDK 用于连接 P20、P30 便携打印机，打印文本、条码、二维码和图片，并查询打印机状态。',
        '同时支持 CPCL 和 ESC/POS 指令透传，便于移植已有的打印模板。',
      ],
      en: [
        'The Print SDK connects to the P20 and P30 mobile printers to print text, barcodes, QR codes and images, and to read printer status.',
        'It can also pass CPCL and ESC/POS commands straight through, making existing templates easy to port.',
      ],
    },
    version: '2.6.1',
    params: [
      sp(
        'print.paperType',
        'Int',
        '0',
        '纸张类型：0 连续纸，1 间隙纸，2 黑标纸。',
        'Media: 0 continuous, 1 gap, 2 black mark.',
      ),
      sp('print.density', 'Int', '8', '打印浓度 1–15。', 'Darkness 1–15.'),
      sp('print.speed', 'Int', '3', '打印速度等级 1–5。', 'Speed level 1–5.'),
      sp(
        'print.autoReconnect',
        'Boolean',
        'true',
        '蓝牙断开后是否自动重连。',
        'Reconnect automatically after Bluetooth drops.',
      ),
    ],
    daysAgo: 50,
  },
  {
    key: 'rfid-sdk',
    kind: 'general',
    name: { zh: 'RFID SDK', en: 'RFID SDK' },
    description: {
      zh: [
        'RFID SDK 统一支持 R30 内置读写模块和 R10 背夹，提供盘点、读写、锁定、过滤和功率设置接口。',
        '附带寻物模式示例，可根据 RSSI 引导用户找到目标标签。',
      ],
      en: [
        'The RFID SDK supports both the R30’s built-in module and the R10 sled, with calls for inventory, read, write, lock, filters and power.',
        'Includes a finder-mode sample that uses RSSI to guide the user to a target tag.',
      ],
    },
    version: '1.9.0',
    params: [
      sp('rfid.power', 'Int', '30', '发射功率 5–33 dBm。', 'Output power 5–33 dBm.'),
      sp('rfid.session', 'Int', '1', '盘点会话 0–3。', 'Inventory session 0–3.'),
      sp('rfid.qValue', 'Int', '4', '初始 Q 值 0–15。', 'Initial Q 0–15.'),
      sp('rfid.region', 'String', 'CHINA_920', '工作频段。', 'Frequency band.'),
    ],
    daysAgo: 65,
  },
  {
    key: 'model-s90',
    kind: 'model',
    product: 'S90',
    name: { zh: 'S90 机型 SDK', en: 'S90 model SDK' },
    description: {
      zh: 'S90 专用扩展接口：5G 网络切片选择、侧键背光和扫描窗口清洁提醒。需配合设备 SDK 3.8 及以上版本使用。',
      en: 'S90-specific extensions: 5G network slice selection, side key backlight and scan window cleaning reminders. Requires Device SDK 3.8 or later.',
    },
    version: '1.4.0',
    params: [
      sp('s90.preferNr', 'Boolean', 'true', '优先使用 5G 网络。', 'Prefer 5G when available.'),
      sp(
        's90.keyBacklight',
        'Int',
        '1',
        '侧键背光：0 关，1 自动，2 常亮。',
        'Side key backlight: 0 off, 1 auto, 2 on.',
      ),
    ],
    daysAgo: 40,
  },
  {
    key: 'model-s95',
    kind: 'model',
    product: 'S95',
    name: { zh: 'S95 机型 SDK', en: 'S95 model SDK' },
    description: {
      zh: 'S95 远距离扫描引擎的扩展接口：远近焦切换、瞄准点亮度和枪柄扳机事件。',
      en: 'Extensions for the S95 long-range engine: near/far focus switching, aimer brightness and pistol-grip trigger events.',
    },
    version: '1.2.3',
    params: [
      sp(
        's95.focusMode',
        'Int',
        '0',
        '对焦：0 自动，1 近距离，2 远距离。',
        'Focus: 0 auto, 1 near, 2 far.',
      ),
      sp('s95.aimerLevel', 'Int', '2', '瞄准点亮度 0–3。', 'Aimer brightness 0–3.'),
    ],
    daysAgo: 75,
  },
  {
    key: 'model-m60',
    kind: 'model',
    product: 'M60',
    name: { zh: 'M60 机型 SDK', en: 'M60 model SDK' },
    description: {
      zh: 'M60 医疗版扩展接口：一键通话键、热插拔电池事件和夜间模式指示灯控制。',
      en: 'M60 Healthcare extensions: push-to-talk key, hot-swap battery events and night-mode LED control.',
    },
    version: '1.1.0',
    params: [
      sp(
        'm60.pttPackage',
        'String',
        '',
        '一键通话键启动的应用包名。',
        'Package launched by the push-to-talk key.',
      ),
      sp(
        'm60.nightLed',
        'Boolean',
        'true',
        '夜间模式下关闭指示灯。',
        'Turn the LED off in night mode.',
      ),
    ],
    daysAgo: 90,
  },
  {
    key: 'model-r30',
    kind: 'model',
    product: 'R30',
    name: { zh: 'R30 机型 SDK', en: 'R30 model SDK' },
    description: {
      zh: 'R30 手柄扳机与 RFID 模块的联动接口，可设置扳机触发盘点或扫码。',
      en: 'Links the R30 handle trigger to the RFID module, so the trigger can start an inventory or a barcode scan.',
    },
    version: '1.3.1',
    params: [
      sp(
        'r30.triggerAction',
        'Int',
        '0',
        '扳机动作：0 RFID 盘点，1 条码扫描。',
        'Trigger action: 0 RFID inventory, 1 barcode scan.',
      ),
    ],
    daysAgo: 70,
  },
  {
    key: 'model-p20',
    kind: 'model',
    product: 'P20',
    name: { zh: 'P20 机型 SDK', en: 'P20 model SDK' },
    description: {
      zh: 'P20 专用接口：NFC 一碰配对、自动关机时间和标签纸自动学习。',
      en: 'P20-specific calls: NFC tap-to-pair, auto power-off time and automatic label learning.',
    },
    version: '1.0.6',
    params: [
      sp(
        'p20.autoOffMinutes',
        'Int',
        '30',
        '空闲自动关机时间，单位分钟，0 不关机。',
        'Idle power-off in minutes, 0 to stay on.',
      ),
      sp(
        'p20.labelLearn',
        'Boolean',
        'true',
        '装纸后自动学习标签长度。',
        'Learn label length after loading media.',
      ),
    ],
    daysAgo: 110,
  },
];

export const TEST_PACKAGES: TestPackageSeed[] = [
  {
    key: 'test-s90-hw',
    product: 'S90',
    name: { zh: 'S90 硬件自检工具', en: 'S90 hardware self-test' },
    description: {
      zh: '逐项检测屏幕、触控、按键、扫描头、摄像头、NFC、GPS 和电池，生成检测报告，用于来料检验和返修前诊断。',
      en: 'Tests the screen, touch, keys, scanner, cameras, NFC, GPS and battery one by one and produces a report, for incoming inspection and pre-repair diagnosis.',
    },
    version: '2.3.0',
    daysAgo: 45,
  },
  {
    key: 'test-s95-range',
    product: 'S95',
    name: { zh: 'S95 远距离扫描测试用例', en: 'S95 long-range scan test cases' },
    description: {
      zh: '不同距离、角度和光照条件下的扫描成功率测试用例，包含测试条码尺寸和记录表。',
      en: 'Test cases for read rate at different distances, angles and lighting, with barcode sizes and a results sheet.',
    },
    version: '1.1.0',
    daysAgo: 120,
  },
  {
    key: 'test-r30-read',
    product: 'R30',
    name: { zh: 'R30 RFID 读距与速率测试', en: 'R30 RFID range and rate test' },
    description: {
      zh: '在标准场地测量不同功率下的读距和每秒盘点数量，用于项目前期验证标签选型。',
      en: 'Measures range and tags per second at different power levels on a standard test site, to validate tag choice early in a project.',
    },
    version: '1.2.0',
    daysAgo: 95,
  },
  {
    key: 'test-p20-print',
    product: 'P20',
    name: { zh: 'P20 打印测试页脚本', en: 'P20 test print script' },
    description: {
      zh: '通过 CPCL 指令打印包含文本、条码、二维码和灰度块的测试页，用于检查打印头和纸张设置。',
      en: 'Prints a test page of text, barcodes, a QR code and grey blocks using CPCL, to check the print head and media settings.',
    },
    version: '1.0.4',
    daysAgo: 130,
  },
  {
    key: 'test-t10-display',
    product: 'T10',
    name: { zh: 'T10 屏幕与触控测试', en: 'T10 display and touch test' },
    description: {
      zh: '坏点、亮度均匀性和多点触控划线测试步骤，适用于车载安装前的验收。',
      en: 'Steps for dead pixel, brightness uniformity and multi-touch line tests, for acceptance before vehicle installation.',
    },
    version: '1.0.2',
    daysAgo: 160,
  },
  {
    key: 'test-m60-scan',
    product: 'M60',
    name: { zh: 'M60 腕带扫码测试用例', en: 'M60 wristband scan test cases' },
    description: {
      zh: '针对曲面腕带、手机屏幕条码和小尺寸药品条码的识读测试用例。',
      en: 'Read tests for curved wristbands, barcodes on phone screens and small medication labels.',
    },
    version: '1.0.1',
    daysAgo: 140,
  },
  {
    key: 'test-w5-bt',
    product: 'W5',
    name: { zh: 'W5 蓝牙连接稳定性测试', en: 'W5 Bluetooth stability test' },
    description: {
      zh: '连续 8 小时扫码的断连与重连测试脚本，记录每次断连时间和恢复耗时。',
      en: 'An eight-hour continuous scanning script that logs every disconnect and how long reconnection takes.',
    },
    version: '1.0.0',
    daysAgo: 80,
  },
  {
    key: 'test-mdm-enrol',
    name: { zh: 'MDM 批量注册验证清单', en: 'MDM bulk enrolment checklist' },
    description: {
      zh: '大批量设备通过 Stage Now 与 MDM 注册前的验证项目，适用于所有机型。',
      en: 'Items to verify before enrolling a large batch of devices through Stage Now and MDM. Applies to all models.',
    },
    version: '1.3.0',
    daysAgo: 25,
  },
];
