import { API_PREFIX } from '@seuiot/contract';

/**
 * Where the console lives and where its API is: the server writes both into index.html
 * (`<base href>` and `<meta name="console-api">`); the dev server and tests use the defaults.
 */
export function consoleBase(): string {
  const base = document.querySelector('base')?.getAttribute('href');
  return base ? base.replace(/\/$/, '') : '/seuiot-console';
}

export function apiPrefix(): string {
  return document.querySelector('meta[name="console-api"]')?.getAttribute('content') ?? API_PREFIX;
}
