import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, MARKET_PATHS } from '@seuiot/contract';
import { get, loginCookies } from '../../test/harness.js';
import {
  admin,
  api,
  approvedApp,
  busId,
  developer,
  expectNoOrphans,
  getJson,
  pkg,
  postJson,
  submittedApp,
  t,
  useAppsApp,
  type Cookies,
} from './apps.fixture.js';

useAppsApp();

const NOTES = { updateContentZh: '修复问题', updateContentEn: 'Fixes' };

async function newVersion(cookies: Cookies, appId: number, packageName: string, code: number) {
  const packageBusId = await busId(cookies, 'package', pkg({ packageName, versionCode: code }));
  return postJson(APP_PATHS.versionSave.path, { appId, packageBusId, ...NOTES }, cookies);
}

describe('versions', () => {
  it('adds, submits, approves, publishes and deletes versions from the highest down', async () => {
    const dev = await developer('verdev1');
    const p = 'com.verdev1.app';
    const first = await submittedApp(dev.cookies, 'Version App', p);
    // Not before the first approval.
    expect(await newVersion(dev.cookies, first.id, p, 2)).toMatchObject({ msg: 'A0039' });
    const firstVersion = first.firstVersion.id;
    // The first version goes with its app.
    expect(
      await postJson(APP_PATHS.versionSubmit.path, { id: firstVersion }, dev.cookies),
    ).toMatchObject({
      msg: 'B0009',
    });
    await admin('approve-app', String(first.id));
    const appId = first.id as number;
    // The approved first version is not published yet: a new one waits (A0037).
    expect(await newVersion(dev.cookies, appId, p, 2)).toMatchObject({ msg: 'A0037' });
    expect(
      await postJson(APP_PATHS.versionSubmit.path, { id: firstVersion }, dev.cookies),
    ).toMatchObject({
      msg: 'A0040',
    });
    const published = await postJson(
      APP_PATHS.versionPublish.path,
      { id: firstVersion },
      dev.cookies,
    );
    expect(published.data).toMatchObject({ status: 'published', current: true });
    expect(
      await postJson(APP_PATHS.versionPublish.path, { id: firstVersion }, dev.cookies),
    ).toMatchObject({
      msg: 'B0009',
    });
    await postJson(APP_PATHS.status.path, { id: appId, action: 'release' }, dev.cookies);

    const v2 = (await newVersion(dev.cookies, appId, p, 2)).data;
    expect(v2).toMatchObject({ status: 'draft', versionCode: 2, versionName: '2.0', first: false });
    // One in progress at a time.
    expect(await newVersion(dev.cookies, appId, p, 3)).toMatchObject({ msg: 'A0002' });
    expect(await postJson(APP_PATHS.versionPublish.path, { id: v2.id }, dev.cookies)).toMatchObject(
      {
        msg: 'A0039',
      },
    );
    // Edit while not under review; submit; no edit while pending; withdraw; submit again.
    const edited = await postJson(
      APP_PATHS.versionSave.path,
      { appId, id: v2.id, versionName: '2.0.1', ...NOTES, updateContentEn: 'Faster sync' },
      dev.cookies,
    );
    expect(edited.data).toMatchObject({ versionName: '2.0.1', updateContentEn: 'Faster sync' });
    expect(
      (await postJson(APP_PATHS.versionSubmit.path, { id: v2.id }, dev.cookies)).data.status,
    ).toBe('pending');
    expect(
      await postJson(APP_PATHS.versionSave.path, { appId, id: v2.id, ...NOTES }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    expect(
      await postJson(APP_PATHS.versionStatus.path, { id: v2.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    expect(
      (await postJson(APP_PATHS.versionStatus.path, { id: v2.id, action: 'withdraw' }, dev.cookies))
        .data.status,
    ).toBe('draft');
    await postJson(APP_PATHS.versionSubmit.path, { id: v2.id }, dev.cookies);
    await admin('reject-version', String(v2.id), 'release-notes', 'Say what changed');
    const rejected = (
      await getJson(`${APP_PATHS.versionList.path}?appId=${appId}&lang=en`, dev.cookies)
    ).data.list[0];
    expect(rejected).toMatchObject({ status: 'updateRejected', rejectNote: 'Say what changed' });
    expect(rejected.rejectReasons[0]).toMatchObject({
      code: 'release-notes',
      title: 'Update content inaccurate',
    });
    await postJson(APP_PATHS.versionSubmit.path, { id: v2.id }, dev.cookies);
    await expect(admin('reject-version', String(v2.id), 'developer-name')).rejects.toThrow(
      /not a version reason/,
    );
    await admin('approve-version', String(v2.id));
    expect(
      (await postJson(APP_PATHS.versionPublish.path, { id: v2.id }, dev.cookies)).data,
    ).toMatchObject({
      status: 'published',
      current: true,
    });

    // The market shows the current version's update content in the visitor's language.
    const market = async (lang: string) =>
      (await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${appId}&lang=${lang}`))).json().data;
    expect(await market('en')).toMatchObject({
      versionName: '2.0.1',
      versionCode: 2,
      updateContent: 'Faster sync',
    });
    expect((await market('zh')).updateContent).toBe('修复问题');

    // Downloads are counted per version (a resumed range is not a new download).
    const customer = await loginCookies(t);
    const url = api(`${APP_PATHS.marketDownload.path}?appId=${appId}`);
    const full = await get(t, url, customer);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/vnd.android.package-archive');
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: Object.entries(customer)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        range: 'bytes=4-',
      },
    });
    expect(part.statusCode).toBe(206);
    expect((await get(t, url)).json().msg).toBe('A0001');
    const list = (await getJson(`${APP_PATHS.versionList.path}?appId=${appId}`, dev.cookies)).data
      .list;
    expect(list.map((v: { downloads: number }) => v.downloads)).toEqual([1, 0]);

    // v3, approved, then deleted; then v2 (current) rolls the market back to v1.
    const v3 = (await newVersion(dev.cookies, appId, p, 3)).data;
    expect(
      await postJson(APP_PATHS.versionStatus.path, { id: v2.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'A0030' });
    expect(
      await postJson(
        APP_PATHS.versionStatus.path,
        { id: firstVersion, action: 'delete' },
        dev.cookies,
      ),
    ).toMatchObject({ msg: 'B0009' });
    expect(
      (await postJson(APP_PATHS.versionStatus.path, { id: v3.id, action: 'delete' }, dev.cookies))
        .data,
    ).toBeNull();
    // The app's page says beforehand what the market offers once the current version goes.
    const fallback = async () =>
      (await getJson(`${APP_PATHS.detail.path}?id=${appId}`, dev.cookies)).data.marketFallback;
    expect(await fallback()).toEqual({ id: firstVersion, versionName: '1.0.0', versionCode: 1 });
    expect(
      (await postJson(APP_PATHS.versionStatus.path, { id: v2.id, action: 'delete' }, dev.cookies))
        .data,
    ).toBeNull();
    expect(await market('en')).toMatchObject({ versionName: '1.0.0', versionCode: 1 });
    // The first version is current now: nothing below it to fall back to.
    expect(await fallback()).toBeNull();
    // A published code stays used.
    expect(await newVersion(dev.cookies, appId, p, 2)).toMatchObject({ msg: 'B0011', data: '2' });
    expect((await newVersion(dev.cookies, appId, p, 5)).data.versionCode).toBe(5);
    await expectNoOrphans();
  });

  it('answers A0041 when the approved package is missing from storage, and refuses another developer', async () => {
    const dev = await developer('verdev2');
    const other = await developer('verdev3');
    const appId = await approvedApp(dev.cookies, 'Lost Package', 'com.verdev2.lost');
    const detail = (await getJson(`${APP_PATHS.detail.path}?id=${appId}`, dev.cookies)).data;
    const v = detail.firstVersion;
    for (const [url, body] of [
      [APP_PATHS.versionPublish.path, { id: v.id }],
      [APP_PATHS.versionSubmit.path, { id: v.id }],
      [APP_PATHS.versionStatus.path, { id: v.id, action: 'withdraw' }],
      [APP_PATHS.versionSave.path, { appId, id: v.id }],
      [APP_PATHS.versionSave.path, { appId }],
    ] as const)
      expect(await postJson(url, body, other.cookies), url).toMatchObject({ msg: 'A0078' });
    expect(
      await getJson(`${APP_PATHS.versionList.path}?appId=${appId}`, other.cookies),
    ).toMatchObject({
      msg: 'A0078',
    });
    const key = (
      await t.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', v.package.busId)
        .executeTakeFirstOrThrow()
    ).storage_key;
    fs.rmSync(path.join(t.config.dataDir, 'files', key));
    const res = await postJson(
      APP_PATHS.status.path,
      { id: appId, action: 'release' },
      dev.cookies,
    );
    expect(res).toMatchObject({ rescode: 500, msg: 'A0041' });
    expect(
      (await getJson(`${APP_PATHS.detail.path}?id=${appId}`, dev.cookies)).data.shelfStatus,
    ).toBe('ready');
  });
});
