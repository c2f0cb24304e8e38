import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/paths.js';

/** The journeys that start stacks of their own (two instances, nginx, PostgreSQL, Redis, S3). */
const MULTI_INSTANCE = ['**/scale-out.e2e.ts', '**/load-balancer.e2e.ts'];

/**
 * End-to-end journeys against the built app on real ports with Debian's Chromium (never a
 * downloaded browser). Two workers, each with a server and database of its own (src/test.ts);
 * the tests of one file run in order in one worker. Timeouts are generous because a cold
 * Chromium and the first argon2 hash are slow on small machines.
 */
export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  globalSetup: './src/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  // Two workers share the two cores (and other work may run beside them): twice the former 90 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: MULTI_INSTANCE },
    // They start their own stacks: one at a time, beside the journeys.
    { name: 'multi-instance', testMatch: MULTI_INSTANCE, workers: 1 },
  ],
});
