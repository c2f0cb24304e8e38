import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  LIMITS,
  MESSAGE_ROUTES,
  ORDER_ROUTES as R,
  ORDER_TRANSITIONS,
  orderLink,
  type OrderDetail,
} from '@seuiot/contract';
import { createDb, type Db } from '../../db/kysely.js';
import { runAdmin } from '../../cli/admin.js';
import { DEMO_DEVICES } from '../../db/seeds/catalogue.data.js';
import { renderPdf } from '../../db/seeds/pdf.js';
import {
  cookieHeader,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  post,
  type TestApp,
} from '../../test/harness.js';
import { DevicesRepo } from '../devices/devices.repo.js';
import { DevicesService } from '../devices/devices.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { postOrderForm } from './orders.fixture.js';
import { OrdersRepo } from './orders.repo.js';
import { OrdersAutoClose } from './orders-autoclose.service.js';
import { OrdersStaffRepo } from './orders-staff.repo.js';
import { OrdersStaffService } from './orders-staff.service.js';

/**
 * Work orders (issue 14, decision 0016): submission and its refusals, every transition of the
 * contract's table and every refused one, another customer's orders, the automatic close with a
 * clock the test moves, and numbers under concurrent submission.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
let demoId: number;
let typeId: number;
const PNG = makePng(120, 120);
const PDF = renderPdf({ zh: '日志', en: 'Log' }, 'test', { zh: [], en: [] });
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const FIELDS = {
  title: 'Gateway offline',
  productName: 'IoT Gateway G1',
  contact: 'demo@example.com',
  description: 'It does not reconnect after a power cut.',
};

/** A staff side (the console will call the same service) with a clock the test moves. */
const clock = { now: Date.now() };
let staffDb: Db;
const staffOn = () => {
  const deps = {
    repo: new OrdersRepo(staffDb),
    storage: undefined as never,
    messages: MessagesService.on(staffDb),
    devices: new DevicesService(new DevicesRepo(staffDb)),
    quotaMb: 50,
    now: () => clock.now,
  };
  const auto = new OrdersAutoClose(deps);
  return Object.assign(new OrdersStaffService(deps, new OrdersStaffRepo(staffDb)), {
    runAutoClose: () => auto.runAutoClose(),
  });
};
const STAFF = { name: 'Support' };

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: '100000' });
  staffDb = createDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 4 });
  demo = await loginCookies(t);
  await insertUser(t, { username: 'other', password: 'Pass#1234' });
  other = await loginCookies(t, { username: 'other', password: 'Pass#1234' });
  demoId = (await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow())!.id;
  const types = (await get(t, `/api${R.orderType}`, demo)).json().data as { id: number }[];
  typeId = types[0]!.id;
});
afterAll(async () => {
  await staffDb.destroy();
  await t.close();
});

const send = (
  url: string,
  fields: Record<string, string | number>,
  files: [string, Buffer][] = [],
  cookies = demo,
) => postOrderForm(t, url, fields, files, cookies);

async function submitOrder(
  more: Record<string, string | number> = {},
  files: [string, Buffer][] = [],
) {
  const res = await send(R.submitOrder, { typeId, ...FIELDS, ...more }, files);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data as { id: number; number: string; status: number };
}

async function detail(id: number, cookies = demo, lang = 'en'): Promise<OrderDetail> {
  const res = await get(t, `/api${R.detail}?id=${id}&lang=${lang}`, cookies);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data as OrderDetail;
}

const act = (route: string, body: unknown, cookies = demo) =>
  post(t, `/api${route}`, body, { cookies });

/** Rows and stored bytes of attachments: what a refused upload must leave unchanged. */
async function written() {
  const rows = await t.db
    .selectFrom('files')
    .select('storage_key')
    .where('kind', '=', 'order')
    .execute();
  const dir = path.join(t.config.dataDir, 'files', 'order');
  const partial = path.join(t.config.dataDir, 'files', '.partial');
  return {
    orders: Number(
      (
        await t.db
          .selectFrom('work_orders')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    rows: rows.length,
    files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
    partial: fs.existsSync(partial) ? fs.readdirSync(partial).length : 0,
  };
}

describe('the admin commands and the seeds', () => {
  const admin = (args: string[]) =>
    runAdmin(args, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir });

  it('lists open orders, replies and closes through the service', async () => {
    const o = await submitOrder({ title: 'Admin command order' });
    expect(await admin(['orders-open'])).toContain(o.number);
    expect(await admin(['orders-reply', o.number, 'We are on it.', 'Li', 'Na'])).toContain(
      o.number,
    );
    const d = await detail(o.id);
    expect(d.status).toBe(2);
    expect(d.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Li Na',
      content: 'We are on it.',
    });
    expect(await admin(['orders-close', o.number])).toBe(`${o.number} closed`);
    expect((await detail(o.id)).status).toBe(3);
    await expect(admin(['orders-close', o.number])).rejects.toMatchObject({ code: 'B0009' });
    await expect(admin(['orders-reply', 'WO-19990101-0001', 'x'])).rejects.toMatchObject({
      code: 'A0078',
    });
    await expect(admin(['orders-reply', o.number, ' '])).rejects.toThrow(/needs a text/);
    expect(await admin(['orders-counts'])).toContain('per app version');
  });

  it('gives the demo customer orders in every status, in both languages, named by the seeded messages', async () => {
    const rows = await t.db
      .selectFrom('work_orders')
      .select(['id', 'number', 'status', 'title'])
      .where('user_id', '=', demoId)
      .where('number', 'like', 'WO-2026%')
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(rows.some((r) => /[\u4e00-\u9fff]/.test(r.title))).toBe(true);
    expect(rows.some((r) => /^[\x20-\x7e]+$/.test(r.title))).toBe(true);
    const named = await t.db
      .selectFrom('messages')
      .select(['title_zh', 'title_en', 'content_zh', 'content_en', 'link'])
      .where('user_id', '=', demoId)
      .execute();
    let seen = 0;
    for (const m of named) {
      for (const n of `${m.title_zh} ${m.title_en} ${m.content_zh} ${m.content_en}`.match(
        /WO-\d{8}-\d{4,}/g,
      ) ?? []) {
        const order = rows.find((r) => r.number === n) ?? (await staffOn().find(n));
        expect(m.link, n).toBe(orderLink(order.id));
        seen++;
      }
    }
    expect(seen).toBeGreaterThanOrEqual(2);
    const replied = rows.find((r) => r.number === 'WO-20261118-0032')!;
    const d = await detail(replied.id, demo, 'zh');
    expect(d.status).toBe(2);
    expect(d.messages.length).toBeGreaterThan(1);
    expect(d.attachments).toHaveLength(1);
    const pdf = await get(t, `/api${d.attachments[0]!.url}&isPreview=1`, demo);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('types and submission', () => {
  it('lists the types in both languages from the database, only when signed in', async () => {
    const zh = (await get(t, `/api${R.orderType}?lang=zh`, demo)).json().data;
    const en = (await get(t, `/api${R.orderType}?lang=en`, demo)).json().data;
    expect(zh.length).toBeGreaterThan(3);
    expect(zh[0].name).toBe('设备故障');
    expect(en[0].name).toBe('Device fault');
    expect((await get(t, `/api${R.orderType}`)).json()).toMatchObject({ msg: 'A0001' });
    const anon = await send(R.submitOrder, { typeId, ...FIELDS }, [], {});
    expect(anon.json().msg).toBe('A0001');
  });

  it('names every missing required field, and each one alone', async () => {
    const none = await send(R.submitOrder, { submit: 1 });
    expect(none.json()).toMatchObject({
      msg: 'B0001',
      data: ['typeId', 'title', 'productName', 'contact', 'description'],
    });
    for (const field of Object.keys(FIELDS)) {
      const res = await send(R.submitOrder, { typeId, ...FIELDS, [field]: '  ' });
      expect(res.json(), field).toMatchObject({ msg: 'B0001', data: [field] });
    }
    const noType = await send(R.submitOrder, { ...FIELDS });
    expect(noType.json()).toMatchObject({ msg: 'B0001', data: ['typeId'] });
    const badType = await send(R.submitOrder, { ...FIELDS, typeId: 99999 });
    expect(badType.json()).toMatchObject({ msg: 'B0004', data: ['typeId'] });
  });

  it('submits with attachments, numbered WO-YYYYMMDD-NNNN, and shows them in the list and detail', async () => {
    const o = await submitOrder({ deviceSerial: DEMO_DEVICES[0]!.serial }, [
      ['photo.png', PNG],
      ['report.pdf', PDF],
      ['logs.zip', ZIP],
      ['app.log', Buffer.from('12:00 started\n12:01 lost connection\n')],
    ]);
    expect(o.number).toMatch(/^WO-\d{8}-\d{4}$/);
    expect(o.status).toBe(1);
    const d = await detail(o.id);
    expect(d.attachments.map((a) => a.name)).toEqual([
      'photo.png',
      'report.pdf',
      'logs.zip',
      'app.log',
    ]);
    expect(d.attachments.map((a) => a.previewable)).toEqual([true, true, false, false]);
    expect(d.device).toEqual({ serial: DEMO_DEVICES[0]!.serial, model: expect.any(String) });
    expect(d.clock).toMatchObject({ running: true, pausedReason: null });

    const byNumber = (await get(t, `/api${R.list}?keyword=${o.number}`, demo)).json().data;
    expect(byNumber.list.map((r: { id: number }) => r.id)).toEqual([o.id]);
    const byTitle = (await get(t, `/api${R.list}?keyword=gateway%20OFF&status=1`, demo)).json()
      .data;
    expect(byTitle.list.map((r: { id: number }) => r.id)).toContain(o.id);
    // PostgreSQL cannot compare a NUL: refused as an invalid parameter on both databases.
    expect((await get(t, `/api${R.list}?keyword=a%00b`, demo)).json()).toMatchObject({
      msg: 'B0004',
    });
    const closedOnly = (await get(t, `/api${R.list}?status=3`, demo)).json().data;
    expect(closedOnly.list.map((r: { id: number }) => r.id)).not.toContain(o.id);

    // Preview: the image as it is, the PDF with the viewer's watermark; a zip only downloads.
    const png = d.attachments[0]!;
    const image = await get(t, `/api${png.url}&isPreview=1`, demo);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const pdf = await get(t, `/api${d.attachments[1]!.url}&isPreview=1`, demo);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(false);
    const zipPreview = await get(t, `/api${d.attachments[2]!.url}&isPreview=1`, demo);
    expect(zipPreview.json()).toMatchObject({ msg: 'B0004' });
    const zip = await get(t, `/api${d.attachments[2]!.url}`, demo);
    expect(zip.rawPayload.equals(ZIP)).toBe(true);
  });

  it('refuses a wrong type, an oversize file, a sixth file, or a device not mine, writing nothing', async () => {
    const before = await written();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(100)]);
    const wrong = await send(R.submitOrder, { typeId, ...FIELDS }, [
      ['photo.png', PNG],
      ['photo2.png', exe],
    ]);
    expect(wrong.json()).toMatchObject({ msg: 'B0007', data: ['photo2.png'] });
    const binLog = await send(R.submitOrder, { typeId, ...FIELDS }, [
      ['x.log', Buffer.from([1, 0, 2])],
    ]);
    expect(binLog.json()).toMatchObject({ msg: 'B0007' });
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.orderAttachmentMaxMb * 1024 * 1024)]);
    const over = await send(R.submitOrder, { typeId, ...FIELDS }, [
      ['a.pdf', PDF],
      ['big.png', big],
    ]);
    expect(over.json()).toMatchObject({ msg: 'B0006' });
    const six = await send(
      R.submitOrder,
      { typeId, ...FIELDS },
      Array.from({ length: 6 }, (_, i): [string, Buffer] => [`p${i}.png`, PNG]),
    );
    expect(six.json()).toMatchObject({ msg: 'B0004', data: ['files'] });
    const empty = await send(R.submitOrder, { typeId, ...FIELDS }, [['e.pdf', Buffer.alloc(0)]]);
    expect(empty.json()).toMatchObject({ msg: 'A0058' });
    const missing = await send(R.submitOrder, { typeId, title: 'x' }, [['p.png', PNG]]);
    expect(missing.json()).toMatchObject({ msg: 'B0001' });
    const device = await send(R.submitOrder, { typeId, ...FIELDS, deviceSerial: 'NOPE-1' }, [
      ['p.png', PNG],
    ]);
    expect(device.json()).toMatchObject({ msg: 'B0004', data: ['deviceSerial'] });
    // A body that ends inside a file (the client went away): nothing kept either.
    const whole = multipartBody(Object.entries({ typeId: String(typeId), ...FIELDS }), [
      ['files', 'a.png', PNG],
      ['files', 'b.pdf', PDF],
    ]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api${R.submitOrder}`,
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': whole.contentType,
        cookie: cookieHeader(demo),
      },
      payload: whole.payload.subarray(0, whole.payload.length - PDF.length / 2),
      remoteAddress: nextIp(),
    });
    expect(cut.json().rescode).not.toBe(200);
    expect(await written()).toEqual(before);
  });

  it('keeps a draft, refuses a reply to it, then sends it once complete', async () => {
    const draft = await send(R.submitOrder, { submit: 0, title: 'Half written' }, [['p.png', PNG]]);
    expect(draft.json().data.status).toBe(0);
    const id = draft.json().data.id as number;
    expect((await detail(id)).clock.pausedReason).toBe('notSubmitted');
    const reply = await send(R.submitMsg, { orderId: id, content: 'hello' });
    expect(reply.json()).toMatchObject({ msg: 'B0009', data: ['customerReply'] });
    const incomplete = await send(R.submitOrder, { id, submit: 1, productName: 'G1' });
    expect(incomplete.json()).toMatchObject({
      msg: 'B0001',
      data: ['typeId', 'contact', 'description'],
    });
    const sent = await send(R.submitOrder, { id, submit: 1, typeId, ...FIELDS }, [['q.png', PNG]]);
    expect(sent.json().data).toMatchObject({ id, status: 1 });
    expect((await detail(id)).attachments).toHaveLength(2);
    const again = await send(R.submitOrder, { id, submit: 1, typeId, ...FIELDS });
    expect(again.json()).toMatchObject({ msg: 'B0009', data: ['submit'] });
  });
});

describe('transitions', () => {
  it('lists the four statuses and refuses whatever the table does not name', () => {
    expect(ORDER_TRANSITIONS.staffReply.to).toBe(2);
    expect(ORDER_TRANSITIONS.customerReply.from).toEqual([1, 2]);
    expect(ORDER_TRANSITIONS.autoClose.from).toEqual([2]);
  });

  it('moves through reply, answer, close, rate, reopen and refuses the rest', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    const unread = async () =>
      (await get(t, `/api${MESSAGE_ROUTES.unreadCount}`, demo)).json().data;
    const before = await unread();

    expect(await staff.staffReply(o.number, 'Please send the log.', STAFF)).toEqual({ status: 2 });
    // The badge counts it (the staff side writes like the admin command: another connection).
    await expect.poll(unread).toBe(before + 1);
    const msg = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', demoId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(msg.link).toBe(orderLink(o.id));
    expect(msg.title_zh).toContain(o.number);
    expect(msg.title_en).toContain(o.number);
    const list = (await get(t, `/api${MESSAGE_ROUTES.list}?pageSize=1`, demo)).json().data;
    expect(list.list[0].link).toBe(orderLink(o.id));
    let d = await detail(o.id);
    expect(d.status).toBe(2);
    expect(d.clock).toMatchObject({ running: false, pausedReason: 'waitingForCustomer' });
    expect(d.clock.firstReplyMs).not.toBeNull();
    expect(d.autoCloseTime).not.toBeNull();

    const reply = await send(R.submitMsg, { orderId: o.id, content: 'Here it is.' }, [
      ['app.log', Buffer.from('line\n')],
    ]);
    expect(reply.json().data).toEqual({ status: 1 });
    const second = await send(R.submitMsg, { orderId: o.id, content: 'And one more thing.' });
    expect(second.json().data).toEqual({ status: 1 });
    d = await detail(o.id);
    expect(d.messages.map((m) => [m.author, m.content])).toEqual([
      ['staff', 'Please send the log.'],
      ['customer', 'Here it is.'],
      ['customer', 'And one more thing.'],
    ]);
    expect(d.messages[1]!.attachments.map((a) => a.name)).toEqual(['app.log']);

    expect((await act(R.rate, { id: o.id, score: 5 })).json()).toMatchObject({ msg: 'B0009' });
    expect((await act(R.reopen, { id: o.id })).json()).toMatchObject({
      msg: 'B0009',
      data: ['reopen'],
    });
    expect((await act(R.close, { id: o.id })).json().data).toEqual({ status: 3 });
    d = await detail(o.id);
    expect(d).toMatchObject({ status: 3, closedBy: 'customer' });
    expect(d.clock.resolutionMs).not.toBeNull();
    expect(d.actions).toMatchObject({ reply: false, close: false, reopen: true, rate: true });

    const closedReply = await send(R.submitMsg, { orderId: o.id, content: 'late' });
    expect(closedReply.json()).toMatchObject({ msg: 'B0009', data: ['customerReply'] });
    expect((await act(R.close, { id: o.id })).json()).toMatchObject({ msg: 'B0009' });
    await expect(staff.staffReply(o.id, 'x', STAFF)).rejects.toMatchObject({ code: 'B0009' });
    await expect(staff.staffClose(o.id, STAFF)).rejects.toMatchObject({ code: 'B0009' });
    expect((await act(R.rate, { id: o.id, score: 6 })).json()).toMatchObject({ msg: 'B0004' });
    expect((await act(R.rate, { id: o.id, score: 4, comment: 'Quick' })).json().rescode).toBe(200);
    expect((await act(R.rate, { id: o.id, score: 5 })).json()).toMatchObject({ msg: 'B0009' });
    expect((await detail(o.id)).rating).toMatchObject({ score: 4, comment: 'Quick' });

    expect((await act(R.reopen, { id: o.id })).json().data).toEqual({ status: 1 });
    expect((await detail(o.id)).clock.running).toBe(true);
    expect(await staff.staffClose(o.number, STAFF)).toEqual({ status: 3 });
    expect((await detail(o.id)).closedBy).toBe('staff');
  });

  it('reopens only within 14 days; later a new order links the old one', async () => {
    const o = await submitOrder();
    await act(R.close, { id: o.id });
    await t.db
      .updateTable('work_orders')
      .set({ closed_at: Date.now() - (LIMITS.orderReopenDays + 1) * DAY })
      .where('id', '=', o.id)
      .execute();
    expect((await detail(o.id)).actions.reopen).toBe(false);
    expect((await act(R.reopen, { id: o.id })).json()).toMatchObject({
      msg: 'B0009',
      data: ['reopen'],
    });
    const follow = await submitOrder({ linkedOrderId: o.id });
    expect((await detail(follow.id)).linkedOrder).toEqual({ id: o.id, number: o.number });
  });

  it('keeps the clock: running while waiting for support, paused while waiting for the customer', async () => {
    const start = Date.now() - 10 * HOUR;
    const o = await submitOrder();
    await t.db
      .updateTable('work_orders')
      .set({ status_since: start, submitted_at: start })
      .where('id', '=', o.id)
      .execute();
    clock.now = start + 2 * HOUR;
    const staff = staffOn();
    await staff.staffReply(o.id, 'Try a restart.', STAFF);
    const d = await detail(o.id);
    expect(d.clock.firstReplyMs).toBe(2 * HOUR);
    expect(d.clock.workingMs).toBe(2 * HOUR);
    expect(d.clock.pausedReasonText).toBe('Waiting for your answer');
    expect((await detail(o.id, demo, 'zh')).clock.pausedReasonText).toBe('等待您的答复');
    clock.now = Date.now();
  });
});

describe("another customer's orders", () => {
  it('refuses reading, replying, closing, reopening, rating and attachments exactly like a missing order', async () => {
    const o = await submitOrder({}, [['p.png', PNG]]);
    const fileId = (await detail(o.id)).attachments[0]!.id;
    const missing = 2_000_000;
    const pairs: [() => Promise<{ body: string }>, () => Promise<{ body: string }>][] = [
      [
        () => get(t, `/api${R.detail}?id=${o.id}`, other),
        () => get(t, `/api${R.detail}?id=${missing}`, other),
      ],
      [
        () => send(R.submitMsg, { orderId: o.id, content: 'x' }, [], other),
        () => send(R.submitMsg, { orderId: missing, content: 'x' }, [], other),
      ],
      [() => act(R.close, { id: o.id }, other), () => act(R.close, { id: missing }, other)],
      [() => act(R.reopen, { id: o.id }, other), () => act(R.reopen, { id: missing }, other)],
      [
        () => act(R.rate, { id: o.id, score: 3 }, other),
        () => act(R.rate, { id: missing, score: 3 }, other),
      ],
      [
        () => get(t, `/api${R.file}?id=${fileId}&isPreview=1`, other),
        () => get(t, `/api${R.file}?id=${missing}&isPreview=1`, other),
      ],
      [
        () => get(t, `/api${R.file}?id=${fileId}`, other),
        () => get(t, `/api${R.file}?id=${missing}`, other),
      ],
    ];
    for (const [theirs, none] of pairs) {
      const a = JSON.parse((await theirs()).body);
      expect(a).toMatchObject({ msg: 'A0078' });
      expect(a).toEqual(JSON.parse((await none()).body));
    }
    const link = await send(R.submitOrder, { typeId, ...FIELDS, linkedOrderId: o.id }, [], other);
    expect(link.json()).toMatchObject({ msg: 'B0004', data: ['linkedOrderId'] });
    const theirList = (await get(t, `/api${R.list}?keyword=${o.number}`, other)).json().data;
    expect(theirList.total).toBe(0);
    expect((await detail(o.id)).status).toBe(1);
  });
});

describe('automatic close', () => {
  it('warns once two days before, closes once after seven days, even with two instances', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    await staff.staffReply(o.id, 'Does it work now?', STAFF);
    const messagesOf = async () =>
      (
        await t.db
          .selectFrom('messages')
          .select('title_en')
          .where('user_id', '=', demoId)
          .where('link', '=', orderLink(o.id))
          .execute()
      ).map((m) => m.title_en);

    clock.now += 4 * DAY;
    expect((await staff.runAutoClose()).warned).toBe(0);
    clock.now += DAY + HOUR;
    // Two instances at once (other tests' replied orders may be warned too: count this one's).
    await Promise.all([staffOn().runAutoClose(), staffOn().runAutoClose()]);
    expect((await staff.runAutoClose()).warned).toBe(0);
    expect(await messagesOf()).toEqual([
      `Your work order ${o.number} has a reply`,
      `Work order ${o.number} closes in 2 days`,
    ]);

    clock.now += 2 * DAY;
    const [c, d] = await Promise.all([staffOn().runAutoClose(), staffOn().runAutoClose()]);
    expect(c.closed + d.closed).toBeGreaterThanOrEqual(1);
    expect((await staff.runAutoClose()).closed).toBe(0);
    expect(await messagesOf()).toEqual([
      `Your work order ${o.number} has a reply`,
      `Work order ${o.number} closes in 2 days`,
      `Your work order ${o.number} is closed`,
    ]);
    const closed = await detail(o.id);
    expect(closed).toMatchObject({ status: 3, closedBy: 'system' });
    expect(closed.messages.at(-1)).toMatchObject({ author: 'system' });
    clock.now = Date.now();
  });

  it('leaves an order the customer answered', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    await staff.staffReply(o.id, 'Anything else?', STAFF);
    await send(R.submitMsg, { orderId: o.id, content: 'Yes.' });
    clock.now += 8 * DAY;
    await staff.runAutoClose();
    expect((await detail(o.id)).status).toBe(1);
    clock.now = Date.now();
  });
});

describe('numbers and staff counts', () => {
  it('gives 50 concurrent submissions 50 distinct numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(R.submitOrder, { typeId, ...FIELDS, title: `Concurrent ${i}` }),
      ),
    );
    const numbers = answers.map((r) => {
      expect(r.json().rescode, r.body).toBe(200);
      return r.json().data.number as string;
    });
    expect(new Set(numbers).size).toBe(50);
    for (const n of numbers) expect(n).toMatch(/^WO-\d{8}-\d{4}$/);
  });

  it('counts open orders per device model and per app version', async () => {
    await submitOrder({ appName: 'Fleet Dispatch', appVersion: '1.8.2' });
    const counts = await staffOn().openCounts();
    expect(counts.byModel.reduce((n, r) => n + r.count, 0)).toBeGreaterThanOrEqual(1);
    expect(counts.byAppVersion).toContainEqual({
      app: 'Fleet Dispatch',
      version: '1.8.2',
      count: 1,
    });
    const open = await staffOn().openOrders();
    expect(open.every((r) => r.status === 1 || r.status === 2)).toBe(true);
  });
});
