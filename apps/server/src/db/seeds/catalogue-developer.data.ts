import type { ApiCategorySeed } from './catalogue.data.js';

/**
 * The developer centre's catalogue: the API categories here, the API reference in
 * catalogue-api*.data.ts, the SDKs and test packages in catalogue-sdks.data.ts.
 */

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

export { API_ENTRIES } from './catalogue-api.data.js';
export { SDKS, TEST_PACKAGES } from './catalogue-sdks.data.js';
