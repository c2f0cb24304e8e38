import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';
import { AUTH_PATHS, MENU_PATHS, PORTAL_PATHS } from '@seuiot/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('menus, permissions, unread count', () => {
  it('need a session', async () => {
    for (const url of [
      `/api${MENU_PATHS.menus.path}?platformId=20&type=1`,
      `/api${MENU_PATHS.permissionTree.path}`,
      '/api/front/fmsg/getUnreadMessage',
    ]) {
      expect((await get(t, url)).json().msg).toBe('A0001');
    }
  });

  it('give the portal menu in the current language', async () => {
    const cookies = await loginCookies(t);
    const zh = (await get(t, `/api${MENU_PATHS.menus.path}?platformId=20&type=1`, cookies)).json()
      .data;
    expect(zh.map((m: { href: string }) => m.href)).toEqual([
      '/',
      '/solution',
      '/marketplace',
      '/marketing',
      '/developer',
      '/download',
      '/support',
    ]);
    expect(zh[0].title).toBe('工作台');
    const en = (
      await get(t, `/api${MENU_PATHS.menus.path}?platformId=20&type=1`, {
        ...cookies,
        seuiot_lang: 'en',
      })
    ).json().data;
    expect(en[0].title).toBe('Workbench');
    expect(
      (await get(t, `/api${MENU_PATHS.menus.path}?platformId=99&type=1`, cookies)).json().data,
    ).toEqual([]);
    expect((await get(t, `/api${MENU_PATHS.menus.path}`, cookies)).json().msg).toBe('B0001');
  });

  it('give each user only the sections of their roles, as a tree', async () => {
    const cookies = await loginCookies(t);
    const tree = (await get(t, `/api${MENU_PATHS.permissionTree.path}`, cookies)).json().data;
    const titles = tree.map((n: { title: string }) => n.title);
    expect(titles).toContain('download');
    const solution = tree.find((n: { title: string }) => n.title === 'solution');
    expect(solution.children.map((c: { title: string }) => c.title)).toEqual(['solution.download']);

    await insertUser(t, { username: 'norole', password: 'Pass#1234' });
    const bare = await loginCookies(t, { username: 'norole', password: 'Pass#1234' });
    expect((await get(t, `/api${MENU_PATHS.permissionTree.path}`, bare)).json().data).toEqual([]);
  });

  it('counts the unread messages of the signed-in user only', async () => {
    const cookies = await loginCookies(t);
    expect((await get(t, '/api/front/fmsg/getUnreadMessage', cookies)).json().data).toBe(3);
    const demo = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const read = await t.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', demo.id)
      .where('state', '=', 0)
      .where('title_en', 'like', 'Your IoT platform%')
      .executeTakeFirstOrThrow();
    // Marked read the way the web app does it (the count answered is kept until the user's
    // messages change through the server, http/user-answers.ts).
    expect(
      (await post(t, '/api/front/fmsg/updateMsgState', { id: read.id }, { cookies })).json(),
    ).toMatchObject({ rescode: 200, data: 2 });
    expect((await get(t, '/api/front/fmsg/getUnreadMessage', cookies)).json().data).toBe(2);
    const otherId = await insertUser(t, { username: 'other1', password: 'Pass#1234' });
    await t.db
      .insertInto('messages')
      .values({
        user_id: otherId,
        type: 1,
        title_zh: 'x',
        title_en: 'x',
        content_zh: '',
        content_en: '',
        state: 0,
        created_at: Date.now(),
      })
      .execute();
    expect((await get(t, '/api/front/fmsg/getUnreadMessage', cookies)).json().data).toBe(2);
  });
});

describe('language', () => {
  it('getLang follows the cookie, setLang sets it for 30 days and keeps it on the account', async () => {
    expect((await get(t, `/api${AUTH_PATHS.getLang.path}`)).json().data).toBe('zh');
    expect(
      (await get(t, `/api${AUTH_PATHS.getLang.path}`, { seuiot_lang: 'en' })).json().data,
    ).toBe('en');
    const cookies = await loginCookies(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.setLang.path}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `seuiot_sid=${cookies.seuiot_sid}` },
      payload: { lang: 'en' },
    });
    expect(res.json().data).toBe('en');
    const c = res.cookies.find((x) => x.name === 'seuiot_lang')!;
    expect(c.maxAge).toBe(30 * 86400);
    expect((await get(t, '/api/user/get_login_user', cookies)).json().data.lang).toBe('en');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.setLang.path}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { lang: 'fr' },
    });
    expect(bad.json()).toEqual({ rescode: 400, msg: 'B0004', data: ['lang'] });
  });

  it('the overseas host defaults to English', async () => {
    const o = await createTestApp({ OVERSEAS_HOSTS: 'portal.example.com' });
    try {
      const res = await o.app.inject({
        method: 'GET',
        url: `/api${PORTAL_PATHS.portalConfig.path}`,
        headers: { host: 'portal.example.com:8080' },
      });
      expect(res.json().data).toMatchObject({ edition: 'overseas', defaultLang: 'en' });
      const dom = await o.app.inject({
        method: 'GET',
        url: `/api${PORTAL_PATHS.portalConfig.path}`,
        headers: { host: 'cn.example.com' },
      });
      expect(dom.json().data).toMatchObject({ edition: 'domestic', defaultLang: 'zh' });
      const lang = await o.app.inject({
        method: 'GET',
        url: `/api${AUTH_PATHS.getLang.path}`,
        headers: { host: 'portal.example.com' },
      });
      expect(lang.json().data).toBe('en');
    } finally {
      await o.close();
    }
  });
});
