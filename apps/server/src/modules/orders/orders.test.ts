import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE, LIMITS, ORDER_CALLS as R, orderLink } from '@seuiot/contract';
import { runAdmin } from '../../cli/admin.js';
import { DEMO_DEVICES } from '../../db/seeds/catalogue.data.js';
import { cookieHeader, get, multipartBody, nextIp } from '../../test/harness.js';
import {
  act,
  demo,
  demoId,
  detail,
  FIELDS,
  other,
  PDF,
  PNG,
  send,
  staffOn,
  submitOrder,
  t,
  typeId,
  useOrdersApp,
  written,
  ZIP,
} from './orders.fixture.js';

/**
 * Work orders (issue 14, decision 0016): the admin commands and the seeds, submission and its
 * refusals, another customer's orders, and numbers and staff counts (which count the orders made
 * above). Transitions and the automatic close are in order-lifecycle.test.ts.
 */

useOrdersApp();

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

  it('gives the demo customer orders in every status, in Chinese, named by the seeded messages', async () => {
    const rows = await t.db
      .selectFrom('work_orders')
      .select(['id', 'number', 'status', 'title', 'description', 'seed_key'])
      .where('user_id', '=', demoId)
      .where('seed_key', 'is not', null)
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    // The demo customer (陈晓 of a Shanghai company) writes Chinese, in every order (decision 0059).
    for (const r of rows) expect(r.title, r.title).toMatch(/[\u4e00-\u9fff]/);
    const said = await t.db
      .selectFrom('work_order_messages')
      .select(['author', 'author_name', 'content'])
      .where(
        'order_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const m of said.filter((e) => e.author !== 'system'))
      expect(m.content, m.content).toMatch(/[\u4e00-\u9fff]/);
    // Staff entries carry the staff member's name; the page labels the side in its language.
    expect(said.filter((e) => e.author === 'staff').map((e) => e.author_name)).toContain(
      'wang.lei',
    );
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
    const replied = rows.find((r) => r.seed_key === 'gateway-reconnect')!;
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
    const zh = (await get(t, `/api${R.orderType.path}?lang=zh`, demo)).json().data;
    const en = (await get(t, `/api${R.orderType.path}?lang=en`, demo)).json().data;
    expect(zh.length).toBeGreaterThan(3);
    expect(zh[0].name).toBe('设备故障');
    expect(en[0].name).toBe('Device fault');
    expect((await get(t, `/api${R.orderType.path}`)).json()).toMatchObject({ msg: 'A0001' });
    const anon = await send(R.submitOrder.path, { typeId, ...FIELDS }, [], {});
    expect(anon.json().msg).toBe('A0001');
  });

  it('names every missing required field, and each one alone', async () => {
    const none = await send(R.submitOrder.path, { submit: 1 });
    expect(none.json()).toMatchObject({
      msg: 'B0001',
      data: ['typeId', 'title', 'productName', 'contact', 'description'],
    });
    for (const field of Object.keys(FIELDS)) {
      const res = await send(R.submitOrder.path, { typeId, ...FIELDS, [field]: '  ' });
      expect(res.json(), field).toMatchObject({ msg: 'B0001', data: [field] });
    }
    const noType = await send(R.submitOrder.path, { ...FIELDS });
    expect(noType.json()).toMatchObject({ msg: 'B0001', data: ['typeId'] });
    const badType = await send(R.submitOrder.path, { ...FIELDS, typeId: 99999 });
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

    const byNumber = (await get(t, `/api${R.list.path}?keyword=${o.number}`, demo)).json().data;
    expect(byNumber.list.map((r: { id: number }) => r.id)).toEqual([o.id]);
    const byTitle = (await get(t, `/api${R.list.path}?keyword=gateway%20OFF&status=1`, demo)).json()
      .data;
    expect(byTitle.list.map((r: { id: number }) => r.id)).toContain(o.id);
    // PostgreSQL cannot compare a NUL: refused as an invalid parameter on both databases.
    expect((await get(t, `/api${R.list.path}?keyword=a%00b`, demo)).json()).toMatchObject({
      msg: 'B0004',
    });
    const closedOnly = (await get(t, `/api${R.list.path}?status=3`, demo)).json().data;
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
    const wrong = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['photo.png', PNG],
      ['photo2.png', exe],
    ]);
    expect(wrong.json()).toMatchObject({ msg: 'B0007', data: ['photo2.png'] });
    const binLog = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['x.log', Buffer.from([1, 0, 2])],
    ]);
    expect(binLog.json()).toMatchObject({ msg: 'B0007' });
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.orderAttachmentMaxMb * 1024 * 1024)]);
    const over = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['a.pdf', PDF],
      ['big.png', big],
    ]);
    expect(over.json()).toMatchObject({ msg: 'B0006' });
    const six = await send(
      R.submitOrder.path,
      { typeId, ...FIELDS },
      Array.from({ length: 6 }, (_, i): [string, Buffer] => [`p${i}.png`, PNG]),
    );
    expect(six.json()).toMatchObject({ msg: 'B0004', data: ['files'] });
    const empty = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['e.pdf', Buffer.alloc(0)],
    ]);
    expect(empty.json()).toMatchObject({ msg: 'A0058' });
    const missing = await send(R.submitOrder.path, { typeId, title: 'x' }, [['p.png', PNG]]);
    expect(missing.json()).toMatchObject({ msg: 'B0001' });
    const device = await send(R.submitOrder.path, { typeId, ...FIELDS, deviceSerial: 'NOPE-1' }, [
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
      url: `/api${R.submitOrder.path}`,
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
    const draft = await send(R.submitOrder.path, { submit: 0, title: 'Half written' }, [
      ['p.png', PNG],
    ]);
    expect(draft.json().data.status).toBe(0);
    const id = draft.json().data.id as number;
    expect((await detail(id)).clock.pausedReason).toBe('notSubmitted');
    const reply = await send(R.submitMsg.path, { orderId: id, content: 'hello' });
    expect(reply.json()).toMatchObject({ msg: 'B0009', data: ['customerReply'] });
    const incomplete = await send(R.submitOrder.path, { id, submit: 1, productName: 'G1' });
    expect(incomplete.json()).toMatchObject({
      msg: 'B0001',
      data: ['typeId', 'contact', 'description'],
    });
    const sent = await send(R.submitOrder.path, { id, submit: 1, typeId, ...FIELDS }, [
      ['q.png', PNG],
    ]);
    expect(sent.json().data).toMatchObject({ id, status: 1 });
    expect((await detail(id)).attachments).toHaveLength(2);
    const again = await send(R.submitOrder.path, { id, submit: 1, typeId, ...FIELDS });
    expect(again.json()).toMatchObject({ msg: 'B0009', data: ['submit'] });
  });
});

describe("another customer's orders", () => {
  it('refuses reading, replying, closing, reopening, rating and attachments exactly like a missing order', async () => {
    const o = await submitOrder({}, [['p.png', PNG]]);
    const fileId = (await detail(o.id)).attachments[0]!.id;
    const missing = 2_000_000;
    const pairs: [() => Promise<{ body: string }>, () => Promise<{ body: string }>][] = [
      [
        () => get(t, `/api${R.detail.path}?id=${o.id}`, other),
        () => get(t, `/api${R.detail.path}?id=${missing}`, other),
      ],
      [
        () => send(R.submitMsg.path, { orderId: o.id, content: 'x' }, [], other),
        () => send(R.submitMsg.path, { orderId: missing, content: 'x' }, [], other),
      ],
      [
        () => act(R.close.path, { id: o.id }, other),
        () => act(R.close.path, { id: missing }, other),
      ],
      [
        () => act(R.reopen.path, { id: o.id }, other),
        () => act(R.reopen.path, { id: missing }, other),
      ],
      [
        () => act(R.rate.path, { id: o.id, score: 3 }, other),
        () => act(R.rate.path, { id: missing, score: 3 }, other),
      ],
      [
        () => get(t, `/api${R.file.path}?id=${fileId}&isPreview=1`, other),
        () => get(t, `/api${R.file.path}?id=${missing}&isPreview=1`, other),
      ],
      [
        () => get(t, `/api${R.file.path}?id=${fileId}`, other),
        () => get(t, `/api${R.file.path}?id=${missing}`, other),
      ],
    ];
    for (const [theirs, none] of pairs) {
      const a = JSON.parse((await theirs()).body);
      expect(a).toMatchObject({ msg: 'A0078' });
      expect(a).toEqual(JSON.parse((await none()).body));
    }
    const link = await send(
      R.submitOrder.path,
      { typeId, ...FIELDS, linkedOrderId: o.id },
      [],
      other,
    );
    expect(link.json()).toMatchObject({ msg: 'B0004', data: ['linkedOrderId'] });
    const theirList = (await get(t, `/api${R.list.path}?keyword=${o.number}`, other)).json().data;
    expect(theirList.total).toBe(0);
    expect((await detail(o.id)).status).toBe(1);
  });
});

describe('numbers and staff counts', () => {
  it('gives 50 concurrent submissions 50 distinct numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(R.submitOrder.path, { typeId, ...FIELDS, title: `Concurrent ${i}` }),
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
