import { describe, expect, it } from 'vitest';
import { APP_PATHS, MARKET_PATHS } from '@seuiot/contract';
import { get } from '../../test/harness.js';
import {
  admin,
  api,
  appForm,
  approvedApp,
  busId,
  developer,
  expectNoOrphans,
  getJson,
  iconPng,
  lastMessage,
  postJson,
  t,
  useAppsApp,
} from './apps.fixture.js';

/**
 * A developer's apps through review: draft, submission, rejection, approval, release, and the
 * listing updates of an approved app. Names, deleting, the demo developer and who may call are
 * in apps-rules.test.ts; onboarding in developers.test.ts.
 */

useAppsApp();

describe('apps', () => {
  it('saves a draft, submits, is rejected with reasons, resubmits, is approved, released and unreleased', async () => {
    const dev = await developer('appdev1');
    const form = await appForm(dev.cookies, 'Route Planner', 'com.appdev1.route');
    // A draft needs only the names; submitting names what is missing.
    const { packageBusId: _p, ...noPackage } = form;
    expect(
      await postJson(APP_PATHS.submit.path, { ...noPackage, action: 'submit' }, dev.cookies),
    ).toMatchObject({ msg: 'B0001', data: ['packageBusId'] });
    const draft = (await postJson(APP_PATHS.submit.path, { ...form, action: 'save' }, dev.cookies))
      .data;
    expect(draft).toMatchObject({
      reviewStatus: 'draft',
      shelfStatus: 'ready',
      packageName: 'com.appdev1.route',
      live: null,
      actions: { edit: true, submit: true, delete: true, release: false, withdraw: false },
    });
    expect(draft.firstVersion).toMatchObject({ status: 'draft', versionCode: 1, first: true });
    // The draft is nowhere public, and not in "my developed apps" yet.
    expect((await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${draft.id}`))).json().msg).toBe(
      'A0078',
    );
    expect((await getJson('/front/home/myApplications', dev.cookies)).data).toEqual([]);

    const submitted = await postJson(APP_PATHS.submit.path, { ...form, id: draft.id }, dev.cookies);
    expect(submitted.data).toMatchObject({
      reviewStatus: 'pending',
      actions: { edit: false, withdraw: true },
    });
    expect(submitted.data.firstVersion.status).toBe('pending');
    // Under review: no edit; withdraw goes back to pending submission.
    expect(
      await postJson(APP_PATHS.submit.path, { ...form, id: draft.id }, dev.cookies),
    ).toMatchObject({
      msg: 'B0009',
      data: 'pending',
    });
    const withdrawn = await postJson(
      APP_PATHS.status.path,
      { id: draft.id, action: 'withdraw' },
      dev.cookies,
    );
    expect(withdrawn.data).toMatchObject({
      reviewStatus: 'draft',
      firstVersion: { status: 'draft' },
    });
    await postJson(APP_PATHS.submit.path, { ...form, id: draft.id }, dev.cookies);
    expect(await admin('list-reviews')).toMatch(
      new RegExp(`apps: .*${draft.id} Route Planner \\[app\\] by appdev1`),
    );
    expect(await admin('review-reasons')).toContain('test-account');
    const list = (await getJson(`${APP_PATHS.list.path}?reviewStatus=pending`, dev.cookies)).data;
    expect(list.list.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    expect(list.list[0].submitTime).not.toBeNull();
    expect(list.reviewClock).toMatchObject({ days: 30 });

    await admin(
      'reject-app',
      String(draft.id),
      'test-account,crash',
      '启动即崩溃 / Crashes at start',
    );
    const rejected = (await getJson(`${APP_PATHS.detail.path}?id=${draft.id}&lang=en`, dev.cookies))
      .data;
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
    const row = (await getJson(`${APP_PATHS.list.path}?reviewStatus=rejected&lang=en`, dev.cookies))
      .data.list[0];
    expect(row.rejectReasons[0].title).toBe('Test account missing or not working');
    expect(row.rejectNote).toBe('启动即崩溃 / Crashes at start');
    const msg = await lastMessage(dev.id);
    expect([msg.title_zh, msg.title_en]).toEqual([
      '应用“Route Planner 中文”审核未通过',
      'App "Route Planner" not approved',
    ]);
    expect(msg.content_en).toContain('2.3 Test account missing or not working');
    const reviews = (await getJson(`${APP_PATHS.reviews.path}?appId=${draft.id}`, dev.cookies))
      .data;
    expect(reviews).toHaveLength(1);
    await postJson(
      APP_PATHS.reviewReply.path,
      { reviewId: reviews[0].id, content: '已修复 / fixed' },
      dev.cookies,
    );

    // Fix and resubmit; the operator approves; release puts it on the market.
    await postJson(
      APP_PATHS.submit.path,
      { ...form, id: draft.id, testAccount: 'qa / Qa#2026' },
      dev.cookies,
    );
    await expect(admin('approve-version', String(rejected.firstVersion.id))).rejects.toThrow(
      /with its app/,
    );
    await admin('approve-app', String(draft.id));
    await expect(admin('approve-app', String(draft.id))).rejects.toThrow(/not waiting/);
    const approved = (await getJson(`${APP_PATHS.detail.path}?id=${draft.id}`, dev.cookies)).data;
    expect(approved).toMatchObject({
      reviewStatus: 'approved',
      shelfStatus: 'ready',
      firstVersion: { status: 'approved' },
      // Never on the market yet: it may still be deleted (decision 0055).
      actions: { release: true, delete: true, newVersion: false },
    });
    expect((await lastMessage(dev.id)).title_en).toBe('App "Route Planner" approved');
    expect((await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${draft.id}`))).json().msg).toBe(
      'A0078',
    );
    expect(
      await postJson(APP_PATHS.status.path, { id: draft.id, action: 'unrelease' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });

    const market = await get(t, api(`${MARKET_PATHS.appList.path}?pageSize=100`));
    const before = market.json().data.total;
    const released = (
      await postJson(APP_PATHS.status.path, { id: draft.id, action: 'release' }, dev.cookies)
    ).data;
    expect(released).toMatchObject({
      shelfStatus: 'launched',
      currentVersion: { status: 'published', current: true },
    });
    expect(
      await postJson(APP_PATHS.status.path, { id: draft.id, action: 'release' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009' });
    expect(
      await postJson(APP_PATHS.status.path, { id: draft.id, action: 'delete' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009', data: 'launched' });
    // On the market at once (the kept list pages were forgotten), in the workbench too.
    const after = (await get(t, api(`${MARKET_PATHS.appList.path}?pageSize=100&lang=en`))).json()
      .data;
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      id: draft.id,
      name: 'Route Planner',
      developer: 'appdev1 Studio',
    });
    const detail = (await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${draft.id}`))).json().data;
    expect(detail.package).toMatchObject({
      url: `/api${APP_PATHS.marketDownload.path}?appId=${draft.id}`,
    });
    expect(detail.media).toHaveLength(1);
    // The icon is public now; a draft's stays private.
    expect((await get(t, detail.icon)).statusCode).toBe(200);
    expect((await getJson('/front/home/myApplications', dev.cookies)).data).toMatchObject([
      { id: draft.id, released: true },
    ]);

    const off = await postJson(
      APP_PATHS.status.path,
      { id: draft.id, action: 'unrelease' },
      dev.cookies,
    );
    expect(off.data.shelfStatus).toBe('ready');
    expect((await get(t, api(`${MARKET_PATHS.appList.path}?pageSize=100`))).json().data.total).toBe(
      before,
    );
    expect((await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${draft.id}`))).json().msg).toBe(
      'A0078',
    );
    expect((await get(t, detail.icon)).json().msg).toBe('A0078');
    // Released again (no first-release step any more).
    expect(
      (await postJson(APP_PATHS.status.path, { id: draft.id, action: 'release' }, dev.cookies)).data
        .shelfStatus,
    ).toBe('launched');
    await expectNoOrphans();
  });

  it('keeps the approved listing live while changes wait for review, and applies them when approved', async () => {
    const dev = await developer('appdev2');
    const id = await approvedApp(dev.cookies, 'Dock Scheduler', 'com.appdev2.dock');
    await postJson(APP_PATHS.status.path, { id, action: 'release' }, dev.cookies);
    const form = await appForm(dev.cookies, 'Dock Scheduler', 'com.appdev2.dock');
    const { packageBusId: _p, versionName: _v, ...listing } = form;
    // Version fields belong to the version calls now.
    expect(await postJson(APP_PATHS.submit.path, { ...form, id }, dev.cookies)).toMatchObject({
      msg: 'B0004',
    });
    const newIcon = await busId(dev.cookies, 'icon', iconPng());
    const saved = await postJson(
      APP_PATHS.submit.path,
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
      (await get(t, api(`${MARKET_PATHS.appDetail.path}?id=${id}&lang=en`))).json().data.name;
    expect(await marketName()).toBe('Dock Scheduler');
    const pending = await postJson(
      APP_PATHS.submit.path,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    expect(pending.data.reviewStatus).toBe('updatePending');
    // Withdraw keeps the changes; submit again; a rejection leaves the live listing.
    expect(
      (await postJson(APP_PATHS.status.path, { id, action: 'withdraw' }, dev.cookies)).data,
    ).toMatchObject({
      reviewStatus: 'approved',
      hasPendingChanges: true,
    });
    await postJson(
      APP_PATHS.submit.path,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    await admin('reject-app', String(id), 'listing-mismatch');
    expect(
      (await getJson(`${APP_PATHS.detail.path}?id=${id}`, dev.cookies)).data.reviewStatus,
    ).toBe('updateRejected');
    expect(await marketName()).toBe('Dock Scheduler');
    expect((await lastMessage(dev.id)).title_en).toBe(
      'Changes to "Dock Scheduler Pro" not approved',
    );
    await postJson(
      APP_PATHS.submit.path,
      { ...listing, id, nameEn: 'Dock Scheduler Pro', iconBusId: newIcon },
      dev.cookies,
    );
    await admin('approve-app', String(id));
    const done = (await getJson(`${APP_PATHS.detail.path}?id=${id}`, dev.cookies)).data;
    expect(done).toMatchObject({
      reviewStatus: 'approved',
      hasPendingChanges: false,
      live: { nameEn: 'Dock Scheduler Pro' },
    });
    expect(done.live.icon.busId).toBe(newIcon);
    // The market list page kept on this server shows it within its 2 s; the detail at once.
    expect(await marketName()).toBe('Dock Scheduler Pro');
    // The replaced icon is gone with its row; the old name is free again.
    const files = (await getJson(`${APP_PATHS.files.path}?id=${id}`, dev.cookies)).data;
    expect(files.filter((f: { purpose: string }) => f.purpose === 'icon')).toHaveLength(1);
    await expectNoOrphans();
  });
});
