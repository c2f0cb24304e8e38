import { describe, expect, it } from 'vitest';
import {
  cookieHeader,
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  postLogin,
  postMultipart,
} from '../../test/harness.js';
import { OVERSEAS, sms, smtp, t, useAccountsApp, wire } from './accounts.fixture.js';
import { ACCOUNT_PATHS, AUTH_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('profile and avatar', () => {
  it('shows and edits my information; the phone and e-mail stay unique', async () => {
    const cookies = await loginCookies(t);
    const me = (await get(t, `/api${ACCOUNT_PATHS.profile.path}`, cookies)).json().data;
    // The demo customer is a certified developer (db/seeds/demo-developer.ts).
    expect(me).toMatchObject({
      username: 'demo',
      phone: '13800138000',
      identityStatus: 'approved',
    });
    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.updateProfile.path}`,
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
        await post(
          t,
          `/api${ACCOUNT_PATHS.updateProfile.path}`,
          { ...base, phone: '13300000001' },
          { cookies },
        )
      ).json().msg,
    ).toBe('A0047');
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.updateProfile.path}`,
          { ...base, phone: '13800138000', email: 'owner@example.com' },
          { cookies },
        )
      ).json().msg,
    ).toBe('A0060');
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.updateProfile.path}`,
          { ...base, phone: '' },
          { cookies },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['phone'] });
  });

  it('changes the recovery phone (domestic) or e-mail (overseas) only with a code sent to it', async () => {
    const cookies = await loginCookies(t);
    const me = (await get(t, `/api${ACCOUNT_PATHS.profile.path}`, cookies)).json().data;
    const base = { category: me.category, truename: me.truename, companyName: me.companyName };
    const update = (body: Record<string, unknown>, host?: string) =>
      post(
        t,
        `/api${ACCOUNT_PATHS.updateProfile.path}`,
        { ...base, sex: 0, ...body },
        { cookies, host },
      );
    const phoneNow = async () =>
      (await get(t, `/api${ACCOUNT_PATHS.profile.path}`, cookies)).json().data;

    const phone = '13600000077';
    expect((await update({ phone, email: me.email })).json()).toEqual({
      rescode: 400,
      msg: 'B0001',
      data: ['codes'],
    });
    // Only a signed-in account asks for a contact code.
    const send = (body: Record<string, unknown>, withCookies: boolean) =>
      post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, body, withCookies ? { cookies } : {});
    expect((await send({ phone, type: 'contact' }, false)).json().msg).toBe('A0001');
    expect((await send({ phone, type: 'contact' }, true)).json().rescode).toBe(200);
    const code = sms.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await update({ phone, email: me.email, codes: wrong })).json().msg).toBe('A0008');
    expect((await phoneNow()).phone).toBe(me.phone);
    expect((await update({ phone, email: me.email, codes: code })).json().data.phone).toBe(phone);
    // Spent: the same code does not change it again, and an unchanged phone needs none.
    expect((await update({ phone: '13600000078', email: me.email, codes: code })).json().msg).toBe(
      'A0055',
    );
    expect((await update({ phone, email: me.email, wechat: 'w2' })).json().rescode).toBe(200);

    // Overseas, the e-mail is the recovery channel.
    const email = 'new-contact@example.com';
    expect((await update({ phone, email }, OVERSEAS)).json().data).toEqual(['codes']);
    await post(
      t,
      `/api${ACCOUNT_PATHS.sendEmailCode.path}`,
      { email, type: 'contact' },
      { cookies, host: OVERSEAS },
    );
    expect(
      (await update({ phone, email, codes: smtp.lastCode(email) }, OVERSEAS)).json().data.email,
    ).toBe(email);
  });

  it('takes a real jpg/png avatar over 100x100 and at most 2 MB, checked by content', async () => {
    const cookies = await loginCookies(t);
    const up = (name: string, data: Buffer) =>
      postMultipart(
        t,
        `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
        {},
        { file: [name, data] },
        { cookies },
      );
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
      (
        await postMultipart(t, `/api${ACCOUNT_PATHS.uploadAvatar.path}`, {}, {}, { cookies })
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['file'] });
    // A multipart body without a boundary is a bad request (found by fuzz.test.ts: it was A0059).
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'multipart/form-data',
        cookie: cookieHeader(cookies),
      },
      payload: '--x\r\n',
    });
    expect(noBoundary.json()).toEqual({ rescode: 400, msg: 'B0005', data: null });

    // Another account cannot read it.
    await insertUser(t, { username: 'snoop', password: 'Pass#1234' });
    const snoop = await loginCookies(t, { username: 'snoop', password: 'Pass#1234' });
    expect((await get(t, url, snoop)).json().msg).toBe('A0078');
    expect((await get(t, url)).json().msg).toBe('A0001');
  });
});

describe('login records', () => {
  it('pages my own attempts, newest first, with the device', async () => {
    await insertUser(t, { username: 'recorded', password: 'Pass#1234' });
    await postLogin(t, { username: 'recorded', password: 'Bad#12345' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login.path}`,
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
    const page = (await get(t, `/api${ACCOUNT_PATHS.loginLog.path}?pageSize=1`, cookies)).json()
      .data;
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      ip: '203.0.113.9',
      device: 'Chrome 131 · Windows',
      result: 'success',
    });
    const second = (
      await get(t, `/api${ACCOUNT_PATHS.loginLog.path}?pageSize=1&pageNum=2`, cookies)
    ).json().data;
    expect(second.list[0].result).toBe('A0050');
  });
});
