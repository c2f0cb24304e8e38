import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, bare, data } = await signedInApp()));
afterAll(() => t.close());

describe('devices', () => {
  it('gives the service password only for my own devices', async () => {
    const devices = await data('/api/front/device/myDevices?pageSize=5', demo);
    expect(devices.total).toBe(25);
    const serial = devices.list[0].serial;
    const res = await post(t, '/api/front/device/servicePassword', { serial }, { cookies: demo });
    expect(res.json().data).toMatchObject({ serial, password: expect.stringMatching(/^\d{6,8}$/) });
    expect(
      (await post(t, '/api/front/device/servicePassword', { serial }, { cookies: bare })).json()
        .msg,
    ).toBe('A0078');
    expect(
      (await post(t, '/api/front/device/servicePassword', { serial: '' }, { cookies: demo })).json()
        .msg,
    ).toBe('B0001');
    const found = await data(`/api/front/device/myDevices?serial=${serial.slice(-6)}`, demo);
    expect(found.list.map((d: { serial: string }) => d.serial)).toContain(serial);
  });

  it('answers every text in the language asked for', async () => {
    const zh = await data('/api/front/classify/productList');
    const en = await data('/api/front/classify/productList?lang=en');
    expect(zh[0].model).toBe(en[0].model);
    expect(zh[0].name).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0].name).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en[0].specs[0].label).not.toMatch(/[\u4e00-\u9fff]/);
    const tree = await data('/api/front/classify/productTree');
    expect(tree.length).toBeGreaterThan(0);
    const img = await t.app.inject({ method: 'GET', url: zh[0].image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });
});
