import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { MARKET_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, data } = await signedInApp()));
afterAll(() => t.close());

describe('app market', () => {
  it('filters by classification, charge type and model, and shows an app', async () => {
    const classes = await data(`/api${MARKET_PATHS.appClassification.path}`);
    const list = await data(
      `/api${MARKET_PATHS.appList.path}?classificationId=${classes[0].id}&pageSize=100`,
    );
    const className = classes[0].name;
    for (const a of list.list) expect(a.classification).toBe(className);
    const paid = await data(`/api${MARKET_PATHS.appList.path}?chargeType=paid&pageSize=100`);
    expect(paid.list.every((a: { chargeType: string }) => a.chargeType === 'paid')).toBe(true);
    const app = (await data(`/api${MARKET_PATHS.appList.path}`)).list[0];
    const detail = await data(`/api${MARKET_PATHS.appDetail.path}?id=${app.id}`);
    expect(detail).toMatchObject({ packageName: app.packageName, versionName: app.versionName });
    expect(detail.devices.length).toBeGreaterThan(0);
    const model = detail.devices[0].id;
    const adapted = await data(`/api${MARKET_PATHS.appList.path}?productId=${model}&pageSize=100`);
    expect(adapted.list.some((a: { id: number }) => a.id === app.id)).toBe(true);
    const check = await data(`/api${MARKET_PATHS.checkingData.path}?productId=${model}`, demo);
    expect(check.apps.find((a: { id: number }) => a.id === app.id).adapted).toBe(true);
    expect(check.adaptedCount).toBeGreaterThan(0);
    expect(check.adaptedCount).toBe(
      check.apps.filter((a: { adapted: boolean }) => a.adapted).length,
    );
    expect(check.totalCount).toBe(check.apps.length);
    expect((await data(`/api${MARKET_PATHS.ecologicalSoftware.path}`)).total).toBeGreaterThan(0);
  });
});
