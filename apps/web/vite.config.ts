import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/** Vendor groups: React and the router change rarely and every page needs them. */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(i18next|react-i18next|@tanstack)\//.test(id)) return 'app-vendor';
  return undefined;
}

export default defineConfig({
  base: '/seuiot/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
