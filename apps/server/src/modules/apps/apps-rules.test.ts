import { describe, expect, it } from 'vitest';
import { DEVELOPER_PATHS, APP_PATHS, MARKET_PATHS } from '@seuiot/contract';
import { cookieHeader, get, insertUser, loginCookies, post } from '../../test/harness.js';
import {
  admin,
  api,
  appForm,
  certifiedCustomer,
  developer,
  expectNoOrphans,
  getJson,
  postJson,
  submittedApp,
  t,
  useAppsApp,
} from './apps.fixture.js';

/**
 * A developer's apps: taken names, deleting, the categories and the demo developer in every
 * state, and who may call (apps.test.ts has the review lifecycle).
 */

useAppsApp();

describe('apps', () => {
  it('refuses a taken name (any language, any developer, the catalogue) and a taken package name', async () => {
    const a = await developer('namer1');
    const b = await developer('namer2');
    await submittedApp(a.cookies, 'Unique Name', 'com.namer1.unique');
    const taken = await appForm(b.cookies, 'unique name', 'com.namer2.other');
    expect(await postJson(APP_PATHS.submit.path, taken, b.cookies)).toMatchObject({ msg: 'A0042' });
    const zhTaken = await appForm(b.cookies, 'Other', 'com.namer2.other', {
      nameZh: 'Unique Name 中文',
    });
    expect(await postJson(APP_PATHS.submit.path, zhTaken, b.cookies)).toMatchObject({
      msg: 'A0042',
    });
    const catalogue = await appForm(b.cookies, 'Scan Wedge', 'com.namer2.other');
    expect(await postJson(APP_PATHS.submit.path, catalogue, b.cookies)).toMatchObject({
      msg: 'A0042',
    });
    const pkgTaken = await appForm(b.cookies, 'Fresh Name', 'com.namer1.unique');
    expect(await postJson(APP_PATHS.submit.path, pkgTaken, b.cookies)).toMatchObject({
      msg: 'A0002',
      data: ['packageName'],
    });
    expect(
      await postJson(APP_PATHS.submit.path, { ...pkgTaken, categoryId: 999999 }, b.cookies),
    ).toMatchObject({ msg: 'B0004', data: ['categoryId'] });
    // Nothing of the refused saves stays but the uploads (removed within a day: uploads.test.ts).
    expect(
      await t.db.selectFrom('apps').select('id').where('developer_id', '=', b.id).execute(),
    ).toEqual([]);
  });

  it("deletes a draft with its files; never an approved app; another developer's app is a missing one", async () => {
    const dev = await developer('deleter1');
    const other = await developer('deleter2');
    const app = await submittedApp(dev.cookies, 'Short Lived', 'com.deleter1.short');
    expect(
      await postJson(APP_PATHS.status.path, { id: app.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    await postJson(APP_PATHS.status.path, { id: app.id, action: 'withdraw' }, dev.cookies);
    for (const action of ['delete', 'withdraw', 'release', 'unrelease'])
      expect(
        await postJson(APP_PATHS.status.path, { id: app.id, action }, other.cookies),
      ).toMatchObject({
        msg: 'A0078',
      });
    expect(
      await postJson(APP_PATHS.status.path, { id: 99999999, action: 'delete' }, other.cookies),
    ).toMatchObject({ msg: 'A0078' });
    // The spec's GET works with the client header only (signed in: a visitor is refused first).
    const noHeader = await t.app.inject({
      method: 'GET',
      url: api(`${APP_PATHS.status.path}?id=${app.id}&action=delete`),
      headers: { cookie: cookieHeader(dev.cookies) },
    });
    expect(noHeader.json().msg).toBe('B0005');
    const deleted = await get(
      t,
      api(`${APP_PATHS.status.path}?id=${app.id}&action=delete`),
      dev.cookies,
    );
    expect(deleted.json()).toMatchObject({ rescode: 200, data: null });
    expect(await getJson(`${APP_PATHS.detail.path}?id=${app.id}`, dev.cookies)).toMatchObject({
      msg: 'A0078',
    });
    expect(
      await t.db
        .selectFrom('app_uploads')
        .select('file_id')
        .where('owner_id', '=', dev.id)
        .execute(),
    ).toEqual([]);
    await expectNoOrphans();
    // Its name is free again.
    await submittedApp(other.cookies, 'Short Lived', 'com.deleter2.short');
  });

  it('deletes an approved app that never reached the market; one that did is unreleased instead', async () => {
    const dev = await developer('deleter3');
    const other = await developer('deleter4');
    const status = (id: number, action: string, cookies = dev.cookies) =>
      postJson(APP_PATHS.status.path, { id, action }, cookies);
    const actions = async (id: number) =>
      (await getJson(`${APP_PATHS.detail.path}?id=${id}`, dev.cookies)).data.actions;

    // Approved, never released: its first version cannot go alone, the app can.
    const unused = await submittedApp(dev.cookies, 'Approved Unused', 'com.deleter3.unused');
    await admin('approve-app', String(unused.id));
    expect(await actions(unused.id)).toMatchObject({ delete: true, release: true });
    expect(await status(unused.id, 'delete', other.cookies)).toMatchObject({ msg: 'A0078' });
    expect(await status(unused.id, 'delete')).toMatchObject({ rescode: 200, data: null });
    expect(await getJson(`${APP_PATHS.detail.path}?id=${unused.id}`, dev.cookies)).toMatchObject({
      msg: 'A0078',
    });
    await expectNoOrphans();
    await submittedApp(other.cookies, 'Approved Unused', 'com.deleter4.unused');

    // On the market once: never deleted, not even after it was unreleased.
    const sold = await submittedApp(dev.cookies, 'Was Sold', 'com.deleter3.sold');
    await admin('approve-app', String(sold.id));
    expect((await status(sold.id, 'release')).rescode).toBe(200);
    expect(await actions(sold.id)).toMatchObject({ delete: false, unrelease: true });
    expect(await status(sold.id, 'delete')).toMatchObject({ msg: 'B0009', data: 'launched' });
    expect((await status(sold.id, 'unrelease')).rescode).toBe(200);
    expect(await actions(sold.id)).toMatchObject({ delete: false, release: true });
    expect(await status(sold.id, 'delete')).toMatchObject({ msg: 'B0009' });
    expect(
      await t.db.selectFrom('apps').select('id').where('id', '=', sold.id).execute(),
    ).toHaveLength(1);
  });

  it('serves the categories in both languages and the demo developer in every state', async () => {
    const zh = (await get(t, api(APP_PATHS.categories.path))).json().data;
    const en = (await get(t, api(`${APP_PATHS.categories.path}?lang=en`))).json().data;
    expect(zh[0]).toMatchObject({ name: zh[0].nameZh });
    expect(en[0]).toMatchObject({ name: en[0].nameEn });
    const demo = await loginCookies(t);
    const states = (await getJson(`${APP_PATHS.list.path}?pageSize=50`, demo)).data.list.map(
      (a: { reviewStatus: string; shelfStatus: string }) => `${a.reviewStatus}/${a.shelfStatus}`,
    );
    expect(states.sort()).toEqual([
      'approved/launched',
      'approved/ready',
      'draft/ready',
      'pending/ready',
      'rejected/ready',
      'updatePending/launched',
    ]);
    const stocktake = (await getJson(`${APP_PATHS.list.path}?keyword=stocktake`, demo)).data
      .list[0];
    const versions = (
      await getJson(`${APP_PATHS.versionList.path}?appId=${stocktake.id}&lang=en`, demo)
    ).data;
    expect(
      versions.list.map((v: { versionName: string; current: boolean }) => [
        v.versionName,
        v.current,
      ]),
    ).toEqual([
      ['3.0.4', true],
      ['3.0.3', false],
    ]);
    const rejected = (await getJson(`${APP_PATHS.list.path}?reviewStatus=rejected`, demo)).data
      .list[0];
    const thread = (await getJson(`${APP_PATHS.reviews.path}?appId=${rejected.id}`, demo)).data[0];
    expect(thread.replies.map((r: { author: string }) => r.author)).toEqual([
      'developer',
      'reviewer',
    ]);
    const market = (
      await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${stocktake.id}&lang=en`))
    ).json().data;
    expect(market.updateContent).toContain('Merges the counts');
  });

  it('refuses a non-developer and a customer without the developer section', async () => {
    const plain = await certifiedCustomer('plain1');
    for (const url of [
      APP_PATHS.list.path,
      `${APP_PATHS.detail.path}?id=1`,
      `${APP_PATHS.versionList.path}?appId=1`,
      `${APP_PATHS.files.path}?id=1`,
    ])
      expect(await getJson(url, plain.cookies)).toMatchObject({ msg: 'A0017', data: 'developer' });
    await insertUser(t, { username: 'norole1', password: 'Pass#1234' });
    const bare = await loginCookies(t, { username: 'norole1', password: 'Pass#1234' });
    expect(await getJson(DEVELOPER_PATHS.status.path, bare)).toMatchObject({ msg: 'A0017' });
    expect(
      (
        await post(t, api(APP_PATHS.submit.path), { nameZh: '名', nameEn: 'N', categoryId: 1 }, {})
      ).json().msg,
    ).toBe('A0001');
  });
});
