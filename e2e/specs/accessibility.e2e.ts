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

  test('the checker reports what it should: unnamed controls, text without contrast, in a frame too', async ({
    open,
  }) => {
    const { page } = await open({ edition: 'domestic' });
    await visit(page, '/');
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="axe-probe-img">' +
          '<button id="axe-probe-button"></button>' +
          '<p id="axe-probe-text" style="color:#eee;background:#fff">faint</p>',
      );
      const frame = document.createElement('iframe');
      frame.title = 'probe';
      frame.srcdoc =
        '<html lang="en"><body><img src="x.png" id="axe-probe-frame-img"></body></html>';
      main.append(frame);
    });
    await page.frameLocator('iframe[title=probe]').locator('#axe-probe-frame-img').waitFor({
      state: 'attached',
    });
    const found = (await axeViolations(page)).join('\n');
    expect(found).toMatch(/^image-alt .*#axe-probe-img/m);
    expect(found).toContain('#axe-probe-frame-img');
    expect(found).toMatch(/^button-name .*#axe-probe-button/m);
    expect(found).toMatch(/^color-contrast .*#axe-probe-text/m);
  });

  test('the checker reports cut text: a line after the ellipsis, a cut title, a long placeholder', async ({
    open,
  }) => {
    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/');
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<div style="display:flex;flex-direction:column;height:200px;width:200px">' +
            '<p class="probe-clamp" style="display:-webkit-box;-webkit-box-orient:vertical;' +
            '-webkit-line-clamp:3;overflow:hidden;flex:1;line-height:20px;margin:0">' +
            'words '.repeat(80) +
            '</p></div>' +
            '<div style="width:60px;overflow:hidden;white-space:nowrap">' +
            '<span class="probe-title">New password and more</span></div>' +
            '<div style="width:60px;overflow:hidden;white-space:nowrap">' +
            '<span class="probe-ellipsis" style="display:block;overflow:hidden;' +
            'text-overflow:ellipsis">Cut on purpose with an ellipsis</span></div>' +
            '<input aria-label="probe" class="probe-input" style="width:80px" ' +
            'placeholder="A placeholder far wider than its field">',
        );
    });
    const found = (await axeViolations(page)).join('\n');
    expect(found).toMatch(/^cut-text: more than 3 lines .*probe-clamp/m);
    expect(found).toMatch(/^cut-text: cut without an ellipsis .*probe-title/m);
    expect(found).toMatch(/^cut-text: placeholder cut: .*probe-input/m);
    expect(found).not.toContain('probe-ellipsis');
  });
});
