import { expect, test } from '../src/test.js';
import type { Edition } from '../src/browser.js';
import { LANGS, type Lang } from '../src/locales.js';
import { visit } from '../src/ui.js';

/**
 * A visitor's first load of the public pages (issue 12, decision 0014): the server sends the page
 * rendered, the app takes it over without a console error (the session check answers "nobody"
 * with HTTP 200, and the rendered page and the app's first render agree), in both languages.
 */

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };
const PAGES = ['/', '/portal/login', '/solution', '/marketplace'] as const;
const WIDTHS = [400, 1280] as const;

test.describe('first load of the public pages', () => {
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      test(`logs no console error on ${PAGES.join(', ')} (${lang}, ${width} px)`, async ({
        open,
      }) => {
        const { page, problems } = await open({
          edition: EDITION_OF[lang],
          viewport: { width, height: 900 },
        });
        for (const path of PAGES) {
          const response = await visit(page, path);
          const html = (await response?.text()) ?? '';
          // Rendered by the server: the content is in the first response, not only the app's shell.
          expect(html, path).toContain('id="ssr-state"');
          expect(html, path).not.toContain('<div id="root"></div>');
          await page.waitForLoadState('networkidle');
          expect(
            problems.console.filter((m) => m.startsWith('error')),
            path,
          ).toEqual([]);
          expect(problems.pageErrors, path).toEqual([]);
          expect(problems.csp, path).toEqual([]);
        }
      });
    }
  }
});
