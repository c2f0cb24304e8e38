import { describe, expect, it } from 'vitest';
import { APP_ROUTES as R } from '@seuiot/contract';
import { admin, approvedApp, developer, getJson, postJson, useAppsApp, t } from './apps.fixture.js';

useAppsApp();

describe('smoke', () => {
  it('runs a developer through an app', async () => {
    const dev = await developer('smoke1');
    const id = await approvedApp(dev.cookies, 'Smoke App', 'com.smoke.one');
    const d = await getJson(`${R.appDetail}?id=${id}`, dev.cookies);
    console.log(JSON.stringify(d, null, 1).slice(0, 3000));
    const rel = await postJson(R.appStatus, { id, action: 'release' }, dev.cookies);
    console.log(JSON.stringify(rel).slice(0, 500));
    const list = await getJson(`${R.appList}`, dev.cookies);
    console.log(JSON.stringify(list).slice(0, 1500));
    const market = await getJson(`/front/apps/detailApp?id=${id}`, dev.cookies);
    console.log(JSON.stringify(market).slice(0, 1500));
    console.log(await admin('list-reviews'));
    expect(t).toBeTruthy();
  });
});
