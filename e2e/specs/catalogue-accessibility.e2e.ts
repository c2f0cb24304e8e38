import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData } from '../src/api.js';
import { originOf, useBrowser, type Edition } from '../src/browser.js';
import type { ArticleSummary, MaterialSummary, Page as ListPage } from '../src/catalogue.js';
import { logInAt } from '../src/login.js';
import { HTML_LANG, type Lang } from '../src/locales.js';
import { htmlLang, visit } from '../src/ui.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The page has rendered its content: no skeleton or spinner left, the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-skeleton')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

/** axe finds nothing on the catalogue pages of this issue, in Chinese and in English. */
describe('accessibility of the catalogue pages', () => {
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    it(`public pages (${lang}): marketing and support`, async () => {
      const { page } = await browser.open({ edition: EDITION_OF[lang] });
      for (const path of [
        '/marketing',
        '/marketing?typeId=1',
        '/support?tabIndex=1',
        '/support?tabIndex=2',
      ]) {
        await visit(page, path);
        await settled(page);
        expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
        expect(await violations(page), `${path} (${lang})`).toEqual([]);
      }
    });

    it(`pages behind login (${lang})`, async () => {
      const origin = originOf(EDITION_OF[lang]);
      const materials = await apiData<ListPage<MaterialSummary>>(origin, '/front/market/list', {
        lang,
      });
      const { page } = await browser.open({ edition: EDITION_OF[lang] });
      await logInAt(page, lang, '/articleWendan');
      const docs = await page
        .context()
        .request.get(`/api/front/article/articleList?kind=document&lang=${lang}`);
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
        expect(await violations(page), `${path} (${lang})`).toEqual([]);
      }
    });
  }

  it('the download centre and the FAQ at 400 px', async () => {
    const { page } = await browser.open({ viewport: { width: 400, height: 800 } });
    await logInAt(page, 'zh', '/download');
    for (const path of ['/download', '/support?tabIndex=1', '/developer?menuIndex=2-1']) {
      await visit(page, path);
      await settled(page);
      expect(await violations(page), path).toEqual([]);
    }
  });
});
