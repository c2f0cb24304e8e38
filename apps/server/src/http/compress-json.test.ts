import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE, SOLUTION_PATHS } from '@seuiot/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { COMPRESS_JSON_MIN_BYTES, pickEncoding } from './compress-json.js';

let t: TestApp;

beforeAll(async () => {
  // Production: the serializer that keeps the text of cached list pages (answer-json.ts).
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
});

const LARGE = `/api${SOLUTION_PATHS.caseList.path}?pageSize=20`;
const SMALL = '/api/user/get_login_user';

function fetch(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

describe('JSON answers compressed above a size (decision 0014)', () => {
  it('compresses a large answer with brotli or gzip when the client accepts it', async () => {
    const plain = await fetch(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await fetch(LARGE, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await fetch(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a small one as it is, whatever the client accepts', async () => {
    const res = await fetch(SMALL, 'gzip, deflate, br');
    expect(res.body.length).toBeLessThan(COMPRESS_JSON_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ msg: 'A0001' });
  });

  it('compresses a cached list page once: the same bytes answer every request', async () => {
    const first = await fetch(LARGE, 'br');
    const again = await fetch(LARGE, 'br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('reads Accept-Encoding as HTTP means it (q=0 refuses, brotli preferred)', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeNull();
  });
});
