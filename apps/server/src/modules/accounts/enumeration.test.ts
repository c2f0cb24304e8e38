import { describe, expect, it } from 'vitest';
import { insertUser, nextIp, post, postLogin } from '../../test/harness.js';
import { registration, sms, smtp, t, useAccountsApp } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

/** The envelope without what may differ between two calls. */
const answer = (res: { json: () => { rescode: number; msg: string; data: unknown } }) => {
  const { rescode, msg, data } = res.json();
  return { rescode, msg, data };
};

async function customer(username: string, phone: string, email: string): Promise<void> {
  await insertUser(t, { username, password: 'Known#2026' });
  await t.db.updateTable('users').set({ phone, email }).where('username', '=', username).execute();
}

// Issue 24, item 1 (decision 0040): no answer tells whether an account, phone or e-mail exists.
describe('account enumeration', () => {
  it('login answers an unknown account exactly as a wrong password', async () => {
    await insertUser(t, { username: 'enum-known', password: 'Known#2026' });
    const unknown = await postLogin(t, { username: 'enum-ghost', password: 'Guess#2026' });
    const wrong = await postLogin(t, { username: 'enum-known', password: 'Guess#2026' });
    expect(answer(unknown)).toEqual(answer(wrong));
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(wrong.json().msg).toBe('A0050');
  });

  it('a sign-up code sent to a registered phone or e-mail answers as to a new one and delivers no code', async () => {
    await customer('enum-owner', '13900000101', 'owner@example.com');
    const send = (path: string, body: object) => post(t, path, body, { ip: nextIp() });
    const phoneKnown = await send(`/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000101',
      type: 'register',
    });
    const phoneNew = await send(`/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000102',
      type: 'register',
    });
    expect(answer(phoneKnown)).toEqual(answer(phoneNew));
    expect(phoneKnown.statusCode).toBe(200);
    expect(sms.received('13900000101').count).toBe(0);
    expect(sms.received('13900000102').code).toMatch(/^\d{6}$/);

    const mailKnown = await send(`/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: 'owner@example.com',
      type: 'register',
    });
    const mailNew = await send(`/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: 'new@example.com',
      type: 'register',
    });
    expect(answer(mailKnown)).toEqual(answer(mailNew));
    // The owner is told they already have an account; the message carries no code.
    const notice = smtp.mails.filter((m) => m.to.includes('owner@example.com'));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('already has an account');
    expect(smtp.received('owner@example.com').code).toBeNull();
  });

  it('a recovery code sent to an unknown phone or e-mail answers as to a known one and sends nothing', async () => {
    await customer('enum-reset', '13900000201', 'reset@example.com');
    const send = (path: string, body: object) => post(t, path, body, { ip: nextIp() });
    const known = await send(`/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000201',
      type: 'reset',
    });
    const unknown = await send(`/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000202',
      type: 'reset',
    });
    expect(answer(unknown)).toEqual(answer(known));
    expect(sms.received('13900000202').count).toBe(0);
    const mailKnown = await send(`/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: 'reset@example.com',
      type: 'reset',
    });
    const mailUnknown = await send(`/api${ACCOUNT_PATHS.sendEmailCode.path}`, {
      email: 'gone@example.com',
      type: 'reset',
    });
    expect(answer(mailUnknown)).toEqual(answer(mailKnown));
    expect(smtp.received('gone@example.com').count).toBe(0);

    // The resend gap holds for an unknown target exactly as for a known one.
    const again = await send(`/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000202',
      type: 'reset',
    });
    expect(again.json().msg).toBe('A0079');

    // Step 1 of recovery: an unknown contact gets what a known one without a code gets.
    const checkUnknown = await post(t, `/api${ACCOUNT_PATHS.checkPhone.path}`, {
      phone: '13900000202',
      codes: '123456',
    });
    await customer('enum-nocode', '13900000203', 'nocode@example.com');
    const checkKnownNoCode = await post(t, `/api${ACCOUNT_PATHS.checkPhone.path}`, {
      phone: '13900000203',
      codes: '123456',
    });
    expect(answer(checkUnknown)).toEqual(answer(checkKnownNoCode));
    expect(checkUnknown.json().msg).toBe('A0055');
  });

  it('sign-up checks the code before it says which username, phone or e-mail is taken', async () => {
    await customer('enum-taken', '13900000301', 'taken@example.com');
    const base = { phone: '13900000309', codes: '123456' };
    for (const over of [
      { username: 'enum-taken' },
      { username: '13900000301' },
      { username: 'taken@example.com' },
      { email: 'TAKEN@example.com' },
      { phone: '13900000301' },
    ]) {
      const res = await post(
        t,
        `/api${ACCOUNT_PATHS.register.path}`,
        registration({ ...base, ...over }),
      );
      expect(res.json().msg).toBe('A0055');
    }
    // Whoever proves the phone learns that the username is taken (and must ask for a new code).
    await post(t, `/api${ACCOUNT_PATHS.sendMobileCode.path}`, {
      phone: '13900000309',
      type: 'register',
    });
    const proved = await post(
      t,
      `/api${ACCOUNT_PATHS.register.path}`,
      registration({ ...base, username: 'enum-taken', codes: sms.lastCode('13900000309') }),
    );
    expect(proved.json().msg).toBe('A0003');
  });
});
