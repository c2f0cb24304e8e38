import { describe, expect, it } from 'vitest';
import { APP_ROUTES as R } from '@seuiot/contract';
import { get, insertUser, loginCookies, post } from '../../test/harness.js';
import { AccountsRepo } from '../accounts/accounts.repo.js';
import {
  admin,
  api,
  appForm,
  approvedApp,
  busId,
  certifiedCustomer,
  developer,
  expectNoOrphans,
  getJson,
  iconPng,
  postJson,
  submittedApp,
  t,
  useAppsApp,
} from './apps.fixture.js';

useAppsApp();

/** The newest message of a user. */
async function lastMessage(userId: number) {
  return t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('developer onboarding', () => {
  it('needs an approved real-name certification, then moves draft → pending → rejected → pending → approved', async () => {
    const id = await insertUser(t, { username: 'onboard1', password: 'Pass#1234' });
    await new AccountsRepo(t.db).grantRole(id, 'customer');
    const cookies = await loginCookies(t, { username: 'onboard1', password: 'Pass#1234' });
    const state = await getJson(R.developerStatus, cookies);
    expect(state.data).toMatchObject({ status: 'none', identityStatus: 'none', canApply: false });
    // No certification: refused, and nothing is written.
    const refused = await postJson(R.developerSubmit, { name: 'Onboard' }, cookies);
    expect(refused).toMatchObject({ msg: 'A0017', data: 'identity' });
    expect(
      await t.db.selectFrom('developers').where('user_id', '=', id).selectAll().execute(),
    ).toEqual([]);

    const dev = await certifiedCustomer('onboard2');
    // Not a developer yet: the app calls answer A0017 'developer'.
    expect(await getJson(R.appList, dev.cookies)).toMatchObject({
      msg: 'A0017',
      data: 'developer',
    });
    expect(
      await postJson(R.developerSubmit, { name: 'Two', type: 'company' }, dev.cookies),
    ).toMatchObject({ msg: 'A0017', data: 'enterprise' });
    const draft = await postJson(R.developerSubmit, { name: 'Two', action: 'save' }, dev.cookies);
    expect(draft.data.status).toBe('draft');
    expect((await postJson(R.developerSubmit, { name: 'Two' }, dev.cookies)).msg).toBe('B0001');
    const form = { name: 'Two Studio', email: 'two@example.com', phone: '13800138000' };
    expect((await postJson(R.developerSubmit, form, dev.cookies)).data.status).toBe('pending');
    // Under review: no change, but it can be withdrawn and submitted again.
    expect(await postJson(R.developerSubmit, form, dev.cookies)).toMatchObject({
      msg: 'B0009',
      data: 'pending',
    });
    expect((await postJson(R.developerWithdraw, {}, dev.cookies)).data.status).toBe('draft');
    expect((await postJson(R.developerWithdraw, {}, dev.cookies)).msg).toBe('B0009');
    await postJson(R.developerSubmit, form, dev.cookies);

    await expect(admin('reject-developer', 'onboard2', 'not-a-code')).rejects.toThrow(/reason/);
    await expect(admin('reject-developer', 'onboard2', 'other')).rejects.toThrow(/note/);
    await admin(
      'reject-developer',
      'onboard2',
      'developer-contact',
      '电话无法接通',
      '/',
      'Phone',
      'unreachable',
    );
    const rejected = (await getJson(`${R.developerStatus}?lang=en`, dev.cookies)).data;
    expect(rejected.status).toBe('rejected');
    expect(rejected.review).toMatchObject({
      outcome: 'rejected',
      reasons: [{ code: 'developer-contact', rule: 'D2', title: 'Contact details not valid' }],
      note: '电话无法接通 / Phone unreachable',
    });
    const msg = await lastMessage(dev.id);
    expect(msg.title_en).toBe('Developer application not approved');
    expect(msg.content_zh).toContain('联系方式无效');
    expect(msg.content_en).toContain('Phone unreachable');
    // The developer replies on the decision (before being a developer).
    const reply = await postJson(
      R.reviewReply,
      { reviewId: rejected.review.id, content: 'Fixed the number' },
      dev.cookies,
    );
    expect(reply.data.replies).toMatchObject([
      { author: 'developer', content: 'Fixed the number' },
    ]);
    await admin('reply-review', String(rejected.review.id), 'Thanks, resubmit please');
    expect((await lastMessage(dev.id)).content_en).toContain('Thanks, resubmit please');

    expect((await postJson(R.developerSubmit, form, dev.cookies)).data.status).toBe('pending');
    await expect(admin('approve-developer', 'nobody-here')).rejects.toThrow(/no account/);
    await admin('approve-developer', 'onboard2');
    expect((await getJson(R.developerStatus, dev.cookies)).data.status).toBe('approved');
    expect((await lastMessage(dev.id)).title_zh).toBe('开发者入驻申请已通过');
    expect(await postJson(R.developerSubmit, form, dev.cookies)).toMatchObject({ msg: 'B0009' });
    await expect(admin('approve-developer', 'onboard2')).rejects.toThrow(
      /no developer application/,
    );
    expect((await getJson(R.appList, dev.cookies)).rescode).toBe(200);
  });
});

describe('apps', () => {
  it('saves a draft, submits, is rejected with reasons, resubmits, is approved, released and unreleased', async () => {
    const dev = await developer('appdev1');
    const form = await appForm(dev.cookies, 'Route Planner', 'com.appdev1.route');
    // A draft needs only the names; submitting names what is missing.
    const { packageBusId: _p, ...noPackage } = form;
    expect(
      await postJson(R.appSubmit, { ...noPackage, action: 'submit' }, dev.cookies),
    ).toMatchObject({ msg: 'B0001', data: ['packageBusId'] });
    const draft = (await postJson(R.appSubmit, { ...form, action: 'save' }, dev.cookies)).data;
    expect(draft).toMatchObject({
      reviewStatus: 'draft',
      shelfStatus: 'ready',
      packageName: 'com.appdev1.route',
      live: null,
      actions: { edit: true, submit: true, delete: true, release: false, withdraw: false },
    });
    expect(draft.firstVersion).toMatchObject({ status: 'draft', versionCode: 1, first: true });
    // The draft is nowhere public, and not in "my developed apps" yet.
    expect((await get(t, api(`/front/apps/detailApp?id=${draft.id}`))).json().msg).toBe('A0078');
    expect((await getJson('/front/home/myApplications', dev.cookies)).data).toEqual([]);

    const submitted = await postJson(R.appSubmit, { ...form, id: draft.id }, dev.cookies);
    expect(submitted.data).toMatchObject({
      reviewStatus: 'pending',
      actions: { edit: false, withdraw: true },
    });
    expect(submitted.data.firstVersion.status).toBe('pending');
    // Under review: no edit; withdraw goes back to pending submission.
    expect(await postJson(R.appSubmit, { ...form, id: draft.id }, dev.cookies)).toMatchObject({
      msg: 'B0009',
      data: 'pending',
    });
    const withdrawn = await postJson(
      R.appStatus,
      { id: draft.id, action: 'withdraw' },
      dev.cookies,
    );
    expect(withdrawn.data).toMatchObject({
      reviewStatus: 'draft',
      firstVersion: { status: 'draft' },
    });
    await postJson(R.appSubmit, { ...form, id: draft.id }, dev.cookies);
    expect(await admin('list-reviews')).toMatch(
      new RegExp(`apps: .*${draft.id} Route Planner \\[app\\] by appdev1`),
    );
    expect(await admin('review-reasons')).toContain('test-account');
    const list = (await getJson(`${R.appList}?reviewStatus=pending`, dev.cookies)).data;
    expect(list.list.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    expect(list.list[0].submitTime).not.toBeNull();
    expect(list.reviewClock).toMatchObject({ days: 30 });

    await admin(
      'reject-app',
      String(draft.id),
      'test-account,crash',
      '启动即崩溃 / Crashes at start',
    );
    const rejected = (await getJson(`${R.appDetail}?id=${draft.id}&lang=en`, dev.cookies)).data;
    expect(rejected).toMatchObject({
      reviewStatus: 'rejected',
      firstVersion: { status: 'rejected' },
    });
    expect(rejected.review.reasons.map((r: { code: string }) => r.code)).toEqual([
      'test-account',
      'crash',
    ]);
    expect(rejected.firstVersion.rejectReasons.map((r: { rule: string }) => r.rule)).toEqual([
      '2.3',
      '2.1',
    ]);
    const row = (await getJson(`${R.appList}?reviewStatus=rejected&lang=en`, dev.cookies)).data
      .list[0];
    expect(row.rejectReasons[0].title).toBe('Test account missing or not working');
    expect(row.rejectNote).toBe('启动即崩溃 / Crashes at start');
    const msg = await lastMessage(dev.id);
    expect([msg.title_zh, msg.title_en]).toEqual([
      '应用“Route Planner 中文”审核未通过',
      'App "Route Planner" not approved',
    ]);
    expect(msg.content_en).toContain('2.3 Test account missing or not working');
    const reviews = (await getJson(`${R.appReviews}?appId=${draft.id}`, dev.cookies)).data;
    expect(reviews).toHaveLength(1);
    await postJson(
      R.reviewReply,
      { reviewId: reviews[0].id, content: '已修复 / fixed' },
      dev.cookies,
    );

    // Fix and resubmit; the operator approves; release puts it on the market.
    await postJson(
      R.appSubmit,
      { ...form, id: draft.id, testAccount: 'qa / Qa#2026' },
      dev.cookies,
    );
    await expect(admin('approve-version', String(rejected.firstVersion.id))).rejects.toThrow(
      /with its app/,
    );
    await admin('approve-app', String(draft.id));
    await expect(admin('approve-app', String(draft.id))).rejects.toThrow(/not waiting/);
    const approved = (await getJson(`${R.appDetail}?id=${draft.id}`, dev.cookies)).data;
    expect(approved).toMatchObject({
      reviewStatus: 'approved',
      shelfStatus: 'ready',
      firstVersion: { status: 'approved' },
      actions: { release: true, delete: false, newVersion: false },
    });
    expect((await lastMessage(dev.id)).title_en).toBe('App "Route Planner" approved');
    expect((await get(t, api(`/front/apps/detailApp?id=${draft.id}`))).json().msg).toBe('A0078');
    expect(
      await postJson(R.appStatus, { id: draft.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    expect(
      await postJson(R.appStatus, { id: draft.id, action: 'unrelease' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });

    const market = await get(t, api('/front/apps/appList?pageSize=100'));
    const before = market.json().data.total;
    const released = (await postJson(R.appStatus, { id: draft.id, action: 'release' }, dev.cookies))
      .data;
    expect(released).toMatchObject({
      shelfStatus: 'launched',
      currentVersion: { status: 'published', current: true },
    });
    expect(
      await postJson(R.appStatus, { id: draft.id, action: 'release' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    // On the market at once (the kept list pages were forgotten), in the workbench too.
    const after = (await get(t, api('/front/apps/appList?pageSize=100&lang=en'))).json().data;
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      id: draft.id,
      name: 'Route Planner',
      developer: 'appdev1 Studio',
    });
    const detail = (await get(t, api(`/front/apps/detailApp?id=${draft.id}`))).json().data;
    expect(detail.package).toMatchObject({ url: `/api/front/apps/downloadApk?appId=${draft.id}` });
    expect(detail.media).toHaveLength(1);
    // The icon is public now; a draft's stays private.
    expect((await get(t, detail.icon)).statusCode).toBe(200);
    expect((await getJson('/front/home/myApplications', dev.cookies)).data).toMatchObject([
      { id: draft.id, released: true },
    ]);

    const off = await postJson(R.appStatus, { id: draft.id, action: 'unrelease' }, dev.cookies);
    expect(off.data.shelfStatus).toBe('ready');
    expect((await get(t, api('/front/apps/appList?pageSize=100'))).json().data.total).toBe(before);
    expect((await get(t, api(`/front/apps/detailApp?id=${draft.id}`))).json().msg).toBe('A0078');
    expect((await get(t, detail.icon)).json().msg).toBe('A0078');
    // Released again (no first-release step any more).
    expect(
      (await postJson(R.appStatus, { id: draft.id, action: 'release' }, dev.cookies)).data
        .shelfStatus,
    ).toBe('launched');
    await expectNoOrphans();
  });

  it('keeps the approved listing live while changes wait for review, and applies them when approved', async () => {
    const dev = await developer('appdev2');
    const id = await approvedApp(dev.cookies, 'Dock Scheduler', 'com.appdev2.dock');
    await postJson(R.appStatus, { id, action: 'release' }, dev.cookies);
    const form = await appForm(dev.cookies, 'Dock Scheduler', 'com.appdev2.dock');
    const { packageBusId: _p, versionName: _v, ...listing } = form;
    // Version fields belong to the version calls now.
    expect(await postJson(R.appSubmit, { ...form, id }, dev.cookies)).toMatchObject({
      msg: 'B0004',
    });
    const newIcon = await busId(dev.cookies, 'icon', iconPng());
    const saved = await postJson(
      R.appSubmit,
      {
        ...listing,
        id,
        action: 'save',
        nameEn: 'Dock Scheduler Pro',
        summaryEn: 'New profile',
        iconBusId: newIcon,
      },
      dev.cookies,
    );
    expect(saved.data).toMatchObject({
      reviewStatus: 'approved',
      hasPendingChanges: true,
      listing: { nameEn: 'Dock Scheduler Pro', summaryEn: 'New profile' },
      live: { nameEn: 'Dock Scheduler', summaryEn: 'Profile' },
      actions: { submit: true },
    });
    const marketName = async () =>
      (await get(t, api(`/front/apps/detailApp?id=${id}&lang=en`))).json().data.name;
    expect(await marketName()).toBe('Dock Scheduler');
    const pending = await postJson(
      R.appSubmit,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    expect(pending.data.reviewStatus).toBe('updatePending');
    // Withdraw keeps the changes; submit again; a rejection leaves the live listing.
    expect(
      (await postJson(R.appStatus, { id, action: 'withdraw' }, dev.cookies)).data,
    ).toMatchObject({
      reviewStatus: 'approved',
      hasPendingChanges: true,
    });
    await postJson(
      R.appSubmit,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    await admin('reject-app', String(id), 'listing-mismatch');
    expect((await getJson(`${R.appDetail}?id=${id}`, dev.cookies)).data.reviewStatus).toBe(
      'updateRejected',
    );
    expect(await marketName()).toBe('Dock Scheduler');
    expect((await lastMessage(dev.id)).title_en).toBe(
      'Changes to "Dock Scheduler Pro" not approved',
    );
    await postJson(
      R.appSubmit,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    await admin('approve-app', String(id));
    const done = (await getJson(`${R.appDetail}?id=${id}`, dev.cookies)).data;
    expect(done).toMatchObject({
      reviewStatus: 'approved',
      hasPendingChanges: false,
      live: { nameEn: 'Dock Scheduler Pro' },
    });
    expect(done.live.icon.busId).toBe(newIcon);
    // The market list page kept on this server shows it within its 2 s; the detail at once.
    expect(await marketName()).toBe('Dock Scheduler Pro');
    // The replaced icon is gone with its row; the old name is free again.
    const files = (await getJson(`${R.appFiles}?id=${id}`, dev.cookies)).data;
    expect(files.filter((f: { purpose: string }) => f.purpose === 'icon')).toHaveLength(1);
    await expectNoOrphans();
  });

  it('refuses a taken name (any language, any developer, the catalogue) and a taken package name', async () => {
    const a = await developer('namer1');
    const b = await developer('namer2');
    await submittedApp(a.cookies, 'Unique Name', 'com.namer1.unique');
    const taken = await appForm(b.cookies, 'unique name', 'com.namer2.other');
    expect(await postJson(R.appSubmit, taken, b.cookies)).toMatchObject({ msg: 'A0042' });
    const zhTaken = await appForm(b.cookies, 'Other', 'com.namer2.other', {
      nameZh: 'Unique Name 中文',
    });
    expect(await postJson(R.appSubmit, zhTaken, b.cookies)).toMatchObject({ msg: 'A0042' });
    const catalogue = await appForm(b.cookies, 'Scan Wedge', 'com.namer2.other');
    expect(await postJson(R.appSubmit, catalogue, b.cookies)).toMatchObject({ msg: 'A0042' });
    const pkgTaken = await appForm(b.cookies, 'Fresh Name', 'com.namer1.unique');
    expect(await postJson(R.appSubmit, pkgTaken, b.cookies)).toMatchObject({
      msg: 'A0002',
      data: ['packageName'],
    });
    expect(
      await postJson(R.appSubmit, { ...pkgTaken, categoryId: 999999 }, b.cookies),
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
      await postJson(R.appStatus, { id: app.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    await postJson(R.appStatus, { id: app.id, action: 'withdraw' }, dev.cookies);
    for (const action of ['delete', 'withdraw', 'release', 'unrelease'])
      expect(await postJson(R.appStatus, { id: app.id, action }, other.cookies)).toMatchObject({
        msg: 'A0078',
      });
    expect(
      await postJson(R.appStatus, { id: 99999999, action: 'delete' }, other.cookies),
    ).toMatchObject({ msg: 'A0078' });
    // The spec's GET works with the client header only.
    const noHeader = await t.app.inject({
      method: 'GET',
      url: api(`${R.appStatus}?id=${app.id}&action=delete`),
    });
    expect(noHeader.json().msg).toBe('B0005');
    const deleted = await get(t, api(`${R.appStatus}?id=${app.id}&action=delete`), dev.cookies);
    expect(deleted.json()).toMatchObject({ rescode: 200, data: null });
    expect(await getJson(`${R.appDetail}?id=${app.id}`, dev.cookies)).toMatchObject({
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

  it('serves the categories in both languages and the demo developer in every state', async () => {
    const zh = (await get(t, api(R.categories))).json().data;
    const en = (await get(t, api(`${R.categories}?lang=en`))).json().data;
    expect(zh[0]).toMatchObject({ name: zh[0].nameZh });
    expect(en[0]).toMatchObject({ name: en[0].nameEn });
    const demo = await loginCookies(t);
    const states = (await getJson(`${R.appList}?pageSize=50`, demo)).data.list.map(
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
    const stocktake = (await getJson(`${R.appList}?keyword=stocktake`, demo)).data.list[0];
    const versions = (await getJson(`${R.versionList}?appId=${stocktake.id}&lang=en`, demo)).data;
    expect(
      versions.list.map((v: { versionName: string; current: boolean }) => [
        v.versionName,
        v.current,
      ]),
    ).toEqual([
      ['3.0.4', true],
      ['3.0.3', false],
    ]);
    const rejected = (await getJson(`${R.appList}?reviewStatus=rejected`, demo)).data.list[0];
    const thread = (await getJson(`${R.appReviews}?appId=${rejected.id}`, demo)).data[0];
    expect(thread.replies.map((r: { author: string }) => r.author)).toEqual([
      'developer',
      'reviewer',
    ]);
    const market = (await get(t, api(`/front/apps/detailApp?id=${stocktake.id}&lang=en`))).json()
      .data;
    expect(market.updateContent).toContain('Merges the counts');
  });

  it('refuses a non-developer and a customer without the developer section', async () => {
    const plain = await certifiedCustomer('plain1');
    for (const url of [
      R.appList,
      `${R.appDetail}?id=1`,
      `${R.versionList}?appId=1`,
      `${R.appFiles}?id=1`,
    ])
      expect(await getJson(url, plain.cookies)).toMatchObject({ msg: 'A0017', data: 'developer' });
    await insertUser(t, { username: 'norole1', password: 'Pass#1234' });
    const bare = await loginCookies(t, { username: 'norole1', password: 'Pass#1234' });
    expect(await getJson(R.developerStatus, bare)).toMatchObject({ msg: 'A0017' });
    expect(
      (await post(t, api(R.appSubmit), { nameZh: '名', nameEn: 'N', categoryId: 1 }, {})).json()
        .msg,
    ).toBe('A0001');
  });
});
