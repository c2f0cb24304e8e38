import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData } from '../src/api.js';
import { originOf } from '../src/browser.js';
import type { MaterialSummary, Page } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { visit, waitForPath } from '../src/ui.js';
import { MARKETING_PATHS } from '@seuiot/contract';

/** Marketing tools: the public search by title, and a material opened by a signed-in user. */
test.describe('marketing', () => {
  test('an anonymous visitor searches materials by title', async ({ open }) => {
    const keyword = '彩页';
    const expected = await apiData<Page<MaterialSummary>>(
      originOf('domestic'),
      MARKETING_PATHS.materialList.path,
      { title: keyword, lang: 'zh', pageSize: 10 },
    );
    expect(expected.total).toBeGreaterThan(0);

    const { page } = await open();
    await visit(page, '/marketing');
    const search = page.getByLabel(text('zh', 'marketing:searchLabel'), { exact: true });
    await search.fill(keyword);
    await search.press('Enter');
    await waitForPath(page, `/marketing?title=${encodeURIComponent(keyword)}`);

    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await titles.first().waitFor();
    await page
      .getByText(text('zh', 'marketing:found', { count: String(expected.total), title: keyword }))
      .waitFor();
    const shown = await titles.allInnerTexts();
    expect(shown).toEqual(expected.list.map((item) => item.title));
    for (const title of shown) expect(title).toContain(keyword);
  });

  test('a signed-in user opens a material and sees its text and files', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO });
    await arriveAt(page, '/marketing');
    const first = page.getByRole('main').getByRole('article').first().getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seuiot/marketingDetail');
    await page
      .getByRole('heading', { level: 2, name: text('zh', 'marketing:filesTitle') })
      .waitFor();
  });
});
