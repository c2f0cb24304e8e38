import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLink } from '@seuiot/contract';
import { LocalStorage } from '../../storage/storage.js';
import { createTestApp, insertUser, type TestApp } from '../../test/harness.js';
import { repairDemoOrders } from '../migrations/2026121501-demo-order-numbers.js';
import { DEMO_ORDERS } from './demo-orders.data.js';
import { DEMO_STAFF_NAME } from './demo-orders.js';
import { DEMO_ACCOUNT, seedDemo } from './index.js';
import { DAY } from './seed-rows.js';

/**
 * The demo customer's work orders (issue 26 item 1, decision 0059): numbered by their creation
 * day whenever the seed runs, named by the seeded messages, seeded once; and the repair of a
 * database the old seed numbered with fixed numbers.
 */

let t: TestApp;
let demoId: number;
let storage: LocalStorage;
beforeAll(async () => {
  t = await createTestApp();
  storage = new LocalStorage(path.join(t.config.dataDir, 'files'), { sync: false });
  demoId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

/** YYYYMMDD in UTC: the orders module numbers an order by this day of its creation. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

const demoOrders = () =>
  t.db
    .selectFrom('work_orders')
    .select(['id', 'number', 'created_at', 'seed_key', 'title', 'user_id'])
    .where('user_id', '=', demoId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The demo inbox's messages that name a work order. */
const namingMessages = () =>
  t.db
    .selectFrom('messages')
    .select(['id', 'title_zh', 'title_en', 'link'])
    .where('user_id', '=', demoId)
    .where('title_en', 'like', '%work order%')
    .execute();

/** Every order's number is of a day whose counter has passed it: later numbers stay unique. */
async function expectCountersAhead() {
  const days = new Map(
    (await t.db.selectFrom('work_order_days').selectAll().execute()).map((d) => [
      d.day,
      Number(d.last),
    ]),
  );
  for (const o of await t.db.selectFrom('work_orders').select('number').execute()) {
    const day = o.number.slice(3, 11);
    expect(days.get(day) ?? 0, o.number).toBeGreaterThanOrEqual(Number(o.number.slice(12)));
  }
}

async function expectNumberedByCreation() {
  const orders = await demoOrders();
  expect(orders.map((o) => o.seed_key).sort()).toEqual(DEMO_ORDERS.map((o) => o.key).sort());
  for (const o of orders) {
    expect(o.number).toMatch(/^WO-\d{8}-\d{4,}$/);
    expect(o.number.slice(3, 11), o.number).toBe(utcDay(Number(o.created_at)));
  }
  // Newest first by creation is newest first by number as well.
  const byNumber = [...orders].sort((a, b) => b.number.localeCompare(a.number));
  expect(byNumber.map((o) => o.id)).toEqual(orders.map((o) => o.id));
  // The messages name the orders' numbers and open them.
  const named = await namingMessages();
  expect(named).toHaveLength(2);
  for (const m of named) {
    const number = /WO-\d{8}-\d{4,}/.exec(m.title_en)?.[0];
    const order = orders.find((o) => o.number === number);
    expect(order, m.title_en).toBeDefined();
    expect(m.title_zh).toContain(number);
    expect(m.link).toBe(orderLink(order!.id));
  }
  await expectCountersAhead();
  return orders;
}

/** Removes the demo orders, the messages about them and the day counters, as before a seed. */
async function unseedOrders() {
  await t.db
    .deleteFrom('messages')
    .where('user_id', '=', demoId)
    .where('link', 'is not', null)
    .execute();
  await t.db.deleteFrom('work_orders').where('user_id', '=', demoId).execute();
  await t.db.deleteFrom('work_order_days').execute();
}

const counts = async () => ({
  orders: (await t.db.selectFrom('work_orders').select('id').execute()).length,
  entries: (await t.db.selectFrom('work_order_messages').select('id').execute()).length,
  messages: (await t.db.selectFrom('messages').select('id').execute()).length,
  files: (await t.db.selectFrom('files').select('id').execute()).length,
  days: await t.db.selectFrom('work_order_days').selectAll().orderBy('day').execute(),
});

describe('demo work orders', () => {
  it('are numbered by their creation day whatever day the seed runs, and seeded once', async () => {
    // 03:00 UTC: the orders of "today" were made the evening before, in UTC.
    for (const now of [Date.UTC(2027, 0, 1, 3), Date.UTC(2026, 5, 15, 20, 30)]) {
      await unseedOrders();
      await seedDemo(t.db, storage, undefined, now);
      const orders = await expectNumberedByCreation();
      expect(Math.max(...orders.map((o) => Number(o.created_at)))).toBeLessThan(now);
      expect(Math.min(...orders.map((o) => Number(o.created_at)))).toBeGreaterThan(now - 31 * DAY);

      // Seeding again, even on another day, adds nothing and renumbers nothing.
      const before = await counts();
      await seedDemo(t.db, storage, undefined, now + 3 * DAY);
      expect(await counts()).toEqual(before);
      expect(await demoOrders()).toEqual(orders);
    }
  });

  it('repairs a database the old seed numbered, touching no other order', async () => {
    await unseedOrders();
    const now = Date.UTC(2026, 11, 20, 9);
    await seedDemo(t.db, storage, undefined, now);
    // The old seed's state: fixed numbers, no keys, one English order, a two-language staff name.
    const OLD: Record<string, string> = {
      'gateway-reconnect': 'WO-20261118-0032',
      'bulk-import': 'WO-20261020-0107',
      'scanner-crash': 'WO-20261121-0015',
      battery: 'WO-20261110-0044',
      'driver-link': 'WO-20261123-0003',
    };
    const seeded = await demoOrders();
    for (const o of seeded) {
      await t.db
        .updateTable('work_orders')
        .set({ number: OLD[o.seed_key!]!, seed_key: null })
        .where('id', '=', o.id)
        .execute();
      for (const column of ['title_zh', 'title_en'] as const)
        await t.db
          .updateTable('messages')
          .set({ [column]: sql`replace(${sql.ref(column)}, ${o.number}, ${OLD[o.seed_key!]!})` })
          .where('user_id', '=', demoId)
          .execute();
    }
    const bulk = seeded.find((o) => o.seed_key === 'bulk-import')!;
    await t.db
      .updateTable('work_orders')
      .set({ title: 'Bulk device import fails' })
      .where('id', '=', bulk.id)
      .execute();
    await t.db
      .updateTable('work_order_messages')
      .set({ author_name: '技术支持 Support' })
      .where('author', '=', 'staff')
      .execute();
    await t.db.deleteFrom('work_order_days').execute();
    await t.db
      .insertInto('work_order_days')
      .values(Object.values(OLD).map((n) => ({ day: n.slice(3, 11), last: Number(n.slice(12)) })))
      .execute();
    // Another customer's order, numbered on a day it was not made on: not the repair's business.
    const otherId = await insertUser(t, { username: 'repair_other', password: 'Pass#1234' });
    const other = {
      number: 'WO-20261020-0500',
      user_id: otherId,
      type_id: null,
      title: 'Bulk device import fails',
      product_name: 'p',
      contact: 'c',
      description: 'd',
      status: 1,
      device_serial: null,
      device_model: null,
      app_name: null,
      app_version: null,
      linked_order_id: null,
      created_at: now,
      submitted_at: now,
      first_reply_at: null,
      last_staff_reply_at: null,
      closed_at: null,
      closed_by: null,
      autoclose_warned_at: null,
      status_since: now,
      first_reply_ms: null,
      resolution_ms: null,
      rating: null,
      rating_comment: null,
      rated_at: null,
      assignee_id: null,
      assignee_name: null,
      merged_into_id: null,
      seed_key: null,
    };
    await t.db.insertInto('work_orders').values(other).execute();
    await t.db
      .insertInto('work_order_days')
      .values({ day: '20261020', last: 500 })
      .onConflict((oc) => oc.column('day').doUpdateSet({ last: 500 }))
      .execute();

    await repairDemoOrders(t.db);
    await repairDemoOrders(t.db); // again: nothing left to do

    const repaired = await expectNumberedByCreation();
    // Same orders, same messages (ids and links kept).
    expect(repaired.map((o) => o.id).sort()).toEqual(seeded.map((o) => o.id).sort());
    expect(repaired.find((o) => o.id === bulk.id)?.title).toBe('批量导入设备失败');
    const names = await t.db
      .selectFrom('work_order_messages')
      .select('author_name')
      .where('author', '=', 'staff')
      .execute();
    expect(new Set(names.map((n) => n.author_name))).toEqual(new Set([DEMO_STAFF_NAME]));
    expect(
      await t.db
        .selectFrom('work_orders')
        .select(['number', 'title', 'seed_key'])
        .where('user_id', '=', otherId)
        .execute(),
    ).toEqual([{ number: other.number, title: other.title, seed_key: null }]);
    // The seed finds the repaired orders by their keys: it adds nothing.
    const before = await counts();
    await seedDemo(t.db, storage, undefined, now + DAY);
    expect(await counts()).toEqual(before);
  });
});
