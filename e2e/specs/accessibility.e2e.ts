import { expect, test } from '../src/test.js';
import type { Edition } from '../src/browser.js';
import { HTML_LANG, text, type Lang } from '../src/locales.js';
import { htmlLang, visit } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/** Journey 8: axe finds nothing on the home and login pages, in Chinese and in English. */
test.describe('accessibility', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`home page (${lang}) has no axe violations`, async ({ open }) => {
      const { page } = await open({ edition: EDITION_OF[lang] });
      await visit(page, '/');
      await page.getByRole('main').getByRole('link').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`login page (${lang}) has no axe violations`, async ({ open }) => {
      const { page } = await open({ edition: EDITION_OF[lang] });
      await visit(page, '/portal/login');
      await page.getByLabel(text(lang, 'auth:login.account'), { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
