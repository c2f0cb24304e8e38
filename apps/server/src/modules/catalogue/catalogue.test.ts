import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
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

describe('solutions', () => {
  it('filters by industry and device and searches both languages', async () => {
    const all = await data('/api/front/solutionCase/solutionCaseList?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(10);
    const industries = await data('/api/front/solutionCase/industry');
    const industry = industries[0];
    const byIndustry = await data(
      `/api/front/solutionCase/solutionCaseList?industryId=${industry.id}&pageSize=100`,
    );
    expect(byIndustry.total).toBeGreaterThan(0);
    expect(byIndustry.total).toBeLessThan(all.total);
    for (const c of byIndustry.list)
      expect(c.industries.map((i: { id: number }) => i.id)).toContain(industry.id);

    const device = all.list[0].devices[0];
    const byDevice = await data(
      `/api/front/solutionCase/solutionCaseList?productId=${device.id}&pageSize=100`,
    );
    for (const c of byDevice.list)
      expect(c.devices.map((d: { id: number }) => d.id)).toContain(device.id);

    const zhTitle: string = all.list[0].title;
    const zhWord = zhTitle.slice(0, 2);
    const zh = await data(
      `/api/front/solutionCase/solutionCaseList?keyword=${encodeURIComponent(zhWord)}&pageSize=100`,
    );
    expect(zh.list.some((c: { id: number }) => c.id === all.list[0].id)).toBe(true);
    const en = await data(`/api/front/solutionCase/solutionCaseList?lang=en&pageSize=1&pageNum=1`);
    const enWord = (en.list[0].title as string).split(' ')[0]!.toUpperCase();
    const enHits = await data(
      `/api/front/solutionCase/solutionCaseList?lang=en&keyword=${encodeURIComponent(enWord)}`,
    );
    expect(enHits.total).toBeGreaterThan(0);
  });

  it('shows a case with its files and counts views; the device query lists cases and apps', async () => {
    const first = (await data('/api/front/solutionCase/solutionCaseList')).list[0];
    const detail = await data(`/api/front/solutionCase/getCaseDetail?id=${first.id}`, demo);
    expect(detail.content.length).toBeGreaterThan(50);
    expect(detail.views).toBe(first.views + 1);
    expect(detail.price === 0 ? detail.priceNote : 'x').not.toBe('');
    const forDevice = await data(
      `/api/front/solutionCase/getAppEquipment?productId=${first.devices[0].id}`,
    );
    expect(forDevice.cases.some((c: { id: number }) => c.id === first.id)).toBe(true);
    expect((await get(t, '/api/front/solutionCase/getCaseDetail?id=99999', demo)).json().msg).toBe(
      'A0078',
    );
  });

  it('groups the models for the filters: by first level, by classification, as a tree', async () => {
    const models = await data('/api/front/classify/productList');
    const byFirst = await data('/api/front/classify/productListByFirst');
    expect(
      byFirst.flatMap((g: { products: { id: number }[] }) => g.products.map((p) => p.id)).sort(),
    ).toEqual(models.map((m: { id: number }) => m.id).sort());
    const equipment = await data('/api/front/solutionCase/getEquipmentList');
    const grouped = await data('/api/front/solutionCase/getEquipmentListNew?lang=en');
    expect(grouped.length).toBeGreaterThan(0);
    for (const g of grouped)
      for (const d of g.devices) {
        expect(d.classificationId).toBe(g.id);
        expect(d.name).not.toMatch(/[\u4e00-\u9fff]/);
      }
    expect(
      grouped.flatMap((g: { devices: { id: number }[] }) => g.devices.map((d) => d.id)).sort(),
    ).toEqual(equipment.map((d: { id: number }) => d.id).sort());
    type Node = { children: Node[]; products: { id: number }[] };
    const tree: Node[] = await data('/api/front/classify/productTree');
    const inTree = (nodes: Node[]): number[] =>
      nodes.flatMap((n) => [...n.products.map((p) => p.id), ...inTree(n.children)]);
    expect(inTree(tree).sort()).toEqual(models.map((m: { id: number }) => m.id).sort());
  });

  it('pages cover every case exactly once, forwards and from the end', async () => {
    const total = (await data('/api/front/solutionCase/solutionCaseList')).total;
    const seen: number[] = [];
    for (let p = 1; p <= Math.ceil(total / 3); p++) {
      seen.push(
        ...(
          await data(`/api/front/solutionCase/solutionCaseList?pageSize=3&pageNum=${p}`)
        ).list.map((c: { id: number }) => c.id),
      );
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = (await data(`/api/front/solutionCase/solutionCaseList?pageSize=100`)).list.map(
      (c: { id: number }) => c.id,
    );
    expect(seen).toEqual(all);
  });
});

describe('app market', () => {
  it('filters by classification, charge type and model, and shows an app', async () => {
    const classes = await data('/api/front/apps/classification');
    const list = await data(
      `/api/front/apps/appList?classificationId=${classes[0].id}&pageSize=100`,
    );
    const className = classes[0].name;
    for (const a of list.list) expect(a.classification).toBe(className);
    const paid = await data('/api/front/apps/appList?chargeType=paid&pageSize=100');
    expect(paid.list.every((a: { chargeType: string }) => a.chargeType === 'paid')).toBe(true);
    const app = (await data('/api/front/apps/appList')).list[0];
    const detail = await data(`/api/front/apps/detailApp?id=${app.id}`);
    expect(detail).toMatchObject({ packageName: app.packageName, versionName: app.versionName });
    expect(detail.devices.length).toBeGreaterThan(0);
    const model = detail.devices[0].id;
    const adapted = await data(`/api/front/apps/appList?productId=${model}&pageSize=100`);
    expect(adapted.list.some((a: { id: number }) => a.id === app.id)).toBe(true);
    const check = await data(`/api/front/apps/getCheckingData?productId=${model}`, demo);
    expect(check.apps.find((a: { id: number }) => a.id === app.id).adapted).toBe(true);
    expect(check.adaptedCount).toBeGreaterThan(0);
    expect(check.adaptedCount).toBe(
      check.apps.filter((a: { adapted: boolean }) => a.adapted).length,
    );
    expect(check.totalCount).toBe(check.apps.length);
    expect((await data('/api/front/apps/ecologicalSoftware')).total).toBeGreaterThan(0);
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
