import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
import { encryptWire } from '../auth/password.js';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  nextIp,
  post,
  postLogin,
  postMultipart,
  type TestApp,
} from '../../test/harness.js';
import { startSmsSink, startSmtpSink } from '../../test/sinks.js';

const SMS_SECRET = 'test-secret-for-sms';
const OVERSEAS = 'en.portal.test';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let sms: Awaited<ReturnType<typeof startSmsSink>>;
const wire = (plain: string) => encryptWire(t.config.cipherKey, plain);

beforeAll(async () => {
  smtp = await startSmtpSink();
  sms = await startSmsSink(SMS_SECRET);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'test-key-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: SMS_SECRET,
    ALIYUN_SMS_SIGN_NAME: 'SEUIOT',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
    ALIYUN_SMS_ENDPOINT: sms.endpoint,
    OVERSEAS_HOSTS: OVERSEAS,
    STAGE_NOW_API_KEY: 'stage-now-key',
    SSO_PARTNERS: JSON.stringify([
      {
        apiKey: 'partner-key-1',
        secret: 'partner-secret-0123456789',
        name: 'Stage Now',
        origins: ['https://partner.example:8443'],
      },
    ]),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

/** Lets the 30-second resend gap pass for a target. */
async function ageCodes(target: string, ms = 31_000) {
  const rows = await t.db
    .selectFrom('verification_codes')
    .select(['id', 'created_at'])
    .where('target', '=', target)
    .execute();
  for (const r of rows)
    await t.db
      .updateTable('verification_codes')
      .set({ created_at: r.created_at - ms })
      .where('id', '=', r.id)
      .execute();
}

function registration(over: Record<string, unknown>) {
  return {
    username: 'newuser',
    password: wire('Start#2026'),
    companyName: '深圳示例零售有限公司',
    truename: '王芳',
    email: '',
    saleManager: '张伟',
    category: '1',
    phone: '',
    codes: '000000',
    applySystem: 2,
    ...over,
  };
}

describe('verification codes', () => {
  it('mails a six-digit code, kept only as a hash, valid 10 minutes', async () => {
    const ip = nextIp();
    const res = await post(
      t,
      '/api/emailCode/send',
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

  it('refuses a second send within 30 s, more than 5 an hour per target, 20 an hour per IP', async () => {
    const target = 'bob@example.com';
    await post(t, '/api/emailCode/send', { email: target, type: 'register' });
    const soon = await post(t, '/api/emailCode/send', { email: target, type: 'register' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toBe('A0079');
    for (let i = 0; i < 4; i++) {
      await ageCodes(target);
      expect(
        (await post(t, '/api/emailCode/send', { email: target, type: 'register' })).json().rescode,
      ).toBe(200);
    }
    await ageCodes(target);
    expect(
      (await post(t, '/api/emailCode/send', { email: target, type: 'register' })).json().msg,
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
          '/api/emailCode/send',
          { email: 'fresh@example.com', type: 'register' },
          { ip },
        )
      ).json().msg,
    ).toBe('A0079');
  });

  it('is checked by format before anything is sent', async () => {
    expect(
      (await post(t, '/api/emailCode/send', { email: 'not-an-address', type: 'register' })).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['email'] });
    expect((await post(t, '/api/mobileCode/send', { phone: '', type: 'register' })).json()).toEqual(
      { rescode: 400, msg: 'B0001', data: ['phone'] },
    );
    expect(
      (await post(t, '/api/mobileCode/send', { phone: '12345', type: 'register' })).json().msg,
    ).toBe('B0004');
  });

  it('answers A0034 when the SMS provider refuses, and the failed code is not live', async () => {
    sms.failNextSend();
    const res = await post(t, '/api/mobileCode/send', { phone: '13900000001', type: 'register' });
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
      (await post(t, '/api/mobileCode/send', { phone, type: 'register' })).json().rescode,
    ).toBe(200);
    const code = sms.lastCode(phone);
    const res = await post(
      t,
      '/api/front/user/register',
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
    // Signing up again while waiting.
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ username: 'retail01', phone: '13700000003', codes: '123456' }),
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
    const tree = await get(t, '/api/permission/get_permission_tree_for_layui', {
      seuiot_sid: ok.cookies.find((c) => c.name === 'seuiot_sid')!.value,
    });
    expect(tree.json().data.length).toBeGreaterThan(0);
    // The first thing in the new account's messages: the welcome, unread, in both languages.
    const sid = { seuiot_sid: ok.cookies.find((c) => c.name === 'seuiot_sid')!.value };
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
    await post(t, '/api/mobileCode/send', { phone, type: 'register' });
    const code = sms.lastCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await post(
            t,
            '/api/front/user/register',
            registration({ username: 'codecheck', phone, codes: wrong }),
          )
        ).json().msg,
      ).toBe('A0008');
    }
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
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
    await post(t, '/api/mobileCode/send', { phone, type: 'register' });
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
          '/api/front/user/register',
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
    const base = { phone: '13600000009', codes: '123456' };
    expect(
      (
        await post(t, '/api/front/user/register', registration({ ...base, username: 'taken01' }))
      ).json().msg,
    ).toBe('A0003');
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ ...base, username: '13600000001' }),
        )
      ).json().msg,
    ).toBe('A0005');
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ ...base, username: 'taken@example.com' }),
        )
      ).json().msg,
    ).toBe('A0061');
    expect(
      (
        await post(t, '/api/front/user/register', registration({ ...base, phone: '13600000001' }))
      ).json().msg,
    ).toBe('A0006');
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ ...base, email: 'TAKEN@example.com' }),
        )
      ).json().msg,
    ).toBe('A0062');
    expect(
      (await post(t, '/api/mobileCode/send', { phone: '13600000001', type: 'register' })).json()
        .msg,
    ).toBe('A0006');

    const missing = await post(
      t,
      '/api/front/user/register',
      registration({ companyName: '', saleManager: '', phone: '' }),
    );
    expect(missing.json().msg).toBe('B0001');
    expect(missing.json().data).toEqual(expect.arrayContaining(['companyName', 'saleManager']));
    expect(
      (await post(t, '/api/front/user/register', registration({ ...base, phone: '' }))).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['phone'] });
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ ...base, password: wire('12345') }),
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['password'] });
    expect(
      (await post(t, '/api/front/user/register', registration({ ...base, category: '99' }))).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['category'] });
    expect(
      (await post(t, '/api/front/user/register', registration({ ...base, applySystem: 4 }))).json()
        .msg,
    ).toBe('B0004');
  });

  it('locks the system applied for to 3 with the partner key', async () => {
    const phone = '13700000020';
    await post(t, '/api/mobileCode/send', { phone, type: 'register' });
    const res = await post(
      t,
      '/api/front/user/register',
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
});

describe('registration (overseas, e-mail)', () => {
  it('needs the e-mail and its code; the phone is optional up to 20 characters', async () => {
    const host = OVERSEAS;
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
          registration({ username: 'intl01', codes: '123456' }),
          { host },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['email'] });
    expect(
      (
        await post(
          t,
          '/api/front/user/register',
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
    await post(t, '/api/emailCode/send', { email: 'ops@intl.example', type: 'register' }, { host });
    const res = await post(
      t,
      '/api/front/user/register',
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

describe('forgot password', () => {
  it('e-mail: code -> single-use grant -> new password; old sessions end', async () => {
    await insertUser(t, { username: 'forgetful', password: 'Old#2026' });
    await t.db
      .updateTable('users')
      .set({ email: 'forgetful@example.com' })
      .where('username', '=', 'forgetful')
      .execute();
    const oldSession = await loginCookies(t, { username: 'forgetful', password: 'Old#2026' });

    expect(
      (await post(t, '/api/emailCode/send', { email: 'nobody@example.com', type: 'reset' })).json()
        .msg,
    ).toBe('A0076');
    expect(
      (
        await post(t, '/api/front/user/checkEmail', {
          email: 'nobody@example.com',
          codes: '123456',
        })
      ).json().msg,
    ).toBe('A0076');
    await post(t, '/api/emailCode/send', { email: 'forgetful@example.com', type: 'reset' });
    const code = smtp.lastCode('forgetful@example.com');
    const step1 = await post(t, '/api/front/user/checkEmail', {
      email: 'forgetful@example.com',
      codes: code,
    });
    const { grant, expiresInSeconds } = step1.json().data;
    expect(expiresInSeconds).toBe(600);
    // The code is single use.
    expect(
      (
        await post(t, '/api/front/user/checkEmail', { email: 'forgetful@example.com', codes: code })
      ).json().msg,
    ).toBe('A0055');

    // Step 2 never works without the grant.
    expect(
      (
        await post(t, '/api/front/user/newPassword', {
          email: 'forgetful@example.com',
          password: wire('New#2026'),
        })
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['grant'] });
    expect(
      (
        await post(t, '/api/front/user/newPassword', {
          grant: 'forged-grant',
          password: wire('New#2026'),
        })
      ).json().msg,
    ).toBe('A0016');
    expect(
      (await post(t, '/api/front/user/newPassword', { grant, password: wire('short') })).json().msg,
    ).toBe('B0004');
    expect(
      (await post(t, '/api/front/user/newPassword', { grant, password: wire('New#2026') })).json()
        .rescode,
    ).toBe(200);
    expect(
      (await post(t, '/api/front/user/newPassword', { grant, password: wire('Other#2026') })).json()
        .msg,
    ).toBe('A0016');

    expect((await postLogin(t, { username: 'forgetful', password: 'Old#2026' })).json().msg).toBe(
      'A0050',
    );
    expect(
      (await postLogin(t, { username: 'forgetful', password: 'New#2026' })).json().rescode,
    ).toBe(200);
    expect((await get(t, '/api/user/get_login_user', oldSession)).json().msg).toBe('A0004');
  });

  it('phone: unknown number A0074, expired grant A0016', async () => {
    expect(
      (await post(t, '/api/mobileCode/send', { phone: '13500000099', type: 'reset' })).json().msg,
    ).toBe('A0074');
    await insertUser(t, { username: 'phoneforget', password: 'Old#2026' });
    await t.db
      .updateTable('users')
      .set({ phone: '13500000001' })
      .where('username', '=', 'phoneforget')
      .execute();
    await post(t, '/api/mobileCode/send', { phone: '13500000001', type: 'reset' });
    const res = await post(t, '/api/front/user/checkphone', {
      phone: '13500000001',
      codes: sms.lastCode('13500000001'),
    });
    const { grant } = res.json().data;
    await t.db
      .updateTable('reset_grants')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(
      (await post(t, '/api/front/user/newPassword', { grant, password: wire('New#2026') })).json()
        .msg,
    ).toBe('A0016');
  });
});

describe('change password', () => {
  it('checks the old one, refuses the same one, and ends the other sessions', async () => {
    await insertUser(t, { username: 'changer', password: 'First#2026' });
    const other = await loginCookies(t, { username: 'changer', password: 'First#2026' });
    const mine = await loginCookies(t, { username: 'changer', password: 'First#2026' });
    const call = (oldPassword: string, newPassword: string) =>
      post(
        t,
        '/api/front/user/updatePassword',
        { oldPassword: wire(oldPassword), newPassword: wire(newPassword) },
        { cookies: mine },
      );
    expect((await call('Wrong#2026', 'Second#2026')).json().msg).toBe('A0012');
    expect((await call('First#2026', 'First#2026')).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['newPassword'],
    });
    expect((await call('First#2026', 'Second#2026')).json().rescode).toBe(200);
    expect((await get(t, '/api/user/get_login_user', other)).json().msg).toBe('A0004');
    expect((await get(t, '/api/user/get_login_user', mine)).json().rescode).toBe(200);
    expect(
      (
        await post(t, '/api/front/user/updatePassword', {
          oldPassword: wire('a'),
          newPassword: wire('b'),
        })
      ).json().msg,
    ).toBe('A0001');
  });
});

describe('profile and avatar', () => {
  it('shows and edits my information; the phone and e-mail stay unique', async () => {
    const cookies = await loginCookies(t);
    const me = (await get(t, '/api/front/user/getuser', cookies)).json().data;
    expect(me).toMatchObject({ username: 'demo', phone: '13800138000', identityStatus: 'none' });
    const res = await post(
      t,
      '/api/front/user/updateUser',
      {
        phone: '13800138000',
        category: '3',
        truename: '陈晓明',
        companyName: '示例公司',
        wechat: 'chenxm',
        email: 'demo@example.com',
        sex: 1,
      },
      { cookies },
    );
    expect(res.json().data).toMatchObject({
      truename: '陈晓明',
      sex: 1,
      category: '3',
      wechat: 'chenxm',
    });
    await insertUser(t, { username: 'phoneowner', password: 'Pass#1234' });
    await t.db
      .updateTable('users')
      .set({ phone: '13300000001', email: 'owner@example.com' })
      .where('username', '=', 'phoneowner')
      .execute();
    const base = { category: '1', truename: 'x', companyName: 'y', sex: 0 };
    expect(
      (
        await post(t, '/api/front/user/updateUser', { ...base, phone: '13300000001' }, { cookies })
      ).json().msg,
    ).toBe('A0047');
    expect(
      (
        await post(
          t,
          '/api/front/user/updateUser',
          { ...base, phone: '13800138000', email: 'owner@example.com' },
          { cookies },
        )
      ).json().msg,
    ).toBe('A0060');
    expect(
      (await post(t, '/api/front/user/updateUser', { ...base, phone: '' }, { cookies })).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['phone'] });
  });

  it('takes a real jpg/png avatar over 100x100 and at most 2 MB, checked by content', async () => {
    const cookies = await loginCookies(t);
    const up = (name: string, data: Buffer) =>
      postMultipart(t, '/api/front/user/uploadAvatar', {}, { file: [name, data] }, { cookies });
    const good = await up('me.png', makePng(200, 160));
    expect(good.json().rescode).toBe(200);
    const url = good.json().data.headimg as string;
    expect((await get(t, '/api/user/get_login_user', cookies)).json().data.headimg).toBe(url);
    const img = await get(t, url, cookies);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect((await up('small.png', makePng(100, 100))).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['file'],
    });
    expect(
      (await up('fake.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).json(),
    ).toEqual({ rescode: 415, msg: 'B0007', data: ['file'] });
    expect(
      (await up('anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).json()
        .msg,
    ).toBe('B0007');
    expect((await up('huge.png', makePng(200, 200, 2 * 1024 * 1024 + 10))).json()).toEqual({
      rescode: 413,
      msg: 'B0006',
      data: ['file'],
    });
    expect(
      (await postMultipart(t, '/api/front/user/uploadAvatar', {}, {}, { cookies })).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['file'] });

    // Another account cannot read it.
    await insertUser(t, { username: 'snoop', password: 'Pass#1234' });
    const snoop = await loginCookies(t, { username: 'snoop', password: 'Pass#1234' });
    expect((await get(t, url, snoop)).json().msg).toBe('A0078');
    expect((await get(t, url)).json().msg).toBe('A0001');
  });
});

describe('real-name certification', () => {
  it('validates the ID, waits for review, shows the rejection reason, allows one account per ID', async () => {
    await insertUser(t, { username: 'idcheck', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'idcheck', password: 'Pass#1234' });
    const photo = makePng(600, 500);
    const submit = (
      fields: Record<string, string>,
      files: Record<string, [string, Buffer]> = {
        portrait: ['a.png', photo],
        emblem: ['b.png', photo],
      },
      c = cookies,
    ) => postMultipart(t, '/api/front/user/verification', fields, files, { cookies: c });

    expect((await get(t, '/api/front/user/getVerification', cookies)).json().data.status).toBe(
      'none',
    );
    expect((await submit({ truename: '李雷', idNumber: '110105194912310021' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['idNumber'],
    });
    expect(
      (
        await submit(
          { truename: '李雷', idNumber: '11010519491231002X' },
          { portrait: ['a.png', makePng(499, 800)], emblem: ['b.png', photo] },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['portrait'] });
    expect(
      (
        await submit(
          { truename: '李雷', idNumber: '11010519491231002X' },
          { portrait: ['a.png', photo] },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['emblem'] });

    const ok = await submit({ truename: '李雷', idNumber: '11010519491231002x' });
    expect(ok.json().data).toMatchObject({
      status: 'pending',
      idNumberMasked: '11**************2X',
    });
    expect((await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().msg).toBe(
      'A0010',
    );

    await runAdmin(['reject-identity', 'idcheck', '照片不清晰', '/', 'Photo', 'is', 'blurred'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    const rejected = (await get(t, '/api/front/user/getVerification', cookies)).json().data;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: '照片不清晰 / Photo is blurred',
    });
    expect((await get(t, '/api/front/user/getuser', cookies)).json().data.identityStatus).toBe(
      'rejected',
    );

    // Someone else cannot use the same number.
    await insertUser(t, { username: 'idthief', password: 'Pass#1234' });
    const thief = await loginCookies(t, { username: 'idthief', password: 'Pass#1234' });
    expect(
      (await submit({ truename: '李雷', idNumber: '11010519491231002X' }, undefined, thief)).json()
        .msg,
    ).toBe('A0011');

    expect(
      (await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().data.status,
    ).toBe('pending');
    await runAdmin(['approve-identity', 'idcheck'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect((await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().msg).toBe(
      'A0009',
    );
  });

  it('takes a passport number for overseas users', async () => {
    await insertUser(t, { username: 'passport1', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'passport1', password: 'Pass#1234' });
    const photo = makePng(500, 500);
    const files = {
      portrait: ['a.png', photo] as [string, Buffer],
      emblem: ['b.png', photo] as [string, Buffer],
    };
    expect(
      (
        await postMultipart(
          t,
          '/api/front/user/verification',
          { truename: 'Anna Schmidt', idType: 'passport', idNumber: 'C01X00T47' },
          files,
          { cookies },
        )
      ).json().data.status,
    ).toBe('pending');
  });
});

describe('enterprise certification', () => {
  it('validates the credit code and the area chain, then waits for review', async () => {
    await insertUser(t, { username: 'company1', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'company1', password: 'Pass#1234' });
    const fields = {
      companyName: '福州示例科技有限公司',
      taxNumber: '91350100M000100Y43',
      province: '35',
      city: '3501',
      district: '350102',
      address: '鼓楼区示例路 1 号',
      scope: '手持终端销售与服务',
    };
    const license: Record<string, [string, Buffer]> = { license: ['l.png', makePng(800, 600)] };
    const submit = (f: Record<string, string>) =>
      postMultipart(t, '/api/front/customers/verification', f, license, { cookies });
    expect((await submit({ ...fields, taxNumber: '91350100M000100Y44' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['taxNumber'],
    });
    expect((await submit({ ...fields, district: '110101' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['district'],
    });
    const ok = (await submit(fields)).json().data;
    expect(ok).toMatchObject({
      status: 'pending',
      areaNames: '福建省 福州市 鼓楼区',
      taxNumber: '91350100M000100Y43',
    });
    expect((await get(t, ok.licenseUrl, cookies)).statusCode).toBe(200);
    expect((await submit(fields)).json().msg).toBe('A0014');
    await runAdmin(['approve-enterprise', 'company1'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect((await submit(fields)).json().msg).toBe('A0013');
    expect((await get(t, '/api/front/customers/getCustomer', cookies)).json().data.status).toBe(
      'approved',
    );
  });

  it('serves the administrative divisions', async () => {
    const provinces = (await get(t, '/api/dataDictionary/getAreaElement')).json().data;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '44', name: '广东省', leaf: false });
    const cities = (await get(t, '/api/dataDictionary/getAreaElement?parentCode=44')).json().data;
    expect(cities).toContainEqual({ code: '4403', name: '深圳市', leaf: false });
    const districts = (await get(t, '/api/dataDictionary/getAreaElement?parentCode=4403')).json()
      .data;
    expect(
      districts.some((d: { name: string; leaf: boolean }) => d.name === '南山区' && d.leaf),
    ).toBe(true);
    expect((await get(t, '/api/dataDictionary/getAreaElement?parentCode=abc')).json().msg).toBe(
      'B0004',
    );
  });

  it('serves the user types in both languages', async () => {
    const zh = (
      await get(t, '/api/dataDictionary/getDataDictionaryInCtgKey?ctgKey=customer.type')
    ).json().data;
    const en = (
      await get(t, '/api/dataDictionary/getDataDictionaryInCtgKey?ctgKey=customer.type&lang=en')
    ).json().data;
    expect(zh[0]).toEqual({ value: '1', name: '终端客户' });
    expect(en[0]).toEqual({ value: '1', name: 'End customer' });
  });
});

describe('login records', () => {
  it('pages my own attempts, newest first, with the device', async () => {
    await insertUser(t, { username: 'recorded', password: 'Pass#1234' });
    await postLogin(t, { username: 'recorded', password: 'Bad#12345' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      payload: new URLSearchParams({
        username: 'recorded',
        password: wire('Pass#1234'),
      }).toString(),
      remoteAddress: '203.0.113.9',
    });
    const cookies = { seuiot_sid: res.cookies.find((c) => c.name === 'seuiot_sid')!.value };
    const page = (await get(t, '/api/front/login/getloginLog?pageSize=1', cookies)).json().data;
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      ip: '203.0.113.9',
      device: 'Chrome 131 · Windows',
      result: 'success',
    });
    const second = (
      await get(t, '/api/front/login/getloginLog?pageSize=1&pageNum=2', cookies)
    ).json().data;
    expect(second.list[0].result).toBe('A0050');
  });
});

describe('single sign-on', () => {
  it('sends the browser to the partner with a one-time ticket the partner exchanges', async () => {
    expect((await get(t, '/api/sso/partner?apiKey=unknown')).json().msg).toBe('A0070');
    expect((await get(t, '/api/sso/partner?apiKey=partner-key-1')).json().data).toEqual({
      name: 'Stage Now',
    });
    const cookies = await loginCookies(t);
    expect(
      (
        await post(
          t,
          '/api/sso/authorize',
          { apiKey: 'nope', redirectUrl: 'https://partner.example:8443/cb' },
          { cookies },
        )
      ).json().msg,
    ).toBe('A0070');
    expect(
      (
        await post(
          t,
          '/api/sso/authorize',
          { apiKey: 'partner-key-1', redirectUrl: 'https://evil.example/cb' },
          { cookies },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['redirectUrl'] });
    expect(
      (
        await post(t, '/api/sso/authorize', {
          apiKey: 'partner-key-1',
          redirectUrl: 'https://partner.example:8443/cb',
        })
      ).json().msg,
    ).toBe('A0001');

    const res = await post(
      t,
      '/api/sso/authorize',
      { apiKey: 'partner-key-1', redirectUrl: 'https://partner.example:8443/cb?x=1' },
      { cookies },
    );
    const url = new URL(res.json().data.url);
    expect(url.origin).toBe('https://partner.example:8443');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('apiKey')).toBe('partner-key-1');
    expect(url.searchParams.get('redirectUrl')).toBe('https://partner.example:8443/cb?x=1');
    const ticket = url.searchParams.get('ticket')!;

    // Server to server: no browser header, authenticated by the secret.
    const exchange = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/ticket/exchange',
        payload: { apiKey: 'partner-key-1', secret, ticket },
      });
    expect((await exchange('wrong-secret-0123456789')).json().msg).toBe('A0070');
    const identity = (await exchange('partner-secret-0123456789')).json();
    expect(identity.data).toMatchObject({ username: 'demo', phone: '13800138000' });
    expect((await exchange('partner-secret-0123456789')).json().msg).toBe('A0073');
  });
});
