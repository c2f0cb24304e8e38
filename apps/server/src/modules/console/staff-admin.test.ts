import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES, CONSOLE_STAFF_CALLS, STAFF_SESSION_COOKIE } from '@seuiot/contract';
import { createTestApp, loginCookies, type TestApp } from '../../test/harness.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

let t: TestApp;
let k: ReturnType<typeof consoleKit>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T08:00:00Z'));
  t = await createTestApp();
  k = consoleKit(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Every staff administration and approval call, with a valid request for each. */
const GUARDED: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', CONSOLE_STAFF_CALLS.list.path],
  ['POST', CONSOLE_STAFF_CALLS.create.path, { username: 'never.made', roles: ['editor'] }],
  ['POST', CONSOLE_STAFF_CALLS.status.path, { staffId: 1, action: 'enable' }],
  ['POST', CONSOLE_STAFF_CALLS.resetTotp.path, { staffId: 1 }],
  ['POST', CONSOLE_STAFF_CALLS.roles.path, { staffId: 1, roles: ['administrator'] }],
  ['GET', CONSOLE_ROUTES.approvals],
  ['POST', CONSOLE_ROUTES.approvalDecide, { id: 1, approve: true }],
];

async function auditOf(objectType: string, objectId: number | string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'staff', 'before', 'after'])
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
}

async function pendingIds(cookies: Cookies): Promise<number[]> {
  const page = (await k.call('GET', `${CONSOLE_ROUTES.approvals}?pageSize=100`, cookies)).json();
  return page.data.list.map((r: { id: number }) => r.id);
}

describe('staff administration guards', () => {
  it('refuses every call without a staff session, with a customer one, before the second factor and without the administrator role', async () => {
    const customer = await loginCookies(t);
    const reviewer = await k.staffSession('g.reviewer', 'reviewer');
    const auditor = await k.staffSession('g.auditor', 'auditor');
    const forged = { ...customer, [STAFF_SESSION_COOKIE]: Object.values(customer)[0]! };
    // An administrator who gave the password but not the second factor yet.
    const half = await k.passwordStep('g.admin', await k.createStaff('g.admin', 'administrator'));
    for (const [method, path, body] of GUARDED) {
      expect(await k.msg(method, path, {}, body), path).toBe('A0001');
      expect(await k.msg(method, path, half, body), path).toBe('A0001');
      expect(await k.msg(method, path, customer, body), path).toBe('A0001');
      expect(await k.msg(method, path, forged, body), path).toBe('A0004');
      // Reviewers decide the four-eyes requests of their own kinds (re-opened reviews, decision
      // 0020): the queue answers them (only the kinds they decide), a role grant's id does not.
      const reviewerMay =
        path === CONSOLE_ROUTES.approvals
          ? 'success'
          : path === CONSOLE_ROUTES.approvalDecide
            ? 'A0078'
            : 'A0017';
      expect(await k.msg(method, path, reviewer.cookies, body), path).toBe(reviewerMay);
      expect(await k.msg(method, path, auditor.cookies, body), path).toBe('A0017');
    }
    // Nothing was made by the refused calls.
    const made = await t.db.selectFrom('staff').select('id').where('username', '=', 'never.made');
    expect(await made.execute()).toEqual([]);
  });

  it('lets an auditor read, filter and export the log and nothing else', async () => {
    const a = await k.staffSession('only.auditor', 'auditor');
    const page = await k.call(
      'GET',
      `${CONSOLE_ROUTES.audit}?objectType=staff&action=staff.totp.enrol&staff=only.auditor`,
      a.cookies,
    );
    const list = page.json().data.list as { action: string; staff: string; objectType: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ action: 'staff.totp.enrol', staff: 'only.auditor' });
    const csv = await k.call('GET', `${CONSOLE_ROUTES.auditExport}?objectType=staff`, a.cookies);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"staff.totp.enrol"');
    expect(csv.body).not.toContain('"audit.read"');
    expect((await k.call('POST', CONSOLE_ROUTES.auditVerify, a.cookies)).json().data.ok).toBe(true);
    for (const path of [
      CONSOLE_ROUTES.dashboard,
      CONSOLE_ROUTES.accounts,
      CONSOLE_STAFF_CALLS.list.path,
    ])
      expect(await k.msg('GET', path, a.cookies), path).toBe('A0017');
    expect(await k.msg('GET', `${CONSOLE_ROUTES.certs}?kind=identity`, a.cookies)).toBe('A0017');
    expect(await k.msg('GET', CONSOLE_ROUTES.approvals, a.cookies)).toBe('A0017');
  });
});

describe('four-eyes role grants', () => {
  it('creates a member whose requested role lands only when a second administrator approves', async () => {
    const a = await k.staffSession('adm.a', 'administrator');
    const b = await k.staffSession('adm.b', 'administrator');
    const created = await k.call('POST', CONSOLE_STAFF_CALLS.create.path, a.cookies, {
      username: 'new.reviewer',
      roles: ['reviewer'],
      reason: 'joins the review team',
    });
    expect(created.headers['cache-control']).toBe('no-store');
    const { id, password, approvals } = created.json().data;
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(approvals).toHaveLength(1);
    // The same name again: taken.
    expect(
      await k.msg('POST', CONSOLE_STAFF_CALLS.create.path, a.cookies, { username: 'new.reviewer' }),
    ).toBe('A0003');

    const row = async () =>
      (
        await k.call('GET', `${CONSOLE_STAFF_CALLS.list.path}?keyword=new.reviewer`, a.cookies)
      ).json().data.list[0];
    expect(await row()).toMatchObject({
      id,
      roles: [],
      pendingRoles: ['reviewer'],
      status: 'active',
      enrolled: false,
      lastLoginAt: null,
    });

    // The requester cannot approve their own request; the queue says so.
    const queue = (await k.call('GET', CONSOLE_ROUTES.approvals, a.cookies)).json().data.list;
    expect(queue.find((r: { id: number }) => r.id === approvals[0])).toMatchObject({
      kind: 'staff.role.grant',
      payload: { staffId: id, username: 'new.reviewer', role: 'reviewer' },
      requester: 'adm.a',
      reason: 'joins the review team',
      state: 'pending',
      canDecide: false,
    });
    expect(
      await k.msg('POST', CONSOLE_ROUTES.approvalDecide, a.cookies, {
        id: approvals[0],
        approve: true,
      }),
    ).toBe('A0017');
    expect((await row()).roles).toEqual([]);

    // The new member signs in and enrols, but sees no reviewer call before the approval.
    const member = await k.passwordStep('new.reviewer', password);
    await k.enrol(member);
    expect(await k.msg('GET', CONSOLE_ROUTES.dashboard, member)).toBe('A0017');

    const approve = await k.call('POST', CONSOLE_ROUTES.approvalDecide, b.cookies, {
      id: approvals[0],
      approve: true,
      note: 'ok',
    });
    expect(approve.json()).toMatchObject({ rescode: 200, data: { state: 'approved' } });
    expect(await row()).toMatchObject({ roles: ['reviewer'], pendingRoles: [], enrolled: true });
    expect((await row()).lastLoginAt).not.toBeNull();
    // The member's running session holds the role at the next call.
    expect((await k.call('GET', CONSOLE_ROUTES.dashboard, member)).json().rescode).toBe(200);
    expect(
      await k.msg('POST', CONSOLE_ROUTES.approvalDecide, b.cookies, {
        id: approvals[0],
        approve: false,
      }),
    ).toBe('B0009');

    expect((await auditOf('staff', id)).map((r) => [r.action, r.staff])).toEqual([
      ['staff.create', 'adm.a'],
      ['staff.totp.enrol', 'new.reviewer'],
      ['staff.role.grant', 'adm.b'],
    ]);
    expect((await auditOf('approval', approvals[0])).map((r) => [r.action, r.staff])).toEqual([
      ['approval.request', 'adm.a'],
      ['approval.approve', 'adm.b'],
    ]);
    const grant = (await auditOf('staff', id)).find((r) => r.action === 'staff.role.grant')!;
    expect(JSON.parse(grant.before)).toEqual({ roles: [] });
    expect(JSON.parse(grant.after)).toMatchObject({ roles: ['reviewer'], requester: 'adm.a' });
    // The console's audit filter by object finds the same steps.
    const filtered = (
      await k.call('GET', `${CONSOLE_ROUTES.audit}?objectType=staff&objectId=${id}`, a.cookies)
    ).json().data.list;
    expect(filtered.map((r: { action: string }) => r.action)).toEqual([
      'staff.role.grant',
      'staff.totp.enrol',
      'staff.create',
    ]);
  });

  it('removes a role at once, requests an added one, and a refusal grants nothing', async () => {
    const a = await k.staffSession('adm.c', 'administrator');
    const b = await k.staffSession('adm.d', 'administrator');
    await k.createStaff('two.roles', 'support', 'editor');
    const id = (
      await k.call('GET', `${CONSOLE_STAFF_CALLS.list.path}?keyword=two.roles`, a.cookies)
    ).json().data.list[0].id;
    const change = await k.call('POST', CONSOLE_STAFF_CALLS.roles.path, a.cookies, {
      staffId: id,
      roles: ['editor', 'sales'],
    });
    expect(change.json().data).toMatchObject({ roles: ['editor'], removed: ['support'] });
    const [grant] = change.json().data.approvals;
    // Asking again for a role that waits opens no second request.
    const again = await k.call('POST', CONSOLE_STAFF_CALLS.roles.path, a.cookies, {
      staffId: id,
      roles: ['editor', 'sales'],
    });
    expect(again.json().data).toEqual({ roles: ['editor'], removed: [], approvals: [] });

    expect(
      (
        await k.call('POST', CONSOLE_ROUTES.approvalDecide, b.cookies, {
          id: grant,
          approve: false,
          note: 'not needed',
        })
      ).json().data,
    ).toEqual({ state: 'refused' });
    const staff = await t.db
      .selectFrom('staff')
      .select('roles')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(staff.roles).toBe('editor');
    expect((await auditOf('approval', grant)).map((r) => r.action)).toEqual([
      'approval.request',
      'approval.refuse',
    ]);
    expect((await auditOf('staff', id)).map((r) => r.action)).toEqual([
      'staff.create',
      'staff.role.remove',
    ]);
    const refused = (
      await k.call('GET', `${CONSOLE_ROUTES.approvals}?state=refused`, a.cookies)
    ).json().data.list;
    expect(refused.find((r: { id: number }) => r.id === grant)).toMatchObject({
      decider: 'adm.d',
      note: 'not needed',
      canDecide: false,
    });
  });

  it('lets exactly one of two concurrent decisions on a request land', async () => {
    const a = await k.staffSession('adm.e', 'administrator');
    const b = await k.staffSession('adm.f', 'administrator');
    const c = await k.staffSession('adm.g', 'administrator');
    for (let round = 0; round < 4; round++) {
      const made = await k.call('POST', CONSOLE_STAFF_CALLS.create.path, a.cookies, {
        username: `race.${round}`,
        roles: ['sales'],
      });
      const { id, approvals } = made.json().data;
      expect(await pendingIds(b.cookies)).toContain(approvals[0]);
      const answers = await Promise.all([
        k.call('POST', CONSOLE_ROUTES.approvalDecide, b.cookies, {
          id: approvals[0],
          approve: true,
        }),
        k.call('POST', CONSOLE_ROUTES.approvalDecide, c.cookies, {
          id: approvals[0],
          approve: round % 2 === 0,
        }),
      ]);
      expect(answers.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
      const decisions = (await auditOf('approval', approvals[0])).filter(
        (r) => r.action !== 'approval.request',
      );
      expect(decisions).toHaveLength(1);
      const grants = (await auditOf('staff', id)).filter((r) => r.action === 'staff.role.grant');
      expect(grants).toHaveLength(decisions[0]!.action === 'approval.approve' ? 1 : 0);
    }
    expect((await k.call('POST', CONSOLE_ROUTES.auditVerify, a.cookies)).json().data.ok).toBe(true);
  });
});

describe('disable, enable and TOTP reset', () => {
  it("ends a disabled member's session at the next call, and lets them in again once enabled", async () => {
    const a = await k.staffSession('adm.h', 'administrator');
    const m = await k.staffSession('to.disable', 'reviewer');
    const id = (
      await k.call('GET', `${CONSOLE_STAFF_CALLS.list.path}?keyword=to.disable`, a.cookies)
    ).json().data.list[0].id;
    expect((await k.call('GET', CONSOLE_ROUTES.dashboard, m.cookies)).json().rescode).toBe(200);
    const disable = { staffId: id, action: 'disable' };
    expect(
      (await k.call('POST', CONSOLE_STAFF_CALLS.status.path, a.cookies, disable)).json().msg,
    ).toBe('success');
    expect(await k.msg('GET', CONSOLE_ROUTES.dashboard, m.cookies)).toBe('A0004');
    expect(
      (
        await k.call(
          'POST',
          CONSOLE_ROUTES.login,
          {},
          { username: 'to.disable', password: m.password },
        )
      ).json().msg,
    ).toBe('A0053');
    expect(await k.msg('POST', CONSOLE_STAFF_CALLS.status.path, a.cookies, disable)).toBe('B0009');
    await k.call('POST', CONSOLE_STAFF_CALLS.status.path, a.cookies, {
      staffId: id,
      action: 'enable',
    });
    const back = await k.passwordStep('to.disable', m.password);
    expect((await k.call('GET', CONSOLE_ROUTES.me, back)).json().data.stage).toBe('verify');
    // Nobody disables themselves; an unknown member is missing.
    const self = (await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'adm.h')
      .executeTakeFirstOrThrow())!.id;
    expect(
      await k.msg('POST', CONSOLE_STAFF_CALLS.status.path, a.cookies, {
        staffId: self,
        action: 'disable',
      }),
    ).toBe('A0017');
    expect(
      await k.msg('POST', CONSOLE_STAFF_CALLS.status.path, a.cookies, {
        staffId: 99999,
        action: 'enable',
      }),
    ).toBe('A0078');
    expect((await auditOf('staff', id)).map((r) => r.action)).toContain('staff.disable');
  });

  it('resets TOTP: sessions end, recovery codes go, and the member enrols again', async () => {
    const a = await k.staffSession('adm.i', 'administrator');
    const m = await k.staffSession('lost.phone', 'support');
    const id = (
      await k.call('GET', `${CONSOLE_STAFF_CALLS.list.path}?keyword=lost.phone`, a.cookies)
    ).json().data.list[0].id;
    expect(
      (await k.call('POST', CONSOLE_STAFF_CALLS.resetTotp.path, a.cookies, { staffId: id })).json()
        .msg,
    ).toBe('success');
    expect(await k.msg('GET', CONSOLE_ROUTES.me, m.cookies)).toBe('A0004');
    const codes = await t.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', id)
      .execute();
    expect(codes).toEqual([]);
    const again = await k.passwordStep('lost.phone', m.password);
    expect((await k.call('GET', CONSOLE_ROUTES.me, again)).json().data.stage).toBe('enrol');
    expect(
      await k.msg('POST', CONSOLE_ROUTES.totpVerify, again, { recoveryCode: m.recovery[0] }),
    ).toBe('A0017');
    const { secret } = await k.enrol(again);
    expect(secret).not.toBe(m.secret);
    expect((await k.call('GET', CONSOLE_ROUTES.me, again)).json().data.stage).toBe('full');
    expect((await auditOf('staff', id)).map((r) => r.action)).toContain('staff.totp.reset');
  });
});
