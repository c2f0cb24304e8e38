import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData } from '../src/api.js';
import { originOf, type Edition } from '../src/browser.js';
import type { ArticleSummary, HotKeyword, Page } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text, type Lang } from '../src/locales.js';
import { visit, waitForPath } from '../src/ui.js';
import { SUPPORT_PATHS } from '@seuiot/contract';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/** Support: FAQ search in both languages, hot keywords, hot questions, my search history. */
test.describe('support', () => {
  const searches: { lang: Lang; keyword: string }[] = [
    { lang: 'zh', keyword: '电池' },
    { lang: 'en', keyword: 'battery' },
  ];
  for (const { lang, keyword } of searches) {
    test(`searches the FAQ with the ${lang === 'zh' ? 'Chinese' : 'English'} keyword ${keyword}`, async ({
      open,
    }) => {
      const expected = await apiData<Page<ArticleSummary>>(
        originOf(EDITION_OF[lang]),
        SUPPORT_PATHS.articleList.path,
        { kind: 'faq', keyword, lang },
      );
      expect(expected.total).toBeGreaterThan(0);

      const { page } = await open({ edition: EDITION_OF[lang] });
      await visit(page, '/support?tabIndex=1');
      const search = page.getByLabel(text(lang, 'support:faq.searchLabel'), { exact: true });
      await search.fill(keyword);
      await search.press('Enter');
      await waitForPath(page, `/support?tabIndex=1&keyword=${encodeURIComponent(keyword)}`);

      const results = page.getByRole('region', {
        name: text(lang, 'support:faq.resultsFor', { keyword }),
      });
      await results
        .getByText(text(lang, 'support:faq.total', { count: String(expected.total) }))
        .waitFor();
      const questions = results.locator('.faq-question');
      await expect
        .poll(() => questions.allInnerTexts())
        .toEqual(expected.list.map((faq) => faq.name));

      // An answer opens in place, from the public article call.
      await results.getByRole('button', { name: expected.list[0]!.name }).click();
      await results.locator('.faq-answer p').first().waitFor();
    });
  }

  test('a hot keyword fills the search box and searches', async ({ open }) => {
    const [hot] = await apiData<HotKeyword[]>(
      originOf('domestic'),
      SUPPORT_PATHS.hotKeyWords.path,
      {
        lang: 'zh',
      },
    );
    const { page } = await open();
    await visit(page, '/support');
    await page.getByRole('button', { name: hot!.word, exact: true }).click();
    await waitForPath(page, `/support?keyword=${encodeURIComponent(hot!.word)}`);
    const search = page.getByLabel(text('zh', 'support:faq.searchLabel'), { exact: true });
    expect(await search.inputValue()).toBe(hot!.word);
    await page
      .getByRole('heading', {
        level: 2,
        name: text('zh', 'support:faq.resultsFor', { keyword: hot!.word }),
      })
      .waitFor();
  });

  test('shows the hot questions to anonymous visitors, without a search history', async ({
    open,
  }) => {
    const hot = await apiData<ArticleSummary[]>(
      originOf('overseas'),
      SUPPORT_PATHS.hotQuestion.path,
      {
        lang: 'en',
      },
    );
    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/support?tabIndex=1');
    const region = page.getByRole('region', { name: text('en', 'support:faq.hotQuestions') });
    await expect
      .poll(() => region.locator('.faq-question').allInnerTexts())
      .toEqual(hot.map((faq) => faq.name));
    expect(
      await page.getByRole('heading', { name: text('en', 'support:faq.history') }).count(),
    ).toBe(0);
  });

  test("lists the signed-in user's own searches, newest first, and searches one again", async ({
    open,
  }) => {
    const { page } = await open({ signedIn: DEMO });
    await arriveAt(page, '/support?tabIndex=1');
    const history = page.getByRole('region', { name: text('zh', 'support:faq.history') });
    await history.waitFor();
    const search = page.getByLabel(text('zh', 'support:faq.searchLabel'), { exact: true });
    for (const word of ['蓝牙', '保修']) {
      await search.fill(word);
      await search.press('Enter');
      await page
        .getByRole('heading', {
          level: 2,
          name: text('zh', 'support:faq.resultsFor', { keyword: word }),
        })
        .waitFor();
    }
    const words = history.getByRole('button');
    await expect
      .poll(async () => (await words.allInnerTexts()).slice(0, 2))
      .toEqual(['保修', '蓝牙']);

    await words.filter({ hasText: '蓝牙' }).click();
    await waitForPath(page, `/support?tabIndex=1&keyword=${encodeURIComponent('蓝牙')}`);
    expect(await search.inputValue()).toBe('蓝牙');
  });

  test('tab 2 is the work-order form, with the edition’s support contact beside it', async ({
    open,
  }) => {
    const { page } = await open({ edition: 'overseas', signedIn: DEMO });
    await arriveAt(page, '/support?tabIndex=2');
    const tab = page.getByRole('tab', { name: text('en', 'support:tabs.contact') });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel(text('en', 'orders:field.title'), { exact: true }).waitFor();
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: text('en', 'support:contact.title') })
      .waitFor();
    await page.getByRole('main').locator('a[href^="mailto:"]').first().waitFor();
  });
});
