import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The demo customer's work orders (issue 26 item 1, decision 0059). The seed gave them fixed
 * numbers (WO-20261118-0032…) while creating them days before the seed's time, so a number's date
 * disagreed with its creation date; it also found them again by those numbers.
 *
 * - `seed_key`: the key the seed finds its demo orders by from now on (null for every other order;
 *   unique where set), so their numbers can follow their creation dates.
 * - The repair: an order of the account `demo` that still has one of the five old numbers gets the
 *   key, a number of its creation day (UTC, as the orders module numbers), the texts the seed now
 *   writes (where they are still the old seeded ones) and its seeded inbox messages renamed.
 *   Nothing else is touched. The new number takes the next free one of that day through
 *   `work_order_days`, so numbers given later that day stay unique.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('work_orders').addColumn('seed_key', 'varchar(40)').execute();
  await db.schema
    .createIndex('work_orders_seed_key')
    .on('work_orders')
    .column('seed_key')
    .unique()
    .execute();
  await repairDemoOrders(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('work_orders_seed_key').execute();
  await db.schema.alterTable('work_orders').dropColumn('seed_key').execute();
}

interface OldOrder {
  key: string;
  /** Old → new value of order columns the customer wrote. */
  fields?: Record<string, [string, string]>;
  /** Old → new text of conversation entries. */
  entries?: [string, string][];
}

/** The five numbers the old seed gave, and what changed in what it wrote. */
const OLD: Record<string, OldOrder> = {
  'WO-20261118-0032': { key: 'gateway-reconnect' },
  'WO-20261020-0107': {
    key: 'bulk-import',
    fields: {
      title: ['Bulk device import fails', '批量导入设备失败'],
      product_name: ['IoT device management platform', 'IoT 设备管理平台'],
      description: [
        'Importing 500 devices from the Excel template stops at row 214 with "invalid serial". The serial looks right.',
        '用 Excel 模板导入 500 台设备时，在第 214 行停止并提示“序列号无效”，但该序列号看起来没有问题。',
      ],
      rating_comment: ['Fixed the same day, thank you.', '当天就解决了，谢谢！'],
    },
    entries: [
      [
        'Row 214 holds a non-breaking space after the serial. Please remove it (or use the new template, which trims it) and import again.',
        '第 214 行的序列号后面有一个不间断空格。请删除它（或使用会自动去除空格的新模板）后重新导入。',
      ],
      [
        'That was it; all 500 devices are in. Thanks!',
        '确实是这个原因，500 台设备已全部导入，谢谢！',
      ],
      ['Glad it works. We are closing this work order.', '问题已解决，我们将关闭此工单。'],
    ],
  },
  'WO-20261121-0015': {
    key: 'scanner-crash',
    fields: {
      title: ['Scanner app crashes on Android 14', '扫描应用在 Android 14 上闪退'],
      product_name: ['Handheld terminal', '手持终端'],
      description: [
        'Since the Android 14 update the Warehouse Stocktake app closes when the scan engine starts.',
        '升级到 Android 14 后，“仓储盘点助手”应用在启动扫描引擎时自动关闭。',
      ],
      app_name: ['Warehouse Stocktake', '仓储盘点助手'],
    },
  },
  'WO-20261110-0044': { key: 'battery' },
  'WO-20261123-0003': { key: 'driver-link' },
};

/** The staff name the old seed wrote (two languages in one name), and the one it writes now. */
const OLD_STAFF_NAME = '技术支持 Support';
const STAFF_NAME = 'wang.lei';

/** YYYYMMDD of `ms` in UTC (the orders module's day of a number). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Renumbers the demo account's orders that still carry an old seeded number (see `up`); exported
 * for its test. Runs again harmlessly: a repaired order no longer has an old number.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function repairDemoOrders(db: Kysely<any>): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const orders = await db
    .selectFrom('work_orders')
    .select(['id', 'number', 'created_at'])
    .where('user_id', '=', demo.id)
    .where('number', 'in', Object.keys(OLD))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const o of orders) {
    const old = OLD[o.number as string]!;
    const day = dayOf(Number(o.created_at));
    let number = o.number as string;
    if (number.slice(3, 11) !== day) {
      // The old sequence number when the day has not passed it yet, else the next one.
      const preferred = Number(number.slice(12));
      const row = await db
        .insertInto('work_order_days')
        .values({ day, last: preferred })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet({
            last: sql<number>`case when work_order_days.last + 1 > ${preferred} then work_order_days.last + 1 else ${preferred} end`,
          }),
        )
        .returning('last')
        .executeTakeFirstOrThrow();
      number = `WO-${day}-${String(row.last).padStart(4, '0')}`;
    }
    await db
      .updateTable('work_orders')
      .set({ number, seed_key: old.key })
      .where('id', '=', o.id)
      .execute();
    for (const [column, [from, to]] of Object.entries(old.fields ?? {}))
      await db
        .updateTable('work_orders')
        .set({ [column]: to })
        .where('id', '=', o.id)
        .where(column, '=', from)
        .execute();
    for (const [from, to] of old.entries ?? [])
      await db
        .updateTable('work_order_messages')
        .set({ content: to })
        .where('order_id', '=', o.id)
        .where('content', '=', from)
        .execute();
    await db
      .updateTable('work_order_messages')
      .set({ author_name: STAFF_NAME })
      .where('order_id', '=', o.id)
      .where('author_name', '=', OLD_STAFF_NAME)
      .execute();
    for (const column of ['title_zh', 'title_en'])
      await db
        .updateTable('messages')
        .set({ [column]: sql`replace(${sql.ref(column)}, ${o.number}, ${number})` })
        .where('user_id', '=', demo.id)
        .where(column, 'like', `%${o.number as string}%`)
        .execute();
  }
}
