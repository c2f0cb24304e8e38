import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CALLS } from '@seuiot/contract';
import { createTestApp, get, loginCookies, type TestApp } from '../test/harness.js';
import { addCustomerOrders } from './customer-orders.js';

let t: TestApp;
let demo: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookies(t);
});
afterAll(() => t.close());

interface ListAnswer {
  rescode: number;
  data: { total: number; list: { number: string; status: number }[] };
}

/** The bench's work orders (signed-in pass): real rows the list call pages through. */
describe('the bench customer with many work orders', () => {
  it('adds the orders with numbers of their own, every status, paged by the list call', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    // Counted in the database: a list call now would be kept for the user (decision 0013), and
    // this test's direct inserts, unlike the bench's other process, forget nothing.
    const before = Number(
      (
        await t.db
          .selectFrom('work_orders')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const total = await addCustomerOrders(t.db, user.id, 1000);
    expect(total).toBe(before + 1000);

    const first = (
      await get(t, `/api${ORDER_CALLS.list.path}?pageNum=1&pageSize=10`, demo)
    ).json<ListAnswer>();
    expect(first.rescode).toBe(200);
    expect(first.data.total).toBe(total);
    const lastPage = Math.ceil(total / 10);
    const last = (
      await get(t, `/api${ORDER_CALLS.list.path}?pageNum=${lastPage}&pageSize=10`, demo)
    ).json<ListAnswer>();
    expect(last.data.list.length).toBe(total - (lastPage - 1) * 10);

    const numbers = await t.db.selectFrom('work_orders').select(['number', 'status']).execute();
    expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length);
    expect(new Set(numbers.map((n) => n.status))).toEqual(new Set([0, 1, 2, 3]));
    for (const n of numbers) expect(n.number).toMatch(/^WO-\d{8}-\d{4,}$/);
  });
});
