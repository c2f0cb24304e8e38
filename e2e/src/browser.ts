import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM, REPO_ROOT } from './paths.js';

export type Edition = 'domestic' | 'overseas';

/** The origin of an edition: the same server reached through two host names. */
export function originOf(edition: Edition): string {
  return inject(edition === 'overseas' ? 'overseasOrigin' : 'domesticOrigin');
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
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

/**
 * Registers one browser for the spec file and hands out a fresh context per journey; contexts are
 * closed after each test, and a failing test leaves a screenshot and the page's problems in
 * e2e/test-results/.
 */
export function useBrowser(): { open(options?: JourneyOptions): Promise<Journey> } {
  let browser: Browser | undefined;
  let open: Journey[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (ctx) => {
    const journeys = open;
    open = [];
    if (ctx.task.result?.state === 'fail') {
      const dir = path.join(REPO_ROOT, 'e2e/test-results');
      fs.mkdirSync(dir, { recursive: true });
      for (const [i, journey] of journeys.entries()) {
        const base = path.join(dir, `${slug(ctx.task.name)}-${i}`);
        await journey.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
        const report = { url: journey.page.url(), ...journey.problems };
        fs.writeFileSync(`${base}.json`, JSON.stringify(report, null, 2));
      }
    }
    await Promise.all(journeys.map((journey) => journey.context.close().catch(() => {})));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options: JourneyOptions = {}): Promise<Journey> {
      if (!browser) throw new Error('the browser is not running (useBrowser outside a spec file?)');
      const origin = originOf(options.edition ?? 'domestic');
      const context = await browser.newContext({
        baseURL: origin,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        serviceWorkers: 'block',
        extraHTTPHeaders: options.clientIp ? { 'X-Forwarded-For': options.clientIp } : undefined,
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
      const journey: Journey = { context, page, origin, problems };
      open.push(journey);
      return journey;
    },
  };
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
