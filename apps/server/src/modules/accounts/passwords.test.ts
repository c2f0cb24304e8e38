import { describe, expect, it } from 'vitest';
import { get, insertUser, loginCookies, post, postLogin } from '../../test/harness.js';
import { sms, smtp, t, useAccountsApp, wire } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('forgot password', () => {
  it('e-mail: code -> single-use grant -> new password; old sessions end', async () => {
    await insertUser(t, { username: 'forgetful', password: 'Old#2026' });
    await t.db
      .updateTable('users')
      .set({ email: 'forgetful@example.com' })
      .where('username', '=', 'forgetful')
      .execute();
    const oldSession = await loginCookies(t, { username: 'forgetful', password: 'Old#2026' });

    // An unknown address is answered as a known one and sent nothing (decision 0040).
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
          email: 'nobody@example.com',
          type: 'reset',
        })
      ).json().msg,
    ).toBe('success');
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, {
          email: 'nobody@example.com',
          codes: '123456',
        })
      ).json().msg,
    ).toBe('A0055');
    await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: 'forgetful@example.com',
      type: 'reset',
    });
    const code = smtp.lastCode('forgetful@example.com');
    const step1 = await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, {
      email: 'forgetful@example.com',
      codes: code,
    });
    const { grant, expiresInSeconds } = step1.json().data;
    expect(expiresInSeconds).toBe(600);
    // The code is single use.
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, {
          email: 'forgetful@example.com',
          codes: code,
        })
      ).json().msg,
    ).toBe('A0055');

    // Step 2 never works without the grant.
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
          email: 'forgetful@example.com',
          password: wire('New#2026'),
        })
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['grant'] });
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
          grant: 'forged-grant',
          password: wire('New#2026'),
        })
      ).json().msg,
    ).toBe('A0016');
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, { grant, password: wire('short') })
      ).json().msg,
    ).toBe('B0004');
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
          grant,
          password: wire('New#2026'),
        })
      ).json().rescode,
    ).toBe(200);
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
          grant,
          password: wire('Other#2026'),
        })
      ).json().msg,
    ).toBe('A0016');

    expect((await postLogin(t, { username: 'forgetful', password: 'Old#2026' })).json().msg).toBe(
      'A0050',
    );
    expect(
      (await postLogin(t, { username: 'forgetful', password: 'New#2026' })).json().rescode,
    ).toBe(200);
    expect((await get(t, '/api/user/get_login_user', oldSession)).json().msg).toBe('A0004');
  });

  it('phone: unknown number answered as a known one, expired grant A0016', async () => {
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
          phone: '13500000099',
          type: 'reset',
        })
      ).json().msg,
    ).toBe('success');
    expect(sms.received('13500000099').count).toBe(0);
    await insertUser(t, { username: 'phoneforget', password: 'Old#2026' });
    await t.db
      .updateTable('users')
      .set({ phone: '13500000001' })
      .where('username', '=', 'phoneforget')
      .execute();
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13500000001',
      type: 'reset',
    });
    const res = await post(t, `/api${ACCOUNT_PATHS.checkPhone.path}`, {
      phone: '13500000001',
      codes: sms.lastCode('13500000001'),
    });
    const { grant } = res.json().data;
    await t.db
      .updateTable('reset_grants')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
          grant,
          password: wire('New#2026'),
        })
      ).json().msg,
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
        `/api${ACCOUNT_PATHS.updatePassword.path}`,
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
        await post(t, `/api${ACCOUNT_PATHS.updatePassword.path}`, {
          oldPassword: wire('a'),
          newPassword: wire('b'),
        })
      ).json().msg,
    ).toBe('A0001');
  });
});
