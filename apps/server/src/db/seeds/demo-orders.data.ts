/**
 * The demo customer's work orders (decision 0016): one in every status. The customer (陈晓 of a
 * Shanghai company) writes Chinese, and so does support; only system entries carry both languages
 * (decision 0059). Numbers are given at seed time from the creation day (demo-orders.ts).
 */

export interface DemoEntry {
  author: 'customer' | 'staff' | 'system';
  content: string;
  /** A system entry's English text. */
  contentEn?: string;
  /** Hours after the order's submission. */
  at: number;
}

export interface DemoOrder {
  /** Finds the order again (work_orders.seed_key); the seeded messages name orders by it. */
  key: string;
  /** The sequence number it takes when its day has not passed it yet (else the next free one). */
  seq: number;
  type: string;
  status: 0 | 1 | 2 | 3;
  title: string;
  productName: string;
  contact: string;
  description: string;
  daysAgo: number;
  device?: boolean;
  app?: [string, string];
  closedBy?: 'customer' | 'staff' | 'system';
  rating?: [number, string];
  conversation: DemoEntry[];
  /** A PDF report attached to the order. */
  attachment?: { name: string; title: { zh: string; en: string } };
}

export const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'gateway-reconnect',
    seq: 32,
    type: 'connectivity',
    status: 2,
    title: '网关离线后无法自动重连',
    productName: '工业物联网网关',
    contact: '13800000000',
    description: '网关在网络中断恢复后一直显示离线，需要手动重启才能重新连接平台。固件版本 3.2.1。',
    daysAgo: 1,
    device: true,
    conversation: [
      {
        author: 'staff',
        content: '您好，请在网关设置中确认“断线重连”已开启，并上传最近一次的系统日志。',
        at: 3,
      },
      {
        author: 'customer',
        content: '已开启，日志见附件。断网约 10 分钟后恢复，网关仍显示离线。',
        at: 5,
      },
      {
        author: 'staff',
        content:
          '日志显示重连间隔被设为 0（关闭）。请升级到固件 3.2.4，该版本修复了此问题，升级后请告知结果。',
        at: 24,
      },
    ],
    attachment: {
      name: 'gateway-log.pdf',
      title: { zh: '网关系统日志', en: 'Gateway system log' },
    },
  },
  {
    key: 'bulk-import',
    seq: 107,
    type: 'platform',
    status: 3,
    title: '批量导入设备失败',
    productName: 'IoT 设备管理平台',
    contact: 'demo@example.com',
    description:
      '用 Excel 模板导入 500 台设备时，在第 214 行停止并提示“序列号无效”，但该序列号看起来没有问题。',
    daysAgo: 30,
    closedBy: 'staff',
    rating: [5, '当天就解决了，谢谢！'],
    conversation: [
      {
        author: 'staff',
        content:
          '第 214 行的序列号后面有一个不间断空格。请删除它（或使用会自动去除空格的新模板）后重新导入。',
        at: 2,
      },
      { author: 'customer', content: '确实是这个原因，500 台设备已全部导入，谢谢！', at: 6 },
      { author: 'staff', content: '问题已解决，我们将关闭此工单。', at: 7 },
    ],
  },
  {
    key: 'battery',
    seq: 44,
    type: 'device-fault',
    status: 3,
    title: '手持终端电池续航明显下降',
    productName: '手持终端',
    contact: '13800000000',
    description: '使用半年后，满电只能工作 4 小时左右，之前可以工作一整天。',
    daysAgo: 14,
    device: true,
    closedBy: 'system',
    conversation: [
      { author: 'staff', content: '请在“设置 - 电池”中查看耗电排行并截图发给我们。', at: 4 },
      {
        author: 'system',
        content: '回复后 7 天未收到答复，工单已自动关闭。',
        contentEn: 'Closed automatically: no answer for 7 days after the reply.',
        at: 4 + 7 * 24,
      },
    ],
  },
  {
    key: 'driver-link',
    seq: 3,
    type: 'documentation',
    status: 0,
    title: '打印机驱动下载链接失效',
    productName: '',
    contact: '',
    description: '',
    daysAgo: 0,
    conversation: [],
  },
  {
    key: 'scanner-crash',
    seq: 15,
    type: 'app-sdk',
    status: 1,
    title: '扫描应用在 Android 14 上闪退',
    productName: '手持终端',
    contact: 'demo@example.com',
    description: '升级到 Android 14 后，“仓储盘点助手”应用在启动扫描引擎时自动关闭。',
    daysAgo: 0,
    app: ['仓储盘点助手', '2.3.0'],
    conversation: [],
  },
];
