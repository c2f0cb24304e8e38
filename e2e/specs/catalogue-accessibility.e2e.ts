import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData } from '../src/api.js';
import { originOf, type Edition } from '../src/browser.js';
import type { ArticleSummary, MaterialSummary, Page as ListPage } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { HTML_LANG, text, type Lang } from '../src/locales.js';
import { dialogAtRest, htmlLang, settled, toast, visit } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';
import { MARKETING_PATHS, DOWNLOAD_PATHS, SUPPORT_PATHS } from '@seuiot/contract';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/** axe finds nothing on the catalogue pages of this issue, in Chinese and in English. */
test.describe('accessibility of the catalogue pages', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`public pages (${lang}): marketing and support`, async ({ open }) => {
      const { page } = await open({ edition: EDITION_OF[lang] });
      for (const path of [
        '/marketing',
        '/marketing?typeId=1',
        '/support?tabIndex=1',
        '/support?tabIndex=2',
      ]) {
        await visit(page, path);
        await settled(page);
        expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
        expect(await axeViolations(page), `${path} (${lang})`).toEqual([]);
      }
    });

    test(`pages behind login (${lang})`, async ({ open }) => {
      // Eleven pages, each settled and checked with axe: minutes on a busy machine.
      test.slow();
      const origin = originOf(EDITION_OF[lang]);
      const materials = await apiData<ListPage<MaterialSummary>>(
        origin,
        MARKETING_PATHS.materialList.path,
        {
          lang,
        },
      );
      const { page } = await open({ signedIn: DEMO, edition: EDITION_OF[lang] });
      await arriveAt(page, '/articleWendan');
      const docs = await page
        .context()
        .request.get(`/api${SUPPORT_PATHS.articleList.path}?kind=document&lang=${lang}`);
      const document = ((await docs.json()) as { data: ListPage<ArticleSummary> }).data.list[0]!;
      const paths = [
        '/articleWendan',
        `/articleDetail?id=${document.id}`,
        `/marketingDetail?id=${materials.list[0]!.id}`,
        '/marketingDownload',
        '/developer?menuIndex=2-1',
        '/developer?menuIndex=2-2',
        '/developer?menuIndex=2-3',
        '/developer?menuIndex=2-4',
        '/developer?menuIndex=2-5',
        '/download',
        '/support?tabIndex=1',
      ];
      for (const path of paths) {
        await visit(page, path);
        await settled(page);
        expect(await axeViolations(page), `${path} (${lang})`).toEqual([]);
      }
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    test(`file actions (${lang}): favourites, the share dialog and the image viewer`, async ({
      open,
    }) => {
      const { page } = await open({ signedIn: DEMO, edition: EDITION_OF[lang] });
      await arriveAt(page, '/download');
      const files = await page
        .context()
        .request.get(`/api${DOWNLOAD_PATHS.downloadCenter.path}?pageSize=100&lang=${lang}`);
      const image = (
        (await files.json()) as {
          data: ListPage<{ fileName: string; fileType: string; watermark: boolean }>;
        }
      ).data.list.find((file) => file.fileType === 'png' && file.watermark)!;
      // An image of the download centre: keep it, then preview it in the viewer.
      await visit(page, `/download?keyword=${encodeURIComponent(image.fileName)}`);
      await settled(page);
      const row = page.getByRole('main').getByRole('row').nth(1);
      const named = { name: image.fileName };
      // The other language's run may have kept it already (one demo account for both).
      const keep = row.getByRole('button', {
        name: text(lang, 'common:favourite.addNamed', named),
      });
      if ((await keep.count()) > 0) {
        await keep.click();
        // Keeping it says so in a toast; axe would catch the toast fading out over the viewer.
        const kept = toast(page, text(lang, 'common:favourite.added'));
        await kept.waitFor();
        await kept.waitFor({ state: 'detached' });
      }
      await row
        .getByRole('button', { name: text(lang, 'common:favourite.removeNamed', named) })
        .waitFor();
      await row
        .getByRole('button', { name: text(lang, 'common:fileActions.previewNamed', named) })
        .click();
      const viewer = page.getByRole('dialog');
      await viewer.getByRole('img').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `image viewer (${lang})`).toEqual([]);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await visit(page, '/center?menuIndex=0');
      await settled(page);
      expect(await axeViolations(page), `favourites (${lang})`).toEqual([]);

      const materials = await page
        .context()
        .request.get(`/api${MARKETING_PATHS.materialList.path}?lang=${lang}`);
      const material = ((await materials.json()) as { data: ListPage<MaterialSummary> }).data
        .list[0]!;
      await visit(page, `/marketingDetail?id=${material.id}`);
      await settled(page);
      await page.getByRole('button', { name: text(lang, 'common:fileActions.share') }).click();
      const share = await dialogAtRest(
        page.getByRole('dialog', { name: text(lang, 'common:fileActions.shareTitle') }),
      );
      await share.getByRole('button', { name: text(lang, 'common:share.create') }).click();
      await expect.poll(() => share.getByRole('textbox').inputValue()).toMatch(/token=/);
      expect(await axeViolations(page), `share dialog (${lang})`).toEqual([]);
    });
  }

  test('the download centre and the FAQ at 400 px', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, viewport: { width: 400, height: 800 } });
    await arriveAt(page, '/download');
    for (const path of ['/download', '/support?tabIndex=1', '/developer?menuIndex=2-1']) {
      await visit(page, path);
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
