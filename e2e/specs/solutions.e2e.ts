import type { Page as PwPage } from 'playwright-core';
import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { apiData, browserGet } from '../src/api.js';
import { originOf } from '../src/browser.js';
import { customerWithout } from '../src/accounts.js';
import type {
  AppDetail,
  DeviceApplicable,
  EquipmentGroup,
  Industry,
  Page,
  SolutionCase,
} from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { chooseOption } from '../src/select.js';
import { toast, visit, waitForPath } from '../src/ui.js';
import { MARKET_PATHS, SOLUTION_PATHS } from '@seuiot/contract';

const origin = () => originOf('domestic');

/** Titles of the solution cards on the page (level-2 headings of the list). */
async function shownTitles(page: PwPage): Promise<string[]> {
  const list = page.getByRole('list', { name: text('zh', 'catalogue:solution.listLabel') });
  await list.waitFor();
  return (await list.getByRole('heading').allInnerTexts()).map((title) => title.trim());
}

/** The solution centre (spec 2.7): solution query, device-applicable query, detail. */
test.describe('solution centre', () => {
  test('an anonymous visitor filters solutions by industry and device', async ({ open }) => {
    const industries = await apiData<Industry[]>(origin(), SOLUTION_PATHS.industries.path, {
      lang: 'zh',
    });
    const all = await apiData<Page<SolutionCase>>(origin(), SOLUTION_PATHS.caseList.path, {
      lang: 'zh',
    });
    // An industry with cases that is not the first one (a page that ignored the filter would fail).
    const industry = industries
      .slice(1)
      .find((item) => all.list.some((c) => c.industries.some((i) => i.id === item.id)))!;
    const byIndustry = await apiData<Page<SolutionCase>>(origin(), SOLUTION_PATHS.caseList.path, {
      lang: 'zh',
      industryId: industry.id,
    });
    expect(byIndustry.total).toBeGreaterThan(0);
    expect(byIndustry.total).toBeLessThan(all.total);

    const { page } = await open();
    await visit(page, '/solution');
    const tab = page.getByRole('tab', { name: text('zh', 'catalogue:solution.tabQuery') });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await shownTitles(page)).toEqual(all.list.map((item) => item.title));
    await page
      .getByText(text('zh', 'catalogue:solution.total', { count: String(all.total) }))
      .waitFor();

    const tags = page.getByRole('group', { name: text('zh', 'catalogue:solution.industry') });
    await tags.getByRole('button', { name: industry.name, exact: true }).click();
    await waitForPath(page, `/solution?industryId=${industry.id}`);
    await page
      .getByText(text('zh', 'catalogue:solution.total', { count: String(byIndustry.total) }))
      .waitFor();
    expect(await shownTitles(page)).toEqual(byIndustry.list.map((item) => item.title));
    expect(
      await tags
        .getByRole('button', { name: industry.name, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Then a device used by one of this industry's cases.
    const groups = await apiData<EquipmentGroup[]>(origin(), SOLUTION_PATHS.equipmentListNew.path, {
      lang: 'zh',
    });
    const device = groups
      .flatMap((group) => group.devices)
      .find((d) => byIndustry.list[0]!.devices.some((used) => used.id === d.id))!;
    const both = await apiData<Page<SolutionCase>>(origin(), SOLUTION_PATHS.caseList.path, {
      lang: 'zh',
      industryId: industry.id,
      productId: device.id,
    });
    await chooseOption(
      page,
      text('zh', 'catalogue:solution.deviceFilter'),
      device.name,
      device.model,
    );
    await waitForPath(page, `/solution?industryId=${industry.id}&productId=${device.id}`);
    await page
      .getByText(text('zh', 'catalogue:solution.total', { count: String(both.total) }))
      .waitFor();
    expect(await shownTitles(page)).toEqual(both.list.map((item) => item.title));
  });

  test('the device-applicable query shows a model’s solutions and apps, and an app opens in the market', async ({
    open,
  }) => {
    const groups = await apiData<{ products: { id: number; model: string }[] }[]>(
      origin(),
      '/front/classify/productListByFirst',
      { lang: 'zh' },
    );
    const model = groups.flatMap((group) => group.products).find((p) => p.model === 'S90C')!;
    const expected = await apiData<DeviceApplicable>(origin(), SOLUTION_PATHS.appEquipment.path, {
      productId: model.id,
      lang: 'zh',
    });
    expect(expected.cases.length).toBeGreaterThan(0);
    expect(expected.apps.length).toBeGreaterThan(0);

    const { page } = await open();
    await visit(page, '/solution');
    await page.getByRole('tab', { name: text('zh', 'catalogue:solution.tabDevice') }).click();
    await waitForPath(page, '/solution?tabIndex=2');
    await page.getByRole('button', { name: new RegExp(`^${model.model}\\s`) }).click();
    await waitForPath(page, `/solution?tabIndex=2&productId=${model.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', {
        name: text('zh', 'catalogue:device.cases', { count: String(expected.cases.length) }),
      })
      .waitFor();
    for (const item of expected.cases)
      await main.getByRole('link', { name: item.title, exact: true }).waitFor();

    const app = expected.apps[0]!;
    const detail = await apiData<AppDetail>(origin(), MARKET_PATHS.appDetail.path, {
      id: app.id,
      lang: 'zh',
    });
    await main.getByRole('link', { name: new RegExp(`^${app.name}`) }).click();
    await waitForPath(page, `/marketplace?appId=${app.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByText(detail.packageName, { exact: true }).waitFor();
    expect(await drawer.getByText(app.name, { exact: true }).first().isVisible()).toBe(true);
  });

  test('a signed-in customer reads a solution: industries, price, devices, files', async ({
    open,
  }) => {
    const list = await apiData<Page<SolutionCase>>(origin(), SOLUTION_PATHS.caseList.path, {
      lang: 'zh',
      pageSize: 20,
    });
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/solution');
    // A priced case with files (the detail answers them; it needs the session).
    let item: (SolutionCase & { files: { fileName: string }[] }) | undefined;
    for (const candidate of list.list.filter((c) => c.price > 0)) {
      const detail = await browserGet<SolutionCase & { files: { fileName: string }[] }>(
        context.request,
        `${SOLUTION_PATHS.caseDetail.path}?id=${candidate.id}&lang=zh`,
      );
      if (detail.data.files.length > 0) {
        item = detail.data;
        break;
      }
    }
    expect(item).toBeDefined();
    await visit(page, `/solutionDetail?id=${item!.id}`);
    await page.getByRole('heading', { level: 1, name: item!.title }).waitFor();
    const main = page.getByRole('main');
    for (const industry of item!.industries)
      await main.getByRole('link', { name: industry.name, exact: true }).waitFor();
    for (const device of item!.devices)
      await main.getByRole('link', { name: device.model, exact: true }).waitFor();
    const yuan = new Intl.NumberFormat('zh-CN', {
      style: 'currency',
      currency: 'CNY',
      maximumFractionDigits: 0,
    }).format(item!.price);
    await main.getByText(yuan).first().waitFor();
    await main
      .getByRole('heading', { level: 2, name: text('zh', 'catalogue:solution.files') })
      .waitFor();
    await main.getByRole('columnheader', { name: text('zh', 'common:file.name') }).waitFor();
    for (const file of item!.files) await main.getByText(file.fileName, { exact: true }).waitFor();
  });

  test('a customer without the solution section is told to contact the administrator', async ({
    open,
  }) => {
    const list = await apiData<Page<SolutionCase>>(origin(), SOLUTION_PATHS.caseList.path, {
      lang: 'zh',
    });
    const user = customerWithout('e2e-no-solution', ['solution']);
    const { page } = await open({ signedIn: user });
    await arriveAt(page, `/solutionDetail?id=${list.list[0]!.id}`);
    const message = text('zh', 'errors:A0017');
    // The toast (1 s) and the page's own explanation.
    await toast(page, message).waitFor();
    await page.getByRole('main').locator('.no-permission').getByText(message).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: list.list[0]!.title }).count()).toBe(
      0,
    );
  });

  test('the footer links land on the right tab of the solution centre and the app market', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/');
    const footer = page.getByRole('navigation', { name: text('zh', 'layout:footer.label') });
    const banner = page.getByRole('banner');
    for (const [label, path, tab, menu] of [
      [
        'layout:footer.solutionQuery',
        '/solution?tabIndex=1',
        'catalogue:solution.tabQuery',
        'layout:menu.solution',
      ],
      [
        'layout:footer.deviceSolutions',
        '/solution?tabIndex=2',
        'catalogue:solution.tabDevice',
        'layout:menu.solution',
      ],
      [
        'layout:footer.apps',
        '/marketplace?tabIndex=1',
        'catalogue:market.tabApps',
        'layout:menu.marketplace',
      ],
      [
        'layout:footer.adaptation',
        '/marketplace?tabIndex=2',
        'catalogue:market.tabAdaptation',
        'layout:menu.marketplace',
      ],
    ] as const) {
      await footer.getByRole('link', { name: text('zh', label), exact: true }).click();
      await waitForPath(page, path);
      const selected = page.getByRole('tab', { name: text('zh', tab) });
      await expect.poll(() => selected.getAttribute('aria-selected')).toBe('true');
      const entry = banner.getByRole('link', { name: text('zh', menu), exact: true });
      await expect.poll(() => entry.getAttribute('aria-current')).toBe('page');
    }
  });
});
