import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_CONTENT_PATHS, CONSOLE_CUSTOMER_CALLS, MENU_PATHS } from '@seuiot/contract';
import { createTestApp, insertUser, loginCookies, post, type TestApp } from '../../test/harness.js';
import { auditOf, call, halfSession, staffSession, type Cookies } from './content.fixture.js';

let t: TestApp;
let sales: Cookies;
let editor: Cookies;
let customerId: number;
let customer: Cookies;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T09:00:00Z'));
  t = await createTestApp();
  sales = await staffSession(t, 'cust.sales', 'sales');
  editor = await staffSession(t, 'cust.editor', 'editor');
  customerId = await insertUser(t, { username: 'acme.buyer', password: 'Pass#1234' });
  await t.db
    .updateTable('users')
    .set({ phone: '13912345678', email: 'buyer@acme.example', company_name: 'Acme Logistics' })
    .where('id', '=', customerId)
    .execute();
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'customer')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: customerId, role_id: role.id }).execute();
  customer = await loginCookies(t, { username: 'acme.buyer', password: 'Pass#1234' });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

type Section = { title: string; held: boolean; byRole: boolean };

async function detail() {
  const res = await call(
    t,
    'GET',
    `${CONSOLE_CUSTOMER_CALLS.detail.path}?userId=${customerId}`,
    sales,
  );
  expect(res.json().rescode).toBe(200);
  return res.json().data as {
    customer: { username: string };
    sections: Section[];
    platforms: { code: string; state: string; grantedDevices: number }[];
  };
}

const held = (s: Section[]) => s.filter((x) => x.held).map((x) => x.title);

describe('customer routes are sales’ alone', () => {
  it('refuses without a staff session, before the second factor, without the role, and to a customer', async () => {
    const half = await halfSession(t, 'cust.half', 'sales');
    const guarded: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', CONSOLE_CUSTOMER_CALLS.list.path],
      ['GET', `${CONSOLE_CUSTOMER_CALLS.detail.path}?userId=${customerId}`],
      [
        'POST',
        CONSOLE_CUSTOMER_CALLS.sections.path,
        { userId: customerId, titles: [], before: [] },
      ],
      ['POST', CONSOLE_CUSTOMER_CALLS.grant.path, { userId: customerId, quantity: 5, seen: 0 }],
      ['GET', CONSOLE_CONTENT_PATHS.figures.path],
    ];
    for (const [method, path, body] of guarded) {
      expect((await call(t, method, path, {}, body)).json().msg, path).toBe('A0001');
      expect((await call(t, method, path, customer, body)).json().msg, path).toBe('A0001');
      expect((await call(t, method, path, half, body)).json().msg, path).toBe('A0001');
      if (path !== CONSOLE_CONTENT_PATHS.figures.path)
        expect((await call(t, method, path, editor, body)).json().msg, path).toBe('A0017');
    }
    expect((await auditOf(t, 'customer.grant')).length).toBe(0);
    expect((await auditOf(t, 'customer.sections')).length).toBe(0);
  });
});

describe('customers', () => {
  it('finds customers by name, phone, e-mail and company', async () => {
    for (const keyword of ['ACME.BUY', '1391234', 'buyer@acme', 'acme logistics']) {
      const res = await call(
        t,
        'GET',
        `${CONSOLE_CUSTOMER_CALLS.list.path}?keyword=${encodeURIComponent(keyword)}`,
        sales,
      );
      expect(
        res.json().data.list.map((c: { username: string }) => c.username),
        keyword,
      ).toEqual(['acme.buyer']);
    }
    const none = await call(t, 'GET', `${CONSOLE_CUSTOMER_CALLS.list.path}?keyword=%25`, sales);
    expect(none.json().data.total).toBe(0);
    expect(
      (await call(t, 'GET', `${CONSOLE_CUSTOMER_CALLS.detail.path}?userId=999999`, sales)).json()
        .msg,
    ).toBe('A0078');
  });

  it('changes a customer’s sections: the portal’s checks and tree follow, the customer is told, the act audited', async () => {
    const d = await detail();
    const all = held(d.sections);
    expect(all).toContain('download');
    expect(d.sections.every((s) => s.held === s.byRole)).toBe(true);
    const titles = all.filter((x) => x !== 'download');
    const res = await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
      userId: customerId,
      titles,
      before: all,
    });
    expect(res.json().rescode).toBe(200);
    const after = await detail();
    expect(held(after.sections).sort()).toEqual([...titles].sort());
    expect(after.sections.find((s) => s.title === 'download')).toMatchObject({
      held: false,
      byRole: true,
    });
    // The portal's permission tree no longer has the section.
    const tree = await post(t, `/api${MENU_PATHS.permissionTree.path}`, {}, { cookies: customer });
    expect(JSON.stringify(tree.json().data)).not.toContain('"download"');
    // The customer's message, in both languages.
    const msg = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(msg)).toContain('栏目权限');
    expect(JSON.stringify(msg)).toContain('section permissions');
    const rec = (await auditOf(t, 'customer.sections'))[0]!;
    expect(rec.object_id).toBe(String(customerId));
    expect(JSON.parse(rec.before).sections).toContain('download');
    expect(JSON.parse(rec.after).sections).not.toContain('download');

    // A change made on what is no longer so (someone else was first): B0009, nothing changes.
    const stale = await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
      userId: customerId,
      titles: all,
      before: all,
    });
    expect(stale.json().msg).toBe('B0009');
    expect(held((await detail()).sections).sort()).toEqual([...titles].sort());
    // Unknown sections: refused.
    const unknown = await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
      userId: customerId,
      titles: ['nope'],
      before: titles,
    });
    expect(unknown.json()).toMatchObject({ msg: 'B0004', data: ['nope'] });
    // Given back: stored as no difference from the roles.
    await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
      userId: customerId,
      titles: all,
      before: titles,
    });
    const rows = await t.db
      .selectFrom('user_section_overrides')
      .selectAll()
      .where('user_id', '=', customerId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('of two concurrent section changes on the same view, exactly one lands', async () => {
    const all = held((await detail()).sections);
    const results = await Promise.all(
      ['solution', 'marketing'].map((drop) =>
        call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
          userId: customerId,
          titles: all.filter((x) => x !== drop),
          before: all,
        }),
      ),
    );
    expect(results.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.sections.path, sales, {
      userId: customerId,
      titles: all,
      before: held((await detail()).sections),
    });
  });

  it('grants MDM trial devices: a waiting trial starts, the customer is told in both languages, audited', async () => {
    const list = (await call(t, 'GET', '/api/front/home/platformList', customer)).json().data as {
      id: number;
      code: string;
    }[];
    const mdm = list.find((p) => p.code === 'mdm')!;
    const apply = await post(
      t,
      `/api/front/home/mdmTry?platformId=${mdm.id}&action=apply`,
      {},
      { cookies: customer },
    );
    expect(apply.json().data.state).toBe('awaitingAuthorization');
    const figures = await call(t, 'GET', CONSOLE_CONTENT_PATHS.figures.path, sales);
    expect(figures.json().data).toMatchObject({ awaitingGrants: 1, scheduledNotices: null });
    expect((await detail()).platforms.find((p) => p.code === 'mdm')!.state).toBe('awaiting');

    const bad = await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.grant.path, sales, {
      userId: customerId,
      quantity: 0,
      seen: 0,
    });
    expect(bad.json().rescode).toBe(400);
    const res = await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.grant.path, sales, {
      userId: customerId,
      quantity: 50,
      seen: 0,
    });
    expect(res.json().rescode).toBe(200);
    const mdmNow = (await detail()).platforms.find((p) => p.code === 'mdm')!;
    expect(mdmNow).toMatchObject({ state: 'trial', grantedDevices: 50, grantedBy: 'cust.sales' });
    const portal = (await call(t, 'GET', '/api/front/home/platformList', customer)).json().data;
    expect(portal.find((p: { code: string }) => p.code === 'mdm')).toMatchObject({
      state: 'trial',
      authorizedDevices: 50,
    });
    const msg = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(msg)).toContain('50');
    const rec = (await auditOf(t, 'customer.grant'))[0]!;
    expect(JSON.parse(rec.before)).toEqual({ platform: 'mdm', devices: 0 });
    expect(JSON.parse(rec.after)).toEqual({ platform: 'mdm', devices: 50, trialStarted: true });
    expect(
      (
        await call(t, 'POST', CONSOLE_CUSTOMER_CALLS.grant.path, sales, {
          userId: customerId,
          platform: 'nope',
          quantity: 5,
          seen: 0,
        })
      ).json().msg,
    ).toBe('A0078');
    expect(
      (await call(t, 'GET', CONSOLE_CONTENT_PATHS.figures.path, sales)).json().data.awaitingGrants,
    ).toBe(0);
  });

  it('of two concurrent grants on the same view, exactly one lands; the other answers the quantity now', async () => {
    const grant = (quantity: number, seen: number) =>
      call(t, 'POST', CONSOLE_CUSTOMER_CALLS.grant.path, sales, {
        userId: customerId,
        quantity,
        seen,
      });
    const mdm = async () => (await detail()).platforms.find((p) => p.code === 'mdm')!;
    const seen = (await mdm()).grantedDevices;
    const audited = (await auditOf(t, 'customer.grant')).length;
    const results = await Promise.all([grant(70, seen), grant(80, seen)]);
    const answers = results.map((r) => r.json());
    expect(answers.map((a) => a.msg).sort()).toEqual(['B0009', 'success']);
    const landed = answers[0].msg === 'success' ? 70 : 80;
    expect(answers.find((a) => a.msg === 'B0009').data).toBe(landed);
    expect((await mdm()).grantedDevices).toBe(landed);
    const recs = await auditOf(t, 'customer.grant');
    expect(recs.length).toBe(audited + 1);
    expect(JSON.parse(recs[0]!.before)).toEqual({ platform: 'mdm', devices: seen });
    // A stale view is refused after the fact too; the quantity seen now lands.
    expect((await grant(90, seen)).json()).toMatchObject({ msg: 'B0009', data: landed });
    expect((await grant(90, landed)).json().msg).toBe('success');
    expect((await mdm()).grantedDevices).toBe(90);
  });

  it('of two concurrent first grants, exactly one lands', async () => {
    const other = await insertUser(t, { username: 'second.buyer', password: 'Pass#1234' });
    const results = await Promise.all(
      [5, 6].map((quantity) =>
        call(t, 'POST', CONSOLE_CUSTOMER_CALLS.grant.path, sales, {
          userId: other,
          quantity,
          seen: 0,
        }),
      ),
    );
    expect(results.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    const rows = await t.db
      .selectFrom('device_authorizations')
      .selectAll()
      .where('user_id', '=', other)
      .execute();
    expect(rows.length).toBe(1);
  });
});
