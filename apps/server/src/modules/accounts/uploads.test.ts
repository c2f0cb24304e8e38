import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertUser,
  loginCookies,
  makePng,
  postMultipart,
  type TestApp,
} from '../../test/harness.js';

/** Uploads stay under the per-user rate. */

const RATE = 6;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: String(RATE) });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(username: string) {
  const id = await insertUser(t, { username, password: 'Pass#1234' });
  return { id, cookies: await loginCookies(t, { username, password: 'Pass#1234' }) };
}

const avatar = (cookies: Record<string, string>, png = makePng(200, 200)) =>
  postMultipart(t, '/api/front/user/uploadAvatar', {}, { file: ['me.png', png] }, { cookies });

let passports = 0;
/** A real-name submission with a passport number of its own (one account per number). */
const identity = (cookies: Record<string, string>, photo = makePng(600, 500)) =>
  postMultipart(
    t,
    '/api/front/user/verification',
    { truename: 'Anna Schmidt', idType: 'passport', idNumber: `P${++passports}X00T47` },
    { portrait: ['a.png', photo], emblem: ['b.png', photo] },
    { cookies },
  );

describe('the per-user upload rate', () => {
  it('answers A0079 past the limit, whatever the address, and only for that user', async () => {
    const me = await signedIn('rate1');
    const codes: number[] = [];
    // postMultipart sends each call from a new client address.
    for (let i = 0; i < RATE; i++) codes.push((await avatar(me.cookies)).statusCode);
    expect(codes).toEqual(Array(RATE).fill(200));
    const limited = await avatar(me.cookies);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ rescode: 429, msg: 'A0079', data: null });

    const other = await signedIn('rate2');
    expect((await avatar(other.cookies)).statusCode).toBe(200);
    expect((await identity(me.cookies)).statusCode).toBe(200);
  });
});
