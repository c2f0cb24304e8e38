import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData } from '../src/api.js';
import { originOf, type Edition } from '../src/browser.js';
import type { AppSummary, Page as ListPage, Product, SolutionCase } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { HTML_LANG, text, type Lang } from '../src/locales.js';
import { htmlLang, settled, visit } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';
import { MARKET_PATHS, SOLUTION_PATHS } from '@seuiot/contract';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

async function facts(lang: Lang) {
  const origin = originOf(EDITION_OF[lang]);
  const cases = await apiData<ListPage<SolutionCase>>(origin, SOLUTION_PATHS.caseList.path, {
    lang,
  });
  const apps = await apiData<ListPage<AppSummary>>(origin, MARKET_PATHS.appList.path, { lang });
  const products = await apiData<Product[]>(origin, MARKET_PATHS.appProducts.path, { lang });
  return { caseId: cases.list[0]!.id, appId: apps.list[0]!.id, productId: products[0]!.id };
}

/** axe finds nothing on the workbench, solution, market and device-tool pages, in both languages. */
test.describe('accessibility of the workbench, solutions, market and device tools', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`public pages (${lang})`, async ({ open }) => {
      const { appId, productId } = await facts(lang);
      const { page } = await open({ edition: EDITION_OF[lang] });
      for (const path of [
        '/',
        '/solution?tabIndex=1',
        '/solution?tabIndex=2',
        `/solution?tabIndex=2&productId=${productId}`,
        '/marketplace?tabIndex=1',
        `/marketplace?tabIndex=2&productId=${productId}`,
        `/marketplace?appId=${appId}`,
        '/ecology',
      ]) {
        await visit(page, path);
        await settled(page);
        if (path.includes('appId')) await page.getByRole('dialog').locator('.mk-detail').waitFor();
        expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
        expect(await axeViolations(page), `${path} (${lang})`).toEqual([]);
      }
    });

    test(`pages behind login (${lang})`, async ({ open }) => {
      const { caseId, productId } = await facts(lang);
      const { page } = await open({ signedIn: DEMO, edition: EDITION_OF[lang] });
      await arriveAt(page, '/');
      for (const path of [
        '/',
        `/solutionDetail?id=${caseId}`,
        `/checkingData?productId=${productId}`,
        `/modelSelection?compare=${productId}`,
        '/superPwd',
      ]) {
        await visit(page, path);
        await settled(page);
        expect(await axeViolations(page), `${path} (${lang})`).toEqual([]);
      }
      // The service password dialog.
      await page
        .getByRole('button', { name: new RegExp(`^${text(lang, 'catalogue:superPwd.show')}`) })
        .nth(1)
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(lang, 'catalogue:superPwd.copy') })
        .waitFor();
      expect(await axeViolations(page), `/superPwd dialog (${lang})`).toEqual([]);
    });
  }

  test('the workbench, solutions and market at 400 px', async ({ open }) => {
    const { caseId, productId } = await facts('zh');
    const { page } = await open({ signedIn: DEMO, viewport: { width: 400, height: 800 } });
    await arriveAt(page, '/');
    for (const path of [
      '/',
      '/solution?tabIndex=1',
      `/solution?tabIndex=2&productId=${productId}`,
      `/solutionDetail?id=${caseId}`,
      '/marketplace?tabIndex=1',
      `/modelSelection?compare=${productId}`,
      '/superPwd',
    ]) {
      await visit(page, path);
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
