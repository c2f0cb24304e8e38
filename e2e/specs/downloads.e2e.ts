import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { customerWithout } from '../src/accounts.js';
import type { CatalogueFile, CategoryNode, Page } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { toast, waitForPath } from '../src/ui.js';
import { DOWNLOAD_PATHS } from '@seuiot/contract';

/** The download centre: folders, search, paging, and the section permission. */
test.describe('download centre', () => {
  test('filters the files by folder and searches them by name', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO });
    await arriveAt(page, '/download');
    const request = page.context().request;
    const tree = await browserGet<CategoryNode[]>(
      request,
      `${DOWNLOAD_PATHS.fileCategories.path}?lang=zh`,
    );
    const folder = tree.data.find((node) => node.name === '固件与系统') ?? tree.data[0]!;
    const inFolder = await browserGet<Page<CatalogueFile>>(
      request,
      `${DOWNLOAD_PATHS.downloadCenter.path}?classificationId=${folder.id}&lang=zh`,
    );
    expect(inFolder.data.total).toBeGreaterThan(0);

    const rows = page.getByRole('main').getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const folders = page.getByRole('navigation', { name: text('zh', 'downloads:folders') });
    await folders.getByRole('link', { name: folder.name, exact: true }).click();
    await waitForPath(page, `/download?classificationId=${folder.id}`);
    await page.getByRole('heading', { level: 2, name: folder.name }).waitFor();
    await page
      .getByText(text('zh', 'downloads:total', { count: String(inFolder.data.total) }))
      .waitFor();
    const names = () =>
      rows.evaluateAll((all) =>
        all.slice(1).map((row) => row.querySelector('td')?.textContent?.trim() ?? ''),
      );
    await expect.poll(names).toEqual(inFolder.data.list.map((file) => file.fileName));

    // A word from the first file's name narrows the folder down to the files that contain it.
    const word = inFolder.data.list[0]!.fileName.slice(0, 2);
    const found = await browserGet<Page<CatalogueFile>>(
      request,
      `${DOWNLOAD_PATHS.downloadCenter.path}?classificationId=${folder.id}&keyword=${encodeURIComponent(word)}&lang=zh`,
    );
    const search = page.getByLabel(text('zh', 'downloads:searchLabel'), { exact: true });
    await search.fill(word);
    await search.press('Enter');
    await waitForPath(
      page,
      `/download?classificationId=${folder.id}&keyword=${encodeURIComponent(word)}`,
    );
    await expect.poll(names).toEqual(found.data.list.map((file) => file.fileName));
    for (const name of await names()) expect(name).toContain(word);
  });

  test('pages through every file on the server, 10 at a time', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, edition: 'overseas' });
    await arriveAt(page, '/download');
    const second = await browserGet<Page<CatalogueFile>>(
      page.context().request,
      `${DOWNLOAD_PATHS.downloadCenter.path}?pageNum=2&lang=en`,
    );
    expect(second.data.total).toBeGreaterThan(10);
    await page.locator('.ant-pagination-item-2').click();
    await waitForPath(page, '/download?pageNum=2');
    await page
      .getByRole('main')
      .getByRole('cell', { name: second.data.list[0]!.fileName, exact: true })
      .waitFor();
  });

  for (const lang of ['zh', 'en'] as const) {
    test(`a user without the download section is told to contact the administrator (${lang})`, async ({
      open,
    }) => {
      const user = customerWithout('nodownload', ['download']);
      const { page } = await open({
        signedIn: user,
        edition: lang === 'zh' ? 'domestic' : 'overseas',
      });
      await arriveAt(page, '/download');
      const message = text(lang, 'errors:A0017');
      await toast(page, message).first().waitFor();
      // The page itself says so too, in place of the folders and the table.
      await page.locator('.no-permission').getByText(message, { exact: true }).waitFor();
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toContain('A0017');
    });
  }
});
