import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The files share one module graph per worker (decision 0051); none replaces a module
    // (apps/web/src/test/module-mocks.test.ts checks it).
    isolate: false,
    // The jsdom set-up the web's tests use too (antd's lean styles, cleanup, browser stand-ins),
    // from the shared package (decision 0063).
    setupFiles: ['../../packages/ui/src/test/dom-setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
