import { generateSync } from 'otplib';
import { expect, test } from '../src/test.js';
import { axeViolations } from '../src/axe.js';
import type { Edition } from '../src/browser.js';
import { nameOf, HTML_LANG, type Lang } from '../src/locales.js';
import { COOKIES } from '../src/demo.js';
import { consoleText } from '../src/console-text.js';
import { admin, signUp, uniqueName } from '../src/sign-up.js';
import { submitLogin, visit, waitForPath } from '../src/ui.js';

/**
 * One language per console journey, alternating between the console specs (zh, en, zh, en);
 * console-screens.e2e.ts reads every screen in both languages with axe (decision 0049).
 */
const RUNS: { lang: Lang; edition: Edition }[] = [{ lang: 'zh', edition: 'domestic' }];

/**
 * Issue 15's first journey: a staff member made by `create-staff` signs in to the console, enrols
 * an authenticator app (the test computes the codes from the key the page shows), approves a new
 * account, and the customer can then sign in to the portal. Each console screen is axe clean.
 */
test.describe('operator console', () => {
  for (const { lang, edition } of RUNS) {
    test(`a reviewer enrols TOTP, approves a new account, and the customer signs in (${lang})`, async ({
      open,
    }) => {
      const t = (key: string) => consoleText(lang, key);
      const staff = uniqueName('ops');
      const out = await admin('create-staff', staff, '--role', 'reviewer');
      const password = out.split('\n')[1]!;
      const customer = await signUp(edition, { approve: false, prefix: 'wait' });

      const { page, problems } = await open({ edition });
      await page.goto(`/seuiot-console/?lang=${lang}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[lang]);
      await page.getByLabel(t('auth.username'), { exact: true }).fill(staff);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: nameOf(t('auth.signIn')) }).click();

      await page.getByRole('button', { name: nameOf(t('auth.enrolStart')) }).click();
      await page.getByRole('img', { name: t('auth.qrAlt') }).waitFor();
      const secret = (await page.getByTestId('totp-secret').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(t('auth.code'), { exact: true }).fill(generateSync({ secret: secret }));
      await page.getByRole('button', { name: nameOf(t('auth.confirm')) }).click();
      await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: nameOf(t('auth.recoverySaved')) }).click();

      await page.getByRole('heading', { level: 1, name: t('shell.dashboard') }).waitFor();
      await page.getByText(t('dashboard.accounts')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t('shell.accounts'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.accounts') }).waitFor();
      const approve = page.getByRole('button', {
        name: nameOf(`${t('accounts.approve')} ${customer.username}`),
      });
      // Other journeys' accounts may wait too: search for this one.
      await page.getByRole('searchbox').fill(customer.username);
      await page.getByRole('searchbox').press('Enter');
      await approve.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await approve.click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('accounts.done_approve') })
        .waitFor();
      await expect.poll(() => approve.count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.csp).toEqual([]);

      // The customer, in a browser of their own, now signs in to the portal.
      const visitor = await open({ edition });
      await visit(visitor.page, '/portal/login');
      await submitLogin(visitor.page, lang, customer);
      await waitForPath(visitor.page, '/');
      const cookies = await visitor.context.cookies();
      expect(cookies.some((c) => c.name.endsWith(COOKIES.session))).toBe(true);
    });
  }
});
