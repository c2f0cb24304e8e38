import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ORDER_PATHS as C, ORDER_CALLS as R, type OrderListItem } from '@seuiot/contract';
import { runAdmin } from '../../cli/admin.js';
import { createDb, type Db } from '../../db/kysely.js';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';
import { consoleKit, type Cookies } from '../../test/console-kit.js';
import { DevicesRepo } from '../devices/devices.repo.js';
import { DevicesService } from '../devices/devices.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { postOrderForm } from './orders.fixture.js';
import { OrdersRepo } from './orders.repo.js';
import { OrdersAutoClose } from './orders-autoclose.service.js';

/**
 * "My work orders" is kept per user (decision 0013's `ctx.answers`, topic `orders`): every path
 * that changes a customer's orders shows at once in the next list call — the customer's own
 * calls, the console's, the admin command (another process) and the automatic close.
 */

const DAY = 24 * 60 * 60 * 1000;
const FIELDS = {
  productName: 'IoT Gateway G1',
  contact: 'cache@example.com',
  description: 'It does not reconnect.',
};
let t: TestApp;
const kit = consoleKit(() => t);
let customer: Cookies;
let support: Cookies;
let typeId: number;
let otherDb: Db;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: '100000' });
  await insertUser(t, { username: 'wo.cache', password: 'Pass#1234' });
  customer = await loginCookies(t, { username: 'wo.cache', password: 'Pass#1234' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  support = await kit.staffSession('agent.cache', 'support');
  vi.useRealTimers();
  typeId = (await get(t, `/api${R.orderType.path}`, customer)).json().data[0].id;
  otherDb = createDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 2 });
});
afterAll(async () => {
  await otherDb.destroy();
  await t.close();
});

const multipart = (url: string, fields: Record<string, string | number>, cookies: Cookies) =>
  postOrderForm(t, url, fields, [], cookies);

async function list(): Promise<OrderListItem[]> {
  const res = await get(t, `/api${R.list.path}?pageSize=50&lang=en`, customer);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data.list as OrderListItem[];
}
const row = async (id: number) => (await list()).find((o) => o.id === id);
const ok = (res: { json(): { rescode: number }; body: string }) =>
  expect(res.json().rescode, res.body).toBe(200);

async function submit(title: string, submitIt = 1): Promise<{ id: number; number: string }> {
  const res = await multipart(
    R.submitOrder.path,
    { typeId, title, ...FIELDS, submit: submitIt },
    customer,
  );
  ok(res);
  return res.json().data;
}

describe('my work orders, kept per user', () => {
  it('keeps the answer: a write that forgets nothing is not seen (the control)', async () => {
    const o = await submit('Kept answer');
    expect((await row(o.id))?.title).toBe('Kept answer');
    await t.db
      .updateTable('work_orders')
      .set({ title: 'Silent change' })
      .where('id', '=', o.id)
      .execute();
    expect((await row(o.id))?.title).toBe('Kept answer');
  });

  it("shows each of the customer's own changes at once", async () => {
    const before = (await list()).length;
    const draft = await submit('Draft one', 0);
    expect((await list()).length).toBe(before + 1);
    expect((await row(draft.id))?.status).toBe(0);
    ok(
      await multipart(
        R.submitOrder.path,
        { id: draft.id, typeId, title: 'Draft two', ...FIELDS, submit: 0 },
        customer,
      ),
    );
    expect((await row(draft.id))?.title).toBe('Draft two');
    ok(
      await multipart(
        R.submitOrder.path,
        { id: draft.id, typeId, title: 'Sent', ...FIELDS, submit: 1 },
        customer,
      ),
    );
    expect((await row(draft.id))?.status).toBe(1);
    ok(await post(t, `/api${R.close.path}`, { id: draft.id }, { cookies: customer }));
    expect((await row(draft.id))?.status).toBe(3);
    ok(await post(t, `/api${R.reopen.path}`, { id: draft.id }, { cookies: customer }));
    expect((await row(draft.id))?.status).toBe(1);
    // A rating shows in the detail, not the list; its forget is checked by the next change.
    ok(await post(t, `/api${R.close.path}`, { id: draft.id }, { cookies: customer }));
    expect((await row(draft.id))?.status).toBe(3);
    ok(
      await post(
        t,
        `/api${R.rate.path}`,
        { id: draft.id, score: 5, comment: 'Good' },
        { cookies: customer },
      ),
    );
    expect((await row(draft.id))?.status).toBe(3);
  });

  it('shows the console reply, close and merge at once', async () => {
    const o = await submit('Console order');
    const dup = await submit('Console duplicate');
    expect((await row(o.id))?.replyTime).toBeNull();
    ok(await multipart(C.reply.path, { orderId: o.id, content: 'Try a restart.' }, support));
    const replied = await row(o.id);
    expect(replied?.status).toBe(2);
    expect(replied?.replyTime).not.toBeNull();
    ok(await multipart(R.submitMsg.path, { orderId: o.id, content: 'Did not help.' }, customer));
    expect((await row(o.id))?.status).toBe(1);
    ok(await kit.call('POST', C.merge.path, support, { orderId: dup.id, intoId: o.id }));
    expect((await row(dup.id))?.status).toBe(3);
    ok(await kit.call('POST', C.close.path, support, { orderId: o.id }));
    expect((await row(o.id))?.status).toBe(3);
  });

  it('shows the admin command and the automatic close of another process', async () => {
    const admin = (args: string[]) =>
      runAdmin(args, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir });
    const o = await submit('Admin order');
    const done = await submit('Auto-closed order');
    expect((await row(o.id))?.status).toBe(1);
    await admin(['orders-reply', o.number, 'On it.']);
    // SQLite: the next look at data_version (within 50 ms); PostgreSQL: the NOTIFY at commit.
    await expect.poll(async () => (await row(o.id))?.status, { timeout: 3000 }).toBe(2);
    await admin(['orders-close', o.number]);
    await expect.poll(async () => (await row(o.id))?.status, { timeout: 3000 }).toBe(3);

    await admin(['orders-reply', done.number, 'Fixed in 2.1.']);
    await expect.poll(async () => (await row(done.id))?.status, { timeout: 3000 }).toBe(2);
    const auto = new OrdersAutoClose({
      repo: new OrdersRepo(otherDb),
      storage: undefined as never,
      messages: MessagesService.on(otherDb),
      devices: new DevicesService(new DevicesRepo(otherDb)),
      quotaMb: 0,
      now: () => Date.now() + 8 * DAY,
    });
    expect((await auto.runAutoClose()).closed).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await row(done.id))?.status, { timeout: 3000 }).toBe(3);
  });

  it('counts from the kept counts per status, equal to the rows after every kind of change', async () => {
    const counted = await t.db
      .selectFrom('work_orders')
      .select(['user_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['user_id', 'status'])
      .execute();
    const kept = await t.db
      .selectFrom('order_counts')
      .select(['user_id', 'status', 'n'])
      .where('n', '<>', 0)
      .execute();
    const norm = (rows: { user_id: number; status: number; n: number | string }[]) =>
      rows.map((r) => `${r.user_id}/${r.status}/${Number(r.n)}`).sort();
    expect(norm(kept)).toEqual(norm(counted));
    // And the list's totals, all and per status, are those counts.
    for (const status of [undefined, 0, 1, 2, 3]) {
      const res = await get(
        t,
        `/api${R.list.path}?pageSize=1${status === undefined ? '' : `&status=${status}`}`,
        customer,
      );
      const { total } = res.json().data as { total: number };
      const ids = await t.db
        .selectFrom('work_orders')
        .innerJoin('users', 'users.id', 'work_orders.user_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('users.username', '=', 'wo.cache')
        .$if(status !== undefined, (q) => q.where('work_orders.status', '=', status!))
        .executeTakeFirstOrThrow();
      expect(total).toBe(Number(ids.n));
    }
  });
});
