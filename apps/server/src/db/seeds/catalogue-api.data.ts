import type { ApiEntrySeed } from './catalogue.data.js';
import { BOOL_OK, NONE, p } from './catalogue-api-kit.js';
import { DEVICE_API_ENTRIES } from './catalogue-api-device.data.js';
import { PRINT_API_ENTRIES } from './catalogue-api-print.data.js';

/** The API reference: scanning here, then printing, device control, system settings and RFID. */
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
  ...PRINT_API_ENTRIES,
  ...DEVICE_API_ENTRIES,
];
