import type { SpecRow } from './catalogue.types.js';

/** Writing the catalogue's device models: specification rows and product images. */

const LABELS = {
  display: ['显示屏', 'Display'],
  os: ['操作系统', 'Operating system'],
  cpu: ['处理器', 'Processor'],
  memory: ['内存与存储', 'Memory & storage'],
  battery: ['电池', 'Battery'],
  scan: ['扫描引擎', 'Scan engine'],
  rfid: ['UHF RFID', 'UHF RFID'],
  camera: ['摄像头', 'Camera'],
  network: ['无线通信', 'Wireless'],
  nfc: ['NFC', 'NFC'],
  ip: ['防护等级', 'Sealing'],
  drop: ['跌落高度', 'Drop spec'],
  temp: ['工作温度', 'Operating temperature'],
  weight: ['重量', 'Weight'],
  housing: ['机身材质', 'Housing'],
  print: ['打印方式', 'Print method'],
  printWidth: ['打印宽度', 'Print width'],
  speed: ['打印速度', 'Print speed'],
  media: ['纸张', 'Media'],
  interfaces: ['接口', 'Interfaces'],
} as const;

type Label = keyof typeof LABELS;

/** Specification rows from [label, value zh, value en] triples. */
export function specs(rows: [Label, string, string][]): SpecRow[] {
  return rows.map(([l, zh, en]) => ({
    label_zh: LABELS[l][0],
    label_en: LABELS[l][1],
    value_zh: zh,
    value_en: en,
  }));
}

export const productImage = (model: string) => `/seuiot-assets/products/${model.toLowerCase()}.svg`;
