import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
let demo: Record<string, string>;
let bare: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookies(t);
  // An account with no role: signed in, but holding no section of the permission tree.
  await insertUser(t, { username: 'norights', password: 'Pass#1234' });
  bare = await loginCookies(t, { username: 'norights', password: 'Pass#1234' });
});
afterAll(async () => {
  await t.close();
});

const data = async (url: string, cookies: Record<string, string> = {}) => {
  const body = (await get(t, url, cookies)).json();
  if (body.rescode !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
};

describe('section permissions', () => {
  const guarded = [
    '/api/front/solutionCase/getCaseDetail?id=1',
    '/api/front/solutionCase/getCaseFiles?caseId=1',
    '/api/front/apps/getCheckingData?productId=1',
    '/api/front/market/jumpHtml?id=1',
    '/api/front/market/fileList',
    '/api/front/fcategroy/queryCategoryJson',
    '/api/front/api/apiList',
    '/api/front/fsdk/sdkList',
    '/api/front/test/selectList',
    '/api/front/test/productList',
    '/api/front/fsdk/sdkmodellist',
    '/api/front/article/articleList?kind=document',
    '/api/front/downloadCenter/findListPage',
    '/api/material/getFileCtg',
  ];

  it('needs a session (A0001) and the section (A0017) for login-only content', async () => {
    for (const url of guarded) {
      expect((await get(t, url)).json().msg, url).toBe('A0001');
      const denied = await get(t, url, bare);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().msg, url).toBe('A0017');
      expect((await get(t, url, demo)).json().rescode, url).toBe(200);
    }
  });

  it('keeps the public lists public', async () => {
    for (const url of [
      '/api/front/solutionCase/solutionCaseList',
      '/api/front/apps/appList',
      '/api/front/apps/ecologicalSoftware',
      '/api/front/market/list',
      '/api/front/article/articleList?kind=faq',
      '/api/front/article/hotQuestion',
      '/api/front/home/platformList',
      '/api/front/banner/list',
    ]) {
      expect((await get(t, url)).json().rescode, url).toBe(200);
    }
  });
});

describe('OpenAPI', () => {
  it('describes the catalogue answers, recursive ones through components that exist', async () => {
    const doc = (await get(t, '/api/docs/json')).json();
    const ok200 = (path: string) => doc.paths[`/api${path}`].get.responses['200'];
    for (const path of [
      '/front/classify/productTree',
      '/front/classify/productListByFirst',
      '/front/solutionCase/getEquipmentListNew',
      '/front/solutionCase/getAppEquipment',
      '/front/apps/getCheckingData',
      '/front/api/apiList',
      '/front/fsdk/sdkList',
      '/front/fsdk/sdkmodellist',
      '/front/test/selectList',
    ]) {
      const answer = ok200(path);
      expect(answer, path).toBeDefined();
      for (const [, name] of JSON.stringify(answer).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        expect(doc.components.schemas[name!], `${path}: ${name}`).toBeDefined();
    }
    const page = ok200('/front/fsdk/sdkList').content['application/json'].schema.properties.data;
    expect(Object.keys(page.properties)).toEqual(['list', 'total', 'pageNum', 'pageSize']);
  });
});

describe('marketing, documents and FAQ', () => {
  it('searches marketing materials by title', async () => {
    const all = await data('/api/front/market/list?pageSize=100');
    const title: string = all.list[3].title;
    const hits = await data(
      `/api/front/market/list?title=${encodeURIComponent(title.slice(1, 5))}`,
    );
    expect(hits.list.some((m: { id: number }) => m.id === all.list[3].id)).toBe(true);
    const detail = await data(`/api/front/market/jumpHtml?id=${all.list[3].id}`, demo);
    expect(detail.content.length).toBeGreaterThan(0);
    const byType = await data('/api/front/market/marketList');
    expect(byType.length).toBeGreaterThanOrEqual(4);
  });

  it('counts document reads', async () => {
    const doc = (await data('/api/front/article/articleList?kind=document', demo)).list[0];
    const res = await post(
      t,
      '/api/front/article/updateReadNum',
      { id: doc.id },
      { cookies: demo },
    );
    expect(res.json().data).toBe(doc.views + 1);
    expect((await data(`/api/front/article/getById?id=${doc.id}`, demo)).views).toBe(doc.views + 1);
    expect((await post(t, '/api/front/article/updateReadNum', { id: doc.id })).json().msg).toBe(
      'A0001',
    );
  });

  it('searches FAQ by Chinese and English substrings and keeps my search history', async () => {
    const zh = await data(
      `/api/front/article/articleList?kind=faq&keyword=${encodeURIComponent('恢复出厂')}`,
      demo,
    );
    expect(zh.total).toBeGreaterThan(0);
    const en = await data(`/api/front/article/articleList?kind=faq&keyword=factory&lang=en`, demo);
    expect(en.total).toBeGreaterThan(0);
    const none = await data(
      `/api/front/article/articleList?kind=faq&keyword=${encodeURIComponent('不存在的问题词')}`,
    );
    expect(none.total).toBe(0);
    const history = await data('/api/front/searchRecord/searchRecordHistory', demo);
    expect(history.map((h: { keyword: string }) => h.keyword).slice(0, 2)).toEqual([
      'factory',
      '恢复出厂',
    ]);
    expect((await get(t, '/api/front/searchRecord/searchRecordHistory')).json().msg).toBe('A0001');
    expect((await data('/api/front/article/hotKeyWords')).length).toBeGreaterThan(0);
  });

  it('keeps only FAQ searches in the search history, not document searches', async () => {
    await data(`/api/front/article/articleList?kind=document&keyword=kiosk&lang=en`, demo);
    await data(`/api/front/article/articleList?kind=faq&keyword=bluetooth&lang=en`, demo);
    const history = await data('/api/front/searchRecord/searchRecordHistory', demo);
    const words = history.map((h: { keyword: string }) => h.keyword);
    expect(words[0]).toBe('bluetooth');
    expect(words).not.toContain('kiosk');
  });
});

describe('developer resources and downloads', () => {
  it('lists API entries of a category branch, SDKs and test packages', async () => {
    const tree = await data('/api/front/fcategroy/queryCategoryJson', demo);
    const root = tree.find((c: { children: unknown[] }) => c.children.length > 0);
    const entries = await data(`/api/front/api/apiList?categoryId=${root.id}&pageSize=100`, demo);
    expect(entries.total).toBeGreaterThan(0);
    expect(entries.list).toHaveLength(entries.total);
    const branch = new Set([root.id, ...root.children.map((c: { id: number }) => c.id)]);
    for (const e of entries.list) expect(branch.has(e.categoryId)).toBe(true);
    expect(entries.list[0].signature.length).toBeGreaterThan(0);
    const sdks = (await data('/api/front/fsdk/sdkList', demo)).list;
    expect(sdks.length).toBeGreaterThan(0);
    expect(sdks.every((s: { kind: string }) => s.kind === 'general')).toBe(true);
    const models = await data('/api/front/fsdk/sdkProduct', demo);
    const perModel = await data(`/api/front/fsdk/sdkmodellist?productId=${models[0].id}`, demo);
    expect(perModel.total).toBeGreaterThan(0);
    expect(
      perModel.list.every(
        (s: { kind: string; product: { id: number } }) =>
          s.kind === 'model' && s.product.id === models[0].id,
      ),
    ).toBe(true);
    expect(
      (await data(`/api/front/fsdk/getParameter?sdkId=${sdks[0].id}`, demo)).length,
    ).toBeGreaterThan(0);
    // A listed SDK carries the same files as its own file list.
    expect(sdks[0].files).toEqual(await data(`/api/front/fsdk/fileList?sdkId=${sdks[0].id}`, demo));
    expect((await data('/api/front/test/selectList', demo)).total).toBeGreaterThan(0);
  });

  // Each list: its address, and the filter that narrows it (with the check of a filtered row).
  const developerLists = [
    { name: 'API entries', url: '/api/front/api/apiList' },
    { name: 'general SDKs', url: '/api/front/fsdk/sdkList' },
    { name: 'model SDKs', url: '/api/front/fsdk/sdkmodellist' },
    { name: 'test packages', url: '/api/front/test/selectList' },
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
    const all = (await data('/api/front/api/apiList?pageSize=100', demo)).list;
    const ids = all.map((e: { categoryId: number }) => e.categoryId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const tree = await data('/api/front/fcategroy/queryCategoryJson', demo);
    const root = tree.find((c: { children: unknown[] }) => c.children.length > 0);
    const branch = new Set([root.id, ...root.children.map((c: { id: number }) => c.id)]);
    const inBranch = all.filter((e: { categoryId: number }) => branch.has(e.categoryId));
    const page2 = await data(
      `/api/front/api/apiList?categoryId=${root.id}&pageNum=2&pageSize=2`,
      demo,
    );
    expect(page2.total).toBe(inBranch.length);
    expect(page2.list).toEqual(inBranch.slice(2, 4));
    const leaf = root.children[0];
    const inLeaf = await data(`/api/front/api/apiList?categoryId=${leaf.id}&pageSize=100`, demo);
    expect(inLeaf.list).toEqual(
      all.filter((e: { categoryId: number }) => e.categoryId === leaf.id),
    );
    expect((await data('/api/front/api/apiList?categoryId=99999', demo)).total).toBe(0);
  });

  it('filters model SDKs and test packages by model, newest first', async () => {
    const sdks = (await data('/api/front/fsdk/sdkmodellist?pageSize=100', demo)).list;
    const models = await data('/api/front/fsdk/sdkProduct', demo);
    for (const m of models) {
      const mine = await data(`/api/front/fsdk/sdkmodellist?productId=${m.id}&pageSize=1`, demo);
      const expected = sdks.filter((s: { product: { id: number } }) => s.product.id === m.id);
      expect(mine.total).toBe(expected.length);
      expect(mine.list).toEqual(expected.slice(0, 1));
    }
    const tests = (await data('/api/front/test/selectList?pageSize=100', demo)).list;
    const times = tests.map((x: { updateTime: string }) => x.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    const testModels = await data('/api/front/test/productList', demo);
    expect(testModels.length).toBeGreaterThan(1);
    for (const m of testModels) {
      const mine = await data(`/api/front/test/selectList?productId=${m.id}&pageSize=100`, demo);
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.list).toEqual(
        tests.filter((x: { product: { id: number } | null }) => x.product?.id === m.id),
      );
    }
    expect((await get(t, '/api/front/test/productList', bare)).json().msg).toBe('A0017');
  });

  it('filters the download centre by classification branch and name', async () => {
    const folders = await data('/api/material/getFileCtg', demo);
    const all = await data('/api/front/downloadCenter/findListPage?pageSize=100', demo);
    expect(all.total).toBeGreaterThan(10);
    const f = folders[0];
    const inFolder = await data(
      `/api/front/downloadCenter/findListPage?classificationId=${f.id}&pageSize=100`,
      demo,
    );
    expect(inFolder.total).toBeGreaterThan(0);
    expect(inFolder.total).toBeLessThan(all.total);
    const file = all.list[0];
    expect(file).toMatchObject({
      fileType: expect.any(String),
      fileSizeDouble: expect.any(Number),
      downloads: expect.any(Number),
    });
    const hits = await data(
      `/api/front/downloadCenter/findListPage?keyword=${encodeURIComponent(file.fileName.slice(0, 4))}`,
      demo,
    );
    expect(hits.list.some((x: { fileId: number }) => x.fileId === file.fileId)).toBe(true);
  });
});
