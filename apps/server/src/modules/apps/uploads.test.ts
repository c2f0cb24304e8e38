import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, CSRF_HEADER, CSRF_VALUE, UPLOAD_RULES } from '@seuiot/contract';
import { cookieHeader, get, makePng, nextIp } from '../../test/harness.js';
import {
  api,
  appFilesOnDisk,
  busId,
  developer,
  expectNoOrphans,
  pkg,
  t,
  upload,
  useAppsApp,
  type Cookies,
} from './apps.fixture.js';
import { LocalStorage } from '../../storage/storage.js';
import { AppsRepo } from './apps.repo.js';
import { UploadsService } from './uploads.service.js';

useAppsApp({ DEVELOPER_STORAGE_QUOTA_MB: '1', APP_UPLOAD_RATE_PER_MINUTE: '1000' });

/** The start of an MP4 file (an `ftyp` box) padded to `size` bytes. */
function mp4(size = 4096): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
}

/** A multipart upload whose file is `size` zero bytes after `head`, streamed (never in memory). */
function streamedUpload(cookies: Cookies, purpose: string, head: Buffer, size: number) {
  const boundary = `----seuiot${crypto.randomBytes(8).toString('hex')}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  async function* body() {
    yield preamble;
    yield head;
    let left = size - head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield chunk.subarray(0, n);
      left -= n;
    }
    yield end;
  }
  return t.app.inject({
    method: 'POST',
    url: api(APP_PATHS.upload.path),
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookieHeader(cookies),
    },
    payload: Readable.from(body()),
    remoteAddress: nextIp(),
  });
}

describe('the upload pipeline', () => {
  it('takes an icon, warns (not refuses) when it is not square, and checks types by their bytes', async () => {
    const dev = await developer('upl1');
    const square = await upload(dev.cookies, 'icon', makePng(512, 512), {}, 'icon.png');
    expect(square.data).toMatchObject({
      purpose: 'icon',
      mime: 'image/png',
      width: 512,
      warnings: [],
      apk: null,
    });
    const wide = await upload(dev.cookies, 'icon', makePng(600, 300));
    expect(wide.data.warnings).toEqual(['iconNotSquare', 'iconBelowRecommended']);
    // The owner reads it; nobody else (not on a released app).
    expect((await get(t, square.data.url, dev.cookies)).statusCode).toBe(200);
    expect((await get(t, square.data.url)).json().msg).toBe('A0078');
    const before = appFilesOnDisk();
    expect(
      await upload(dev.cookies, 'icon', Buffer.from('GIF89a not allowed as an icon')),
    ).toMatchObject({ msg: 'B0007' });
    expect(
      await upload(dev.cookies, 'icon', Buffer.from('plain text, named icon.png'), {}, 'icon.png'),
    ).toMatchObject({ msg: 'B0007' });
    expect(await upload(dev.cookies, 'media', Buffer.from('#!/bin/sh not a video'))).toMatchObject({
      msg: 'B0007',
    });
    expect(await upload(dev.cookies, 'package', makePng(10, 10))).toMatchObject({
      msg: 'B0013',
      data: 'not-zip',
    });
    expect(
      await upload(dev.cookies, 'package', Buffer.from('PK\x03\x04 not a package')),
    ).toMatchObject({ msg: 'B0013', data: 'no-manifest' });
    expect(await upload(dev.cookies, 'icon', Buffer.alloc(0))).toMatchObject({ msg: 'A0058' });
    expect(
      await upload(dev.cookies, 'icon', makePng(64, 64), { purpose: 'nothing' }),
    ).toMatchObject({ msg: 'B0004', data: ['purpose'] });
    expect(await upload(dev.cookies, 'media', mp4(), { appId: '1' })).toMatchObject({
      msg: 'B0004',
      data: ['appId'],
    });
    expect(appFilesOnDisk()).toEqual(before);
    const video = await upload(dev.cookies, 'media', mp4());
    expect(video.data).toMatchObject({ mediaKind: 'video', mime: 'video/mp4', width: null });
    const apk = await upload(
      dev.cookies,
      'package',
      pkg({ packageName: 'com.upl1.app', versionCode: 7, label: 'Upl' }),
    );
    expect(apk.data.apk).toMatchObject({
      packageName: 'com.upl1.app',
      versionCode: 7,
      label: 'Upl',
    });
    await expectNoOrphans();
  });

  it('stops an upload at its limit while it streams and keeps nothing of it', async () => {
    const dev = await developer('upl2');
    const before = appFilesOnDisk();
    const icon = await streamedUpload(
      dev.cookies,
      'icon',
      makePng(16, 16),
      UPLOAD_RULES.icon.maxBytes + 1,
    );
    expect(icon.json()).toMatchObject({ msg: 'B0006' });
    const apk = await streamedUpload(
      dev.cookies,
      'package',
      pkg({ packageName: 'com.upl2.big', versionCode: 1 }),
      UPLOAD_RULES.package.maxBytes + 1,
    );
    expect(apk.json()).toMatchObject({ msg: 'B0006' });
    expect(appFilesOnDisk()).toEqual(before);
    // A body cut off in the middle of the file.
    const boundary = '----seuiotcut';
    const cut = await t.app.inject({
      method: 'POST',
      url: api(APP_PATHS.upload.path),
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookieHeader(dev.cookies),
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nmedia\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n`,
        ),
        mp4(200_000),
      ]),
      remoteAddress: nextIp(),
    });
    expect(cut.json().msg).toBe('B0005');
    // The purpose must come before the file.
    const late = await t.app.inject({
      method: 'POST',
      url: api(APP_PATHS.upload.path),
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookieHeader(dev.cookies),
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="i.png"\r\n\r\n`,
        ),
        makePng(32, 32),
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nicon\r\n--${boundary}--\r\n`,
        ),
      ]),
      remoteAddress: nextIp(),
    });
    expect(late.json()).toMatchObject({ msg: 'B0001', data: ['purpose'] });
    expect(appFilesOnDisk()).toEqual(before);
    await expectNoOrphans();
  });

  it('keeps a developer within the storage quota and removes uploads no app used within a day', async () => {
    const dev = await developer('upl3');
    await busId(dev.cookies, 'media', mp4(700 * 1024));
    const before = appFilesOnDisk();
    expect(await upload(dev.cookies, 'media', mp4(400 * 1024))).toMatchObject({
      msg: 'B0008',
      data: '1 MB',
    });
    expect(appFilesOnDisk()).toEqual(before);
    const service = new UploadsService(
      new AppsRepo(t.db),
      new LocalStorage(path.join(t.config.dataDir, 'files'), { sync: false }),
      () => Promise.reject(new Error('unused')),
      '/api',
      1,
      t.app.log,
    );
    // Not yet a day: kept; a day later: gone, row and bytes.
    expect(await service.sweep()).toBe(0);
    const removed = await service.sweep(Date.now() + 25 * 60 * 60 * 1000);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(
      await t.db
        .selectFrom('app_uploads')
        .select('file_id')
        .where('owner_id', '=', dev.id)
        .execute(),
    ).toEqual([]);
    await expectNoOrphans();
    // Room again.
    await busId(dev.cookies, 'media', mp4(400 * 1024));
  });
});
