import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKBENCH_CALLS as W } from '@seuiot/contract';
import { runAdmin } from '../../cli/admin.js';
import { get, post, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, bare, data } = await signedInApp()));
afterAll(() => t.close());

describe('workbench', () => {
  it('counts my data from real tables', async () => {
    const mine = await data(`/api${W.myData.path}`, demo);
    expect(mine).toMatchObject({ deviceCount: 25, purchasedApps: 3, adminAccounts: 2 });
    expect(mine.unreadMessages).toBe(await data('/api/front/fmsg/getUnreadMessage', demo));
    expect(await data(`/api${W.deviceCount.path}`, demo)).toEqual({ count: 25 });
    expect(await data(`/api${W.myData.path}`, bare)).toEqual({
      deviceCount: 0,
      purchasedApps: 0,
      adminAccounts: 0,
      unreadMessages: 0,
    });
    expect((await data(`/api${W.adminAccounts.path}`, demo)).length).toBe(2);
  });

  it('applies for and cancels trials; MDM waits for the sales authorisation', async () => {
    const platforms = await data(`/api${W.platforms.path}`, demo);
    const stage = platforms.find((p: { code: string }) => p.code === 'stagenow');
    const mdm = platforms.find((p: { code: string }) => p.code === 'mdm');
    expect(platforms.find((p: { code: string }) => p.code === 'iot').state).toBe('active');
    expect(stage.state).toBe('none');

    const applied = await post(
      t,
      `/api${W.trial.path}?platformId=${stage.id}&action=apply`,
      {},
      { cookies: demo },
    );
    expect(applied.json().data.state).toBe('trial');
    expect(Date.parse(applied.json().data.trialEndTime)).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect(
      (
        await post(
          t,
          `/api${W.trial.path}?platformId=${stage.id}&action=apply`,
          {},
          { cookies: demo },
        )
      ).json().msg,
    ).toBe('A0002');
    expect(
      (
        await post(
          t,
          `/api${W.trial.path}?platformId=${stage.id}&action=cancel`,
          {},
          { cookies: demo },
        )
      ).json().data.state,
    ).toBe('none');
    expect(
      (
        await post(
          t,
          `/api${W.trial.path}?platformId=${stage.id}&action=cancel`,
          {},
          { cookies: demo },
        )
      ).json().msg,
    ).toBe('A0078');

    const waiting = await post(
      t,
      `/api${W.trial.path}?platformId=${mdm.id}&action=apply`,
      {},
      { cookies: demo },
    );
    expect(waiting.json().data).toMatchObject({
      state: 'awaitingAuthorization',
      authorizedDevices: 0,
    });
    await runAdmin(['grant-devices', 'demo', '50'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    const after = (await data(`/api${W.platforms.path}`, demo)).find(
      (p: { code: string }) => p.code === 'mdm',
    );
    expect(after).toMatchObject({ state: 'trial', authorizedDevices: 50 });

    // GET also works for the spec's form of the call, but never without the client header.
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api${W.trial.path}?platformId=${stage.id}&action=apply`,
      headers: { cookie: `seuiot_sid=${demo.seuiot_sid}` },
    });
    expect(plain.json().msg).toBe('B0005');
    expect(
      (await get(t, `/api${W.trial.path}?platformId=${stage.id}&action=apply`, demo)).json().data
        .state,
    ).toBe('trial');
    expect(
      (await post(t, `/api${W.trial.path}?platformId=${stage.id}&action=apply`, {})).json().msg,
    ).toBe('A0001');
  });

  it('is described by WORKBENCH_CALLS: the platforms are public but per user, answers documented', async () => {
    const anonymous = await data(`/api${W.platforms.path}`);
    expect(anonymous.find((p: { code: string }) => p.code === 'iot').state).toBe('none');
    const doc = (await get(t, '/api/docs/json')).json();
    for (const c of Object.values(W)) {
      const op = doc.paths[`/api${c.path}`][c.method.toLowerCase()];
      expect(op.summary).toBe(c.summary);
      expect(op.responses['200'].content['application/json'].schema).toBeDefined();
    }
    expect(doc.paths[`/api${W.trial.path}`].post.description).toBe(
      'May also answer: A0002, A0078.',
    );
    const accounts = doc.paths[`/api${W.adminAccounts.path}`].get.responses['200'];
    expect(JSON.stringify(accounts)).toContain('createTime');
  });
});
