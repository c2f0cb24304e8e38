import { describe, expect, it } from 'vitest';
import { useBrowser, type Edition } from '../src/browser.js';
import { HTML_LANG, text, type Lang } from '../src/locales.js';
import { htmlLang, visit } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/** Journey 8: axe finds nothing on the home and login pages, in Chinese and in English. */
describe('accessibility', () => {
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    it(`home page (${lang}) has no axe violations`, async () => {
      const { page } = await browser.open({ edition: EDITION_OF[lang] });
      await visit(page, '/');
      await page.getByRole('main').getByRole('link').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`login page (${lang}) has no axe violations`, async () => {
      const { page } = await browser.open({ edition: EDITION_OF[lang] });
      await visit(page, '/portal/login');
      await page.getByLabel(text(lang, 'auth:login.account'), { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
