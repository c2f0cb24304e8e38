import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, field, logIn } from '../src/account-ui.js';
import { axeViolations } from '../src/axe.js';
import { useBrowser, type Edition } from '../src/browser.js';
import { png, residentId } from '../src/cert-data.js';
import { consoleText, staffSignIn } from '../src/console-staff.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { signUp } from '../src/sign-up.js';
import { toast } from '../src/ui.js';

const RUNS: { lang: Lang; edition: Edition; idType: 'resident' | 'passport' }[] = [
  { lang: 'zh', edition: 'domestic', idType: 'resident' },
  { lang: 'en', edition: 'overseas', idType: 'passport' },
];

/** Fills and sends the real-name certification form of the personal center. */
async function submitIdentity(page: Page, lang: Lang, idType: 'resident' | 'passport') {
  await field(page, lang, 'center:identity.truename').fill('E2E Reviewed');
  await field(page, lang, 'center:identity.idNumber').fill(
    idType === 'resident' ? residentId() : `E${Date.now().toString().slice(-8)}`,
  );
  const inputs = page.locator('form[id=identity] input[type=file]');
  await inputs.nth(0).setInputFiles(png(600, 'portrait.png'));
  await inputs.nth(1).setInputFiles(png(600, 'emblem.png'));
  await button(page, lang, 'center:cert.submit').click();
  await toast(page, text(lang, 'center:cert.submitted')).waitFor();
  await page.getByText(text(lang, 'center:cert.pendingTitle')).waitFor();
}

/**
 * Issue 15: a reviewer rejects a real-name certification in the console with a typed reason and
 * a note; the customer reads the reason in the personal center and sends it again, and the
 * certification waits for review once more. The console's screens are axe clean.
 */
describe('operator console: certifications', () => {
  const browser = useBrowser();

  for (const { lang, edition, idType } of RUNS) {
    it(`a reviewer rejects a certification with a reason; the customer sees it and resubmits (${lang})`, async () => {
      const t = (key: string) => consoleText(lang, key);
      const account = await signUp(edition, { prefix: 'crt' });
      const customer = await browser.open({ edition });
      await logIn(customer.page, lang, account, '/center?menuIndex=3');
      await submitIdentity(customer.page, lang, idType);

      const staff = await browser.open({ edition });
      const page = staff.page;
      await staffSignIn(page, lang, 'reviewer');
      await page.getByRole('link', { name: t('shell.certs'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.certs') }).waitFor();
      const review = page.getByRole('button', {
        name: nameOf(`${t('certs.review')} ${account.username}`),
      });
      await review.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await review.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('E2E Reviewed').waitFor();
      await drawer.getByLabel(t('certs.reasonType'), { exact: true }).click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: t('certs.reason_photoUnclear') })
        .click();
      const note = lang === 'zh' ? '人像面有反光' : 'The portrait side has a glare';
      await drawer.getByLabel(t('certs.reason'), { exact: true }).fill(note);
      expect(await axeViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: nameOf(t('certs.reject')) }).click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('certs.rejected') })
        .waitFor();
      await expect.poll(() => review.count()).toBe(0);
      expect(staff.problems.pageErrors).toEqual([]);

      // The customer reads the reason (the typed one in both languages, with the note) ...
      await customer.page.reload();
      await customer.page.getByText(text(lang, 'center:cert.rejectedTitle')).waitFor();
      await customer.page.getByText(note, { exact: false }).first().waitFor();
      // ... and sends the certification again: it waits for review once more.
      await button(customer.page, lang, 'center:cert.resubmit').click();
      await submitIdentity(customer.page, lang, idType);
      expect(customer.problems.pageErrors).toEqual([]);
    });
  }
});
