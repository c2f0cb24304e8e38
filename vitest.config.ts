import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { dialectTestFiles } from './apps/server/src/test/dialect-tests.js';

const root = import.meta.dirname;
/**
 * With TEST_DATABASE_URL (the PostgreSQL pass of `npm test`) the server project runs only the
 * files that can tell the dialects apart; the others ran in the SQLite pass (decision 0046).
 */
const serverTests = process.env.TEST_DATABASE_URL
  ? dialectTestFiles(path.join(root, 'apps/server/src'), root)
  : ['apps/server/src/**/*.test.ts'];

// One vitest run covers the unit and server projects; e2e has its own config (real browser).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two. Much of a
    // server test's time is spent waiting (on PostgreSQL, child processes, sockets), so one
    // worker per core keeps both busy (decision 0046).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Workers live across files (no new process per file). Whether a file gets a fresh module
    // graph is each project's `isolate`: vitest starts a process per file whenever this root
    // setting is left at its default, whatever the projects say (decisions 0049, 0051).
    isolate: false,
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
          include: serverTests,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's files share one module graph per worker instead of importing it anew per
          // file (about 3 s each): no server test mocks a module, and each builds its own app
          // and database (decision 0049).
          isolate: false,
          // Migrates and seeds one template database per run; createTestApp copies it (0042).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      './packages/ui/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
      './apps/console/vitest.config.ts',
    ],
  },
});
