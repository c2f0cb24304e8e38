import { expect, test } from '../src/test.js';
import { button, field, logIn } from '../src/account-ui.js';
import type { Edition } from '../src/browser.js';
import { newClientIp } from '../src/client-ip.js';
import { codesReceived, waitForCode } from '../src/inbox.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { signUp } from '../src/sign-up.js';
import { dialogAtRest, submitLogin, toast, visit, waitForPath } from '../src/ui.js';

const EDITIONS: { edition: Edition; lang: Lang }[] = [
  { edition: 'domestic', lang: 'zh' },
  { edition: 'overseas', lang: 'en' },
];

/**
 * Issue 3, journey 2: forgot password inside the login page (spec 2.5): the phone (domestic) or
 * e-mail (overseas) and its code, the new password twice, the dialog back to login; the new
 * password works and the old one no longer does.
 */
test.describe('forgot password', () => {
  for (const { edition, lang } of EDITIONS) {
    test(`${edition}: resets the password with the ${edition === 'domestic' ? 'SMS' : 'e-mail'} code`, async ({
      open,
    }) => {
      const account = await signUp(edition, { prefix: 'fgt' });
      const { page } = await open({ edition, clientIp: newClientIp() });
      await visit(page, '/portal/login');
      await page.getByRole('link', { name: text(lang, 'auth:login.forgot') }).click();
      await waitForPath(page, '/portal/login?view=forgot');
      await page.getByRole('heading', { name: text(lang, 'account:forgot.title') }).waitFor();

      const sms = edition === 'domestic';
      const target = sms ? account.phone : account.email;
      const next = button(page, lang, 'account:forgot.next');
      await field(page, lang, sms ? 'account:fields.phone' : 'account:fields.email').fill(target);
      // Next needs both the phone or e-mail and the code.
      await next.waitFor();
      expect(await next.isDisabled()).toBe(true);

      const before = await codesReceived(sms ? 'sms' : 'email', target);
      const send = button(page, lang, 'account:code.send');
      const sent = toast(page, text(lang, sms ? 'account:code.sentSms' : 'account:code.sentEmail'));
      const tooSoon = toast(page, text(lang, 'errors:A0079'));
      await send.click();
      // The sign-up code went to the same target moments ago: the server asks to wait (A0079
      // with resendAfter), the button counts that down, and the next send goes through.
      // (The loser of the race times out later; its failure is swallowed.)
      const first = await Promise.race([
        sent.waitFor().then(
          () => 'sent' as const,
          () => new Promise<never>(() => {}),
        ),
        tooSoon.waitFor().then(
          () => 'too soon' as const,
          () => new Promise<never>(() => {}),
        ),
      ]);
      if (first === 'too soon') {
        await page
          .getByRole('button', {
            name: new RegExp(text(lang, 'account:code.resendIn', { seconds: '\\d+' })),
          })
          .waitFor();
        // After the countdown the button may read "resend" rather than "send": click it by place.
        const again = page.locator('.code-button:not([disabled])');
        await again.waitFor({ timeout: 45_000 });
        await again.click();
        await sent.waitFor();
      }
      const code = await waitForCode(sms ? 'sms' : 'email', target, before);
      await field(page, lang, sms ? 'account:fields.smsCode' : 'account:fields.emailCode').fill(
        code,
      );
      await next.click();

      const fresh = `Nw#${Date.now().toString(36)}`;
      await field(page, lang, 'account:fields.newPassword').fill(fresh);
      await field(page, lang, 'account:fields.repeatPassword').fill(`${fresh}x`);
      await button(page, lang, 'account:forgot.submit').click();
      await page.getByText(text(lang, 'validation:passwordMismatch')).waitFor();
      await field(page, lang, 'account:fields.repeatPassword').fill(fresh);
      await button(page, lang, 'account:forgot.submit').click();

      const done = await dialogAtRest(
        page.getByRole('dialog', { name: text(lang, 'account:forgot.doneTitle') }),
      );
      await done
        .getByRole('button', { name: nameOf(text(lang, 'account:forgot.backToLogin')) })
        .click();
      await waitForPath(page, '/portal/login');

      // The old password is refused, the new one opens the account (fresh browsers: no captcha).
      const old = await open({ edition });
      await visit(old.page, '/portal/login');
      await submitLogin(old.page, lang, account);
      await old.page
        .locator('#login-password-error', { hasText: text(lang, 'errors:A0050') })
        .waitFor();
      const again = await open({ edition });
      await logIn(again.page, lang, { username: account.username, password: fresh });
    });
  }
});
