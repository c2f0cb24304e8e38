import { configDefaults, defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { filesThatMockModules } from './src/test/module-mocks';

const mocking = filesThatMockModules(import.meta.dirname);

/**
 * The web's tests in two projects: most files share one module graph per worker (`isolate:
 * false`, about half the CPU of importing React, antd and the app anew per file); the few that
 * replace a module through vitest keep their own (decision 0051).
 */
export function webProject(kind: 'shared' | 'isolated') {
  return defineConfig({
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      name: kind === 'shared' ? 'web' : 'web-isolated',
      environment: 'jsdom',
      include: kind === 'shared' ? ['src/**/*.test.{ts,tsx}'] : mocking,
      exclude: kind === 'shared' ? [...configDefaults.exclude, ...mocking] : configDefaults.exclude,
      isolate: kind === 'isolated',
      // Setup files run again for every file; a module they import would not (shared graph).
      setupFiles: ['../../packages/ui/src/test/dom-setup.ts', 'src/test-setup.ts'],
      css: false,
      testTimeout: 15_000,
    },
  });
}
