import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Vendor groups: React and the router change rarely and every page needs them. */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(i18next|react-i18next|@tanstack)\//.test(id)) return 'app-vendor';
  return undefined;
}

/**
 * The contract's modules only declare constants and schemas, but Rollup cannot prove that a
 * top-level `z.object(...)` has no side effects and would pull all of zod into every page that
 * needs LIMITS or ROUTES. Marking those initialisers pure keeps zod in the pages that validate.
 */
const TOP_LEVEL_CALL = /^((?:export )?const [\w$]+ = )(?=[\w$.]+\s*\()/gm;

function contractIsPure(): Plugin {
  return {
    name: 'seuiot:contract-is-pure',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      // zod.ts exists for its side effect (zod's CSP-safe mode): it must stay.
      if (id.endsWith('/packages/contract/src/zod.ts')) return null;
      return {
        code: code.replace(TOP_LEVEL_CALL, '$1/*#__PURE__*/ '),
        map: null,
        moduleSideEffects: false,
      };
    },
  };
}

export default defineConfig({
  base: '/seuiot/',
  plugins: [react(), contractIsPure()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: { manualChunks },
      onwarn(warning, warn) {
        // zod's sources carry explanatory comments next to @__PURE__ that Rollup reports.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
