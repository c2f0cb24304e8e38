import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { Credentials } from './accounts.js';
import { CHROMIUM, CHROMIUM_ARGS } from './paths.js';
import { stack } from './stack.js';

export type Edition = 'domestic' | 'overseas';

/** The origin of an edition: the same server reached through two host names. */
export function originOf(edition: Edition): string {
  return edition === 'overseas' ? stack().overseasOrigin : stack().domesticOrigin;
}

/** What went wrong inside the page while a journey ran. */
export interface PageProblems {
  /** console.error and console.warning texts. */
  console: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
  /** Console messages about the Content Security Policy (blocked scripts, styles...). */
  csp: string[];
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  origin: string;
  problems: PageProblems;
}

export interface JourneyOptions {
  edition?: Edition;
  viewport?: { width: number; height: number };
  /** The visitor's own address (X-Forwarded-For, src/client-ip.ts); 127.0.0.1 otherwise. */
  clientIp?: string;
  /** Cookies and storage to start from (a saved session, src/sessions.ts). */
  storageState?: BrowserContextOptions['storageState'];
  /** Start signed in as this account (a saved session of the worker, src/sessions.ts). */
  signedIn?: Credentials;
}

/**
 * Launches the Debian Chromium. Playwright gives every launch a fresh temporary profile
 * (user data dir) of its own and removes it on close, so nothing leaks between runs; each journey
 * then gets its own context (cookies, storage), which matters for the captcha that follows a
 * browser after a failed login.
 */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary; the suite never downloads a browser.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh context of `browser` for one journey: the edition's origin, the viewport, the client
 * address, problem capture (console errors, page errors, CSP reports) and the appReady wait
 * patched onto `page.goto` and `page.reload`. The caller closes the context (src/test.ts).
 */
export async function openJourney(
  browser: Browser,
  options: JourneyOptions = {},
): Promise<Journey> {
  const origin = originOf(options.edition ?? 'domestic');
  const context = await browser.newContext({
    baseURL: origin,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: 'block',
    extraHTTPHeaders: options.clientIp ? { 'X-Forwarded-For': options.clientIp } : undefined,
    storageState: options.storageState,
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const problems: PageProblems = { console: [], pageErrors: [], csp: [] };
  // Runs before any page script and outside the page's CSP (it is injected by the browser).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __cspViolations?: string[] };
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      (w.__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}${where}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.console.push(`${message.type()}: ${text}`);
    }
    if (/Content Security Policy/i.test(text)) problems.csp.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  // Every load of the app waits until the app runs the page (html[data-ready]): a page the
  // server rendered is on screen earlier, and a click before then reaches no handler.
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      await appReady(page);
      return response;
    };
  }
  return { context, page, origin, problems };
}

/**
 * Waits until the app runs the page it loaded (`<html data-ready>`, apps/web/src/lib/app-ready.ts);
 * pages outside the app (a partner site, a file) pass at once.
 */
export async function appReady(page: Page, timeout = 20_000): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/seuiot/')) return;
  await page
    .locator('html[data-ready]')
    .waitFor({ state: 'attached', timeout })
    .catch(() => undefined);
}

/** CSP violations the page has seen since it loaded (read from the page itself). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}
