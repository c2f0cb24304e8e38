import { describe, expect, it } from 'vitest';
import { DEVELOPER_PATHS, LIMITS } from '@seuiot/contract';
import { makePng } from '../../test/harness.js';
import { makeDeclaredImage } from '../../test/declared-images.js';
import {
  appFilesOnDisk,
  certifiedCustomer,
  developer,
  expectNoOrphans,
  postJson,
  t,
  upload,
  useAppsApp,
} from './apps.fixture.js';

/**
 * What the outside test of issue 24 found in the developer's uploads and form (decision 0041):
 * icons and intro images past the pixel limit, invisible characters in stored file names, and a
 * website that is not a web address.
 */

useAppsApp({ APP_UPLOAD_RATE_PER_MINUTE: '1000' });

const pixelRefusal = {
  msg: 'B0007',
  data: {
    field: 'file',
    maxMegapixels: LIMITS.imageMaxMegapixels,
    maxSidePx: LIMITS.imageMaxSidePx,
  },
};

describe('developer uploads and form', () => {
  it('refuses an icon or an intro image past the pixel limit and keeps nothing of it', async () => {
    const dev = await developer('pixels1');
    const before = appFilesOnDisk();
    expect(
      await upload(dev.cookies, 'icon', makeDeclaredImage('png', 60_000, 60_000)),
    ).toMatchObject(pixelRefusal);
    expect(
      await upload(dev.cookies, 'media', makeDeclaredImage('jpg', 25_000, 25_000, 20_000)),
    ).toMatchObject(pixelRefusal);
    expect(
      await upload(dev.cookies, 'media', makeDeclaredImage('png', 30_000, 1_000)),
    ).toMatchObject(pixelRefusal);
    expect(appFilesOnDisk()).toEqual(before);
    // A 6K screenshot (20 megapixels) is an intro image the limit keeps.
    const wide = await upload(dev.cookies, 'media', makeDeclaredImage('png', 6_016, 3_384));
    expect(wide.data).toMatchObject({ mediaKind: 'image', width: 6_016, height: 3_384 });
    await expectNoOrphans();
  });

  it('stores an upload’s file name without its invisible characters', async () => {
    const dev = await developer('names1');
    const icon = await upload(dev.cookies, 'icon', makePng(64, 64), {}, 'icon\u202Egnp.exe');
    expect(icon.data.fileName).toBe('icongnp.exe');
    const shot = await upload(
      dev.cookies,
      'media',
      makePng(64, 64),
      {},
      '\u2067shot\u2069\u200B\u0007\u009B.png',
    );
    expect(shot.data.fileName).toBe('shot.png');
    const rows = await t.db
      .selectFrom('app_uploads')
      .select('file_name')
      .where('file_id', 'in', [icon.data.busId, shot.data.busId])
      .orderBy('file_id')
      .execute();
    expect(rows.map((r) => r.file_name)).toEqual(['icongnp.exe', 'shot.png']);
  });

  it('keeps only an http(s) website on the developer form (B0004 names the field)', async () => {
    const dev = await certifiedCustomer('website1');
    const form = { name: 'Web Studio', email: 'web@example.com', phone: '13800138000' };
    for (const website of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/relative/path',
      'https://',
    ])
      expect(
        await postJson(
          DEVELOPER_PATHS.submit.path,
          { ...form, website, action: 'save' },
          dev.cookies,
        ),
        website,
      ).toMatchObject({ msg: 'B0004', data: ['website'] });
    const saved = await postJson(
      DEVELOPER_PATHS.submit.path,
      { ...form, website: 'https://web.example/studio', action: 'save' },
      dev.cookies,
    );
    expect(saved.data.form.website).toBe('https://web.example/studio');
    const plain = await postJson(
      DEVELOPER_PATHS.submit.path,
      { ...form, website: 'http://web.example', action: 'save' },
      dev.cookies,
    );
    expect(plain.data.form.website).toBe('http://web.example');
    const none = await postJson(
      DEVELOPER_PATHS.submit.path,
      { ...form, website: '', action: 'save' },
      dev.cookies,
    );
    expect(none.data.form.website).toBe('');
  });
});
