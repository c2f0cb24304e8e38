import type { Locator } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { axeViolations } from '../src/axe.js';
import { consoleText, staffSignIn } from '../src/console-staff.js';
import { LANGS, MENU_KEYS, text, type Lang } from '../src/locales.js';
import { signUp, type Account } from '../src/sign-up.js';
import { visit } from '../src/ui.js';

/** A display name of 30 characters, wide letters included (issue 26, item 11). */
const LONG_NAME = 'Maximilian Wolfgang Oberhausen';

let customer: Promise<Account> | undefined;
/** One customer per worker whose header shows LONG_NAME. */
function longNamed(): Promise<Account> {
  customer ??= signUp('domestic', { prefix: 'wide', truename: LONG_NAME });
  return customer;
}

/** Where the element's box sits, and whether it or a box around it cuts it off. */
function fitOf(element: Locator) {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    let clippedBy = '';
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const around = up.getBoundingClientRect();
      const outside = box.left < around.left - 0.5 || box.right > around.right + 0.5;
      if (outside || up.scrollWidth > up.clientWidth) clippedBy ||= up.tagName;
    }
    return {
      left: box.left,
      right: box.right,
      viewport: window.innerWidth,
      ownOverflow: el.scrollWidth > el.clientWidth,
      clippedBy,
    };
  });
}

/** How many lines the element's text takes. */
function linesOf(element: Locator) {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
}

/**
 * Issue 26, item 11: from 1024 px, in both languages and with a 30-character name, every entry of
 * the header's menu is whole on screen and the name stays on one line (cut with an ellipsis, the
 * whole name in its title and in the button's name).
 */
test.describe('header at desktop widths', () => {
  for (const lang of LANGS) {
    for (const width of [1024, 1280]) {
      test(`${lang} at ${width} px: every menu entry shows, the name on one line`, async ({
        open,
      }) => {
        const account = await longNamed();
        const { page } = await open({ viewport: { width, height: 800 }, signedIn: account });
        await visit(page, `/?lang=${lang}`);
        const banner = page.getByRole('banner');
        const nav = banner.getByRole('navigation', {
          name: text(lang as Lang, 'layout:mainMenu'),
          exact: true,
        });
        const user = banner.getByRole('button', { name: LONG_NAME });
        await user.waitFor();
        for (const key of MENU_KEYS) {
          const link = nav.getByRole('link', {
            name: text(lang as Lang, `layout:menu.${key}`),
            exact: true,
          });
          const fit = await fitOf(link);
          expect(fit.left, key).toBeGreaterThanOrEqual(0);
          expect(fit.right, key).toBeLessThanOrEqual(fit.viewport);
          expect(fit.ownOverflow, key).toBe(false);
          expect(fit.clippedBy, key).toBe('');
        }
        const name = user.locator('.user-name');
        expect(await name.getAttribute('title')).toBe(LONG_NAME);
        expect(await linesOf(name)).toBe(1);
        // Nor does anything else in the header give way to the name (中文 broke into two lines).
        expect(await linesOf(banner.locator('.lang-switch span'))).toBe(1);
        const userFit = await fitOf(user);
        expect(userFit.right).toBeLessThanOrEqual(userFit.viewport);
      });
    }
  }
});

/**
 * Issue 26, item 19: the console on a 400 px phone. The menu is behind a labelled button, closes
 * after a choice and on Escape, and a table's action button can be scrolled to and used.
 */
test('console at 400 px: the menu closes after a choice, the table actions are reachable', async ({
  open,
}) => {
  const lang: Lang = 'en';
  const t = (key: string) => consoleText(lang, key);
  const { page, problems } = await open({
    edition: 'overseas',
    viewport: { width: 400, height: 800 },
  });
  await staffSignIn(page, lang, 'administrator');
  const toggle = page.getByRole('button', { name: t('shell.openMenu'), exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The content has the page's whole width: the menu takes none of it while closed.
  const main = await page.getByRole('main').boundingBox();
  expect(main?.width).toBe(await page.evaluate(() => document.body.clientWidth));

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('link', { name: t('shell.staff'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t('shell.staff') }).waitFor();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  // The page itself never scrolls sideways; the table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);

  const edit = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${t('staff.edit')} `) })
    .first();
  await edit.scrollIntoViewIfNeeded();
  const box = await edit.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(400);
  expect(await axeViolations(page)).toEqual([]);
  await edit.click();
  await page.getByRole('dialog').waitFor();
  expect(problems.pageErrors).toEqual([]);
});
