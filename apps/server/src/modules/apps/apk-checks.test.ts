import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@seuiot/contract';
import { inspectApk } from '../../lib/apk/inspect.js';
import {
  apkToolsMissing,
  makeApk,
  makeNotApk,
  makeZipBomb,
  signerCertSha256,
  type ApkOptions,
} from '../../test/apk-fixtures.js';
import {
  admin,
  appFilesOnDisk,
  appForm,
  developer,
  expectNoOrphans,
  postJson,
  upload,
  useAppsApp,
  type Cookies,
} from './apps.fixture.js';

/**
 * The APK checks with real packages (built with aapt and apksigner, test/apk-fixtures.ts) and the
 * real reader: the form is prefilled from the package; a package of another app, a versionCode
 * not above every earlier one, another signing certificate, a file that is no APK and a zip bomb
 * are each refused with their code and leave no file behind.
 */
useAppsApp({ APP_UPLOAD_RATE_PER_MINUTE: '1000' }, (file) => inspectApk(file));

const missing = apkToolsMissing();

async function apkBytes(opts: ApkOptions): Promise<Buffer> {
  return fs.promises.readFile(await makeApk(opts));
}

async function refused(cookies: Cookies, bytes: Buffer, extra: Record<string, string> = {}) {
  const before = appFilesOnDisk();
  const r = await upload(cookies, 'package', bytes, extra, 'app.apk');
  expect(appFilesOnDisk()).toEqual(before);
  return r;
}

describe.skipIf(missing !== null)('APK checks with real packages', () => {
  it('prefills from the package and refuses mismatches, each leaving no file behind', async () => {
    const dev = await developer('apkdev1');
    const packageName = 'com.apkdev.fieldnotes';
    const first = await upload(
      dev.cookies,
      'package',
      await apkBytes({
        packageName,
        versionCode: 10,
        versionName: '1.0',
        label: 'Field Notes',
        minSdk: 24,
        signer: 'alpha',
      }),
      {},
      'fieldnotes.apk',
    );
    expect(first.data.apk).toEqual({
      packageName,
      versionCode: 10,
      versionName: '1.0',
      minSdk: 24,
      label: 'Field Notes',
      signerSha256: [await signerCertSha256('alpha')],
    });
    const form = await appForm(dev.cookies, 'Field Notes', packageName, {
      packageBusId: first.data.busId,
      versionName: '',
    });
    const app = (await postJson(APP_PATHS.submit.path, form, dev.cookies)).data;
    // The version name came from the package.
    expect(app.firstVersion).toMatchObject({ versionCode: 10, versionName: '1.0' });
    await admin('approve-app', String(app.id));
    await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies);
    const appId = String(app.id);

    // Checked at once against the app named in the upload.
    const other = await refused(
      dev.cookies,
      await apkBytes({ packageName: 'com.apkdev.other', versionCode: 11 }),
      { appId },
    );
    expect(other).toMatchObject({ msg: 'B0010', data: packageName });
    const same = await refused(dev.cookies, await apkBytes({ packageName, versionCode: 10 }), {
      appId,
    });
    expect(same).toMatchObject({ msg: 'B0011', data: '10' });
    const lower = await refused(dev.cookies, await apkBytes({ packageName, versionCode: 9 }), {
      appId,
    });
    expect(lower).toMatchObject({ msg: 'B0011' });
    const beta = await refused(
      dev.cookies,
      await apkBytes({ packageName, versionCode: 11, signer: 'beta' }),
      { appId },
    );
    expect(beta).toMatchObject({ msg: 'B0012' });

    // Uploaded without naming the app, the save refuses it (and the unused upload goes in a day).
    const loose = await upload(
      dev.cookies,
      'package',
      await apkBytes({ packageName, versionCode: 11, signer: 'beta' }),
    );
    expect(loose.rescode).toBe(200);
    const save = await postJson(
      APP_PATHS.versionSave.path,
      {
        appId: app.id,
        packageBusId: loose.data.busId,
        updateContentZh: '新',
        updateContentEn: 'New',
      },
      dev.cookies,
    );
    expect(save).toMatchObject({ msg: 'B0012' });

    const good = await upload(
      dev.cookies,
      'package',
      await apkBytes({ packageName, versionCode: 11, versionName: '1.1' }),
      { appId },
    );
    const v2 = await postJson(
      APP_PATHS.versionSave.path,
      {
        appId: app.id,
        packageBusId: good.data.busId,
        action: 'submit',
        updateContentZh: '新',
        updateContentEn: 'New',
      },
      dev.cookies,
    );
    expect(v2.data).toMatchObject({ status: 'pending', versionCode: 11, versionName: '1.1' });
    await expectNoOrphans();
  });

  it('refuses what is not an APK and a zip bomb without keeping a byte', async () => {
    const dev = await developer('apkdev2');
    const cases: [string, string][] = [
      ['random', 'not-zip'],
      ['truncated', 'not-zip'],
      ['plain-zip', 'no-manifest'],
      ['text-manifest', 'bad-manifest'],
      ['unsigned', 'unsigned'],
    ];
    for (const [kind, reason] of cases) {
      const bytes = await fs.promises.readFile(await makeNotApk(kind as never));
      expect(await refused(dev.cookies, bytes), kind).toMatchObject({ msg: 'B0013', data: reason });
    }
    const bomb = await fs.promises.readFile(await makeZipBomb());
    expect(await refused(dev.cookies, bomb)).toMatchObject({ msg: 'B0013', data: 'too-large' });
    await expectNoOrphans();
  });
});
