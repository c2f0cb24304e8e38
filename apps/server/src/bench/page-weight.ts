import fs from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM,
  measureFromManifest,
  measureInBrowser,
  type PageJs,
  type PageToMeasure,
} from './bundle-size.js';
import { log } from './format.js';
import { distDir } from './setup.js';

/** Budgets are in kB of 1,000 bytes, the unit Vite's build report uses. */
export const KB = 1000;

const PAGES: PageToMeasure[] = [
  {
    name: 'login',
    path: '/seuiot/portal/login',
    routeModules: /features\/auth\/pages\/login-page/,
  },
  { name: 'home', path: '/seuiot/', routeModules: /app\/(pages\/home-page|layout\/main-layout)/ },
];

/** Where the server serves the web app from (WEB_DIST, as the server reads it; empty: none). */
const webDist = process.env.WEB_DIST ?? path.resolve(distDir, '../../web/dist');

/**
 * The JavaScript a first visit of each page downloads: measured in Chromium when it is there,
 * else estimated from the Vite manifest; `skipped` says why neither could be done.
 */
export async function measurePages(origin: string): Promise<{ pages: PageJs[]; skipped?: string }> {
  if (webDist === '')
    return { pages: [], skipped: 'WEB_DIST is empty: the server serves no web app' };
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    return { pages: [], skipped: `no web build at ${webDist} (run npm run build -w @seuiot/web)` };
  if (fs.existsSync(CHROMIUM)) {
    try {
      const pages = await measureInBrowser(origin, PAGES);
      if (pages.length) return { pages };
    } catch (err) {
      log(
        `Browser measurement failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); using the build manifest`,
      );
    }
  }
  if (fs.existsSync(path.join(webDist, '.vite', 'manifest.json')))
    return { pages: measureFromManifest(webDist, PAGES) };
  return {
    pages: [],
    skipped: `neither ${CHROMIUM} nor ${webDist}/.vite/manifest.json is available`,
  };
}
