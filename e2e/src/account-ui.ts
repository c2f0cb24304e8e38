import type { Page } from 'playwright-core';
import { nameOf, text, type Lang } from './locales.js';
import { submitLogin, visit, waitForPath } from './ui.js';

/** The form control labelled with the text of `key` (antd Form.Item labels). */
export function field(page: Page, lang: Lang, key: string, vars: Record<string, string> = {}) {
  return page.getByLabel(text(lang, key, vars), { exact: true });
}

/** A button named by the text of `key`. */
export function button(page: Page, lang: Lang, key: string, vars: Record<string, string> = {}) {
  return page.getByRole('button', { name: nameOf(text(lang, key, vars)) });
}

/** Opens the antd Select labelled `key` and picks the option reading `option`. */
export async function choose(page: Page, lang: Lang, key: string, option: string): Promise<void> {
  await field(page, lang, key).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Logs in from the login page and waits for the home page (or `path`). */
export async function logIn(
  page: Page,
  lang: Lang,
  credentials: { username: string; password: string },
  path = '/',
): Promise<void> {
  await visit(
    page,
    path === '/' ? '/portal/login' : `/portal/login?redirect=${encodeURIComponent(path)}`,
  );
  await submitLogin(page, lang, credentials);
  await waitForPath(page, path);
}

/** True when nothing sticks out sideways (the page works at this width). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
  );
}
