import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely.js';
import type { WorkOrdersTable } from '../db/tables.js';

/**
 * The signed-in pass's work orders (issue 14): the demo customer with 10,000 of them, the service
 * desk of a large account after years, in every status and both languages, for "my work orders"
 * (first and last page). Inserted in batches through the bench's own connection, with numbers of
 * their own (`WO-<day>-5NNN`, above what a day's real sequence reaches), so they never meet a
 * number the server gives.
 */
export const CUSTOMER_ORDERS = 10_000;

const HOUR = 60 * 60 * 1000;
const BATCH = 400;
const SPACING = 3 * HOUR;

const TITLES: readonly [string, string][] = [
  ['网关离线后无法自动重连', 'Gateway does not reconnect after going offline'],
  ['固件升级后屏幕闪烁', 'Screen flickers after the firmware update'],
  ['批量导入设备失败', 'Bulk device import fails'],
  ['希望支持按型号导出报表', 'Please support exporting reports by model'],
];

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Adds `count` work orders of the user; answers how many the user has in all (the seeded ones
 * too), which is where the last page is.
 */
export async function addCustomerOrders(
  db: Db,
  userId: number,
  count: number = CUSTOMER_ORDERS,
  now = Date.now(),
): Promise<number> {
  const types = await db.selectFrom('order_types').select('id').orderBy('id').execute();
  const perDay = new Map<string, number>();
  const rows: Insertable<WorkOrdersTable>[] = [];
  for (let i = 0; i < count; i++) {
    const created = now - (i + 1) * SPACING;
    const d = day(created);
    const seq = (perDay.get(d) ?? 5000) + 1;
    perDay.set(d, seq);
    const status = i % 4;
    const [zh, en] = TITLES[i % TITLES.length]!;
    const replied = status >= 2 ? created + 2 * HOUR : null;
    rows.push({
      number: `WO-${d}-${seq}`,
      user_id: userId,
      type_id: types.length ? types[i % types.length]!.id : null,
      title: i % 2 ? `${en} #${i}` : `${zh} #${i}`,
      product_name: i % 2 ? 'Industrial IoT gateway' : '工业物联网网关',
      contact: 'demo@example.com',
      description: i % 2 ? en : zh,
      status,
      created_at: created,
      submitted_at: status === 0 ? null : created,
      first_reply_at: replied,
      last_staff_reply_at: replied,
      closed_at: status === 3 ? created + 5 * HOUR : null,
      closed_by: status === 3 ? 'customer' : null,
      working_ms: status >= 2 ? 2 * HOUR : 0,
      status_since: status === 3 ? created + 5 * HOUR : (replied ?? created),
      first_reply_ms: replied ? 2 * HOUR : null,
      resolution_ms: status === 3 ? 2 * HOUR : null,
    });
  }
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto('work_orders')
      .values(rows.slice(i, i + BATCH))
      .execute();
  const all = await db
    .selectFrom('work_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(all.n);
}
