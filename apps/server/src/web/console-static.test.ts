import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-console-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--console-config--><script type="module" src="./assets/app.js"></script></head></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ CONSOLE_DIST: dist, CONSOLE_PATH: '/ops/console' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the staff console bundle', () => {
  it('is served under the configured path with its base and API prefix, history routes included', async () => {
    for (const url of ['/ops/console/', '/ops/console/accounts', '/ops/console/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.body).toContain(
        '<base href="/ops/console/"><meta name="console-api" content="/api">',
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ops/console' })).headers.location).toBe(
      '/ops/console/',
    );
    const asset = await t.app.inject({ method: 'GET', url: '/ops/console/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await t.app.inject({ method: 'GET', url: '/ops/console/assets/gone.js' })).statusCode,
    ).toBe(404);
    // The portal's paths are not the console's.
    expect((await t.app.inject({ method: 'GET', url: '/seuiot-console/' })).statusCode).toBe(404);
  });
});
