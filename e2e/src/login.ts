import type { Page } from 'playwright-core';
import type { Credentials } from './accounts.js';
import { DEMO } from './demo.js';
import type { Lang } from './locales.js';
import { submitLogin, visit, waitForPath } from './ui.js';

/**
 * Logs in through the login page and waits until the app has brought the browser to `path`
 * (the redirect target, with its query).
 */
export async function logInAt(
  page: Page,
  lang: Lang,
  path: string,
  credentials: Credentials = DEMO,
): Promise<void> {
  await visit(page, `/portal/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, lang, credentials);
  await waitForPath(page, path);
}

/**
 * Opens `path` in a context that starts signed in (a saved session, src/sessions.ts) and waits
 * until the app shows it there, as logInAt would after the form.
 */
export async function arriveAt(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await waitForPath(page, path);
}
