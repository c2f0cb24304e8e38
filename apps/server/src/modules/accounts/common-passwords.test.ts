import { describe, expect, it } from 'vitest';
import { insertUser, loginCookies, post } from '../../test/harness.js';
import { registration, t, useAccountsApp, wire } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

// Issue 24, item 2 (decision 0040): `123456` was accepted. A password of the common and breached
// list, or one character repeated, is refused wherever a password is set, before anything else.
describe('common and breached passwords', () => {
  const refused = ['123456', 'password', 'Password1', 'qwertyuiop', '88888888'];
  const invalid = (field: string) => ({ rescode: 400, msg: 'B0004', data: [field] });

  it('are refused at sign-up', async () => {
    for (const plain of refused) {
      const res = await post(
        t,
        `/api${ACCOUNT_PATHS.register.path}`,
        registration({ phone: '13800000401', password: wire(plain) }),
      );
      expect(res.json(), plain).toEqual(invalid('password'));
    }
  });

  it('are refused by password recovery', async () => {
    for (const plain of refused) {
      const res = await post(t, `/api${ACCOUNT_PATHS.newPassword.path}`, {
        grant: 'any-grant',
        password: wire(plain),
      });
      expect(res.json(), plain).toEqual(invalid('password'));
    }
  });

  it('are refused by a password change, and an uncommon one is taken', async () => {
    await insertUser(t, { username: 'common-changer', password: 'First#2026' });
    const cookies = await loginCookies(t, { username: 'common-changer', password: 'First#2026' });
    const change = (plain: string) =>
      post(
        t,
        `/api${ACCOUNT_PATHS.updatePassword.path}`,
        { oldPassword: wire('First#2026'), newPassword: wire(plain) },
        { cookies },
      );
    for (const plain of refused)
      expect((await change(plain)).json(), plain).toEqual(invalid('newPassword'));
    expect((await change('Quiet-Harbour-7')).json().rescode).toBe(200);
  });
});
