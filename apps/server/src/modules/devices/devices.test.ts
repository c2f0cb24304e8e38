import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CALLS as D } from '@seuiot/contract';
import { post, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, bare, data } = await signedInApp()));
afterAll(() => t.close());

describe('devices', () => {
  it('gives the service password only for my own devices', async () => {
    const devices = await data(`/api${D.myDevices.path}?pageSize=5`, demo);
    expect(devices.total).toBe(25);
    const serial = devices.list[0].serial;
    const res = await post(t, `/api${D.servicePassword.path}`, { serial }, { cookies: demo });
    expect(res.json().data).toMatchObject({ serial, password: expect.stringMatching(/^\d{6,8}$/) });
    expect(
      (await post(t, `/api${D.servicePassword.path}`, { serial }, { cookies: bare })).json().msg,
    ).toBe('A0078');
    expect(
      (await post(t, `/api${D.servicePassword.path}`, { serial: '' }, { cookies: demo })).json()
        .msg,
    ).toBe('B0001');
    const found = await data(`/api${D.myDevices.path}?serial=${serial.slice(-6)}`, demo);
    expect(found.list.map((d: { serial: string }) => d.serial)).toContain(serial);
  });

  it('answers every text in the language asked for', async () => {
    const zh = await data(`/api${D.products.path}`);
    const en = await data(`/api${D.products.path}?lang=en`);
    expect(zh[0].model).toBe(en[0].model);
    expect(zh[0].name).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0].name).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en[0].specs[0].label).not.toMatch(/[\u4e00-\u9fff]/);
    const tree = await data(`/api${D.productTree.path}`);
    expect(tree.length).toBeGreaterThan(0);
    const img = await t.app.inject({ method: 'GET', url: zh[0].image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers the classifications, a model and its chain through their described answers', async () => {
    const kinds = await data(`/api${D.classifications.path}?kind=product&lang=en`);
    expect(kinds[0]).toEqual({ id: expect.any(Number), parentId: null, name: expect.any(String) });
    const [model] = await data(`/api${D.products.path}`);
    const about = await data(`/api${D.aboutProduct.path}?productId=${model.id}`);
    expect(about.product.id).toBe(model.id);
    expect(about.related.map((p: { id: number }) => p.id)).not.toContain(model.id);
    expect(about).toMatchObject({ caseCount: expect.any(Number), appCount: expect.any(Number) });
    const chain = await data(`/api${D.productSuperior.path}?productId=${model.id}`);
    expect(chain.at(-1)).toEqual({ id: model.classificationId, name: expect.any(String) });
    for (const path of [D.aboutProduct.path, D.productSuperior.path])
      expect((await t.app.inject({ url: `/api${path}?productId=999999` })).json().msg).toBe(
        'A0078',
      );
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const c of Object.values(D)) {
      const op = doc.paths[`/api${c.path}`][c.method.toLowerCase()];
      expect(op.summary).toBe(c.summary);
      expect(op.responses['200'].content['application/json'].schema).toBeDefined();
    }
  });

  it('gives at most 30 service passwords a minute from one address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (
          await post(
            t,
            `/api${D.servicePassword.path}`,
            { serial: 'X' },
            { cookies: bare, ip: '10.9.8.7' },
          )
        ).json().msg,
      );
    expect(codes.at(-2)).toBe('A0078');
    expect(codes.at(-1)).toBe('A0079');
  });
});
