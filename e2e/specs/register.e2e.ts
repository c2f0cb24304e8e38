import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { button, choose, field, fitsWidth, logIn } from '../src/account-ui.js';
import type { Edition } from '../src/browser.js';
import { newClientIp } from '../src/client-ip.js';
import { codesReceived, waitForCode } from '../src/inbox.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { admin, newAccount } from '../src/sign-up.js';
import { dialogAtRest, submitLogin, toast, visit, waitForPath } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';

const EDITIONS: { edition: Edition; lang: Lang }[] = [
  { edition: 'domestic', lang: 'zh' },
  { edition: 'overseas', lang: 'en' },
];

/**
 * Issue 3, journey 1: self-registration with the edition's code (SMS at home, e-mail abroad), the
 * account awaits review (login says so), the operator approves it, and then login works.
 */
test.describe('registration', () => {
  for (const { edition, lang } of EDITIONS) {
    test(`${edition}: register with the ${edition === 'domestic' ? 'SMS' : 'e-mail'} code, wait for approval, then log in`, async ({
      open,
    }) => {
      const account = newAccount(edition, 'reg');
      const clientIp = newClientIp();
      const { page } = await open({ edition, clientIp });
      await visit(page, '/register?lang=' + lang);
      await field(page, lang, 'account:fields.username').fill(account.username);
      await field(page, lang, 'account:fields.password').fill(account.password);
      await field(page, lang, 'account:fields.repeatPassword').fill(account.password);
      await field(page, lang, 'account:fields.truename').fill('E2E Register');
      await field(page, lang, 'account:fields.companyName').fill('E2E Register Co');
      await choose(
        page,
        lang,
        'account:fields.category',
        lang === 'zh' ? '终端客户' : 'End customer',
      );
      await field(page, lang, 'account:fields.saleManager').fill('Sales Wang');

      const channel = edition === 'domestic' ? 'sms' : 'email';
      const target = edition === 'domestic' ? account.phone : account.email;
      await field(
        page,
        lang,
        edition === 'domestic' ? 'account:fields.phone' : 'account:fields.email',
      ).fill(target);
      const before = await codesReceived(channel, target);
      await button(page, lang, 'account:code.send').click();
      await toast(
        page,
        text(lang, edition === 'domestic' ? 'account:code.sentSms' : 'account:code.sentEmail'),
      ).waitFor();
      // The button waits out the resend time.
      await page
        .getByRole('button', {
          name: new RegExp(text(lang, 'account:code.resendIn', { seconds: '\\d+' })),
        })
        .waitFor();
      const code = await waitForCode(channel, target, before);
      await field(
        page,
        lang,
        edition === 'domestic' ? 'account:fields.smsCode' : 'account:fields.emailCode',
      ).fill(code);
      await page.getByLabel(text(lang, 'account:systems.2'), { exact: true }).check();
      // The agreement tick starts ticked; the full text opens in a dialog.
      expect(
        await page
          .getByRole('checkbox', { name: text(lang, 'account:register.agree') })
          .isChecked(),
      ).toBe(true);
      await button(page, lang, 'account:register.readAgreement').click();
      const agreement = await dialogAtRest(
        page.getByRole('dialog', { name: text(lang, 'agreement:title') }),
      );
      await agreement.getByText(text(lang, 'agreement:sections.law.title')).waitFor();
      await agreement.getByRole('button', { name: nameOf(text(lang, 'common:ok')) }).click();
      await agreement.waitFor({ state: 'hidden' });

      await button(page, lang, 'account:register.submit').click();
      await toast(page, text(lang, 'account:register.success')).waitFor();
      const done = page.getByRole('dialog', { name: text(lang, 'account:register.doneTitle') });
      await done.waitFor();
      // Any second of the countdown: each is on screen for one second only.
      await done
        .getByText(new RegExp(text(lang, 'account:register.countdown', { seconds: '[1-5]' })))
        .waitFor();
      // The countdown ends at home by itself.
      await waitForPath(page, '/', { timeout: 15_000 });

      // Awaiting review: the right password is told A0035.
      const second = await open({ edition });
      await visit(second.page, '/portal/login');
      await submitLogin(second.page, lang, account);
      await toast(second.page, text(lang, 'errors:A0035')).waitFor();

      expect(await admin('approve-user', account.username)).toContain(account.username);
      const third = await open({ edition });
      await logIn(third.page, lang, account);
      const me = await browserGet<{ username: string }>(
        third.context.request,
        '/user/get_login_user',
      );
      expect(me.data.username).toBe(account.username);
    });
  }

  test('the register page works at 400 px and has no axe violations (zh and en)', async ({
    open,
  }) => {
    for (const { edition, lang } of EDITIONS) {
      const { page } = await open({ edition, viewport: { width: 400, height: 860 } });
      await visit(page, '/register');
      await field(page, lang, 'account:fields.username').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // The link back to login keeps the query string.
      await visit(page, '/register?apiKey=any-key&lang=' + lang);
      const back = page.getByRole('link', {
        name: text(lang, 'account:register.login'),
        exact: true,
      });
      expect(await back.getAttribute('href')).toBe(
        `/seuiot/portal/login?apiKey=any-key&lang=${lang}`,
      );

      // The forgot-password view of the login page, at the same width.
      await visit(page, '/portal/login?view=forgot');
      await page.getByRole('heading', { name: text(lang, 'account:forgot.title') }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('switching the language on the register page brings its own texts in the other language', async ({
    open,
  }) => {
    const { page } = await open({ edition: 'domestic' });
    await visit(page, '/register');
    await page.getByRole('heading', { name: text('zh', 'account:register.title') }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: text('en', 'account:register.title') }).waitFor();
    await field(page, 'en', 'account:fields.smsCode').waitFor();
    await button(page, 'en', 'account:register.readAgreement').click();
    await page.getByRole('dialog', { name: text('en', 'agreement:title') }).waitFor();
  });
});
