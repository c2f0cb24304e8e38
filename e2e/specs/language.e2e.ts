import type { Page } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { apiData, type NoticePage } from '../src/api.js';
import { originOf } from '../src/browser.js';
import { COOKIES } from '../src/demo.js';
import { HTML_LANG, MENU_KEYS, nameOf, text, type Lang } from '../src/locales.js';
import { htmlLang, visit } from '../src/ui.js';
import { NOTICE_CALLS } from '@seuiot/contract';

/** The header's main menu shows every entry in `lang` (and not in the other language). */
async function expectMenuIn(page: Page, lang: Lang): Promise<void> {
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  const nav = page.getByRole('banner').getByRole('navigation', {
    name: text(lang, 'layout:mainMenu'),
    exact: true,
  });
  await nav.waitFor();
  for (const key of MENU_KEYS) {
    await nav.getByRole('link', { name: text(lang, `layout:menu.${key}`), exact: true }).waitFor();
    expect(
      await nav.getByRole('link', { name: text(other, `layout:menu.${key}`), exact: true }).count(),
    ).toBe(0);
  }
}

async function newestTitle(lang: Lang): Promise<string> {
  const page = await apiData<NoticePage>(originOf('domestic'), NOTICE_CALLS.list.path, {
    pageNum: 1,
    pageSize: 1,
    lang,
  });
  return page.list[0]!.title;
}

/** Journey 4: the language switch changes the page and survives a reload. */
test.describe('language', () => {
  test('switching to English and back changes html lang, menu and content, and persists across reloads', async ({
    open,
  }) => {
    const { page, context } = await open();
    await visit(page, '/');
    expect(await htmlLang(page)).toBe(HTML_LANG.zh);
    await expectMenuIn(page, 'zh');
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: await newestTitle('zh'), exact: true })
      .first()
      .waitFor();

    await page
      .getByRole('banner')
      .getByRole('button', { name: nameOf('English') })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expectMenuIn(page, 'en');
    // Content from the server follows the language too.
    await main
      .getByRole('link', { name: await newestTitle('en'), exact: true })
      .first()
      .waitFor();

    await page.reload();
    await page.locator('#root > *').first().waitFor();
    expect(await htmlLang(page)).toBe(HTML_LANG.en);
    await expectMenuIn(page, 'en');
    const cookie = (await context.cookies()).find((c) => c.name === COOKIES.lang);
    expect(cookie?.value).toBe('en');
    // Kept for 30 days, not only for the browser session.
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

    await page
      .getByRole('banner')
      .getByRole('button', { name: nameOf('中文') })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await expectMenuIn(page, 'zh');
    await page.reload();
    await page.locator('#root > *').first().waitFor();
    expect(await htmlLang(page)).toBe(HTML_LANG.zh);
    await expectMenuIn(page, 'zh');
  });

  test('the overseas edition starts in English, and ?lang=zh switches it for later visits', async ({
    open,
  }) => {
    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/');
    expect(await htmlLang(page)).toBe(HTML_LANG.en);
    await expectMenuIn(page, 'en');

    await visit(page, '/?lang=zh');
    expect(await htmlLang(page)).toBe(HTML_LANG.zh);
    await visit(page, '/notice');
    expect(await htmlLang(page)).toBe(HTML_LANG.zh);
    await expectMenuIn(page, 'zh');
  });
});
