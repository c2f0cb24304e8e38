import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { axeViolations } from '../src/axe.js';
import type { Edition } from '../src/browser.js';
import { nameOf, type Lang } from '../src/locales.js';
import { consoleText } from '../src/console-text.js';
import { admin, uniqueName } from '../src/sign-up.js';
import { visit } from '../src/ui.js';

/**
 * One language per console journey, alternating between the console specs (zh, en, zh, en);
 * console-screens.e2e.ts reads every screen in both languages with axe (decision 0049).
 */
const RUNS: { lang: Lang; edition: Edition }[] = [{ lang: 'en', edition: 'overseas' }];

/** How many links to the notice the portal's home page of an edition shows (after loading). */
async function onHome(page: Page, title: string): Promise<number> {
  await visit(page, '/');
  const main = page.getByRole('main');
  // The latest notices have loaded when any notice link is there.
  await main.locator('a[href*="noticeDetail"]').first().waitFor();
  return main.getByRole('link', { name: title, exact: true }).count();
}

/** The titles of the portal home page's banners, in the order it shows them (its dots' names). */
async function homeBanners(page: Page): Promise<string[]> {
  await visit(page, '/');
  const dots = page.locator('.wb-carousel-dot');
  await dots.first().waitFor();
  const labels = await dots.evaluateAll((all) => all.map((d) => d.getAttribute('aria-label')));
  // "Banner 2: title" / "第 2 张横幅：title"
  return labels.map((l) => (l ?? '').replace(/^[^:：]*[:：]\s*/, ''));
}

/**
 * Issue 15's content journey (decisions 0023, 0030): an editor signs in with TOTP, writes a notice
 * in both languages and publishes it; the portal's home page shows it in Chinese (domestic) and
 * in English (overseas) at once; the editor withdraws it and it is gone from both; the editor
 * moves a banner up and the portal's home page shows the banners in the new order; the audit log
 * shows the creation, publication, withdrawal and the new order. The console screens are axe
 * clean.
 */
test.describe('operator console: content', () => {
  for (const { lang, edition } of RUNS) {
    test(`an editor publishes a notice the portal's home shows, withdraws it, moves a banner up, and the audit log has each step (${lang})`, async ({
      open,
    }) => {
      const t = (key: string) => consoleText(lang, key);
      const staff = uniqueName('editor');
      const out = await admin('create-staff', staff, '--role', 'editor', '--role', 'auditor');
      const password = out.split('\n')[1]!;
      const suffix = uniqueName('');
      const titles = { zh: `维护通知 ${suffix}`, en: `Maintenance notice ${suffix}` };
      const mine = titles[lang];

      const { page, problems } = await open({ edition });
      await page.goto(`/seuiot-console/?lang=${lang}`);
      await page.getByLabel(t('auth.username'), { exact: true }).fill(staff);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: nameOf(t('auth.signIn')) }).click();
      await page.getByRole('button', { name: nameOf(t('auth.enrolStart')) }).click();
      const secret = (await page.getByTestId('totp-secret').innerText()).trim();
      await page.getByLabel(t('auth.code'), { exact: true }).fill(generateSync({ secret: secret }));
      await page.getByRole('button', { name: nameOf(t('auth.confirm')) }).click();
      await page.getByRole('button', { name: nameOf(t('auth.recoverySaved')) }).click();

      await page.getByRole('link', { name: t('shell.notices'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.notices') }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A new notice in both languages: each language has its tab.
      await page.getByRole('button', { name: nameOf(t('content.newNotice')) }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('tab', { name: t('content.lang_zh') }).click();
      await drawer.getByLabel(t('content.title')).first().fill(titles.zh);
      await drawer.getByLabel(t('content.body')).first().fill('系统将于今晚维护。');
      await drawer.getByRole('tab', { name: t('content.lang_en') }).click();
      await drawer.getByLabel(t('content.title')).last().fill(titles.en);
      await drawer.getByLabel(t('content.body')).last().fill('The system is maintained tonight.');
      expect(await axeViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: nameOf(t('content.save')) }).click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('content.saved') })
        .waitFor();

      const publish = page.getByRole('button', {
        name: nameOf(`${t('content.publishNow')} ${mine}`),
      });
      await publish.click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('content.publishedDone') })
        .waitFor();

      // The portal's home page, in each edition's language, shows it at once.
      const domestic = await open({ edition: 'domestic' });
      const overseas = await open({ edition: 'overseas' });
      expect(await onHome(domestic.page, titles.zh)).toBe(1);
      expect(await onHome(overseas.page, titles.en)).toBe(1);

      const withdraw = page.getByRole('button', {
        name: nameOf(`${t('content.withdraw')} ${mine}`),
      });
      await withdraw.click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('content.withdrawnDone') })
        .waitFor();
      expect(await onHome(domestic.page, titles.zh)).toBe(0);
      expect(await onHome(overseas.page, titles.en)).toBe(0);

      // The editor moves the second home banner up; the portal's home page follows at once.
      await page.getByRole('link', { name: t('shell.banners'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.banners') }).waitFor();
      const homeRows = page
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ has: page.getByRole('cell', { name: 'home', exact: true }) });
      await homeRows.nth(1).waitFor();
      // At rest: the withdrawal's toast gone, the list loaded.
      await expect
        .poll(() => page.locator('.ant-message-notice, .ant-spin-spinning').count(), {
          timeout: 15_000,
        })
        .toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      const titleCells = homeRows.locator('td:nth-child(2)');
      const consoleOrder = await titleCells.allInnerTexts();
      const home = lang === 'zh' ? domestic.page : overseas.page;
      expect(await homeBanners(home)).toEqual(consoleOrder);
      const [first, second] = consoleOrder as [string, string];
      const up = page.getByRole('button', { name: nameOf(`${t('content.moveUp')} ${second}`) });
      await up.click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('content.orderSaved') })
        .waitFor();
      const wanted = [second, first, ...consoleOrder.slice(2)];
      await expect.poll(() => titleCells.allInnerTexts()).toEqual(wanted);
      // The moved banner's button keeps the focus (its "up" is now disabled: "down" has it).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`${t('content.moveDown')} ${second}`);
      expect(await homeBanners(home)).toEqual(wanted);
      await expect
        .poll(() => page.locator('.ant-message-notice, .ant-spin-spinning').count(), {
          timeout: 15_000,
        })
        .toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // At 400 px the banners table, move buttons and all, scrolls inside itself, not the page.
      await page.setViewportSize({ width: 400, height: 900 });
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBeLessThanOrEqual(0);
      expect(await axeViolations(page), 'banners at 400 px').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The audit log shows each step by this editor.
      await page.getByRole('link', { name: t('shell.audit'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.audit') }).waitFor();
      await page.getByLabel(t('audit.staff')).fill(staff);
      await page.getByRole('button', { name: nameOf(t('audit.filter')) }).click();
      const table = page.locator('.ant-table-tbody');
      // The filtered page, not the one before it: every row is this editor's.
      const rows = table.locator('tr.ant-table-row');
      await expect
        .poll(async () => {
          const all = await rows.count();
          return all > 0 && all === (await rows.filter({ hasText: staff }).count());
        })
        .toBe(true);
      // Each action reads in the page's language, with its name beneath.
      for (const action of ['notice.create', 'notice.publish', 'notice.withdraw', 'banner.order']) {
        const label = t(`auditAction.${action.replaceAll('.', '_')}`);
        const name = new RegExp(`^${label}\\s*${action.replace(/[.]/g, '\\.')}$`);
        await table.getByRole('cell', { name }).first().waitFor();
      }
      // Check the page at rest: the withdrawal's toast gone and the table no longer loading (a
      // run in CI once caught one of them half drawn).
      await expect
        .poll(() => page.locator('.ant-message-notice, .ant-spin-spinning').count(), {
          timeout: 15_000,
        })
        .toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.csp).toEqual([]);
    });
  }
});
