import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_PATHS, CONSOLE_REVIEW_PATHS, CONSOLE_ROUTES, MESSAGE_TYPES } from '@seuiot/contract';
import {
  admin,
  certifiedCustomer,
  developer,
  getJson,
  postJson,
  submittedApp,
  t,
  useAppsApp,
} from '../apps/apps.fixture.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

/** Re-opening a decided review or certification with four eyes (decisions 0020, 0022). */

useAppsApp();
let k: ReturnType<typeof consoleKit>;
let a: Cookies;
let b: Cookies;
let c: Cookies;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-09T08:00:00Z'));
  k = consoleKit(t);
  a = (await k.staffSession('ro.a', 'reviewer')).cookies;
  b = (await k.staffSession('ro.b', 'reviewer')).cookies;
  c = (await k.staffSession('ro.c', 'reviewer')).cookies;
});
afterAll(() => vi.useRealTimers());

async function ask(
  cookies: Cookies,
  subject: string,
  id: number,
  reason = 'Decided on a wrong document',
) {
  return (
    await k.call('POST', CONSOLE_ROUTES.reviewReopen, cookies, { subject, id, reason })
  ).json();
}
const decide = (cookies: Cookies, id: number, approve = true) =>
  k.call('POST', CONSOLE_ROUTES.approvalDecide, cookies, { id, approve, note: '' });

async function audit(action: string, objectId: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['staff', 'object_type', 'before', 'after'])
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();
}
const lastMessage = (userId: number) =>
  t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
const developerStatus = async (userId: number) =>
  (
    await t.db
      .selectFrom('developers')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;

describe('re-opening a decided review', () => {
  it('is refused without a staff session, with a customer session and without the reviewer role', async () => {
    const customer = await certifiedCustomer('ro.customer');
    const support = (await k.staffSession('ro.support', 'support', 'administrator')).cookies;
    const body = { subject: 'identity', id: customer.id, reason: 'x' };
    expect(await k.msg('POST', CONSOLE_ROUTES.reviewReopen, {}, body)).toBe('A0001');
    expect(await k.msg('POST', CONSOLE_ROUTES.reviewReopen, customer.cookies, body)).toBe('A0001');
    expect(await k.msg('POST', CONSOLE_ROUTES.reviewReopen, support, body)).toBe('A0017');
    // An administrator (not a reviewer) neither sees nor decides a re-opening.
    const { approvalId } = (await ask(a, 'identity', customer.id)).data;
    expect((await decide(support, approvalId)).json().msg).toBe('A0078');
    const queue = (await k.call('GET', CONSOLE_ROUTES.approvals, support)).json().data.list;
    expect(queue.map((r: { id: number }) => r.id)).not.toContain(approvalId);
    // The requester cannot approve their own request.
    expect((await decide(a, approvalId)).json().msg).toBe('A0017');
    expect(await audit('review.reopen', customer.id)).toEqual([]);
  });

  it('refuses (A0078, 404) a request about a review or certification that does not exist', async () => {
    const plain = await certifiedCustomer('ro.nocert.enterprise');
    const missing: [string, number][] = [
      ['developer', plain.id],
      ['app', 987654],
      ['version', 987654],
      ['identity', 987654],
      ['enterprise', plain.id],
    ];
    for (const [subject, id] of missing) {
      const res = await k.call('POST', CONSOLE_ROUTES.reviewReopen, a, {
        subject,
        id,
        reason: 'x',
      });
      expect([subject, res.statusCode, res.json().msg]).toEqual([subject, 404, 'A0078']);
      expect(res.json().data).toEqual({ subject, id });
    }
    const asked = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'approval.request')
      .where('staff', '=', 'ro.a')
      .execute();
    const ids = asked.map(
      (r) => (JSON.parse(String(r.after)) as { object: { id: number } }).object.id,
    );
    expect(ids).not.toContain(987654);
  });

  it('moves an approved developer application back to pending on a second reviewer approval', async () => {
    const dev = await developer('ro.dev');
    const asked = await ask(a, 'developer', dev.id);
    expect(asked.rescode).toBe(200);
    expect(await developerStatus(dev.id)).toBe('approved');
    const row = (await k.call('GET', CONSOLE_ROUTES.approvals, b))
      .json()
      .data.list.find((r: { id: number }) => r.id === asked.data.approvalId);
    expect(row).toMatchObject({ kind: 'review.reopen', objectType: 'developer', canDecide: true });
    expect((await decide(b, asked.data.approvalId)).json().data.state).toBe('approved');
    expect(await developerStatus(dev.id)).toBe('pending');
    const m = await lastMessage(dev.id);
    expect(m.title_zh).toContain('重新进入审核');
    expect(m.content_en).toContain('Decided on a wrong document');
    // A developer review, not a certification (issue 26).
    expect(m.type).toBe(MESSAGE_TYPES.appReview);
    const [record] = await audit('review.reopen', dev.id);
    expect(record).toMatchObject({ staff: 'ro.b', object_type: 'developer' });
    expect(JSON.parse(String(record!.before))).toEqual({ status: 'approved' });
    // A second request for what is now pending fails when approved, and changes nothing.
    const again = await ask(a, 'developer', dev.id);
    expect((await decide(b, again.data.approvalId)).json()).toMatchObject({
      msg: 'B0009',
      data: 'pending',
    });
    expect(await audit('review.reopen', dev.id)).toHaveLength(1);
  });

  it('of two reviewers approving at once one lands, the other is told B0009', async () => {
    const customer = await certifiedCustomer('ro.race');
    const { approvalId } = (await ask(a, 'identity', customer.id, 'Photo of someone else')).data;
    const answers = await Promise.all([decide(b, approvalId), decide(c, approvalId)]);
    expect(answers.map((r) => r.json().msg ?? r.json().rescode).sort()).toEqual(
      ['B0009', 'success'].sort(),
    );
    const cert = await t.db
      .selectFrom('identity_certs')
      .select('status')
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(cert.status).toBe('pending');
    expect(await audit('review.reopen', customer.id)).toHaveLength(1);
    expect((await lastMessage(customer.id)).content_zh).toContain('Photo of someone else');
  });

  it('re-opens a rejected app with its first version, and refuses an app on the market', async () => {
    const dev = await developer('ro.appdev');
    const app = await submittedApp(dev.cookies, 'Reopen App', 'com.example.reopen');
    await admin('reject-app', String(app.id), 'other', 'bad icon');
    const { approvalId } = (await ask(a, 'app', app.id)).data;
    expect((await decide(b, approvalId)).json().data.state).toBe('approved');
    const row = await t.db
      .selectFrom('apps')
      .select(['review_status'])
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
    const versions = await t.db
      .selectFrom('app_versions')
      .select('status')
      .where('app_id', '=', app.id)
      .execute();
    expect(versions.map((v) => v.status)).toEqual(['pending']);

    await admin('approve-app', String(app.id));
    expect(
      (await postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies))
        .rescode,
    ).toBe(200);
    const onMarket = (await ask(a, 'app', app.id)).data.approvalId;
    expect((await decide(b, onMarket)).json()).toMatchObject({ msg: 'B0009', data: 'approved' });
  });

  it('shows a take-down in the list and lifts it when the re-opened review is approved again', async () => {
    const dev = await developer('ro.downdev');
    const app = await submittedApp(dev.cookies, 'Down App', 'com.example.takedown');
    await admin('approve-app', String(app.id));
    const release = () =>
      postJson(APP_PATHS.status.path, { id: app.id, action: 'release' }, dev.cookies);
    expect((await release()).rescode).toBe(200);
    const reason = 'Shows ads over other apps';
    expect(
      (
        await k.call('POST', CONSOLE_REVIEW_PATHS.takeDown.path, a, { appId: app.id, reason })
      ).json().msg,
    ).toBe('success');
    const row = async () =>
      (await getJson(`${APP_PATHS.list.path}?pageNum=1&pageSize=50`, dev.cookies)).data.list.find(
        (r: { id: number }) => r.id === app.id,
      );
    expect(await row()).toMatchObject({
      shelfStatus: 'ready',
      takenDownReason: reason,
      actions: { release: false },
    });

    // Off the market with one version: a reviewer may re-open it; a second approves the request.
    const { approvalId } = (await ask(a, 'app', app.id)).data;
    expect((await decide(b, approvalId)).json().data.state).toBe('approved');
    expect(await row()).toMatchObject({ reviewStatus: 'pending', takenDownReason: reason });
    // Rejected again (in the console, as staff decide), the take-down stays.
    const review = (body: Record<string, unknown>) =>
      k.call('POST', CONSOLE_REVIEW_PATHS.decide.path, c, { queue: 'apps', id: app.id, ...body });
    expect(
      (await review({ approve: false, reasons: ['other'], note: 'Still shows ads' })).json().msg,
    ).toBe('success');
    expect(await row()).toMatchObject({ reviewStatus: 'rejected', takenDownReason: reason });
    // Rejected again after it was on the market: still not deleted (decision 0055).
    expect(await row()).toMatchObject({ actions: { delete: false } });
    expect(
      (await postJson(APP_PATHS.status.path, { id: app.id, action: 'delete' }, dev.cookies)).msg,
    ).toBe('B0009');
    const second = (await ask(a, 'app', app.id)).data.approvalId;
    expect((await decide(c, second)).json().data.state).toBe('approved');
    expect((await review({ approve: true })).json().msg).toBe('success');
    expect(await row()).toMatchObject({
      reviewStatus: 'approved',
      takenDownReason: '',
      actions: { release: true },
    });
    expect((await release()).rescode).toBe(200);
    expect(await row()).toMatchObject({ shelfStatus: 'launched' });
  });
});
