import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CALLS, WORKBENCH_CALLS } from '@seuiot/contract';
import { get, signedInApp, type TestApp } from './test/harness.js';

// Across the catalogue areas (workbench, devices, solutions, marketplace, marketing, support,
// developer, downloads): which calls need a section, and how the OpenAPI document shows answers.
type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies;
beforeAll(async () => void ({ t, demo, bare } = await signedInApp()));
afterAll(() => t.close());

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
      `/api${WORKBENCH_CALLS.platforms.path}`,
      `/api${WORKBENCH_CALLS.banners.path}`,
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
      DEVICE_CALLS.productTree.path,
      DEVICE_CALLS.productGroups.path,
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
