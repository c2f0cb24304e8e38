import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_CONTENT_PATHS, CSRF_HEADER, CSRF_VALUE, WORKBENCH_CALLS } from '@seuiot/contract';
import {
  cookieHeader,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  type TestApp,
} from '../../test/harness.js';
import { ContentChanges } from '../notices/content-changes.service.js';
import {
  auditOf,
  call,
  halfSession,
  secondServer,
  contentApp,
  type Cookies,
} from './content.fixture.js';

/** The editor's banner order (decision 0030): persisted, followed by the portal, audited. */

let t: TestApp;
let editor: Cookies;
let sales: Cookies;

beforeAll(async () => {
  ({ t, editor, sales } = await contentApp('2026-12-12T08:00:00Z', 'order'));
  // Two more shown banners on the home page, so there is an order to change.
  for (const [i, title] of ['Second', 'Third'].entries())
    await t.db
      .insertInto('banners')
      .values({
        position: 'home',
        title_zh: title,
        title_en: title,
        image: `/x/${title}.png`,
        link: '',
        link_en: '',
        sort: 100 + i,
        status: 1,
      })
      .execute();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** The home banners' ids in the console's order. */
async function consoleOrder(): Promise<number[]> {
  const res = await call(t, 'GET', `${CONSOLE_CONTENT_PATHS.banners.path}?position=home`, editor);
  expect(res.json().rescode).toBe(200);
  return (res.json().data as { id: number }[]).map((b) => b.id);
}

/** The portal's home banners' ids, in the order the portal shows them. */
async function portalOrder(app: Pick<TestApp, 'app'> = t): Promise<number[]> {
  const res = await call(app, 'GET', `${WORKBENCH_CALLS.banners.path}?position=home&lang=en`);
  return (res.json().data as { id: number }[]).map((b) => b.id);
}

function reorder(ids: number[], before: number[], cookies: Cookies = editor) {
  return call(t, 'POST', CONSOLE_CONTENT_PATHS.bannerOrder.path, cookies, {
    position: 'home',
    ids,
    before,
  });
}

describe('banner order', () => {
  it('is refused without a staff session, before the second factor, without the role, and to a customer', async () => {
    const order = await consoleOrder();
    const wanted = [...order].reverse();
    const customer = await loginCookies(t);
    const half = await halfSession(t, 'order.half', 'editor');
    expect((await reorder(wanted, order, {})).json().msg).toBe('A0001');
    expect((await reorder(wanted, order, customer)).json().msg).toBe('A0001');
    expect((await reorder(wanted, order, half)).json().msg).toBe('A0001');
    expect((await reorder(wanted, order, sales)).json().msg).toBe('A0017');
    expect(await consoleOrder()).toEqual(order);
    expect(await auditOf(t, 'banner.order')).toEqual([]);
  });

  it('persists, the portal (every server) shows the new order at once, and the change is audited', async () => {
    const other = await secondServer(t);
    try {
      const order = await consoleOrder();
      expect(order.length).toBeGreaterThanOrEqual(3);
      expect(await portalOrder()).toEqual(order);
      expect(await portalOrder(other)).toEqual(order);
      const generation = ContentChanges.of(t.db).generation();
      // The last banner moves to the top.
      const wanted = [order.at(-1)!, ...order.slice(0, -1)];
      const res = await reorder(wanted, order);
      expect(res.json().rescode).toBe(200);
      expect((res.json().data as { id: number }[]).map((b) => b.id)).toEqual(wanted);
      expect(await consoleOrder()).toEqual(wanted);
      expect(await portalOrder()).toEqual(wanted);
      expect(await portalOrder(other)).toEqual(wanted);
      // The kept server-rendered pages (the home page's banners) are dropped.
      expect(ContentChanges.of(t.db).generation()).toBeGreaterThan(generation);
      const rec = (await auditOf(t, 'banner.order'))[0]!;
      expect(rec).toMatchObject({ staff: 'order.editor', object_id: 'home' });
      expect(JSON.parse(rec.before)).toEqual({ position: 'home', order });
      expect(JSON.parse(rec.after)).toEqual({ position: 'home', order: wanted });
    } finally {
      await other.close();
    }
  });

  it('refuses a stale order with B0009 and the order now; of two concurrent reorders one lands', async () => {
    const order = await consoleOrder();
    const audited = (await auditOf(t, 'banner.order')).length;
    const up = [order[1]!, order[0]!, ...order.slice(2)];
    const down = [...order.slice(0, -2), order.at(-1)!, order.at(-2)!];
    const results = await Promise.all([reorder(up, order), reorder(down, order)]);
    const answers = results.map((r) => r.json());
    expect(answers.map((a) => a.msg).sort()).toEqual(['B0009', 'success']);
    const landed = answers[0].msg === 'success' ? up : down;
    expect(answers.find((a) => a.msg === 'B0009').data).toEqual(landed);
    expect(await consoleOrder()).toEqual(landed);
    expect(await portalOrder()).toEqual(landed);
    expect((await auditOf(t, 'banner.order')).length).toBe(audited + 1);
    // The same stale view later: refused, nothing changes.
    expect((await reorder(order, order)).json()).toMatchObject({ msg: 'B0009', data: landed });
    expect(await consoleOrder()).toEqual(landed);
  });

  it('refuses an order that is not every banner of the position once', async () => {
    const order = await consoleOrder();
    expect((await reorder(order.slice(1), order)).json().msg).toBe('B0004');
    expect((await reorder([order[0]!, ...order.slice(0, -1)], order)).json().msg).toBe('B0004');
    expect((await reorder([...order.slice(0, -1), 999_999], order)).json().msg).toBe('B0004');
    const none = await call(t, 'POST', CONSOLE_CONTENT_PATHS.bannerOrder.path, editor, {
      position: 'nowhere',
      ids: [1],
      before: [1],
    });
    expect(none.json().msg).toBe('A0078');
    expect(await consoleOrder()).toEqual(order);
  });

  it('puts a new banner last and keeps an edited one in its place when no order is given', async () => {
    const save = async (fields: [string, string][], image?: Buffer) => {
      const f = multipartBody(fields, image ? [['image', 'b.png', image]] : []);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${CONSOLE_CONTENT_PATHS.bannerSave.path}`,
        headers: {
          'content-type': f.contentType,
          [CSRF_HEADER]: CSRF_VALUE,
          cookie: cookieHeader(editor),
        },
        payload: f.payload,
        remoteAddress: nextIp(),
      });
      expect(res.json().rescode).toBe(200);
      return res.json().data as { id: number };
    };
    const order = await consoleOrder();
    const made = await save(
      [
        ['titleZh', '最后'],
        ['titleEn', 'Last'],
      ],
      makePng(64, 32),
    );
    expect(await consoleOrder()).toEqual([...order, made.id]);
    await save([
      ['id', String(order[0])],
      ['titleZh', '改名'],
      ['titleEn', 'Renamed'],
    ]);
    expect(await consoleOrder()).toEqual([...order, made.id]);
  });
});
