import path from 'node:path';

/** Root of the repository (e2e/src -> ../..). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const CONSOLE_DIST = path.join(REPO_ROOT, 'apps/console/dist');
export const WEB_LOCALES = path.join(REPO_ROOT, 'apps/web/src/locales');
/** The error texts of both apps (packages/ui, decision 0063): `<lang>/errors.json`. */
export const ERROR_CATALOGUE = path.join(REPO_ROOT, 'packages/ui/src/locales');

/** The Debian Chromium; the suite never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of every Chromium of the suite (playwright.config.ts, src/browser.ts launchBrowser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The router's basename. */
export const BASE = '/seuiot/';
