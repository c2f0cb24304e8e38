import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import type { ApiEntry, ArticleSummary, CategoryNode, Page } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { nameOf, text } from '../src/locales.js';
import { pathOf, waitForPath } from '../src/ui.js';
import { RESOURCE_PATHS, SUPPORT_PATHS } from '@seuiot/contract';

/** Developer resources: documents and their views, the API reference by category. */
test.describe('developer', () => {
  test('a signed-in user reads a document and its views go up', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO });
    await arriveAt(page, '/articleWendan');
    const table = page.getByRole('table');
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.waitFor();
    const link = firstRow.getByRole('link');
    const name = (await link.innerText()).trim();
    const viewsBefore = Number(
      (await firstRow.getByRole('cell').nth(2).innerText()).replace(/\D/g, ''),
    );

    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const views = page.getByTestId('article-views');
    await expect
      .poll(async () => Number((await views.innerText()).replace(/\D/g, '')))
      .toBe(viewsBefore + 1);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // The list shows the new count too, and so does the server.
    await page.getByRole('link', { name: text('zh', 'developer:doc.backToList') }).click();
    await waitForPath(page, '/articleWendan');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect
      .poll(async () => Number((await row.getByRole('cell').nth(2).innerText()).replace(/\D/g, '')))
      .toBe(viewsBefore + 1);
    const list = await browserGet<Page<ArticleSummary>>(
      page.context().request,
      `${SUPPORT_PATHS.articleList.path}?kind=document&pageSize=50&lang=zh`,
    );
    expect(list.data.list.find((doc) => doc.id === id)?.views).toBe(viewsBefore + 1);
  });

  test('the API section shows a page of the entries of the chosen category', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, edition: 'overseas' });
    await arriveAt(page, '/developer?menuIndex=2-1');
    const request = page.context().request;
    const tree = await browserGet<CategoryNode[]>(
      request,
      `${RESOURCE_PATHS.apiCategoryTree.path}?lang=en`,
    );
    const category = tree.data[1]!.children[0] ?? tree.data[1]!;
    const entries = await browserGet<Page<ApiEntry>>(
      request,
      `${RESOURCE_PATHS.apiList.path}?categoryId=${category.id}&lang=en`,
    );
    expect(entries.data.total).toBeGreaterThan(0);

    const categories = page.getByRole('navigation', {
      name: text('en', 'developer:api.categories'),
    });
    await categories.getByRole('link', { name: category.name, exact: true }).click();
    await waitForPath(page, `/developer?menuIndex=2-1&categoryId=${category.id}`);
    const current = categories.getByRole('link', { name: category.name, exact: true });
    // The address changes before the menu re-renders with the new current entry.
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');

    const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
    await expect
      .poll(() => names.allInnerTexts())
      .toEqual(entries.data.list.map((entry) => entry.name));
    // Signature, parameters table and example come with every entry.
    const first = page.getByRole('main').getByRole('article').first();
    await first
      .getByRole('heading', { level: 4, name: text('en', 'developer:api.params') })
      .waitFor();
    expect(pathOf(page)).toContain('menuIndex=2-1');
  });

  test('pages the API entries on the server, the page in the address', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, edition: 'overseas' });
    await arriveAt(page, '/developer?menuIndex=2-1');
    const request = page.context().request;
    const tree = await browserGet<CategoryNode[]>(
      request,
      `${RESOURCE_PATHS.apiCategoryTree.path}?lang=en`,
    );
    // The section opens on the first category, with its branch below it.
    const second = await browserGet<Page<ApiEntry>>(
      request,
      `${RESOURCE_PATHS.apiList.path}?categoryId=${tree.data[0]!.id}&pageNum=2&lang=en`,
    );
    expect(second.data.total).toBeGreaterThan(10);
    const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
    await expect.poll(() => names.count()).toBe(10);
    await page.locator('.ant-pagination-item-2').click();
    await waitForPath(page, '/developer?menuIndex=2-1&pageNum=2');
    await expect
      .poll(() => names.allInnerTexts())
      .toEqual(second.data.list.map((entry) => entry.name));
  });

  test('the SDK sections list general and model SDKs with their parameters', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, edition: 'overseas' });
    await arriveAt(page, '/developer?menuIndex=2-2');
    const section = page.getByRole('region', { name: text('en', 'developer:menu.sdkGeneral') });
    const firstSdk = section.getByRole('article').first();
    await firstSdk.waitFor();
    await firstSdk
      .getByRole('button', { name: nameOf(text('en', 'developer:sdk.showParams')) })
      .click();
    await firstSdk
      .getByRole('columnheader', { name: text('en', 'developer:sdk.paramDefault') })
      .waitFor();

    await page.getByRole('link', { name: text('en', 'developer:menu.sdkModel') }).click();
    await waitForPath(page, '/developer?menuIndex=2-3');
    await page
      .getByRole('region', { name: text('en', 'developer:menu.sdkModel') })
      .getByRole('article')
      .first()
      .waitFor();
  });
});
