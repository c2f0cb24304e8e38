import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
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

/**
 * Two builds (package.json `build`): the browser's app into dist/, then the server's rendering of
 * the public pages (src/entry-server.tsx, decision 0014) into dist/ssr/, one self-contained module
 * the server loads (node_modules bundled in: antd's ES files are not importable by Node as they are).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/seuiot/',
  plugins: [react(), contractIsPure()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server's module runs React's production build whatever NODE_ENV the server process has.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: false,
        manifest: false,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: {
          output: { inlineDynamicImports: true },
          onwarn(warning, warn) {
            if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules'))
              return;
            // Bundled libraries' "use client" directives mean nothing in this module.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        // One stylesheet for the whole app (9 kB gzip): the page the server renders needs the
        // styles of its lazily loaded parts before their scripts arrive, and every page can be
        // drawn from the first response on.
        cssCodeSplit: false,
        rollupOptions: {
          output: { manualChunks },
          onwarn(warning, warn) {
            // zod's sources carry explanatory comments next to @__PURE__ that Rollup reports.
            if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules'))
              return;
            warn(warning);
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
