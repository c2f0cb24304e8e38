import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/paths.js';

/** The journeys that start stacks of their own (two instances, nginx, PostgreSQL, Redis, S3). */
const MULTI_INSTANCE = ['**/scale-out.e2e.ts', '**/load-balancer.e2e.ts'];

/**
 * End-to-end journeys against the built app on real ports with Debian's Chromium (never a
 * downloaded browser). One worker by default (E2E_WORKERS for more): a journey is CPU-bound in the
 * server and Chromium, so two workers on two cores each ran at half speed (decision 0043). Each
 * worker has a server and database of its own (src/test.ts); the tests of one file run in order. Timeouts are generous because a cold
 * Chromium and the first argon2 hash are slow on small machines.
 */
export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  globalSetup: './src/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  // Generous: other work may share the two cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 },
    trace: { mode: 'retain-on-failure', screenshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: MULTI_INSTANCE },
    // They start stacks of their own (two instances each): one at a time.
    { name: 'multi-instance', testMatch: MULTI_INSTANCE, workers: 1 },
  ],
});
