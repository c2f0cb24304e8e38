import { stack } from '../src/stack.js';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { DEMO } from '../src/demo.js';
import { text } from '../src/locales.js';
import { PARTNER } from '../src/partner.js';
import { submitLogin, visit, waitForPath } from '../src/ui.js';

/**
 * Issue 3, journey 6: single sign-on (spec 2.4). A partner site sends the visitor to the login
 * page with apiKey and redirectUrl; after login the browser lands on the partner with a one-time
 * ticket that the partner's server exchanges for the identity. A visitor already logged in goes
 * straight through; type=logout with the apiKey signs out.
 */
test.describe('single sign-on', () => {
  test('round trip to the partner page, then straight through, then logout by the partner', async ({
    open,
  }) => {
    const partner = stack().partnerOrigin;
    const callback = `${partner}/callback`;
    const ssoLogin = `/portal/login?apiKey=${PARTNER.apiKey}&redirectUrl=${encodeURIComponent(callback)}`;
    const { page, context } = await open();

    await visit(page, ssoLogin);
    await page.getByText(text('zh', 'auth:sso.signingInTo', { name: PARTNER.name })).waitFor();
    await submitLogin(page, 'zh', DEMO);
    await page.waitForURL((url) => url.origin === partner && url.pathname === '/callback');
    await page.locator('#user').getByText(`Signed in as ${DEMO.username}`).waitFor();
    const landed = new URL(page.url());
    expect(landed.searchParams.get('apiKey')).toBe(PARTNER.apiKey);
    expect(landed.searchParams.get('redirectUrl')).toBe(callback);
    // The ticket is single use: the partner cannot exchange it twice.
    await page.reload();
    await page.locator('#error').getByText('A0073').waitFor();

    // Already logged in: the login page goes on to the partner at once, with a new ticket.
    await visit(page, ssoLogin);
    await page.waitForURL((url) => url.origin === partner && url.pathname === '/callback');
    await page.locator('#user').getByText(`Signed in as ${DEMO.username}`).waitFor();

    // The partner signs the visitor out of the portal.
    await visit(page, `/portal/login?type=logout&apiKey=${PARTNER.apiKey}`);
    await expect
      .poll(async () => (await browserGet(context.request, '/user/get_login_user')).msg)
      .toBe('A0001');
    // The page clears its stored login info once the logout answer is in; the server may have
    // ended the session a moment before that happens.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('seuiot.loginInfo')))
      .toBeNull();
  });

  test('an unknown partner is told on the login page and login stays on the portal', async ({
    open,
  }) => {
    const { page, origin } = await open({ edition: 'overseas' });
    await visit(
      page,
      `/portal/login?apiKey=nobody&redirectUrl=${encodeURIComponent('https://evil.example/cb')}`,
    );
    await page.getByText(text('en', 'auth:sso.unknownPartner')).waitFor();
    await submitLogin(page, 'en', DEMO);
    await page.getByText(text('en', 'errors:A0070')).first().waitFor();
    await waitForPath(page, '/');
    expect(new URL(page.url()).origin).toBe(origin);
  });
});
