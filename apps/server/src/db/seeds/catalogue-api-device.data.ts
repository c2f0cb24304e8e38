import type { ApiEntrySeed } from './catalogue.data.js';
import { BOOL_OK, NONE, p } from './catalogue-api-kit.js';

/**
 * API reference entries of device control, system settings and RFID (API_ENTRIES lists them last).
 */
export const DEVICE_API_ENTRIES: ApiEntrySeed[] = [
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
