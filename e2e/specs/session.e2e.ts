import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { COOKIES, DEMO } from '../src/demo.js';
import { nameOf, text } from '../src/locales.js';
import { submitLogin, visit, waitForPath } from '../src/ui.js';

interface LoginUser {
  username: string;
  truename: string;
}

/** Journey 9: logging out from the user dropdown ends the session on both sides. */
test.describe('session', () => {
  test('logout from the user dropdown clears the session and brings back the login link', async ({
    open,
  }) => {
    const { page, context } = await open();
    await visit(page, '/portal/login');
    await submitLogin(page, 'zh', DEMO);
    await waitForPath(page, '/');

    const me = await browserGet<LoginUser>(context.request, '/user/get_login_user');
    expect(me.rescode).toBe(200);
    const header = page.getByRole('banner');
    const loginLink = header.getByRole('link', { name: text('zh', 'layout:login'), exact: true });
    // Named by the user's name on a wide screen, by "user menu: name" where only the avatar shows.
    const name = me.data.truename || me.data.username;
    const userButton = header.getByRole('button', {
      name: nameOf(name, text('zh', 'layout:user.menuLabel', { name })),
    });
    await userButton.waitFor();
    expect(await loginLink.count()).toBe(0);

    const logout = header.getByRole('button', { name: nameOf(text('zh', 'layout:user.logout')) });
    expect(await logout.isVisible()).toBe(false);
    await userButton.click();
    await logout.click();
    await waitForPath(page, '/portal/login');

    await visit(page, '/');
    await loginLink.waitFor();
    expect(await userButton.count()).toBe(0);

    const after = await browserGet<unknown>(context.request, '/user/get_login_user');
    expect(after.rescode).not.toBe(200);
    expect(after.msg).toBe('A0001');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain(COOKIES.login);
    expect(names.filter((n) => n.endsWith(COOKIES.session))).toEqual([]);
    const stored = await page.evaluate(() => localStorage.getItem('seuiot.loginInfo'));
    expect(stored).toBeNull();
  });
  test('a protected page sends an anonymous visitor to login and back there after login', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/download');
    // Never logged in: "please log in to view this page" in the page, no "session expired".
    const prompt = page
      .getByRole('main')
      .getByRole('region', { name: text('zh', 'common:loginRequired.title') });
    await prompt
      .getByRole('button', { name: nameOf(text('zh', 'common:loginRequired.login')) })
      .click();
    await waitForPath(page, `/portal/login?redirect=${encodeURIComponent('/download')}`);
    await submitLogin(page, 'zh', DEMO);
    await waitForPath(page, '/download');
  });
});
