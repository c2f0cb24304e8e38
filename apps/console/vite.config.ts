import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * As in the portal's build: the contract's modules only declare constants and schemas, but Rollup
 * cannot prove a top-level `z.object(...)` pure and would pull all of zod into the first load.
 */
const TOP_LEVEL_CALL = /^((?:export )?const [\w$]+ = )(?=[\w$.]+\s*\()/gm;

function contractIsPure(): Plugin {
  return {
    name: 'seuiot:contract-is-pure',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      if (id.endsWith('/packages/contract/src/zod.ts')) return null;
      return {
        code: code.replace(TOP_LEVEL_CALL, '$1/*#__PURE__*/ '),
        map: null,
        moduleSideEffects: false,
      };
    },
  };
}

/**
 * The staff console: its own bundle, never imported by the portal. Built with a relative base:
 * the server serves it under CONSOLE_PATH (default /seuiot-console/) and puts a <base href> in
 * index.html, so the path is configurable without a rebuild (decision 0018).
 */
export default defineConfig({
  base: './',
  plugins: [react(), contractIsPure()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
