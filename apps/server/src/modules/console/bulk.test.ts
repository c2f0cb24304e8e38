import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES } from '@seuiot/contract';
import { createTestApp, insertUser, type TestApp } from '../../test/harness.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

/** Approving several accounts at once through four eyes (decision 0022). */

let t: TestApp;
let k: ReturnType<typeof consoleKit>;
let a: Cookies;
let b: Cookies;
let c: Cookies;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-09T09:00:00Z'));
  t = await createTestApp();
  k = consoleKit(t);
  a = (await k.staffSession('bk.a', 'reviewer')).cookies;
  b = (await k.staffSession('bk.b', 'reviewer')).cookies;
  c = (await k.staffSession('bk.c', 'reviewer')).cookies;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const pending = (name: string) =>
  insertUser(t, { username: name, password: 'Pass#1234', status: 'pending' });
const ask = async (cookies: Cookies, userIds: number[]) =>
  (await k.call('POST', CONSOLE_ROUTES.accountApproveAll, cookies, { userIds })).json();
const decide = (cookies: Cookies, id: number) =>
  k.call('POST', CONSOLE_ROUTES.approvalDecide, cookies, { id, approve: true, note: '' });
const statusOf = async (ids: number[]) =>
  (
    await t.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((u) => u.status);
const audits = (ids: number[]) =>
  t.db
    .selectFrom('audit_log')
    .select(['object_id', 'staff', 'after'])
    .where('action', '=', 'account.approve')
    .where('object_id', 'in', ids.map(String))
    .execute();

describe('approve all, with four eyes', () => {
  it('is refused without a staff session, with a customer session and without the reviewer role', async () => {
    const support = (await k.staffSession('bk.support', 'support', 'administrator')).cookies;
    const id = await pending('bk.guard');
    const body = { userIds: [id] };
    expect(await k.msg('POST', CONSOLE_ROUTES.accountApproveAll, {}, body)).toBe('A0001');
    expect(await k.msg('POST', CONSOLE_ROUTES.accountApproveAll, support, body)).toBe('A0017');
    const { approvalId } = (await ask(a, [id])).data;
    expect((await decide(support, approvalId)).json().msg).toBe('A0078');
    expect((await decide(a, approvalId)).json().msg).toBe('A0017');
    expect(await statusOf([id])).toEqual(['pending']);
  });

  it('refuses (A0078, 404, the missing ids) a request naming an account that does not exist', async () => {
    const id = await pending('bk.real');
    const res = await k.call('POST', CONSOLE_ROUTES.accountApproveAll, a, {
      userIds: [id, 987654],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ rescode: 404, msg: 'A0078', data: [987654] });
    const requests = await t.db.selectFrom('pending_approvals').select('object_id').execute();
    expect(requests.map((r) => r.object_id)).not.toContain(`${id},987654`);
  });

  it('approves every account as the single approval does, audited per account', async () => {
    const ids = [await pending('bk.one'), await pending('bk.two'), await pending('bk.three')];
    const { approvalId } = (await ask(a, ids)).data;
    expect(await statusOf(ids)).toEqual(['pending', 'pending', 'pending']);
    // The queue marks the rows awaiting a second reviewer, and only those.
    const other = await pending('bk.other');
    const marks = async () => {
      const q = `${CONSOLE_ROUTES.accounts}?status=pending&pageSize=100`;
      const rows = (await k.call('GET', q, b)).json().data.list as {
        id: number;
        awaitingApproval: boolean;
      }[];
      return rows.filter((r) => [...ids, other].includes(r.id)).map((r) => r.awaitingApproval);
    };
    expect(await marks()).toEqual([true, true, true, false]);
    expect((await decide(b, approvalId)).json().data.state).toBe('approved');
    expect(await statusOf(ids)).toEqual(['active', 'active', 'active']);
    for (const id of ids) {
      const roles = await t.db
        .selectFrom('user_roles')
        .select('role_id')
        .where('user_id', '=', id)
        .execute();
      expect(roles).toHaveLength(1);
      const m = await t.db
        .selectFrom('messages')
        .select(['title_en'])
        .where('user_id', '=', id)
        .execute();
      expect(m.map((x) => x.title_en)).toEqual(['Welcome to the customer portal']);
    }
    const records = await audits(ids);
    expect(records.map((r) => r.object_id).sort()).toEqual(ids.map(String).sort());
    for (const r of records) {
      expect(r.staff).toBe('bk.b');
      expect(JSON.parse(String(r.after))).toMatchObject({ status: 'active', requester: 'bk.a' });
    }
  });

  it('undoes all when one account was decided meanwhile; of two approvals one lands', async () => {
    const ids = [await pending('bk.four'), await pending('bk.five')];
    const first = (await ask(a, ids)).data.approvalId;
    const alone = (await ask(a, [ids[1]!])).data.approvalId;
    expect((await decide(b, alone)).json().data.state).toBe('approved');
    expect((await decide(b, first)).json()).toMatchObject({
      msg: 'B0009',
      data: { userId: ids[1], status: 'active' },
    });
    expect(await statusOf(ids)).toEqual(['pending', 'active']);
    expect((await audits([ids[0]!])).length).toBe(0);

    const more = [await pending('bk.six'), await pending('bk.seven')];
    const req = (await ask(a, more)).data.approvalId;
    const answers = await Promise.all([decide(b, req), decide(c, req)]);
    expect(answers.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    expect(await statusOf(more)).toEqual(['active', 'active']);
    expect(await audits(more)).toHaveLength(2);
  });
});
