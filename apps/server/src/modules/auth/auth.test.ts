import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  CSRF_HEADER,
  CSRF_VALUE,
  LOGIN_COOKIE,
  SESSION_COOKIE,
} from '@seuiot/contract';
import { loadConfig } from '../../config.js';
import {
  cookieHeader,
  cookiesOf,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  nextIp,
  postLogin,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /user/login', () => {
  it('signs the demo user in with both cookies and a fresh random session id', async () => {
    const res = await postLogin(t);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rescode: 200, data: { username: 'demo', redirect: '/' } });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const login = res.cookies.find((c) => c.name === LOGIN_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.maxAge).toBe(86400);
    // 32 random bytes in base64url: 256 bits.
    expect(Buffer.from(session.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(login.value).toBe('demo');
    expect(login.httpOnly).toBeFalsy();

    const again = await postLogin(t);
    expect(cookiesOf(again)[SESSION_COOKIE]).not.toBe(session.value);

    const me = await get(t, '/api/user/get_login_user', { [SESSION_COOKIE]: session.value });
    expect(me.json()).toMatchObject({ rescode: 200, data: { username: 'demo', truename: '陈晓' } });
  });

  it('keeps a same-origin redirect and refuses any other', async () => {
    const keep = await postLogin(t, { redirect: '/noticeDetail?id=2' });
    expect(keep.json().data.redirect).toBe('/noticeDetail?id=2');
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await postLogin(t, { redirect: bad });
      expect(res.json().data.redirect).toBe('/');
    }
  });

  it('records every attempt with time, IP, user agent and result', async () => {
    const ip = nextIp();
    await postLogin(t, { ip, password: 'Wrong#123' });
    await postLogin(t, { ip });
    const rows = await t.db
      .selectFrom('login_records')
      .selectAll()
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.result)).toEqual(['A0050', 'success']);
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[0]!.created_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers A0050 for an unknown account and for a wrong password alike (decision 0040)', async () => {
    const unknown = await postLogin(t, { username: 'nobody-here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ rescode: 400, msg: 'A0050', data: { captchaRequired: true } });
    const wrong = await postLogin(t, { password: 'Wrong#123' });
    expect(wrong.json().msg).toBe('A0050');
  });

  it('answers A0071 when the password is not in the cipher format', async () => {
    const res = await postLogin(t, { wire: 'not-a-cipher' });
    expect(res.json().msg).toBe('A0071');
  });

  it('answers B0001 with the missing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login.path}`,
      headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=&password=',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ rescode: 400, msg: 'B0001', data: ['username', 'password'] });
  });

  it('tells account states only with the right password: A0035, A0053, A0054', async () => {
    await insertUser(t, { username: 'pending1', password: 'Pass#1234', status: 'pending' });
    await insertUser(t, { username: 'disabled1', password: 'Pass#1234', status: 'disabled' });
    await insertUser(t, {
      username: 'expired1',
      password: 'Pass#1234',
      expiresAt: Date.now() - 1000,
    });
    expect((await postLogin(t, { username: 'pending1', password: 'Pass#1234' })).json().msg).toBe(
      'A0035',
    );
    expect((await postLogin(t, { username: 'pending1', password: 'Other#1234' })).json().msg).toBe(
      'A0050',
    );
    expect((await postLogin(t, { username: 'disabled1', password: 'Pass#1234' })).json().msg).toBe(
      'A0053',
    );
    expect((await postLogin(t, { username: 'expired1', password: 'Pass#1234' })).json().msg).toBe(
      'A0054',
    );
  });

  // The account is no longer locked by wrong passwords (anyone could lock anyone out): the
  // client that fails is, see login-throttling.test.ts and decision 0011.

  it('a success in between resets the run of wrong passwords', async () => {
    await insertUser(t, { username: 'resetrun', password: 'Right#123' });
    for (let i = 0; i < 4; i++) await postLogin(t, { username: 'resetrun', password: 'Bad#pass' });
    expect(
      (await postLogin(t, { username: 'resetrun', password: 'Right#123' })).json().rescode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await postLogin(t, { username: 'resetrun', password: 'Bad#pass' })).json().msg).toBe(
        'A0050',
      );
    }
  });
});

describe('captcha', () => {
  it('is required after a failed attempt from a client, one try per image, and reset by failure', async () => {
    const ip = nextIp();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api${AUTH_PATHS.captcha.path}`,
      remoteAddress: ip,
    });
    expect(first.json().data.required).toBe(false);
    const client = cookiesOf(first);
    expect(client.seuiot_cid).toBeTruthy();

    const failed = await postLogin(t, { cookies: client, ip, password: 'Wrong#123' });
    expect(failed.json()).toMatchObject({ msg: 'A0050', data: { captchaRequired: true } });

    // Without a captcha the next attempt is refused before the password is looked at.
    const noCaptcha = await postLogin(t, { cookies: client, ip });
    expect(noCaptcha.json().msg).toBe('A0008');

    t.captchaText.value = 'k7Pq';
    const img = await t.app.inject({
      method: 'GET',
      url: `/api${AUTH_PATHS.captcha.path}`,
      headers: { cookie: cookieHeader(client) },
      remoteAddress: ip,
    });
    const { captchaId, required, image } = img.json().data;
    expect(required).toBe(true);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrongCode = await postLogin(t, { cookies: client, ip, captchaId, captchaCode: 'zzzz' });
    expect(wrongCode.json().msg).toBe('A0008');
    // The image is spent: the right answer no longer works with it.
    const reused = await postLogin(t, { cookies: client, ip, captchaId, captchaCode: 'k7pq' });
    expect(reused.json().msg).toBe('A0008');

    const img2 = await t.app.inject({
      method: 'GET',
      url: `/api${AUTH_PATHS.captcha.path}`,
      headers: { cookie: cookieHeader(client) },
      remoteAddress: ip,
    });
    const ok = await postLogin(t, {
      cookies: client,
      ip,
      captchaId: img2.json().data.captchaId,
      captchaCode: 'K7PQ',
    });
    expect(ok.json().rescode).toBe(200);
    // Success clears the requirement for this client.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api${AUTH_PATHS.captcha.path}`,
      headers: { cookie: cookieHeader(client) },
      remoteAddress: ip,
    });
    expect(after.json().data.required).toBe(false);
  });

  it('is bound to the client that asked for it', async () => {
    const ip = nextIp();
    const a = cookiesOf(
      await t.app.inject({
        method: 'GET',
        url: `/api${AUTH_PATHS.captcha.path}`,
        remoteAddress: ip,
      }),
    );
    await postLogin(t, { cookies: a, ip, password: 'Wrong#123' });
    t.captchaText.value = 'wxyz';
    const other = await t.app.inject({
      method: 'GET',
      url: `/api${AUTH_PATHS.captcha.path}`,
      remoteAddress: ip,
    });
    const res = await postLogin(t, {
      cookies: a,
      ip,
      captchaId: other.json().data.captchaId,
      captchaCode: 'wxyz',
    });
    expect(res.json().msg).toBe('A0008');
  });
});

describe('sessions', () => {
  it('answers A0001 without a session and A0004 after expiry, clearing the cookies', async () => {
    // The session check answers "nobody" with HTTP 200 (no error in a visitor's console) and the
    // spec's envelope (decision 0014).
    const anonymous = await get(t, '/api/user/get_login_user');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      rescode: 401,
      msg: 'A0001',
      data: null,
    });
    const cookies = await loginCookies(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const res = await get(t, '/api/user/get_login_user', cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rescode: 401, msg: 'A0004' });
    const cleared = res.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => c.name).sort()).toEqual([LOGIN_COOKIE, SESSION_COOKIE].sort());
  });

  it('logout ends the session on the server and clears both cookies', async () => {
    const cookies = await loginCookies(t);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.logout.path}`,
      headers: { [CSRF_HEADER]: CSRF_VALUE, cookie: cookieHeader(cookies) },
    });
    expect(out.json().rescode).toBe(200);
    expect(out.cookies.filter((c) => c.value === '').length).toBe(2);
    // The old cookie no longer opens anything.
    expect((await get(t, '/api/user/get_login_user', cookies)).json().msg).toBe('A0004');
  });

  it('refuses a state-changing call without the client header (CSRF)', async () => {
    const cookies = await loginCookies(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.logout.path}`,
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('B0005');
    expect((await get(t, '/api/user/get_login_user', cookies)).json().rescode).toBe(200);
  });

  it('uses Secure __Host- cookies over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login.path}`,
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
      payload: new URLSearchParams({
        username: 'demo',
        password: 'owaZ__HDBG3T9IxrWpI/4g==',
      }).toString(),
      remoteAddress: nextIp(),
    });
    // Without TRUST_PROXY the forwarded header is ignored: plain cookies.
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE && !c.secure)).toBe(true);
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const r = await postLogin(secure);
      const c = r.cookies.find((x) => x.name === `__Host-${SESSION_COOKIE}`)!;
      expect(c.secure).toBe(true);
      expect(c.path).toBe('/');
      const me = await get(secure, '/api/user/get_login_user', {
        [`__Host-${SESSION_COOKIE}`]: c.value,
      });
      expect(me.json().rescode).toBe(200);
      // Issue 10: the unprefixed name, which a sibling subdomain or plain HTTP can plant, is not
      // read in secure mode (not even to say that it expired).
      const planted = await get(secure, '/api/user/get_login_user', {
        [SESSION_COOKIE]: c.value,
      });
      expect(planted.json().msg).toBe('A0001');
      // The client cookie of the captcha is prefixed too.
      expect(r.cookies.some((x) => x.name === '__Host-seuiot_cid' && x.secure)).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('with COOKIE_SECURE=auto reads only the __Host- cookie of an HTTPS request', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = { 'x-forwarded-proto': 'https', [CSRF_HEADER]: CSRF_VALUE };
      const sid = cookiesOf(await postLogin(proxied))[SESSION_COOKIE]!;
      const me = (cookie: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/user/get_login_user',
          headers: { ...https, cookie },
        });
      expect((await me(`${SESSION_COOKIE}=${sid}`)).json().msg).toBe('A0001');
      // Issued under the plain name, it is not read under the __Host- one either (decision 0040).
      expect((await me(`__Host-${SESSION_COOKIE}=${sid}`)).json().msg).toBe('A0004');
    } finally {
      await proxied.close();
    }
  });
});

describe('TRUST_PROXY as a list of proxies (issue 24, item 4)', () => {
  it("ignores a direct client's X-Forwarded-For for the login limit and uses a listed proxy's", async () => {
    const limited = await createTestApp({
      LOGIN_RATE_PER_MINUTE: '3',
      TRUST_PROXY: '127.0.0.1,10.250.0.0/16',
    });
    try {
      const attempt = (from: string, forwarded: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api${AUTH_PATHS.login.path}`,
          headers: {
            [CSRF_HEADER]: CSRF_VALUE,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forwarded,
          },
          payload: new URLSearchParams({ username: 'nobody', password: 'x' }).toString(),
          remoteAddress: from,
        });
      // A client reaching the instance directly names a new address each time: still limited.
      const direct: string[] = [];
      for (let i = 0; i < 5; i++)
        direct.push((await attempt('203.0.113.7', `198.51.100.${i}`)).json().msg);
      expect(direct.slice(3)).toEqual(['A0079', 'A0079']);
      // Through a listed proxy each forwarded client has its own limit.
      const proxied: string[] = [];
      for (let i = 0; i < 5; i++)
        proxied.push((await attempt('10.250.3.4', `198.51.100.${i}`)).json().msg);
      expect(proxied).not.toContain('A0079');
    } finally {
      await limited.close();
    }
  });

  it('refuses at boot what is not true, false or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com', ','])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('logs', () => {
  it('never contain passwords, session ids or cookies', async () => {
    const res = await postLogin(t);
    const sid = cookiesOf(res)[SESSION_COOKIE]!;
    await get(t, '/api/user/get_login_user', { [SESSION_COOKIE]: sid });
    await get(t, '/api/front/home/getAllNoticeList?token=secret-share-token&pageNum=1');
    const all = t.logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).toContain('/api/user/get_login_user');
    expect(all).not.toContain(sid);
    expect(all).not.toContain('owaZ__HDBG3T9IxrWpI');
    expect(all).not.toContain('Demo@2026');
    expect(all).not.toContain('secret-share-token');
  });
});

describe('per-IP login rate limit', () => {
  it('answers A0079 past the configured attempts per minute', async () => {
    const limited = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3' });
    try {
      const ip = nextIp();
      const codes: string[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await postLogin(limited, { ip, username: `u${i}` })).json().msg);
      expect(codes.slice(0, 3)).toEqual(['A0050', 'A0050', 'A0050']);
      expect(codes[3]).toBe('A0079');
    } finally {
      await limited.close();
    }
  });
});
