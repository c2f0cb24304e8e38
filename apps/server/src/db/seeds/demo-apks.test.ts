import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectApk } from '../../lib/apk/inspect.js';
import { LocalStorage } from '../../storage/storage.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_APK_SIGNER } from './demo-apks.data.js';
import { DEMO_APK_DIR, DEMO_APK_MIN_SDK, demoApkFile } from './demo-apks.js';
import { DEMO_APPS } from './demo-developer.data.js';
import { DEMO_ACCOUNT } from './index.js';

const VERSIONS = DEMO_APPS.flatMap((a) => a.versions.map((v) => ({ app: a, v })));

/**
 * The demo developer's committed install packages (cli/demo-apks.ts made them): each a real APK
 * our reader accepts, saying what the demo data says, and what the seed stores and records.
 */
describe('demo install packages (assets/demo-apks)', () => {
  it('holds one package per demo version, and nothing else', () => {
    expect(fs.readdirSync(DEMO_APK_DIR).sort()).toEqual(
      VERSIONS.map(({ app, v }) => demoApkFile(app.packageName, v.versionCode)).sort(),
    );
  });

  it.each(VERSIONS.map(({ app, v }) => [demoApkFile(app.packageName, v.versionCode), app, v]))(
    '%s is a signed APK of its demo version',
    async (file, app, v) => {
      const info = await inspectApk(path.join(DEMO_APK_DIR, file));
      expect(info).toMatchObject({
        packageName: app.packageName,
        versionCode: v.versionCode,
        versionName: v.versionName,
        minSdk: DEMO_APK_MIN_SDK,
        label: app.name.en,
      });
      expect(info.signerSha256).toEqual([DEMO_APK_SIGNER]);
      expect(info.iconPng).not.toBeNull();
    },
  );

  describe('seeded', () => {
    let t: TestApp;
    let storage: LocalStorage;
    beforeAll(async () => {
      t = await createTestApp();
      storage = new LocalStorage(path.join(t.config.dataDir, 'files'), { sync: false });
    });
    afterAll(() => t.close());

    it('every demo version row names its package: the committed bytes, their facts and size', async () => {
      const rows = await t.db
        .selectFrom('app_versions as v')
        .innerJoin('apps as a', 'a.id', 'v.app_id')
        .innerJoin('users as u', 'u.id', 'a.developer_id')
        .innerJoin('files as f', 'f.id', 'v.package_file_id')
        .innerJoin('app_uploads as up', 'up.file_id', 'f.id')
        .select([
          'v.package_name',
          'v.version_code',
          'v.version_name',
          'v.signer_sha256',
          'v.min_sdk',
          'v.package_size',
          'f.storage_key',
          'f.size',
          'f.mime',
          'up.package_name as upload_package',
          'up.version_code as upload_code',
          'up.signer_sha256 as upload_signer',
          'up.min_sdk as upload_min_sdk',
        ])
        .where('u.username', '=', DEMO_ACCOUNT.username)
        .execute();
      expect(rows).toHaveLength(VERSIONS.length);
      for (const { app, v } of VERSIONS) {
        const row = rows.find(
          (r) => r.package_name === app.packageName && r.version_code === v.versionCode,
        );
        expect(row, `${app.packageName} ${v.versionCode}`).toBeDefined();
        const committed = fs.readFileSync(
          path.join(DEMO_APK_DIR, demoApkFile(app.packageName, v.versionCode)),
        );
        const stored = await buffer(storage.get(row!.storage_key));
        expect(stored.equals(committed)).toBe(true);
        expect(row).toMatchObject({
          version_name: v.versionName,
          signer_sha256: DEMO_APK_SIGNER,
          min_sdk: DEMO_APK_MIN_SDK,
          package_size: committed.length,
          size: committed.length,
          mime: 'application/vnd.android.package-archive',
          upload_package: app.packageName,
          upload_code: v.versionCode,
          upload_signer: DEMO_APK_SIGNER,
          upload_min_sdk: DEMO_APK_MIN_SDK,
        });
      }
    });
  });
});
