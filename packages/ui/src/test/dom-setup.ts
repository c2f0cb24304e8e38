import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure, getQueriesForElement, queries, screen } from '@testing-library/react';
import { installLeanStyles } from './lean-styles';

// The DOM set-up of the web's, the console's and this package's tests (each vitest config lists
// this file; decision 0063).

// antd's style elements keep only what jsdom can use (display, visibility, pointer events): a
// role query on a form took seconds with the whole CSS in the document (decision 0051).
installLeanStyles();

// Files share one module graph (isolate: false) but each gets a new jsdom document: `screen` was
// bound to the first file's body when Testing Library was imported.
Object.assign(screen, getQueriesForElement(document.body, queries));

// findBy… and waitFor wait up to 5 s (the library's 1 s default): on a 2-core CI machine running
// the server tests beside these, a page that chains a few queries took longer than 1 s to settle
// (two such timeouts in one clean-clone run). A passing test waits no longer than before.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that antd and the layout use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// Files share one module graph (decision 0051): nothing a file stubs may reach the next file.
// (Per file, not per test: many files stub fetch once for all their tests.)
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
