import type { Page as PwPage } from 'playwright-core';
import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData } from '../src/api.js';
import { originOf } from '../src/browser.js';
import type { AppDetail, AppSummary, Industry, Page, Product } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { chooseOption } from '../src/select.js';
import { visit, waitForPath } from '../src/ui.js';
import { MARKET_PATHS } from '@seuiot/contract';

const origin = () => originOf('domestic');

/** Names on the app cards of the list named `label`. */
async function shownApps(page: PwPage, label: string): Promise<string[]> {
  const list = page.getByRole('list', { name: label, exact: true });
  await list.waitFor();
  return (await list.getByRole('heading').allInnerTexts()).map((name) => name.trim());
}

/** The app market (spec 2.7): apps by category and charge type, adaptation query, app detail. */
test.describe('app market', () => {
  test('an anonymous visitor filters apps, uses the adaptation query and opens an app', async ({
    open,
  }) => {
    const classes = await apiData<Industry[]>(origin(), MARKET_PATHS.appClassification.path, {
      lang: 'zh',
    });
    const all = await apiData<Page<AppSummary>>(origin(), MARKET_PATHS.appList.path, {
      lang: 'zh',
    });
    const category = classes.find((c) => all.list.some((a) => a.classification === c.name))!;
    const paidInCategory = await apiData<Page<AppSummary>>(origin(), MARKET_PATHS.appList.path, {
      lang: 'zh',
      classificationId: category.id,
      chargeType: 'paid',
    });

    const { page } = await open();
    await visit(page, '/marketplace');
    const listLabel = text('zh', 'catalogue:market.listLabel');
    expect(await shownApps(page, listLabel)).toEqual(all.list.map((app) => app.name));

    await page
      .getByRole('group', { name: text('zh', 'catalogue:market.classification') })
      .getByRole('button', { name: category.name, exact: true })
      .click();
    await waitForPath(page, `/marketplace?classificationId=${category.id}`);
    await page
      .getByRole('group', { name: text('zh', 'catalogue:market.chargeType') })
      .getByRole('button', { name: text('zh', 'catalogue:app.paid'), exact: true })
      .click();
    await waitForPath(page, `/marketplace?classificationId=${category.id}&chargeType=paid`);
    if (paidInCategory.total === 0) {
      await page.getByText(text('zh', 'catalogue:market.empty')).waitFor();
    } else {
      await page
        .getByText(text('zh', 'catalogue:app.total', { count: String(paidInCategory.total) }))
        .waitFor();
      expect(await shownApps(page, listLabel)).toEqual(paidInCategory.list.map((a) => a.name));
    }

    // The adaptation tab: a model, then the apps adapted to it.
    const products = await apiData<Product[]>(origin(), MARKET_PATHS.appProducts.path, {
      lang: 'zh',
    });
    const model = products.find((p) => p.model === 'R30')!;
    const adapted = await apiData<Page<AppSummary>>(origin(), MARKET_PATHS.appList.path, {
      lang: 'zh',
      productId: model.id,
    });
    expect(adapted.total).toBeGreaterThan(0);
    await page.getByRole('tab', { name: text('zh', 'catalogue:market.tabAdaptation') }).click();
    await waitForPath(page, '/marketplace?tabIndex=2');
    await chooseOption(page, text('zh', 'catalogue:adaptation.choose'), model.name, model.model);
    await waitForPath(page, `/marketplace?tabIndex=2&productId=${model.id}`);
    const adaptedLabel = text('zh', 'catalogue:adaptation.listLabel');
    expect(await shownApps(page, adaptedLabel)).toEqual(adapted.list.map((a) => a.name));

    // The detail drawer of the first adapted app.
    const app = adapted.list[0]!;
    const detail = await apiData<AppDetail>(origin(), MARKET_PATHS.appDetail.path, {
      id: app.id,
      lang: 'zh',
    });
    await page
      .getByRole('list', { name: adaptedLabel, exact: true })
      .getByRole('link', { name: app.name, exact: true })
      .click();
    await waitForPath(page, `/marketplace?tabIndex=2&productId=${model.id}&appId=${app.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByText(detail.packageName, { exact: true }).waitFor();
    for (const label of [
      'catalogue:app.chargeType',
      'catalogue:app.packageName',
      'catalogue:app.versionName',
      'catalogue:app.softwareType',
      'catalogue:app.developer',
    ])
      await drawer.getByText(text('zh', label), { exact: true }).waitFor();
    await drawer
      .getByText(text('zh', `catalogue:app.${detail.chargeType}`), { exact: true })
      .waitFor();
    await drawer.getByText(detail.versionName, { exact: false }).first().waitFor();
    for (const device of detail.devices)
      await drawer.getByRole('link', { name: device.model, exact: true }).waitFor();

    // Closing the drawer leaves the address of the list.
    await drawer.getByRole('button', { name: text('zh', 'catalogue:app.close') }).click();
    await waitForPath(page, `/marketplace?tabIndex=2&productId=${model.id}`);
  });

  test('the ecosystem software lists its own apps in English', async ({ open }) => {
    const eco = await apiData<Page<AppSummary>>(
      originOf('overseas'),
      MARKET_PATHS.ecologicalSoftware.path,
      {
        lang: 'en',
      },
    );
    expect(eco.total).toBeGreaterThan(0);
    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/marketplace');
    await page
      .getByRole('link', { name: text('en', 'catalogue:ecology.title'), exact: true })
      .click();
    await waitForPath(page, '/ecology');
    expect(await shownApps(page, text('en', 'catalogue:ecology.listLabel'))).toEqual(
      eco.list.map((app) => app.name),
    );
    const menu = page.getByRole('banner').getByRole('link', {
      name: text('en', 'layout:menu.marketplace'),
      exact: true,
    });
    await expect.poll(() => menu.getAttribute('aria-current')).toBe('page');
  });

  test('a signed-in customer reads the checking data of a model', async ({ open }) => {
    const products = await apiData<Product[]>(origin(), MARKET_PATHS.appProducts.path, {
      lang: 'zh',
    });
    const model = products.find((p) => p.model === 'S90C')!;
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/checkingData');
    const res = await context.request.get(
      `/api${MARKET_PATHS.checkingData.path}?productId=${model.id}&lang=zh`,
    );
    const data = (
      (await res.json()) as {
        data: {
          adaptedCount: number;
          totalCount: number;
          apps: { name: string; adapted: boolean }[];
        };
      }
    ).data;
    await chooseOption(page, text('zh', 'catalogue:adaptation.choose'), model.name, model.model);
    await waitForPath(page, `/checkingData?productId=${model.id}`);
    await page
      .getByText(
        text('zh', 'catalogue:checking.count', {
          adapted: String(data.adaptedCount),
          total: String(data.totalCount),
        }),
      )
      .waitFor();
    const table = page.getByRole('table', {
      name: text('zh', 'catalogue:checking.tableLabel', { model: model.model }),
    });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(10, data.apps.length));
    const first = data.apps[0]!;
    await expect
      .poll(() => rows.first().innerText())
      .toContain(text('zh', first.adapted ? 'catalogue:checking.yes' : 'catalogue:checking.no'));
  });
});
