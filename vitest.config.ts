import { defineConfig } from 'vitest/config';

// One vitest run covers the unit and server projects; e2e has its own config (real browser).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates and seeds one template database per run; createTestApp copies it (0042).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      './apps/console/vitest.config.ts',
    ],
  },
});
