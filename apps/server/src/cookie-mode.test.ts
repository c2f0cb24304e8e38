import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  CONSOLE_ROUTES,
  CSRF_HEADER,
  CSRF_VALUE,
  SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
} from '@seuiot/contract';
import { consoleKit } from './modules/console/console-kit.fixture.js';
import { cookiesOf, createTestApp, nextIp, postLogin, type TestApp } from './test/harness.js';
import { DEMO_ACCOUNT } from './db/seeds/demo-account.js';
import { encryptWire } from './lib/password.js';

// Issue 24, item 5 (decision 0040): with COOKIE_SECURE=auto a session issued over HTTPS under the
// prefixed name was also accepted under the plain name over plain HTTP. Each cookie is read only
// under the name (mode) it was issued with.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const over = (proto: 'https' | 'http', cookie: string, url: string, method = 'GET') =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-forwarded-proto': proto, [CSRF_HEADER]: CSRF_VALUE, cookie },
    remoteAddress: nextIp(),
  });

describe('cookies are read only under the name they were issued with', () => {
  it('a customer session issued as __Host- over HTTPS is not taken from the plain name', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login.path}`,
      headers: {
        'x-forwarded-proto': 'https',
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        username: DEMO_ACCOUNT.username,
        password: encryptWire(t.config.cipherKey, DEMO_ACCOUNT.password),
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(login.json().rescode).toBe(200);
    const sid = cookiesOf(login)[`__Host-${SESSION_COOKIE}`]!;
    expect(sid).toBeTruthy();
    const me = '/api/user/get_login_user';
    expect((await over('https', `__Host-${SESSION_COOKIE}=${sid}`, me)).json().rescode).toBe(200);
    expect((await over('http', `${SESSION_COOKIE}=${sid}`, me)).json().rescode).not.toBe(200);
    // And the reverse: a session issued over plain HTTP is not read as the __Host- cookie.
    const plain = cookiesOf(await postLogin(t))[SESSION_COOKIE]!;
    expect((await over('http', `${SESSION_COOKIE}=${plain}`, me)).json().rescode).toBe(200);
    expect((await over('https', `__Host-${SESSION_COOKIE}=${plain}`, me)).json().rescode).not.toBe(
      200,
    );
  });

  it('the captcha client cookie issued as __Host- over HTTPS is another client under the plain name', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login.path}`,
      headers: {
        'x-forwarded-proto': 'https',
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        username: 'mode-nobody',
        password: encryptWire(t.config.cipherKey, 'Wrong#2026'),
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(failed.json().msg).toBe('A0050');
    const cid = cookiesOf(failed)['__Host-seuiot_cid']!;
    const required = async (proto: 'https' | 'http', cookie: string) =>
      (await over(proto, cookie, `/api${AUTH_PATHS.captcha.path}`)).json().data.required as boolean;
    expect(await required('https', `__Host-seuiot_cid=${cid}`)).toBe(true);
    expect(await required('http', `seuiot_cid=${cid}`)).toBe(false);
  });

  it('a staff session issued as __Secure- over HTTPS is not taken from the plain name', async () => {
    const kit = consoleKit(t);
    const password = await kit.createStaff('mode-staff', 'administrator');
    const login = await t.app.inject({
      method: 'POST',
      url: `/api${CONSOLE_ROUTES.login}`,
      headers: { 'x-forwarded-proto': 'https', [CSRF_HEADER]: CSRF_VALUE },
      payload: { username: 'mode-staff', password },
      remoteAddress: nextIp(),
    });
    expect(login.json().rescode).toBe(200);
    const token = cookiesOf(login)[`__Secure-${STAFF_SESSION_COOKIE}`]!;
    const me = `/api${CONSOLE_ROUTES.me}`;
    expect(
      (await over('https', `__Secure-${STAFF_SESSION_COOKIE}=${token}`, me)).json().rescode,
    ).toBe(200);
    expect((await over('http', `${STAFF_SESSION_COOKIE}=${token}`, me)).json().rescode).not.toBe(
      200,
    );
  });
});
