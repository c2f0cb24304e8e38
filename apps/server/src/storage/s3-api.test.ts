import fs from 'node:fs';
import path from 'node:path';
import { FILE_PATHS, APP_PATHS } from '@seuiot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  busId,
  developer,
  iconPng,
  pkg,
  t,
  useAppsApp,
} from '../modules/apps/apps.fixture.js';
import { cookieHeader, loginCookies } from '../test/harness.js';
import { S3_TEST_CREDENTIALS, startTestS3, type TestS3 } from './s3-test-server.js';

/**
 * The server on object storage (decision 0025): uploads go into the bucket through the API and
 * come back out of it, ranges included; the overseas download answers a presigned URL.
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
}, 30_000);
afterAll(() => s3?.stop());
// The app is built after the S3 server started: its port is read when the app's hook runs.
useAppsApp({
  STORAGE_URL: 's3://portal/site',
  S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  get S3_ENDPOINT() {
    return s3.endpoint;
  },
});

const inject = (url: string, cookies: Record<string, string>, headers = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookies), ...headers } });

describe('the server on S3 storage', () => {
  it('stores uploads in the bucket and serves them back whole and by range', async () => {
    const dev = await developer('s3dev');
    const bucket = s3.storage('site/');
    const icon = iconPng();
    const iconId = await busId(dev.cookies, 'icon', icon);
    const apk = pkg({ packageName: 'com.example.s3', versionCode: 3 });
    const apkId = await busId(dev.cookies, 'package', apk);

    for (const [id, bytes] of [
      [iconId, icon],
      [apkId, apk],
    ] as const) {
      // The business id is the file's id (decision 0015).
      const row = await t.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect((await bucket.stat(row.storage_key))?.size).toBe(bytes.length);
      expect(fs.existsSync(path.join(t.config.dataDir, 'files', row.storage_key))).toBe(false);
      const whole = await inject(api(`${APP_PATHS.file.path}/${id}`), dev.cookies);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const part = await inject(api(`${APP_PATHS.file.path}/${id}`), dev.cookies, {
        range: 'bytes=10-19',
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    }
  });

  it('answers the overseas download with a presigned URL, counted; previews still stream', async () => {
    const demo = await loginCookies(t);
    const files = await t.db.selectFrom('catalogue_files').selectAll().execute();
    const plain = files.find((f) => f.format === 'pdf' && f.watermark === 0)!;
    const marked = files.find((f) => f.format === 'pdf' && f.watermark === 1)!;
    const url = (id: number, preview: 0 | 1) =>
      api(`${FILE_PATHS.ossDownload.path}?fileId=${id}&isPreview=${preview}`);

    const res = await inject(url(plain.id, 0), demo);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/portal/site/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Expires=60/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment/);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const counted = await t.db
      .selectFrom('catalogue_files')
      .select('downloads')
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    expect(counted.downloads).toBe(plain.downloads + 1);

    // Refused without a session, as when streaming: no URL is given away.
    expect((await inject(url(plain.id, 0), {})).statusCode).not.toBe(302);

    // A flagged PDF's preview is stamped by the server, never redirected to the bucket.
    const preview = await inject(url(marked.id, 1), demo);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    // Streamed by the server, so it carries the sandbox as from local disk (decision 0041).
    expect(String(preview.headers['content-security-policy']).split(/;\s*/)).toContain('sandbox');
    const original = await s3.storage('site/').stat(marked.storage_key);
    expect(preview.rawPayload.length).not.toBe(original!.size);
  });
});
