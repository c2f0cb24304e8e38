import crypto from 'node:crypto';
import { sql } from 'kysely';
import { orderLink } from '@seuiot/contract';
import type { Db } from '../kysely.js';
import type { Storage } from '../../storage/storage.js';
import { DEMO_DEVICES } from './catalogue.data.js';
import { renderPdf } from './pdf.js';
import { DAY } from './seed-rows.js';

const HOUR = 60 * 60 * 1000;

interface DemoEntry {
  author: 'customer' | 'staff' | 'system';
  content: string;
  /** A system entry's English text. */
  contentEn?: string;
  /** Hours after the order's submission. */
  at: number;
}

interface DemoOrder {
  /** Named by the seeded messages (demo-messages.data.ts): they must exist. */
  number: string;
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

/**
 * The demo customer's work orders: one in every status, conversations in both languages, and the
 * two orders the seeded messages name (decision 0016).
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    number: 'WO-20261118-0032',
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
    number: 'WO-20261020-0107',
    type: 'platform',
    status: 3,
    title: 'Bulk device import fails',
    productName: 'IoT device management platform',
    contact: 'demo@example.com',
    description:
      'Importing 500 devices from the Excel template stops at row 214 with "invalid serial". The serial looks right.',
    daysAgo: 30,
    closedBy: 'staff',
    rating: [5, 'Fixed the same day, thank you.'],
    conversation: [
      {
        author: 'staff',
        content:
          'Row 214 holds a non-breaking space after the serial. Please remove it (or use the new template, which trims it) and import again.',
        at: 2,
      },
      { author: 'customer', content: 'That was it; all 500 devices are in. Thanks!', at: 6 },
      { author: 'staff', content: 'Glad it works. We are closing this work order.', at: 7 },
    ],
  },
  {
    number: 'WO-20261121-0015',
    type: 'app-sdk',
    status: 1,
    title: 'Scanner app crashes on Android 14',
    productName: 'Handheld terminal',
    contact: 'demo@example.com',
    description:
      'Since the Android 14 update the Warehouse Stocktake app closes when the scan engine starts.',
    daysAgo: 0,
    app: ['Warehouse Stocktake', '2.3.0'],
    conversation: [],
  },
  {
    number: 'WO-20261110-0044',
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
    number: 'WO-20261123-0003',
    type: 'documentation',
    status: 0,
    title: '打印机驱动下载链接失效',
    productName: '',
    contact: '',
    description: '',
    daysAgo: 0,
    conversation: [],
  },
];

/** Inserts the demo customer's work orders that are missing (by number); files go to `storage`. */
export async function seedDemoOrders(
  db: Db,
  demoId: number,
  storage: Storage,
  now: number,
): Promise<void> {
  const types = new Map(
    (await db.selectFrom('order_types').select(['id', 'code']).execute()).map((t) => [
      t.code,
      t.id,
    ]),
  );
  const device = await db
    .selectFrom('devices')
    .innerJoin('products', 'products.id', 'devices.product_id')
    .select(['devices.serial', 'products.model'])
    .where('devices.user_id', '=', demoId)
    .where(
      'devices.serial',
      'in',
      DEMO_DEVICES.map((d) => d.serial),
    )
    .orderBy('devices.id')
    .executeTakeFirst();
  for (const o of DEMO_ORDERS) {
    const found = await db
      .selectFrom('work_orders')
      .select('id')
      .where('number', '=', o.number)
      .executeTakeFirst();
    if (found) continue;
    const created = now - o.daysAgo * DAY - 6 * HOUR;
    const submitted = o.status === 0 ? null : created;
    const times = o.conversation.map((e) => created + e.at * HOUR);
    const staffTimes = o.conversation
      .map((e, i) => (e.author === 'staff' ? times[i]! : null))
      .filter((v): v is number => v !== null);
    const last = times.at(-1) ?? created;
    const firstReply = staffTimes[0] ?? null;
    // The clock ran from submission to the first reply, then while the customer's answers waited.
    let working = 0;
    let waitingSince = submitted;
    for (const [i, e] of o.conversation.entries()) {
      if (e.author === 'staff' && waitingSince !== null) {
        working += times[i]! - waitingSince;
        waitingSince = null;
      } else if (e.author === 'customer' && waitingSince === null) waitingSince = times[i]!;
    }
    const closedAt = o.status === 3 ? last : null;
    // The attachment's bytes wait under a partial name until its row commits (storage.stage).
    const pdf = o.attachment ? renderPdf(o.attachment.title, o.number, { zh: [], en: [] }) : null;
    const key = `order/${crypto.randomUUID()}`;
    const staged = pdf ? await storage.stage(key, pdf) : null;
    await db
      .transaction()
      .execute(async (tx) => {
        const id = (
          await tx
            .insertInto('work_orders')
            .values({
              number: o.number,
              user_id: demoId,
              type_id: types.get(o.type) ?? null,
              title: o.title,
              product_name: o.productName,
              contact: o.contact,
              description: o.description,
              status: o.status,
              device_serial: o.device && device ? device.serial : null,
              device_model: o.device && device ? device.model : null,
              app_name: o.app?.[0] ?? null,
              app_version: o.app?.[1] ?? null,
              linked_order_id: null,
              created_at: created,
              submitted_at: submitted,
              first_reply_at: firstReply,
              last_staff_reply_at: staffTimes.at(-1) ?? null,
              closed_at: closedAt,
              closed_by: o.closedBy ?? null,
              autoclose_warned_at: null,
              working_ms: working,
              status_since: o.status === 1 ? (waitingSince ?? created) : last,
              first_reply_ms:
                firstReply === null || submitted === null ? null : firstReply - submitted,
              resolution_ms: closedAt === null ? null : working,
              rating: o.rating?.[0] ?? null,
              rating_comment: o.rating?.[1] ?? null,
              rated_at: o.rating ? last + HOUR : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        for (const [i, e] of o.conversation.entries()) {
          await tx
            .insertInto('work_order_messages')
            .values({
              order_id: id,
              author: e.author,
              author_name:
                e.author === 'customer'
                  ? 'demo'
                  : e.author === 'staff'
                    ? '技术支持 Support'
                    : 'system',
              content: e.content,
              content_en: e.contentEn ?? null,
              created_at: times[i]!,
            })
            .execute();
        }
        if (o.attachment && pdf) {
          const bytes = pdf;
          const fileId = (
            await tx
              .insertInto('files')
              .values({
                owner_id: demoId,
                kind: 'order',
                storage_key: key,
                mime: 'application/pdf',
                size: bytes.length,
                width: null,
                height: null,
                created_at: created,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
          await tx
            .insertInto('work_order_files')
            .values({
              order_id: id,
              message_id: null,
              file_id: fileId,
              name: o.attachment.name,
              format: 'pdf',
            })
            .execute();
        }
        // The seeded messages that name this order open it.
        await tx
          .updateTable('messages')
          .set({ link: orderLink(id) })
          .where('user_id', '=', demoId)
          .where('title_en', 'like', `%${o.number}%`)
          .execute();
        // Numbers given later on that day follow the seeded one.
        const day = o.number.slice(3, 11);
        const seq = Number(o.number.slice(12));
        await tx
          .insertInto('work_order_days')
          .values({ day, last: seq })
          .onConflict((oc) =>
            oc.column('day').doUpdateSet({
              last: sql<number>`case when work_order_days.last > ${seq} then work_order_days.last else ${seq} end`,
            }),
          )
          .execute();
      })
      .catch(async (err: unknown) => {
        await staged?.discard();
        throw err;
      });
    await staged?.commit();
  }
}
