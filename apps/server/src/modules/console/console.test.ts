import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, CONSOLE_ROUTES, STAFF_SESSION_COOKIE } from '@seuiot/contract';
import {
  cookiesOf,
  createTestApp,
  insertUser,
  loginCookies,
  makePng,
  postLogin,
  postMultipart,
  get,
  type TestApp,
} from '../../test/harness.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

let t: TestApp;

beforeAll(async () => {
  // Only Date is faked: TOTP codes belong to 30-second steps, and a step is accepted once.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

// The shared console test helpers (console-kit.fixture.ts) on this file's app.
let k: ReturnType<typeof consoleKit>;
beforeAll(() => {
  k = consoleKit(t);
});
const nextStep = () => k.nextStep();
const admin = (...args: string[]) => k.admin(...args);
const call = (...a: Parameters<ReturnType<typeof consoleKit>['call']>) => k.call(...a);
const createStaff = (name: string, ...roles: string[]) => k.createStaff(name, ...roles);
const passwordStep = (name: string, password: string) => k.passwordStep(name, password);
const staffSession = (name: string, ...roles: string[]) => k.staffSession(name, ...roles);

/** Every call past the sign-in, with a valid request for each. */
const GUARDED: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', CONSOLE_ROUTES.dashboard],
  ['GET', CONSOLE_ROUTES.accounts],
  ['POST', CONSOLE_ROUTES.accountDecide, { userId: 1, action: 'disable' }],
  ['GET', `${CONSOLE_ROUTES.certs}?kind=identity`],
  ['GET', `${CONSOLE_ROUTES.certDetail}?kind=identity&userId=1`],
  ['GET', `${CONSOLE_ROUTES.certPhoto}?kind=identity&userId=1&photo=portrait`],
  ['POST', CONSOLE_ROUTES.certDecide, { kind: 'identity', userId: 1, approve: true }],
  ['GET', CONSOLE_ROUTES.audit],
  ['POST', CONSOLE_ROUTES.auditVerify],
  ['GET', CONSOLE_ROUTES.auditExport],
  ['GET', CONSOLE_ROUTES.auditActions],
];

describe('staff sign-in', () => {
  it('prints the password once, enrols TOTP with a QR code, and sets a strict, path-scoped cookie', async () => {
    const password = await createStaff('first.admin', 'administrator', 'reviewer');
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const login = await call(
      'POST',
      CONSOLE_ROUTES.login,
      {},
      { username: 'first.admin', password },
    );
    expect(login.json()).toEqual({
      rescode: 200,
      msg: 'success',
      data: { username: 'first.admin', roles: ['administrator', 'reviewer'], stage: 'enrol' },
    });
    const cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/api/console', httpOnly: true, sameSite: 'Strict' });
    const cookies = cookiesOf(login);
    const enrol = (await call('POST', CONSOLE_ROUTES.totpEnrol, cookies)).json().data;
    expect(enrol.uri).toMatch(/^otpauth:\/\/totp\/SEUIOT%20Console:first.admin\?secret=/);
    expect(Buffer.from(enrol.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    // A wrong first code does not enrol.
    expect(
      (await call('POST', CONSOLE_ROUTES.totpConfirm, cookies, { code: '000000' })).json().msg,
    ).toBe('A0008');
    nextStep();
    const confirm = (
      await call('POST', CONSOLE_ROUTES.totpConfirm, cookies, {
        code: generateSync({ secret: enrol.secret }),
      })
    ).json();
    expect(confirm.data.recoveryCodes).toHaveLength(10);
    expect((await call('GET', CONSOLE_ROUTES.me, cookies)).json().data.stage).toBe('full');
    expect((await call('GET', CONSOLE_ROUTES.dashboard, cookies)).json().rescode).toBe(200);
    // Once enrolled, no new secret can be set over the old one.
    expect((await call('POST', CONSOLE_ROUTES.totpEnrol, cookies)).json().msg).toBe('A0017');

    await call('POST', CONSOLE_ROUTES.logout, cookies);
    expect((await call('GET', CONSOLE_ROUTES.dashboard, cookies)).json().msg).toBe('A0004');
    expect(
      await admin('create-staff', 'first.admin', '--role', 'auditor').catch(
        (e: Error) => e.message,
      ),
    ).toBe('A0003');
  });

  it('refuses a wrong password the same way for a known and an unknown name', async () => {
    await createStaff('pw.check', 'reviewer');
    for (const username of ['pw.check', 'nobody.here']) {
      const res = await call(
        'POST',
        CONSOLE_ROUTES.login,
        {},
        { username, password: 'wrong-password' },
      );
      expect(res.json().msg).toBe('A0050');
    }
  });

  it('refuses forged and replayed codes, and takes each recovery code once', async () => {
    const s = await staffSession('totp.check', 'reviewer');
    const again = await passwordStep('totp.check', s.password);
    expect((await call('GET', CONSOLE_ROUTES.me, again)).json().data.stage).toBe('verify');
    // The code of the enrolment's step, replayed: refused.
    expect(
      (
        await call('POST', CONSOLE_ROUTES.totpVerify, again, {
          code: generateSync({ secret: s.secret }),
        })
      ).json().msg,
    ).toBe('A0008');
    // A code of another secret (forged): refused.
    nextStep();
    expect(
      (
        await call('POST', CONSOLE_ROUTES.totpVerify, again, {
          code: generateSync({ secret: generateSecret({ length: 20 }) }),
        })
      ).json().msg,
    ).toBe('A0008');
    expect((await call('GET', CONSOLE_ROUTES.dashboard, again)).json().msg).toBe('A0001');
    const code = generateSync({ secret: s.secret });
    expect((await call('POST', CONSOLE_ROUTES.totpVerify, again, { code })).json().data.stage).toBe(
      'full',
    );
    // The same code in a third session, within its step: a replay.
    const third = await passwordStep('totp.check', s.password);
    expect((await call('POST', CONSOLE_ROUTES.totpVerify, third, { code })).json().msg).toBe(
      'A0008',
    );
    const recoveryCode = s.recovery[0]!.toLowerCase();
    expect(
      (await call('POST', CONSOLE_ROUTES.totpVerify, third, { recoveryCode })).json().rescode,
    ).toBe(200);
    const fourth = await passwordStep('totp.check', s.password);
    expect(
      (await call('POST', CONSOLE_ROUTES.totpVerify, fourth, { recoveryCode })).json().msg,
    ).toBe('A0008');
  });

  it('ends the session after five wrong codes and after 30 idle minutes', async () => {
    const s = await staffSession('idle.check', 'reviewer');
    const again = await passwordStep('idle.check', s.password);
    for (let i = 0; i < 4; i++)
      expect(
        (await call('POST', CONSOLE_ROUTES.totpVerify, again, { code: '123456' })).json().msg,
      ).toBe('A0008');
    expect(
      (await call('POST', CONSOLE_ROUTES.totpVerify, again, { code: '123456' })).json().msg,
    ).toBe('A0004');

    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await call('GET', CONSOLE_ROUTES.dashboard, s.cookies)).json().rescode).toBe(200);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const idle = await call('GET', CONSOLE_ROUTES.dashboard, s.cookies);
    expect(idle.json().msg).toBe('A0004');
    expect(idle.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
  });

  it('refuses every console call without a staff session, with a customer one, before the second factor and without the role', async () => {
    const customer = await loginCookies(t);
    const support = await staffSession('support.only', 'support');
    const half = await passwordStep('support.only', support.password);
    const reviewer = await staffSession('role.reviewer', 'reviewer');
    const auditor = await staffSession('role.auditor', 'auditor');
    // The customer's cookies under the staff cookie's name too: the value is no staff session.
    const forged = { ...customer, [STAFF_SESSION_COOKIE]: Object.values(customer)[0]! };
    for (const [method, path, body] of GUARDED) {
      const msg = async (c: Cookies) => (await call(method, path, c, body)).json().msg;
      expect(await msg({}), path).toBe('A0001');
      expect(await msg(customer), path).toBe('A0001');
      expect(await msg(forged), path).toBe('A0004');
      expect(await msg(half), path).toBe('A0001');
      expect(await msg(support.cookies), path).toBe('A0017');
      const isAudit = path.startsWith(CONSOLE_ROUTES.audit);
      expect(await msg(isAudit ? reviewer.cookies : auditor.cookies), path).toBe('A0017');
    }
    expect((await call('GET', CONSOLE_ROUTES.audit, auditor.cookies)).json().rescode).toBe(200);
  });
});

describe('work queues', () => {
  it('approves a new account: the customer signs in, reads the welcome, and the audit log shows it', async () => {
    const s = await staffSession('rev.accounts', 'reviewer');
    const id = await insertUser(t, {
      username: 'newcomer',
      password: 'Pass#1234',
      status: 'pending',
    });
    expect((await postLogin(t, { username: 'newcomer', password: 'Pass#1234' })).json().msg).toBe(
      'A0035',
    );
    const dash = (await call('GET', CONSOLE_ROUTES.dashboard, s.cookies)).json().data.queues;
    expect(dash[0]).toMatchObject({ queue: 'accounts', waiting: 1 });
    const list = (await call('GET', CONSOLE_ROUTES.accounts, s.cookies)).json().data;
    expect(list.list.map((u: { username: string }) => u.username)).toEqual(['newcomer']);

    expect(
      (
        await call('POST', CONSOLE_ROUTES.accountDecide, s.cookies, {
          userId: id,
          action: 'approve',
        })
      ).json().rescode,
    ).toBe(200);
    expect(
      (await postLogin(t, { username: 'newcomer', password: 'Pass#1234' })).json().rescode,
    ).toBe(200);
    // The main IoT system it applied for (applySystem 1) is open for a trial.
    const opened = await loginCookies(t, { username: 'newcomer', password: 'Pass#1234' });
    const systems = (await get(t, '/api/front/home/platformList', opened)).json().data as {
      code: string;
      state: string;
    }[];
    expect(systems.filter((p) => p.state !== 'none').map((p) => [p.code, p.state])).toEqual([
      ['iot', 'trial'],
    ]);
    const again = (
      await call('POST', CONSOLE_ROUTES.accountDecide, s.cookies, { userId: id, action: 'approve' })
    ).json();
    expect(again).toEqual({ rescode: 409, msg: 'B0009', data: 'active' });
    const rec = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.approve')
      .executeTakeFirstOrThrow();
    expect(rec).toMatchObject({
      staff: 'rev.accounts',
      object_type: 'user',
      object_id: String(id),
      before: '{"status":"pending"}',
      after: '{"status":"active"}',
    });
    expect(rec.ip).toMatch(/^10\./);

    // Disable ends the customer's sessions; enable opens it again.
    const customer = await loginCookies(t, { username: 'newcomer', password: 'Pass#1234' });
    await call('POST', CONSOLE_ROUTES.accountDecide, s.cookies, { userId: id, action: 'disable' });
    expect((await get(t, '/api/user/get_login_user', customer)).json().rescode).not.toBe(200);
    expect((await postLogin(t, { username: 'newcomer', password: 'Pass#1234' })).json().msg).toBe(
      'A0053',
    );
    await call('POST', CONSOLE_ROUTES.accountDecide, s.cookies, { userId: id, action: 'enable' });
    expect(
      (await postLogin(t, { username: 'newcomer', password: 'Pass#1234' })).json().rescode,
    ).toBe(200);
    // A rejection needs its reason.
    expect(
      (
        await call('POST', CONSOLE_ROUTES.accountDecide, s.cookies, {
          userId: id,
          action: 'reject',
        })
      ).json().msg,
    ).toBe('B0001');
  });

  it('lets exactly one of two concurrent decisions on one account land', async () => {
    const a = await staffSession('rev.a', 'reviewer');
    const b = await staffSession('rev.b', 'reviewer');
    for (let round = 0; round < 5; round++) {
      const id = await insertUser(t, {
        username: `race${round}`,
        password: 'Pass#1234',
        status: 'pending',
      });
      const answers = await Promise.all([
        call('POST', CONSOLE_ROUTES.accountDecide, a.cookies, { userId: id, action: 'approve' }),
        call('POST', CONSOLE_ROUTES.accountDecide, b.cookies, {
          userId: id,
          action: 'reject',
          reason: 'duplicate',
        }),
      ]);
      const msgs = answers.map((r) => r.json().msg).sort();
      expect(msgs[0]).toBe('B0009');
      expect(msgs[1]).toBe('success');
      const decided = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('object_id', '=', String(id))
        .where('object_type', '=', 'user')
        .execute();
      expect(decided).toHaveLength(1);
    }
  });

  it('rejects a certification with a typed reason the customer reads, then approves the resubmission', async () => {
    const s = await staffSession('rev.certs', 'reviewer');
    await insertUser(t, { username: 'certee', password: 'Pass#1234' });
    const customer = await loginCookies(t, { username: 'certee', password: 'Pass#1234' });
    const photo = makePng(600, 500);
    const submit = () =>
      postMultipart(
        t,
        `/api${ACCOUNT_PATHS.identitySubmit.path}`,
        { truename: '韩梅梅', idNumber: '11010519491231002X' },
        { portrait: ['a.png', photo], emblem: ['b.png', photo] },
        { cookies: customer },
      );
    expect((await submit()).json().rescode).toBe(200);
    const queue = (await call('GET', `${CONSOLE_ROUTES.certs}?kind=identity`, s.cookies)).json()
      .data;
    const row = queue.list.find((r: { username: string }) => r.username === 'certee');
    expect(row).toMatchObject({ name: '韩梅梅' });
    const detail = (
      await call(
        'GET',
        `${CONSOLE_ROUTES.certDetail}?kind=identity&userId=${row.userId}`,
        s.cookies,
      )
    ).json().data;
    expect(detail.fields).toContainEqual({ key: 'idNumber', value: '11**************2X' });
    const img = await call(
      'GET',
      `${CONSOLE_ROUTES.certPhoto}?kind=identity&userId=${row.userId}&photo=portrait`,
      s.cookies,
    );
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect(
      (
        await call('POST', CONSOLE_ROUTES.certDecide, s.cookies, {
          kind: 'identity',
          userId: row.userId,
          approve: false,
          reasonType: 'other',
        })
      ).json().msg,
    ).toBe('B0001');
    expect(
      (
        await call('POST', CONSOLE_ROUTES.certDecide, s.cookies, {
          kind: 'identity',
          userId: row.userId,
          approve: false,
          reasonType: 'photoUnclear',
          reason: 'the emblem side is cut off',
        })
      ).json().rescode,
    ).toBe(200);
    const seen = (await get(t, `/api${ACCOUNT_PATHS.identityStatus.path}`, customer)).json().data;
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectReason: '照片不清晰 / The photos are not clear: the emblem side is cut off',
    });
    expect(
      (
        await call('POST', CONSOLE_ROUTES.certDecide, s.cookies, {
          kind: 'identity',
          userId: row.userId,
          approve: true,
        })
      ).json(),
    ).toEqual({ rescode: 409, msg: 'B0009', data: 'rejected' });
    expect((await submit()).json().rescode).toBe(200);
    expect(
      (
        await call('POST', CONSOLE_ROUTES.certDecide, s.cookies, {
          kind: 'identity',
          userId: row.userId,
          approve: true,
        })
      ).json().rescode,
    ).toBe(200);
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.identityStatus.path}`, customer)).json().data.status,
    ).toBe('approved');
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'identity')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'cert.photo.view',
      'cert.reject',
      'cert.approve',
    ]);
  });
});
