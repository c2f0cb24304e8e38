import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { waitForPath } from '../src/ui.js';

/**
 * The developer and support links of the footer (spec 2.3) land on their sections: /developer?
 * menuIndex=1-1 is the app launch list (issue 13).
 */
test.describe('footer links', () => {
  test('land on the developer, document and support sections', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO });
    await arriveAt(page, '/');
    const footer = page.getByRole('navigation', { name: text('zh', 'layout:footer.label') });
    const developerMenu = page.getByRole('navigation', { name: text('zh', 'developer:menuLabel') });
    const topMenu = page.getByRole('banner').getByRole('link', {
      name: text('zh', 'layout:menu.developer'),
      exact: true,
    });

    await footer.getByRole('link', { name: text('zh', 'layout:footer.api') }).click();
    await waitForPath(page, '/developer?menuIndex=2-1');
    const api = developerMenu.getByRole('link', { name: text('zh', 'developer:menu.api') });
    await api.waitFor();
    await expect.poll(() => api.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => topMenu.getAttribute('aria-current')).toBe('page');

    await footer.getByRole('link', { name: text('zh', 'layout:footer.appLaunch') }).click();
    await waitForPath(page, '/developer?menuIndex=1-1');
    await page.getByRole('heading', { level: 1, name: text('zh', 'developer:title') }).waitFor();
    const appList = developerMenu.getByRole('link', { name: text('zh', 'developer:menu.appList') });
    await expect.poll(() => appList.getAttribute('aria-current')).toBe('page');
    await page
      .getByRole('heading', { level: 2, name: text('zh', 'developer:menu.appList') })
      .waitFor();

    await footer.getByRole('link', { name: text('zh', 'layout:footer.documents') }).click();
    await waitForPath(page, '/articleWendan');
    await page
      .getByRole('heading', { level: 1, name: text('zh', 'developer:doc.listTitle') })
      .waitFor();
    await expect.poll(() => topMenu.getAttribute('aria-current')).toBe('page');

    const supportMenu = page.getByRole('banner').getByRole('link', {
      name: text('zh', 'layout:menu.support'),
      exact: true,
    });
    for (const [label, tab, tabName] of [
      ['layout:footer.faq', '1', 'support:tabs.faq'],
      ['layout:footer.workOrder', '2', 'support:tabs.contact'],
    ] as const) {
      await footer.getByRole('link', { name: text('zh', label) }).click();
      await waitForPath(page, `/support?tabIndex=${tab}`);
      const selected = page.getByRole('tab', { name: text('zh', tabName) });
      await expect.poll(() => selected.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => supportMenu.getAttribute('aria-current')).toBe('page');
    }
  });
});
