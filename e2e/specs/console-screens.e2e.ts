import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../src/test.js';
import { axeViolations } from '../src/axe.js';
import { consoleText, staffSignIn } from '../src/console-staff.js';
import { HTML_LANG, LANGS, type Lang } from '../src/locales.js';
import { REPO_ROOT } from '../src/paths.js';

/** Every console screen (apps/console/src/app/screens.ts) and the name its heading and menu show. */
const SCREENS = [
  'dashboard',
  'accounts',
  'certs',
  'audit',
  'developers',
  'apps',
  'versions',
  'orders',
  'savedReplies',
  'staff',
  'approvals',
  'notices',
  'banners',
  'customers',
] as const;

/** A text key shown instead of its text ("orders.reply", "shell.staff"): a namespace, a dot, a word. */
const RAW_KEY = new RegExp(
  `\\b(?:${Object.keys(
    JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'apps/console/src/locales/en.json'), 'utf8'),
    ) as object,
  ).join('|')})\\.[a-z][A-Za-z_]*\\b`,
);

const ROLES = ['reviewer', 'support', 'administrator', 'editor', 'sales', 'auditor'];

/**
 * Each console screen in each language, as a staff member with every role sees it: reached from
 * the menu, headed by its name in that language, no raw text key on it, axe clean. The journeys
 * of the console specs each run in one language (zh or en, alternating); this sweep is what
 * proves every screen in the other one.
 */
test.describe('operator console: every screen in both languages', () => {
  for (const lang of LANGS) {
    test(`every screen reads in ${lang} and passes axe`, async ({ open }) => {
      const t = (key: string) => consoleText(lang, key);
      const { page, problems } = await open({ edition: lang === 'zh' ? 'domestic' : 'overseas' });
      await staffSignIn(page, lang as Lang, ...ROLES);
      expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[lang]);
      const menu = page.getByRole('complementary', { name: t('shell.menu') });
      for (const key of SCREENS) {
        await menu.getByRole('link', { name: t(`shell.${key}`), exact: true }).click();
        await page.getByRole('heading', { level: 1, name: t(`shell.${key}`) }).waitFor();
        await page.waitForLoadState('networkidle');
        await page
          .locator('.ant-spin-spinning')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        // Identifiers shown as such (the audit log's action ids in <code>) are not texts.
        const body = await page.locator('main').evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('code').forEach((code) => code.remove());
          return copy.textContent ?? '';
        });
        expect(body, key).not.toMatch(RAW_KEY);
        expect(await axeViolations(page), key).toEqual([]);
      }
      expect(problems.pageErrors).toEqual([]);
      expect(problems.csp).toEqual([]);
    });
  }
});
