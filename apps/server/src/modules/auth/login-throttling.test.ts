import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  cookiesOf,
  createTestApp,
  insertUser,
  nextIp,
  postLogin,
  type TestApp,
} from '../../test/harness.js';
import { AUTH_PATHS } from '@seuiot/contract';

/**
 * Decision 0011 (issue 10, findings 2 and 3): failures lock the client that makes them, never
 * the account; an unknown account is answered as slowly as a known one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A new browser at `ip`: the client cookie the login page gets on its first captcha request. */
async function newBrowser(ip: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${AUTH_PATHS.captcha.path}`,
    remoteAddress: ip,
  });
  return { cookies: cookiesOf(res), ip, required: res.json().data.required as boolean };
}

type Browser = Awaited<ReturnType<typeof newBrowser>>;

/** A login from the browser, with a fresh image of its own solved (or no captcha at all). */
async function loginFrom(b: Browser, username: string, password: string, solve = true) {
  if (!solve) return postLogin(t, { username, password, cookies: b.cookies, ip: b.ip });
  t.captchaText.value = 'k7Pq';
  const image = await t.app.inject({
    method: 'GET',
    url: `/api${AUTH_PATHS.captcha.path}`,
    headers: { cookie: cookieHeader(b.cookies) },
    remoteAddress: b.ip,
  });
  const captchaId = image.json().data.captchaId as string;
  return postLogin(t, {
    username,
    password,
    cookies: b.cookies,
    ip: b.ip,
    captchaId,
    captchaCode: 'K7PQ',
  });
}

describe('login throttling', () => {
  it('an attacker without a cookie locks only its own address, never the owner', async () => {
    await insertUser(t, { username: 'victim', password: 'Right#123' });
    const attacker = nextIp();
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postLogin(t, { username: 'victim', password: `Bad#${i}xx`, ip: attacker });
      codes.push(res.json().msg);
    }
    // Three tries, then the captcha of that address, then the address is locked.
    expect(codes).toEqual(['A0050', 'A0050', 'A0050', 'A0008', 'A0008', 'A0051', 'A0051']);
    const locked = await postLogin(t, { username: 'victim', password: 'Right#123', ip: attacker });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ rescode: 429, msg: 'A0051', data: { captchaRequired: true } });

    // The owner, in a browser of their own: the account is failing, so a captcha is asked even
    // on the first attempt (the login page did not know it would be)...
    const owner = await newBrowser(nextIp());
    expect(owner.required).toBe(false);
    const asked = await loginFrom(owner, 'victim', 'Right#123', false);
    expect(asked.json()).toMatchObject({ msg: 'A0008', data: { captchaRequired: true } });
    // ...and with it solved, the right password opens the account.
    expect((await loginFrom(owner, 'victim', 'Right#123')).json().rescode).toBe(200);

    // Behind the attacker's very address (one NAT), a solved captcha still lets the owner in...
    const nat = await newBrowser(attacker);
    expect((await loginFrom(nat, 'victim', 'Right#123')).json().rescode).toBe(200);
    // ...while the attacker's address stays locked for attempts without one.
    const again = await postLogin(t, { username: 'victim', password: 'Bad#again', ip: attacker });
    expect(again.json().msg).toBe('A0051');
  });

  it('a client that keeps failing is locked for 5 minutes, even with captchas and the right password', async () => {
    await insertUser(t, { username: 'clumsy', password: 'Right#123' });
    const mine = await newBrowser(nextIp());
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await loginFrom(mine, 'clumsy', `Bad#${i}xx`, i > 0)).json().msg);
    expect(codes).toEqual(['A0050', 'A0050', 'A0050', 'A0050', 'A0050']);
    const locked = await loginFrom(mine, 'clumsy', 'Right#123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('A0051');

    // Another client of the same person is not locked (a captcha, since the account failed).
    const other = await newBrowser(nextIp());
    expect((await loginFrom(other, 'clumsy', 'Right#123')).json().rescode).toBe(200);

    // Five minutes after its last failure the client may try again.
    await t.db
      .updateTable('login_throttle')
      .set({ updated_at: Date.now() - 5 * 60_000 - 1 })
      .where('key', 'like', 'acct-%')
      .execute();
    expect((await loginFrom(mine, 'clumsy', 'Right#123')).json().rescode).toBe(200);
  });

  it('answers an unknown account as slowly as a wrong password of a known one', async () => {
    const tries = 20;
    for (let i = 0; i <= tries; i++)
      await insertUser(t, { username: `timing${i}`, password: 'Right#123' });
    // Every attempt names a fresh account from a fresh address: no captcha, no lock.
    // Both answer A0050 (decision 0040); the time must not tell them apart either.
    const time = async (username: string) => {
      const start = performance.now();
      const res = await postLogin(t, { username, password: 'Wrong#123' });
      const ms = performance.now() - start;
      expect(res.json().msg).toBe('A0050');
      return ms;
    };
    await time('timing0');
    await time('ghost0');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each going first in turn, so a busy moment of the machine hits both.
    for (let i = 1; i <= tries; i++) {
      if (i % 2) {
        known.push(await time(`timing${i}`));
        unknown.push(await time(`ghost${i}`));
      } else {
        unknown.push(await time(`ghost${i}`));
        known.push(await time(`timing${i}`));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(known);
    const figures = `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`;
    console.log(`login timing medians: ${figures}`);
    expect(ratio, figures).toBeGreaterThan(0.5);
    expect(ratio, figures).toBeLessThan(2);
  }, 60_000);
});
