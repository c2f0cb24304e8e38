import { describe, expect, it } from 'vitest';
import { DEVELOPER_PATHS, APP_PATHS } from '@seuiot/contract';
import { insertUser, loginCookies } from '../../test/harness.js';
import { AccountsRepo } from '../accounts/accounts.repo.js';
import {
  admin,
  certifiedCustomer,
  getJson,
  lastMessage,
  postJson,
  t,
  useAppsApp,
} from './apps.fixture.js';

/**
 * Developer onboarding (spec 4, decision 0015); the apps are in apps.test.ts and apps-
 * rules.test.ts.
 */

useAppsApp();

describe('developer onboarding', () => {
  it('needs an approved real-name certification, then moves draft → pending → rejected → pending → approved', async () => {
    const id = await insertUser(t, { username: 'onboard1', password: 'Pass#1234' });
    await new AccountsRepo(t.db).grantRole(id, 'customer');
    const cookies = await loginCookies(t, { username: 'onboard1', password: 'Pass#1234' });
    const state = await getJson(DEVELOPER_PATHS.status.path, cookies);
    expect(state.data).toMatchObject({ status: 'none', identityStatus: 'none', canApply: false });
    // No certification: refused, and nothing is written.
    const refused = await postJson(DEVELOPER_PATHS.submit.path, { name: 'Onboard' }, cookies);
    expect(refused).toMatchObject({ msg: 'A0017', data: 'identity' });
    expect(
      await t.db.selectFrom('developers').where('user_id', '=', id).selectAll().execute(),
    ).toEqual([]);

    const dev = await certifiedCustomer('onboard2');
    // Not a developer yet: the app calls answer A0017 'developer'.
    expect(await getJson(APP_PATHS.list.path, dev.cookies)).toMatchObject({
      msg: 'A0017',
      data: 'developer',
    });
    expect(
      await postJson(DEVELOPER_PATHS.submit.path, { name: 'Two', type: 'company' }, dev.cookies),
    ).toMatchObject({ msg: 'A0017', data: 'enterprise' });
    const draft = await postJson(
      DEVELOPER_PATHS.submit.path,
      { name: 'Two', action: 'save' },
      dev.cookies,
    );
    expect(draft.data.status).toBe('draft');
    expect((await postJson(DEVELOPER_PATHS.submit.path, { name: 'Two' }, dev.cookies)).msg).toBe(
      'B0001',
    );
    const form = { name: 'Two Studio', email: 'two@example.com', phone: '13800138000' };
    expect((await postJson(DEVELOPER_PATHS.submit.path, form, dev.cookies)).data.status).toBe(
      'pending',
    );
    // Under review: no change, but it can be withdrawn and submitted again.
    expect(await postJson(DEVELOPER_PATHS.submit.path, form, dev.cookies)).toMatchObject({
      msg: 'B0009',
      data: 'pending',
    });
    expect((await postJson(DEVELOPER_PATHS.withdraw.path, {}, dev.cookies)).data.status).toBe(
      'draft',
    );
    expect((await postJson(DEVELOPER_PATHS.withdraw.path, {}, dev.cookies)).msg).toBe('B0009');
    await postJson(DEVELOPER_PATHS.submit.path, form, dev.cookies);

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
    const rejected = (await getJson(`${DEVELOPER_PATHS.status.path}?lang=en`, dev.cookies)).data;
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
      APP_PATHS.reviewReply.path,
      { reviewId: rejected.review.id, content: 'Fixed the number' },
      dev.cookies,
    );
    expect(reply.data.replies).toMatchObject([
      { author: 'developer', content: 'Fixed the number' },
    ]);
    await admin('reply-review', String(rejected.review.id), 'Thanks, resubmit please');
    expect((await lastMessage(dev.id)).content_en).toContain('Thanks, resubmit please');

    expect((await postJson(DEVELOPER_PATHS.submit.path, form, dev.cookies)).data.status).toBe(
      'pending',
    );
    await expect(admin('approve-developer', 'nobody-here')).rejects.toThrow(/no account/);
    await admin('approve-developer', 'onboard2');
    expect((await getJson(DEVELOPER_PATHS.status.path, dev.cookies)).data.status).toBe('approved');
    expect((await lastMessage(dev.id)).title_zh).toBe('开发者入驻申请已通过');
    expect(await postJson(DEVELOPER_PATHS.submit.path, form, dev.cookies)).toMatchObject({
      msg: 'B0009',
    });
    await expect(admin('approve-developer', 'onboard2')).rejects.toThrow(
      /no developer application/,
    );
    expect((await getJson(APP_PATHS.list.path, dev.cookies)).rescode).toBe(200);
  });
});
