import { expect, test } from '../src/test.js';
import { cspViolations, originOf } from '../src/browser.js';
import { visit } from '../src/ui.js';

/** Parses a Content-Security-Policy header into directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Journey 10: the page is served under a strict CSP and still works; caching fits the files. */
test.describe('security headers and caching', () => {
  test('serves the app with a CSP whose script-src has no unsafe-inline, and the app renders under it', async ({
    open,
  }) => {
    const { page, problems } = await open();
    const response = await visit(page, '/');
    expect(response?.status()).toBe(200);
    const header = response?.headers()['content-security-policy'];
    expect(header, 'content-security-policy header').toBeTruthy();
    const csp = parseCsp(header!);
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc, 'script-src or default-src').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain('*');

    // Rendered by the bundle (not the static HTML): a heading and the notice links.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.csp).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('hashed assets are cached as immutable and index.html is not cached', async () => {
    const origin = originOf('domestic');
    for (const path of ['/seuiot/', '/seuiot/notice', '/seuiot/index.html']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), path).toMatch(/no-cache/);
    }

    const html = await (await fetch(`${origin}/seuiot/`)).text();
    const assets = [...new Set(html.match(/\/seuiot\/assets\/[^"'\s>]+/g) ?? [])];
    expect(assets.length, 'asset references in index.html').toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await fetch(`${origin}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toMatch(/immutable/);
    }

    // A missing hashed file is a real 404, never the app's HTML with a year of caching.
    const missing = await fetch(`${origin}/seuiot/assets/does-not-exist-1234.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });
});
