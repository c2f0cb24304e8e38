import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
import { loadConfig } from '../../config.js';
import { createTestApp, get, insertUser, nextIp, post, postLogin } from '../../test/harness.js';
import {
  ageCodes,
  OVERSEAS,
  registration,
  sms,
  smtp,
  t,
  useAccountsApp,
  wire,
} from './accounts.fixture.js';
import { ACCOUNT_PATHS, MENU_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('verification codes', () => {
  it('mails a six-digit code, kept only as a hash, valid 10 minutes', async () => {
    const ip = nextIp();
    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.sendEmailCode.path}`,
      { email: 'Alice@Example.com', type: 'register' },
      { ip },
    );
    expect(res.json()).toEqual({ rescode: 200, msg: 'success', data: { resendAfter: 30 } });
    const code = smtp.lastCode('alice@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at - row.created_at).toBe(10 * 60_000);
  });

  it('waits CODE_RESEND_SECONDS between two sends when the operator sets it', async () => {
    const quick = await createTestApp({ CODE_RESEND_SECONDS: '1' });
    try {
      const target = 'quick@example.com';
      const first = await post(quick, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
        email: target,
        type: 'register',
      });
      expect(first.json().data).toEqual({ resendAfter: 1 });
      const soon = await post(quick, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
        email: target,
        type: 'register',
      });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().data).toEqual({ resendAfter: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      const later = await post(quick, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
        email: target,
        type: 'register',
      });
      expect(later.json().rescode).toBe(200);
    } finally {
      await quick.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'test', CODE_RESEND_SECONDS: '0' })).toThrow(
      /CODE_RESEND_SECONDS/,
    );
  });

  it('refuses a second send within 30 s, more than 5 an hour per target, 20 an hour per IP', async () => {
    const target = 'bob@example.com';
    await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, { email: target, type: 'register' });
    const soon = await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: target,
      type: 'register',
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toBe('A0079');
    for (let i = 0; i < 4; i++) {
      await ageCodes(target);
      expect(
        (
          await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
            email: target,
            type: 'register',
          })
        ).json().rescode,
      ).toBe(200);
    }
    await ageCodes(target);
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
          email: target,
          type: 'register',
        })
      ).json().msg,
    ).toBe('A0075');

    const ip = nextIp();
    const now = Date.now();
    await t.db
      .insertInto('verification_codes')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          channel: 'email',
          target: `x${i}@e.com`,
          purpose: 'register',
          code_hash: 'x',
          attempts: 0,
          ip,
          created_at: now - 60_000,
          expires_at: now,
          spent_at: now,
        })),
      )
      .execute();
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.sendEmailCode.path}`,
          { email: 'fresh@example.com', type: 'register' },
          { ip },
        )
      ).json().msg,
    ).toBe('A0079');
  });

  it('is checked by format before anything is sent', async () => {
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
          email: 'not-an-address',
          type: 'register',
        })
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['email'] });
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, { phone: '', type: 'register' })
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['phone'] });
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
          phone: '12345',
          type: 'register',
        })
      ).json().msg,
    ).toBe('B0004');
  });

  it("takes the phone in the spec's +86 / 0086 forms, as typed or pasted, as its 11 digits", async () => {
    for (const [typed, digits] of [
      ['0086 137 0000 0011', '13700000011'],
      ['+86-137-0000-0012', '13700000012'],
    ] as const) {
      const sent = await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
        phone: typed,
        type: 'register',
      });
      expect(sent.json().rescode).toBe(200);
      const username = `paste${digits.slice(-2)}`;
      const res = await post(
        t,
        `/api${ACCOUNT_PATHS.register.path}`,
        registration({ username, phone: typed, codes: sms.lastCode(digits) }),
      );
      expect(res.json().rescode).toBe(200);
      const row = await t.db
        .selectFrom('users')
        .select('phone')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe(digits);
    }
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
          phone: '+86 137 0000 001',
          type: 'register',
        })
      ).json().msg,
    ).toBe('B0004');
  });

  it('answers A0034 when the SMS provider refuses, and the failed code is not live', async () => {
    sms.failNextSend();
    const res = await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000001',
      type: 'register',
    });
    expect(res.json().msg).toBe('A0034');
    const live = await t.db
      .selectFrom('verification_codes')
      .select('spent_at')
      .where('target', '=', '13900000001')
      .executeTakeFirstOrThrow();
    expect(live.spent_at).not.toBeNull();
  });
});

describe('registration (domestic, SMS)', () => {
  it('signs up with an SMS code, waits for approval, then signs in', async () => {
    const phone = '+8613700000002';
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, { phone, type: 'register' })
      ).json().rescode,
    ).toBe(200);
    const code = sms.lastCode(phone);
    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.register.path}`,
      registration({ username: 'retail01', phone, codes: code }),
    );
    expect(res.json()).toEqual({
      rescode: 200,
      msg: 'success',
      data: { username: 'retail01', status: 'pending' },
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'retail01')
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('13700000002');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.apply_system).toBe(2);

    expect((await postLogin(t, { username: 'retail01', password: 'Start#2026' })).json().msg).toBe(
      'A0035',
    );
    // Signing up again while waiting: said once the new phone is proved (decision 0040).
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13700000003',
      type: 'register',
    });
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({
            username: 'retail01',
            phone: '13700000003',
            codes: sms.lastCode('13700000003'),
          }),
        )
      ).json().msg,
    ).toBe('A0007');

    const out = await runAdmin(['approve-user', 'retail01'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect(out).toContain('retail01');
    const ok = await postLogin(t, { username: 'retail01', password: 'Start#2026' });
    expect(ok.json().rescode).toBe(200);
    // The approved account has the customer sections.
    const tree = await get(t, `/api${MENU_PATHS.permissionTree.path}`, {
      seuiot_sid: ok.cookies.find((c) => c.name === 'seuiot_sid')!.value,
    });
    expect(tree.json().data.length).toBeGreaterThan(0);
    // The first thing in the new account's messages: the welcome, unread, in both languages.
    const sid = { seuiot_sid: ok.cookies.find((c) => c.name === 'seuiot_sid')!.value };
    // It applied for the IoT system with MDM (applySystem 2): the IoT trial runs, the MDM one
    // waits for the device quantity from sales, Stage Now was not asked for.
    const systems = (await get(t, '/api/front/home/platformList', sid)).json().data as {
      code: string;
      state: string;
    }[];
    expect(Object.fromEntries(systems.map((p) => [p.code, p.state]))).toEqual({
      iot: 'trial',
      mdm: 'awaitingAuthorization',
      stagenow: 'none',
    });
    for (const [lang, title] of [
      ['zh', '欢迎使用客户门户'],
      ['en', 'Welcome to the customer portal'],
    ] as const) {
      const list = (await get(t, `/api/front/fmsg/msgList?lang=${lang}`, sid)).json().data;
      expect(list.total).toBe(1);
      expect(list.list[0]).toMatchObject({ type: 1, state: 0, title });
      expect(list.list[0].content).toContain('retail01');
    }
    // Approving twice is refused and writes nothing.
    await expect(
      runAdmin(['approve-user', 'retail01'], {
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: t.config.dataDir,
      }),
    ).rejects.toThrow('not awaiting approval');
    expect((await get(t, '/api/front/fmsg/msgList', sid)).json().data.total).toBe(1);
  });

  it('checks the code: wrong A0008, five wrong tries spend it, expired A0055', async () => {
    const phone = '13700000010';
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, { phone, type: 'register' });
    const code = sms.lastCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await post(
            t,
            `/api${ACCOUNT_PATHS.register.path}`,
            registration({ username: 'codecheck', phone, codes: wrong }),
          )
        ).json().msg,
      ).toBe('A0008');
    }
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ username: 'codecheck', phone, codes: code }),
        )
      ).json().msg,
    ).toBe('A0055');
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'codecheck')
        .executeTakeFirst(),
    ).toBeUndefined();

    await ageCodes(phone);
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, { phone, type: 'register' });
    const second = sms.lastCode(phone);
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('target', '=', phone)
      .execute();
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ username: 'codecheck', phone, codes: second }),
        )
      ).json().msg,
    ).toBe('A0055');
  });

  it('answers the duplicate codes and B codes for missing or bad fields', async () => {
    await insertUser(t, { username: 'taken01', password: 'Pass#1234' });
    await t.db
      .updateTable('users')
      .set({ phone: '13600000001', email: 'taken@example.com' })
      .where('username', '=', 'taken01')
      .execute();
    // Without a valid code nothing is said about what exists (decision 0040): every duplicate is
    // the code's A0055 (none sent to this phone); enumeration.test.ts has the answers after one.
    const base = { phone: '13600000009', codes: '123456' };
    for (const over of [
      { username: 'taken01' },
      { username: '13600000001' },
      { username: 'taken@example.com' },
      { phone: '13600000001' },
      { email: 'TAKEN@example.com' },
    ])
      expect(
        (
          await post(t, `/api${ACCOUNT_PATHS.register.path}`, registration({ ...base, ...over }))
        ).json().msg,
      ).toBe('A0055');
    const codeFor = async (phone: string) => {
      await ageCodes(phone);
      await post(
        t,
        `/api${ACCOUNT_PATHS.sendMobileCode.path}`,
        { phone, type: 'register' },
        { ip: nextIp() },
      );
      return sms.lastCode(phone);
    };
    // With the phone proved: the username's duplicates and the unproved e-mail's, one per code.
    for (const [over, code] of [
      [{ username: 'taken01' }, 'A0003'],
      [{ username: '13600000001' }, 'A0005'],
      [{ username: 'taken@example.com' }, 'A0061'],
      [{ email: 'TAKEN@example.com' }, 'A0062'],
    ] as const)
      expect(
        (
          await post(
            t,
            `/api${ACCOUNT_PATHS.register.path}`,
            registration({ ...base, ...over, codes: await codeFor(base.phone) }),
          )
        ).json().msg,
      ).toBe(code);
    // A sign-up code to a registered phone is answered as any send, and no code is texted.
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
          phone: '13600000001',
          type: 'register',
        })
      ).json().msg,
    ).toBe('success');
    expect(sms.received('13600000001').count).toBe(0);

    const missing = await post(
      t,
      `/api${ACCOUNT_PATHS.register.path}`,
      registration({ companyName: '', saleManager: '', phone: '' }),
    );
    expect(missing.json().msg).toBe('B0001');
    expect(missing.json().data).toEqual(expect.arrayContaining(['companyName', 'saleManager']));
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.register.path}`, registration({ ...base, phone: '' }))
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['phone'] });
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ ...base, password: wire('12345') }),
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['password'] });
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ ...base, category: '99' }),
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['category'] });
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ ...base, applySystem: 4 }),
        )
      ).json().msg,
    ).toBe('B0004');
  });

  it('locks the system applied for to 3 with the partner key', async () => {
    const phone = '13700000020';
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, { phone, type: 'register' });
    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.register.path}`,
      registration({
        username: 'stagenow1',
        phone,
        codes: sms.lastCode(phone),
        applySystem: 1,
        apiKey: 'stage-now-key',
      }),
    );
    expect(res.json().rescode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('apply_system')
      .where('username', '=', 'stagenow1')
      .executeTakeFirstOrThrow();
    expect(row.apply_system).toBe(3);
  });

  it('tells the registration page which system the link locks, and nothing for another key', async () => {
    const options = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/user/registerOptions${query}` })).json();
    expect(await options('?apiKey=stage-now-key')).toMatchObject({
      rescode: 200,
      data: { lockedSystem: 3 },
    });
    expect(await options('?apiKey=stage-now-keyx')).toMatchObject({
      rescode: 200,
      data: { lockedSystem: null },
    });
    expect((await options('')).msg).toBe('B0001');
  });
});

describe('registration (overseas, e-mail)', () => {
  it('needs the e-mail and its code; the phone is optional up to 20 characters', async () => {
    const host = OVERSEAS;
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({ username: 'intl01', codes: '123456' }),
          { host },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['email'] });
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.register.path}`,
          registration({
            username: 'intl01',
            email: 'ops@intl.example',
            phone: '+49 170 1234567 8901234',
            codes: '123456',
          }),
          { host },
        )
      ).json().msg,
    ).toBe('B0004');
    await post(
      t,
      `/api${ACCOUNT_PATHS.sendEmailCode.path}`,
      { email: 'ops@intl.example', type: 'register' },
      { host },
    );
    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.register.path}`,
      registration({
        username: 'intl01',
        email: 'ops@intl.example',
        phone: '+49 1701234567',
        codes: smtp.lastCode('ops@intl.example'),
      }),
      { host },
    );
    expect(res.json().rescode).toBe(200);
  });
});
