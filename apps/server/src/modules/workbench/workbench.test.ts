import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
import { get, post, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, bare, data } = await signedInApp()));
afterAll(() => t.close());

describe('workbench', () => {
  it('counts my data from real tables', async () => {
    const mine = await data('/api/front/user/getdevcount', demo);
    expect(mine).toMatchObject({ deviceCount: 25, purchasedApps: 3, adminAccounts: 2 });
    expect(mine.unreadMessages).toBe(await data('/api/front/fmsg/getUnreadMessage', demo));
    expect(await data('/api/MDMServer/iot/findDeviceCount', demo)).toEqual({ count: 25 });
    expect(await data('/api/front/user/getdevcount', bare)).toEqual({
      deviceCount: 0,
      purchasedApps: 0,
      adminAccounts: 0,
      unreadMessages: 0,
    });
    expect((await data('/api/front/user/getuserby', demo)).length).toBe(2);
  });

  it('applies for and cancels trials; MDM waits for the sales authorisation', async () => {
    const platforms = await data('/api/front/home/platformList', demo);
    const stage = platforms.find((p: { code: string }) => p.code === 'stagenow');
    const mdm = platforms.find((p: { code: string }) => p.code === 'mdm');
    expect(platforms.find((p: { code: string }) => p.code === 'iot').state).toBe('active');
    expect(stage.state).toBe('none');

    const applied = await post(
      t,
      `/api/front/home/mdmTry?platformId=${stage.id}&action=apply`,
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
          `/api/front/home/mdmTry?platformId=${stage.id}&action=apply`,
          {},
          { cookies: demo },
        )
      ).json().msg,
    ).toBe('A0002');
    expect(
      (
        await post(
          t,
          `/api/front/home/mdmTry?platformId=${stage.id}&action=cancel`,
          {},
          { cookies: demo },
        )
      ).json().data.state,
    ).toBe('none');
    expect(
      (
        await post(
          t,
          `/api/front/home/mdmTry?platformId=${stage.id}&action=cancel`,
          {},
          { cookies: demo },
        )
      ).json().msg,
    ).toBe('A0078');

    const waiting = await post(
      t,
      `/api/front/home/mdmTry?platformId=${mdm.id}&action=apply`,
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
    const after = (await data('/api/front/home/platformList', demo)).find(
      (p: { code: string }) => p.code === 'mdm',
    );
    expect(after).toMatchObject({ state: 'trial', authorizedDevices: 50 });

    // GET also works for the spec's form of the call, but never without the client header.
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/front/home/mdmTry?platformId=${stage.id}&action=apply`,
      headers: { cookie: `seuiot_sid=${demo.seuiot_sid}` },
    });
    expect(plain.json().msg).toBe('B0005');
    expect(
      (await get(t, `/api/front/home/mdmTry?platformId=${stage.id}&action=apply`, demo)).json().data
        .state,
    ).toBe('trial');
    expect(
      (await post(t, `/api/front/home/mdmTry?platformId=${stage.id}&action=apply`, {})).json().msg,
    ).toBe('A0001');
  });
});
