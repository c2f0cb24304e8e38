import { test as base, expect } from '@playwright/test';
import { openJourney, type Journey, type JourneyOptions } from './browser.js';
import { SavedSessions } from './sessions.js';
import { startStack, type Stack } from './stack.js';

export { expect };

/** Opens a fresh browser context (one journey) on this worker's server. */
export type Open = (options?: JourneyOptions) => Promise<Journey>;

/**
 * The journeys' test: `sessions` (worker) keeps the saved sessions of src/sessions.ts, signed in
 * on this worker's server; `stack` (worker, automatic) starts one built server with its sinks and SSO
 * partner per worker, so the two workers never share a database; `open` hands out fresh contexts
 * like the former useBrowser().open() and closes them after the test, attaching the page
 * problems (console errors, page errors, CSP reports) of a failed test to its report.
 */
export const test = base.extend<{ open: Open }, { stack: Stack; sessions: SavedSessions }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
    async ({}, use) => {
      const running = await startStack();
      await use(running.stack);
      await running.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  sessions: [
    async ({ browser, stack }, use) => {
      void stack;
      await use(new SavedSessions(browser));
    },
    { scope: 'worker' },
  ],
  open: async ({ browser, sessions }, use, testInfo) => {
    const journeys: Journey[] = [];
    await use(async (options = {}) => {
      const storageState = options.signedIn
        ? await sessions.state(options.edition ?? 'domestic', options.signedIn)
        : options.storageState;
      const journey = await openJourney(browser, { ...options, storageState });
      journeys.push(journey);
      return journey;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, journey] of journeys.entries()) {
        const report = { url: journey.page.url(), ...journey.problems };
        await testInfo.attach(`page-problems-${i}.json`, {
          body: JSON.stringify(report, null, 2),
          contentType: 'application/json',
        });
      }
    }
    await Promise.all(journeys.map((journey) => journey.context.close().catch(() => {})));
  },
});
