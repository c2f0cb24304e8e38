import type { Page } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { button, field, logIn } from '../src/account-ui.js';
import { axeViolations } from '../src/axe.js';
import { auditShows } from '../src/console-audit.js';
import type { Edition } from '../src/browser.js';
import { png, residentId } from '../src/cert-data.js';
import { consoleText, staffSignIn } from '../src/console-staff.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { signUp } from '../src/sign-up.js';
import { dialogAtRest, toast } from '../src/ui.js';

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
 * a note, finds it again among the rejected ones by the customer's account and asks a second
 * reviewer to re-open it; the audit log shows both steps. The customer reads the reason in the
 * personal center and sends it again, and the certification waits for review once more. The
 * console's screens are axe clean, at 400 px too.
 */
test.describe('operator console: certifications', () => {
  for (const { lang, edition, idType } of RUNS) {
    test(`a reviewer rejects a certification with a reason; the customer sees it and resubmits (${lang})`, async ({
      open,
    }) => {
      const t = (key: string) => consoleText(lang, key);
      const account = await signUp(edition, { prefix: 'crt' });
      const customer = await open({ edition });
      await logIn(customer.page, lang, account, '/center?menuIndex=3');
      await submitIdentity(customer.page, lang, idType);

      const staff = await open({ edition });
      const page = staff.page;
      const reviewer = await staffSignIn(page, lang, 'reviewer', 'auditor');
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

      // The decided certification, found among the rejected ones by the customer's account, is
      // re-opened with four eyes: the request (with its reason) waits for a second reviewer.
      await page.locator('.ant-segmented').getByText(t('review.filter_rejected')).click();
      const search = page.getByRole('searchbox', { name: t('certs.search') });
      await search.fill(account.username);
      await search.press('Enter');
      const decided = page.getByRole('button', {
        name: nameOf(`${t('certs.open')} ${account.username}`),
      });
      await decided.waitFor();
      // The rejection's toast sits outside the landmarks until it goes.
      await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
      expect(await axeViolations(page), 'rejected certifications').toEqual([]);
      // At 400 px the filter, the search and the table fit the width (the table scrolls inside).
      await page.setViewportSize({ width: 400, height: 900 });
      await decided.waitFor();
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBeLessThanOrEqual(0);
      expect(await axeViolations(page), 'rejected certifications at 400 px').toEqual([]);
      await decided.click();
      await drawer.getByText('E2E Reviewed').waitFor();
      // A decided one is not decided again: the drawer offers the re-opening only.
      expect(await drawer.getByRole('button', { name: nameOf(t('certs.approve')) }).count()).toBe(
        0,
      );
      await drawer.getByRole('button', { name: nameOf(t('review.reopen')) }).click();
      const ask = page.getByRole('dialog', { name: t('review.reopenTitle') });
      const why = lang === 'zh' ? '照片其实清晰，误判' : 'The photo was clear after all';
      await ask.getByLabel(t('review.reopenReason'), { exact: true }).fill(why);
      await dialogAtRest(ask);
      expect(await axeViolations(page), 're-open dialog at 400 px').toEqual([]);
      await ask.getByRole('button', { name: nameOf(t('review.reopen')) }).click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('review.reopenAsked') })
        .waitFor();
      await ask.waitFor({ state: 'hidden' });
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The audit log shows this reviewer's steps: the rejection and the re-opening request.
      await auditShows(page, lang, { staff: reviewer }, [
        {
          staff: reviewer,
          action: 'cert.reject',
          object: /^identity \d+$/,
          before: ['"status":"pending"'],
          after: ['"status":"rejected"', '"reasonType":"photoUnclear"', note],
        },
        {
          staff: reviewer,
          action: 'approval.request',
          object: /^approval \d+$/,
          after: ['"kind":"review.reopen"', '"state":"pending"', why],
        },
      ]);
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
