import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { RESOURCE_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies, data: SignedInApp['data'];
/** Model SDKs tied to no model yet (the seeds have none), newest last. */
const UNATTACHED = ['未关联 A', '未关联 B', '未关联 C'];
beforeAll(async () => {
  ({ t, demo, bare, data } = await signedInApp());
  for (const [i, name] of UNATTACHED.entries())
    await t.db
      .insertInto('sdks')
      .values({
        kind: 'model',
        product_id: null,
        name_zh: name,
        name_en: `Unattached ${i}`,
        description_zh: '',
        description_en: '',
        version: `0.${i}`,
        params: '[]',
        updated_at: Date.UTC(2026, 0, 1 + i),
      })
      .execute();
});
afterAll(() => t.close());

describe('developer resources', () => {
  it('lists API entries of a category branch, SDKs and test packages', async () => {
    const tree = await data(`/api${RESOURCE_PATHS.apiCategoryTree.path}`, demo);
    const root = tree.find((c: { children: unknown[] }) => c.children.length > 0);
    const entries = await data(
      `/api${RESOURCE_PATHS.apiList.path}?categoryId=${root.id}&pageSize=100`,
      demo,
    );
    expect(entries.total).toBeGreaterThan(0);
    expect(entries.list).toHaveLength(entries.total);
    const branch = new Set([root.id, ...root.children.map((c: { id: number }) => c.id)]);
    for (const e of entries.list) expect(branch.has(e.categoryId)).toBe(true);
    expect(entries.list[0].signature.length).toBeGreaterThan(0);
    const sdks = (await data(`/api${RESOURCE_PATHS.sdkList.path}`, demo)).list;
    expect(sdks.length).toBeGreaterThan(0);
    expect(sdks.every((s: { kind: string }) => s.kind === 'general')).toBe(true);
    const models = await data(`/api${RESOURCE_PATHS.sdkProducts.path}`, demo);
    const perModel = await data(
      `/api${RESOURCE_PATHS.sdkModelList.path}?productId=${models[0].id}`,
      demo,
    );
    expect(perModel.total).toBeGreaterThan(0);
    expect(
      perModel.list.every(
        (s: { kind: string; product: { id: number } }) =>
          s.kind === 'model' && s.product.id === models[0].id,
      ),
    ).toBe(true);
    expect(
      (await data(`/api${RESOURCE_PATHS.sdkParameters.path}?sdkId=${sdks[0].id}`, demo)).length,
    ).toBeGreaterThan(0);
    // A listed SDK carries the same files as its own file list.
    expect(sdks[0].files).toEqual(
      await data(`/api${RESOURCE_PATHS.sdkFiles.path}?sdkId=${sdks[0].id}`, demo),
    );
    expect((await data(`/api${RESOURCE_PATHS.testPackages.path}`, demo)).total).toBeGreaterThan(0);
  });

  // Each list: its address, and the filter that narrows it (with the check of a filtered row).
  const developerLists = [
    { name: 'API entries', url: `/api${RESOURCE_PATHS.apiList.path}` },
    { name: 'general SDKs', url: `/api${RESOURCE_PATHS.sdkList.path}` },
    { name: 'model SDKs', url: `/api${RESOURCE_PATHS.sdkModelList.path}` },
    { name: 'model SDKs tied to no model', url: `/api${RESOURCE_PATHS.sdkUnattached.path}` },
    { name: 'test packages', url: `/api${RESOURCE_PATHS.testPackages.path}` },
  ];

  it.each(developerLists)(
    'pages the $name on the server: default 10, first page 1',
    async ({ url }) => {
      const first = await data(url, demo);
      expect(first).toMatchObject({ pageNum: 1, pageSize: 10 });
      expect(first.list).toHaveLength(Math.min(10, first.total));
      const all = await data(`${url}?pageSize=100`, demo);
      expect(all.total).toBe(first.total);
      expect(all.list).toHaveLength(all.total);
      expect(first.list).toEqual(all.list.slice(0, 10));

      const second = await data(`${url}?pageNum=2&pageSize=2`, demo);
      expect(second).toMatchObject({ pageNum: 2, pageSize: 2, total: all.total });
      expect(second.list).toEqual(all.list.slice(2, 4));

      // Every row exactly once, in list order, whether a page is read from the front or the end.
      const seen = [];
      for (let p = 1; p <= Math.ceil(all.total / 3); p++)
        seen.push(...(await data(`${url}?pageSize=3&pageNum=${p}`, demo)).list);
      expect(seen).toEqual(all.list);

      const past = await data(`${url}?pageNum=${all.total + 1}`, demo);
      expect(past).toEqual({ list: [], total: all.total, pageNum: all.total + 1, pageSize: 10 });
    },
  );

  it.each(developerLists)('refuses a bad page of the $name (B0004, B0001)', async ({ url }) => {
    for (const query of ['pageNum=0', 'pageNum=abc', 'pageSize=0', 'pageSize=101']) {
      const bad = await get(t, `${url}?${query}`, demo);
      expect([bad.statusCode, bad.json().msg], query).toEqual([400, 'B0004']);
    }
    const empty = await get(t, `${url}?pageNum=`, demo);
    expect(empty.json()).toEqual({ rescode: 400, msg: 'B0001', data: ['pageNum'] });
    expect((await data(`${url}?pageSize=100`, demo)).pageSize).toBe(100);
  });

  it('orders API entries by category, and filters by a branch with the same paging', async () => {
    const all = (await data(`/api${RESOURCE_PATHS.apiList.path}?pageSize=100`, demo)).list;
    const ids = all.map((e: { categoryId: number }) => e.categoryId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const tree = await data(`/api${RESOURCE_PATHS.apiCategoryTree.path}`, demo);
    const root = tree.find((c: { children: unknown[] }) => c.children.length > 0);
    const branch = new Set([root.id, ...root.children.map((c: { id: number }) => c.id)]);
    const inBranch = all.filter((e: { categoryId: number }) => branch.has(e.categoryId));
    const page2 = await data(
      `/api${RESOURCE_PATHS.apiList.path}?categoryId=${root.id}&pageNum=2&pageSize=2`,
      demo,
    );
    expect(page2.total).toBe(inBranch.length);
    expect(page2.list).toEqual(inBranch.slice(2, 4));
    const leaf = root.children[0];
    const inLeaf = await data(
      `/api${RESOURCE_PATHS.apiList.path}?categoryId=${leaf.id}&pageSize=100`,
      demo,
    );
    expect(inLeaf.list).toEqual(
      all.filter((e: { categoryId: number }) => e.categoryId === leaf.id),
    );
    expect((await data(`/api${RESOURCE_PATHS.apiList.path}?categoryId=99999`, demo)).total).toBe(0);
  });

  it('filters model SDKs and test packages by model, newest first', async () => {
    const sdks = (await data(`/api${RESOURCE_PATHS.sdkModelList.path}?pageSize=100`, demo)).list;
    const models = await data(`/api${RESOURCE_PATHS.sdkProducts.path}`, demo);
    for (const m of models) {
      const mine = await data(
        `/api${RESOURCE_PATHS.sdkModelList.path}?productId=${m.id}&pageSize=1`,
        demo,
      );
      const expected = sdks.filter(
        (s: { product: { id: number } | null }) => s.product?.id === m.id,
      );
      expect(mine.total).toBe(expected.length);
      expect(mine.list).toEqual(expected.slice(0, 1));
    }
    const tests = (await data(`/api${RESOURCE_PATHS.testPackages.path}?pageSize=100`, demo)).list;
    const times = tests.map((x: { updateTime: string }) => x.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    const testModels = await data(`/api${RESOURCE_PATHS.testProducts.path}`, demo);
    expect(testModels.length).toBeGreaterThan(1);
    for (const m of testModels) {
      const mine = await data(
        `/api${RESOURCE_PATHS.testPackages.path}?productId=${m.id}&pageSize=100`,
        demo,
      );
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.list).toEqual(
        tests.filter((x: { product: { id: number } | null }) => x.product?.id === m.id),
      );
    }
    expect((await get(t, `/api${RESOURCE_PATHS.testProducts.path}`, bare)).json().msg).toBe(
      'A0017',
    );
  });

  it('lists the model SDKs tied to no model, which no model filter reaches', async () => {
    const page = await data(`/api${RESOURCE_PATHS.sdkUnattached.path}?pageSize=100`, demo);
    expect(page.list.map((s: { name: string }) => s.name)).toEqual([...UNATTACHED].reverse());
    for (const s of page.list) expect(s).toMatchObject({ kind: 'model', product: null });
    const all = (await data(`/api${RESOURCE_PATHS.sdkModelList.path}?pageSize=100`, demo)).list;
    expect(all.filter((s: { product: unknown }) => s.product === null)).toEqual(page.list);
    // the general SDKs concern no model by nature, and stay in their own list
    const general = (await data(`/api${RESOURCE_PATHS.sdkList.path}?pageSize=100`, demo)).list;
    const ids = new Set(page.list.map((s: { id: number }) => s.id));
    expect(general.some((s: { id: number }) => ids.has(s.id))).toBe(false);
    // English names in English
    const en = await data(`/api${RESOURCE_PATHS.sdkUnattached.path}?lang=en&pageSize=1`, demo);
    expect(en.list[0].name).toBe('Unattached 2');
    expect((await get(t, `/api${RESOURCE_PATHS.sdkUnattached.path}`, bare)).json().msg).toBe(
      'A0017',
    );
    expect((await get(t, `/api${RESOURCE_PATHS.sdkUnattached.path}`)).json().msg).toBe('A0001');
  });

  it('answers 404 for the two spec calls another call covers (routes.ts says which)', async () => {
    for (const url of ['/api/front/fcategroy/getcategroy', '/api/front/fsdk/sdkCountUpdate'])
      expect((await get(t, url, demo)).statusCode).toBe(404);
  });
});
