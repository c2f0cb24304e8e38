import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// The suite runs against the built app; say so up front rather than after a failed global setup.
const root = fileURLToPath(new URL('..', import.meta.url));
const missing = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].filter(
  (file) => !fs.existsSync(`${root}${file}`),
);
if (missing.length > 0) {
  throw new Error(
    `The end-to-end suite runs against the built app; missing: ${missing.join(', ')}. ` +
      'Run `npm run build` at the repository root first.',
  );
}

/**
 * End-to-end journeys against the built app on a real port with a real Chromium. One file at a
 * time (two cores, one server, one browser per file); timeouts are generous because a cold
 * Chromium and the first argon2 hash are slow on small machines.
 */
const config: ViteUserConfig = defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    retry: 0,
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

export default config;
