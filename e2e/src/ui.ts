import type { Locator, Page, Response } from 'playwright-core';
import { appReady } from './browser.js';
import { BASE } from './paths.js';
import { nameOf, text, type Lang } from './locales.js';

/**
 * Opens a path below the base (`/notice` -> `/seuiot/notice`) and waits for the app to render and
 * run the page (a page the server rendered is drawn before the app takes it over).
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(`${BASE}${path.replace(/^\//, '')}`, { waitUntil: 'load' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  await appReady(page);
  return response;
}

/**
 * Waits until the address is the base plus `path` (with its query, if given). The home page is
 * also accepted without the base's trailing slash (`/seuiot`), unless `exact`: only the journey
 * about the home address itself insists on the canonical `/seuiot/`, so that this one defect does
 * not hide every journey that passes through home.
 */
export async function waitForPath(
  page: Page,
  path: string,
  { exact = false, timeout = 20_000 }: { exact?: boolean; timeout?: number } = {},
): Promise<void> {
  const expected = new URL(`${BASE}${path.replace(/^\//, '')}`, 'http://x');
  const home = expected.pathname === BASE;
  await page.waitForURL(
    (url) =>
      url.search === expected.search &&
      (url.pathname === expected.pathname ||
        (home && !exact && url.pathname === BASE.replace(/\/$/, ''))),
    { timeout },
  );
}

/** True for the home page's address, with or without the trailing slash. */
export function isHome(page: Page): boolean {
  const url = new URL(page.url());
  return url.search === '' && (url.pathname === BASE || url.pathname === BASE.replace(/\/$/, ''));
}

/** Path and query of the page below the origin, e.g. `/seuiot/noticeDetail?id=2`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** Fills the login form (account and password fields found by their labels) and submits it. */
export async function submitLogin(
  page: Page,
  lang: Lang,
  credentials: { username: string; password: string },
): Promise<void> {
  const account = page.getByLabel(text(lang, 'auth:login.account'), { exact: true });
  const password = page.getByLabel(text(lang, 'auth:login.password'), { exact: true });
  await account.fill(credentials.username);
  await password.fill(credentials.password);
  await page.getByRole('button', { name: nameOf(text(lang, 'auth:login.submit')) }).click();
}

/** The text of the error toast that reads `text` (antd message), visible now. */
export function toast(page: Page, content: string) {
  return page.locator('.ant-message-notice').filter({ hasText: content });
}

/**
 * Waits until the home page is what shows: its entry of the header's main menu is the current
 * page and the document title names it (the page's own content changes from issue to issue).
 */
export async function waitForHomePage(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: text(lang, 'layout:mainMenu'), exact: true })
    .getByRole('link', { name: text(lang, 'layout:menu.home'), exact: true })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  const title = `${text(lang, 'layout:title.home')} - ${text(lang, 'common:brand')}`;
  await page.waitForFunction((expected) => document.title === expected, title);
}

/**
 * Resolves when the page's finite animations (a dialog zooming in, a toast fading) have ended;
 * spinners and other endless ones are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The dialog, open and done zooming in. A click during the zoom can miss: Playwright finds the
 * button, then the button grows away from that point before the click lands (CI saw the
 * agreement's OK "clicked" and the dialog stay open).
 */
export async function dialogAtRest(dialog: Locator): Promise<Locator> {
  await dialog.waitFor();
  await animationsDone(dialog.page());
  return dialog;
}

/** The page has rendered its content: a heading in main, no skeleton left, the network quiet. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('main').locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-skeleton')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}
