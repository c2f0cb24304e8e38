import { expect, test } from '../src/test.js';
import { MENU_KEYS, nameOf, text } from '../src/locales.js';
import { fitsWidth } from '../src/account-ui.js';
import { dialogAtRest, pathOf, visit, waitForHomePage, waitForPath } from '../src/ui.js';

/** Journeys 5 to 7: the mobile menu, unknown paths and the 404 page. */
test.describe('layout and routing', () => {
  // A phone, and a tablet in English: below 1024 px a strip of seven entries does not fit, and
  // one scrolling sideways hid the last entries (decision 0060).
  for (const [lang, width] of [
    ['zh', 400],
    ['en', 800],
  ] as const) {
    test(`at ${width} px (${lang}) the menu is behind a button that opens a side drawer with every entry`, async ({
      open,
    }) => {
      const { page } = await open({
        viewport: { width, height: 800 },
        edition: lang === 'zh' ? 'domestic' : 'overseas',
      });
      await visit(page, '/notice');
      const menuName = text(lang, 'layout:mainMenu');
      const button = page.getByRole('button', { name: text(lang, 'layout:openMenu'), exact: true });
      await button.waitFor();
      // No horizontal menu in the header, and nothing sticks out sideways.
      expect(
        await page.getByRole('banner').getByRole('navigation', { name: menuName }).count(),
      ).toBe(0);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await fitsWidth(page)).toBe(true);

      await button.click();
      // At rest: its box is measured below, and a link clicked while it slides in can be missed.
      const drawer = await dialogAtRest(page.getByRole('dialog'));
      const nav = drawer.getByRole('navigation', { name: menuName, exact: true });
      for (const key of MENU_KEYS) {
        await nav
          .getByRole('link', { name: text(lang, `layout:menu.${key}`), exact: true })
          .waitFor();
      }
      const box = await drawer.boundingBox();
      expect(box?.x ?? -1).toBeLessThanOrEqual(1);
      expect(box?.width ?? 9999).toBeLessThan(width);

      // Following an entry navigates and closes the drawer.
      await nav.getByRole('link', { name: text(lang, 'layout:menu.home'), exact: true }).click();
      await waitForPath(page, '/');
      await drawer.waitFor({ state: 'hidden' });
    });
  }

  test('an unknown path goes to the home page at its canonical address /seuiot/', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/does-not-exist');
    await waitForHomePage(page, 'zh');
    // The address a fresh load of home gets (the server redirects /seuiot to /seuiot/).
    await waitForPath(page, '/', { exact: true, timeout: 5_000 });
    expect(pathOf(page)).toBe('/seuiot/');
  });

  test('/404 says the page does not exist and has a button back home', async ({ open }) => {
    const { page } = await open();
    await visit(page, '/404');
    await page.getByRole('heading', { name: text('zh', 'layout:notFound.title') }).waitFor();
    expect(pathOf(page)).toBe('/seuiot/404');
    await page.getByRole('button', { name: nameOf(text('zh', 'layout:notFound.home')) }).click();
    await waitForPath(page, '/');
    await waitForHomePage(page, 'zh');
  });
});
