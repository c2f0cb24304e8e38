import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEVELOPER_PATHS,
  APP_PATHS,
  CONSOLE_REVIEW_PATHS as C,
  CONSOLE_ROUTES,
} from '@seuiot/contract';
import {
  appForm,
  approvedApp,
  busId,
  certifiedCustomer,
  developer,
  getJson,
  pkg,
  postJson,
  submittedApp,
  t,
  useAppsApp,
  type Cookies,
} from './apps.fixture.js';
import { consoleKit } from '../console/console-kit.fixture.js';

/** The console's review of developer onboarding, apps and versions (decision 0020). */

useAppsApp();
beforeAll(() => {
  // Only Date is faked: each TOTP code a test computes belongs to a step not used before.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-04T08:00:00Z'));
});
afterAll(() => vi.useRealTimers());

// The shared console test helpers (console-kit.fixture.ts) on this file's app.
let k: ReturnType<typeof consoleKit>;
beforeAll(() => {
  k = consoleKit(t);
});

async function json(method: 'GET' | 'POST', path: string, cookies: Cookies, body?: unknown) {
  return (await k.call(method, path, cookies, body)).json();
}

/** A staff member made by the admin command; the cookie after the password step only. */
async function passwordOnly(name: string, ...roles: string[]): Promise<Cookies> {
  return k.passwordStep(name, await k.createStaff(name, ...roles));
}

/** A staff member signed in with both factors. */
async function staff(name: string, ...roles: string[]): Promise<Cookies> {
  return (await k.staffSession(name, ...roles)).cookies;
}

const queue = (cookies: Cookies, q: string, status = 'pending') =>
  json('GET', `${C.queue.path}?queue=${q}&status=${status}`, cookies);
const detail = (cookies: Cookies, q: string, id: number) =>
  json('GET', `${C.detail.path}?queue=${q}&id=${id}`, cookies);
const decide = (cookies: Cookies, body: Record<string, unknown>) =>
  json('POST', C.decide.path, cookies, body);

async function audited(action: string, id: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['staff', 'before', 'after'])
    .where('action', '=', action)
    .where('object_id', '=', String(id))
    .execute();
}

async function lastMessage(userId: number) {
  return t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

const GUARDED: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', `${C.queue.path}?queue=apps`],
  ['GET', `${C.detail.path}?queue=apps&id=1`],
  ['GET', `${C.file.path}?fileId=1`],
  ['GET', `${C.package.path}?versionId=1`],
  ['POST', C.decide.path, { queue: 'apps', id: 1, approve: true }],
  ['POST', C.reply.path, { reviewId: 1, text: 'hello' }],
  ['POST', C.takeDown.path, { appId: 1, reason: 'malware' }],
];

describe('console review: who may call', () => {
  it('refuses every call without a staff session, with a customer session, before the second factor and without the reviewer role', async () => {
    const customer = await certifiedCustomer('revguard');
    const halfway = await passwordOnly('rv.half', 'reviewer');
    const support = await staff('rv.support', 'support', 'auditor');
    for (const [method, path, body] of GUARDED) {
      expect((await json(method, path, {}, body)).msg, path).toBe('A0001');
      expect((await json(method, path, customer.cookies, body)).msg, path).toBe('A0001');
      expect((await json(method, path, halfway, body)).msg, path).toBe('A0001');
      expect((await json(method, path, support, body)).msg, path).toBe('A0017');
    }
    expect(await audited('app.approve', 1)).toEqual([]);
  });
});

describe('console review: developer applications', () => {
  it('lists, shows, rejects with typed reasons and a note, then approves the resubmission', async () => {
    const rev = await staff('rv.dev', 'reviewer');
    const user = await certifiedCustomer('onboardrv');
    const form = { name: 'Onboard Studio', email: 'o@example.com', phone: '13800138000' };
    expect((await postJson(DEVELOPER_PATHS.submit.path, form, user.cookies)).data.status).toBe(
      'pending',
    );
    const list = (await queue(rev, 'developers')).data;
    const row = list.list.find((r: { id: number }) => r.id === user.id);
    expect(row).toMatchObject({ subject: 'developer', username: 'onboardrv', status: 'pending' });
    expect(row.submittedAt).toBe(new Date().toISOString());
    const dash = (await json('GET', CONSOLE_ROUTES.dashboard, rev)).data.queues;
    expect(dash.find((q: { queue: string }) => q.queue === 'developers')).toMatchObject({
      waiting: 1,
      oldestSince: row.submittedAt,
    });
    const d = (await detail(rev, 'developers', user.id)).data;
    expect(d.fields).toContainEqual({ key: 'email', value: 'o@example.com' });
    expect(d.actions).toEqual({ decide: true, takeDown: false, reply: false });
    // Reasons must be the developer scope's; "other" needs a note.
    expect(
      (await decide(rev, { queue: 'developers', id: user.id, approve: false })).rescode,
    ).not.toBe(200);
    expect(
      (await decide(rev, { queue: 'developers', id: user.id, approve: false, reasons: ['other'] }))
        .rescode,
    ).not.toBe(200);
    expect(
      (
        await decide(rev, {
          queue: 'developers',
          id: user.id,
          approve: false,
          reasons: ['listing-mismatch'],
        })
      ).rescode,
    ).not.toBe(200);
    expect(await audited('developer.reject', user.id)).toEqual([]);
    const reject = await decide(rev, {
      queue: 'developers',
      id: user.id,
      approve: false,
      reasons: ['other'],
      note: 'Website does not load',
    });
    expect(reject.msg).toBe('success');
    const state = (await getJson(DEVELOPER_PATHS.status.path, user.cookies)).data;
    expect(state.status).toBe('rejected');
    expect(state.review).toMatchObject({ outcome: 'rejected', note: 'Website does not load' });
    expect(state.review.reasons.map((r: { code: string }) => r.code)).toEqual(['other']);
    const [record] = await audited('developer.reject', user.id);
    expect(record!.staff).toBe('rv.dev');
    expect(JSON.parse(record!.after)).toMatchObject({ status: 'rejected', reasons: ['other'] });
    expect((await lastMessage(user.id)).content_en).toContain('Website does not load');
    // Decided: a second decision is refused with the state now.
    expect(await decide(rev, { queue: 'developers', id: user.id, approve: true })).toMatchObject({
      msg: 'B0009',
      data: 'rejected',
    });
    // The reviewer answers on the thread; the developer sees it.
    const reviewId = state.review.id as number;
    expect((await json('POST', C.reply.path, rev, { reviewId, text: 'See rule 1.2' })).msg).toBe(
      'success',
    );
    const again = (await getJson(DEVELOPER_PATHS.status.path, user.cookies)).data;
    expect(again.review.replies.at(-1)).toMatchObject({
      author: 'reviewer',
      content: 'See rule 1.2',
    });
    expect(await audited('review.reply', reviewId)).toHaveLength(1);
    expect(
      (await queue(rev, 'developers', 'rejected')).data.list.map((r: { id: number }) => r.id),
    ).toContain(user.id);

    await postJson(
      DEVELOPER_PATHS.submit.path,
      { ...form, website: 'https://o.example.com' },
      user.cookies,
    );
    expect((await decide(rev, { queue: 'developers', id: user.id, approve: true })).msg).toBe(
      'success',
    );
    expect((await getJson(DEVELOPER_PATHS.status.path, user.cookies)).data.status).toBe('approved');
    expect(await detail(rev, 'developers', 999_999)).toMatchObject({ msg: 'A0078' });
  });
});

describe('console review: the package under review (issue 26 item 5)', () => {
  it('gives a reviewer the exact uploaded APK as a download and audits it; other roles and unknown versions are refused', async () => {
    const rev = await staff('rv.pkg', 'reviewer');
    const support = await staff('rv.pkgsupport', 'support', 'auditor');
    const dev = await developer('apppkg1');
    const app = await submittedApp(dev.cookies, 'Package Me', 'com.apppkg1.app');
    const versionId = app.firstVersion.id as number;
    const url = `${C.package.path}?versionId=${versionId}`;

    const file = await k.call('GET', url, rev);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(file.headers['content-disposition'])).toContain('1.0.0.apk');
    // The bytes are the ones the developer uploaded (appForm's package).
    const uploaded = pkg({ packageName: 'com.apppkg1.app', versionCode: 1 });
    expect(file.rawPayload.equals(uploaded)).toBe(true);
    expect(await audited('version.download', versionId)).toEqual([
      expect.objectContaining({ staff: 'rv.pkg' }),
    ]);

    // Another role: 403 A0017 in the envelope, nothing sent, nothing audited.
    const refused = await k.call('GET', url, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rescode: 403, msg: 'A0017' });
    expect(await k.msg('GET', url, dev.cookies)).toBe('A0001');
    // An unknown version: 404 A0078.
    const missing = await k.call('GET', `${C.package.path}?versionId=999999`, rev);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ rescode: 404, msg: 'A0078' });
    expect(await audited('version.download', versionId)).toHaveLength(1);
    expect(await audited('version.download', 999999)).toEqual([]);
    // Not a market download: the version's count stays at 0.
    const row = await t.db
      .selectFrom('app_versions')
      .select('downloads')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    expect(Number(row.downloads)).toBe(0);
  });
});

describe('console review: apps and versions', () => {
  it('shows an app with its package facts and media, approves it, and takes it off the market', async () => {
    const rev = await staff('rv.app', 'reviewer');
    const dev = await developer('apprv1');
    const app = await submittedApp(dev.cookies, 'Review Me', 'com.apprv1.app');
    const rows = (await queue(rev, 'apps')).data.list;
    expect(rows.find((r: { id: number }) => r.id === app.id)).toMatchObject({
      subject: 'app',
      username: 'apprv1',
      title: 'Review Me 中文 / Review Me',
    });
    const d = (await detail(rev, 'apps', app.id)).data;
    expect(d.apk).toMatchObject({ packageName: 'com.apprv1.app', versionCode: 1 });
    expect(d.apk.signerSha256[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(d.fields).toContainEqual({ key: 'nameEn', value: 'Review Me' });
    expect(d.iconFileId).not.toBeNull();
    const icon = await k.call('GET', `${C.file.path}?fileId=${d.iconFileId}`, rev);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('private, no-store');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const pkgFile = await t.db
      .selectFrom('app_versions')
      .select('package_file_id')
      .where('id', '=', app.firstVersion.id)
      .executeTakeFirstOrThrow();
    // A package is no image for the console's viewer.
    expect((await json('GET', `${C.file.path}?fileId=${pkgFile.package_file_id}`, rev)).msg).toBe(
      'A0078',
    );

    expect((await decide(rev, { queue: 'apps', id: app.id, approve: true })).msg).toBe('success');
    expect(await audited('app.approve', app.id)).toHaveLength(1);
    // Not on the market yet: nothing to take down.
    const down = { appId: app.id, reason: 'Crashes on start' };
    expect(await json('POST', C.takeDown.path, rev, down)).toMatchObject({
      msg: 'B0009',
    });
    expect(
      (await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies))
        .rescode,
    ).toBe(200);
    expect((await detail(rev, 'apps', app.id)).data).toMatchObject({
      released: true,
      actions: { takeDown: true, decide: false },
    });
    expect((await json('POST', C.takeDown.path, rev, down)).msg).toBe('success');
    const mine = (await getJson(`${APP_PATHS.detail.path}?id=${app.id}`, dev.cookies)).data;
    expect(mine.shelfStatus).toBe('ready');
    const msg = await lastMessage(dev.id);
    expect(msg.content_en).toContain('Crashes on start');
    expect(msg.title_zh).toContain('下架');
    expect(await audited('app.takeDown', app.id)).toHaveLength(1);
    expect(await json('POST', C.takeDown.path, rev, down)).toMatchObject({
      msg: 'B0009',
    });

    // Released again only after a new review: the developer sees the reason and resubmits.
    expect(mine).toMatchObject({
      takenDownReason: 'Crashes on start',
      actions: { release: false, submit: true },
    });
    expect(
      await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies),
    ).toMatchObject({ msg: 'B0009', data: 'takenDown' });
    const {
      packageBusId: _p,
      versionName: _v,
      ...listing
    } = await appForm(dev.cookies, 'Review Me', 'com.apprv1.app', { packageBusId: null });
    const again = await postJson(APP_PATHS.submit.path, { ...listing, id: app.id }, dev.cookies);
    expect(again.data).toMatchObject({ reviewStatus: 'updatePending' });
    expect(
      (await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies)).msg,
    ).toBe('B0009');
    expect((await decide(rev, { queue: 'apps', id: app.id, approve: true })).msg).toBe('success');
    const passed = (await getJson(`${APP_PATHS.detail.path}?id=${app.id}`, dev.cookies)).data;
    expect(passed).toMatchObject({ takenDownReason: '', actions: { release: true } });
    expect(
      (await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies))
        .rescode,
    ).toBe(200);
  });

  it('shows a version with the difference from the last accepted one; of two concurrent decisions one lands', async () => {
    const a = await staff('rv.ver.a', 'reviewer');
    const b = await staff('rv.ver.b', 'reviewer');
    const dev = await developer('verrv1');
    const p = 'com.verrv1.app';
    const appId = await approvedApp(dev.cookies, 'Versioned', p);
    const first = (await getJson(`${APP_PATHS.detail.path}?id=${appId}`, dev.cookies)).data;
    const firstVersionId = first.firstVersion.id as number;
    await postJson(APP_PATHS.versionPublish.path, { id: firstVersionId }, dev.cookies);
    let accepted = 1;
    for (let code = 2; code <= 4; code++) {
      const packageBusId = await busId(
        dev.cookies,
        'package',
        pkg({ packageName: p, versionCode: code, minSdk: 26 }),
      );
      const v = (
        await postJson(
          APP_PATHS.versionSave.path,
          { appId, packageBusId, updateContentZh: '修复', updateContentEn: `Fixes ${code}` },
          dev.cookies,
        )
      ).data;
      expect(
        (await postJson(APP_PATHS.versionSubmit.path, { id: v.id }, dev.cookies)).data.status,
      ).toBe('pending');
      const row = (await queue(a, 'versions')).data.list.find((r: { id: number }) => r.id === v.id);
      expect(row).toMatchObject({ subject: 'version', versionCode: code });
      const d = (await detail(a, 'versions', v.id)).data;
      expect(d.apk).toMatchObject({ versionCode: code, packageName: p });
      // The last accepted version: a rejected one in between does not count.
      expect(d.previous).toMatchObject({ versionCode: accepted });
      expect(d.changes).toContainEqual({
        key: 'versionCode',
        before: String(accepted),
        after: String(code),
      });
      const answers = await Promise.all([
        decide(a, { queue: 'versions', id: v.id, approve: true }),
        decide(b, { queue: 'versions', id: v.id, approve: false, reasons: ['crash'] }),
      ]);
      const msgs = answers.map((r) => r.msg).sort();
      expect(msgs).toEqual(['B0009', 'success']);
      const approved = answers[0].msg === 'success';
      const records = [
        ...(await audited('version.approve', v.id)),
        ...(await audited('version.reject', v.id)),
      ];
      expect(records).toHaveLength(1);
      const decisions = await t.db
        .selectFrom('app_reviews')
        .select('outcome')
        .where('version_id', '=', v.id)
        .execute();
      expect(decisions).toEqual([{ outcome: approved ? 'approved' : 'rejected' }]);
      const now = await t.db
        .selectFrom('app_versions')
        .select('status')
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      expect(now.status).toBe(approved ? 'approved' : 'updateRejected');
      // Leave the chain ready for the next version: published, or deleted when rejected.
      if (approved) {
        await postJson(APP_PATHS.versionPublish.path, { id: v.id }, dev.cookies);
        accepted = code;
      } else
        await postJson(APP_PATHS.versionStatus.path, { id: v.id, action: 'delete' }, dev.cookies);
    }
  });

  it('shows a listing update with what differs from the live listing, and rejects it with an app reason', async () => {
    const rev = await staff('rv.upd', 'reviewer');
    const dev = await developer('updrv1');
    const id = await approvedApp(dev.cookies, 'Update Me', 'com.updrv1.app');
    const form = await appForm(dev.cookies, 'Update Me', 'com.updrv1.app');
    const { packageBusId: _p, versionName: _v, ...listing } = form;
    const sent = await postJson(
      APP_PATHS.submit.path,
      { ...listing, id, action: 'submit', summaryEn: 'A better profile' },
      dev.cookies,
    );
    expect(sent.data.reviewStatus).toBe('updatePending');
    const row = (await queue(rev, 'apps')).data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ subject: 'update', status: 'updatePending' });
    const d = (await detail(rev, 'apps', id)).data;
    expect(d.subject).toBe('update');
    expect(d.changes).toContainEqual({
      key: 'summaryEn',
      before: 'Profile',
      after: 'A better profile',
    });
    // A version-only reason is not one of an app's.
    expect(
      (await decide(rev, { queue: 'apps', id, approve: false, reasons: ['release-notes'] }))
        .rescode,
    ).not.toBe(200);
    expect(
      (await decide(rev, { queue: 'apps', id, approve: false, reasons: ['listing-quality'] })).msg,
    ).toBe('success');
    const after = (await getJson(`${APP_PATHS.detail.path}?id=${id}`, dev.cookies)).data;
    expect(after.reviewStatus).toBe('updateRejected');
    expect(after.review.reasons.map((r: { code: string }) => r.code)).toEqual(['listing-quality']);
    expect(await audited('app.reject', id)).toHaveLength(1);
    expect(
      (await queue(rev, 'apps', 'rejected')).data.list.map((r: { id: number }) => r.id),
    ).toContain(id);
  });
});
