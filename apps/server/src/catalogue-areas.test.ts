import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_CALLS,
  WORKBENCH_CALLS,
  DOWNLOAD_PATHS,
  MARKETING_PATHS,
  MARKET_PATHS,
  RESOURCE_PATHS,
  SOLUTION_PATHS,
  SUPPORT_PATHS,
} from '@seuiot/contract';
import { get, signedInApp, type TestApp } from './test/harness.js';

// Across the catalogue areas (workbench, devices, solutions, marketplace, marketing, support,
// developer, downloads): which calls need a section, and how the OpenAPI document shows answers.
type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, bare: Cookies;
beforeAll(async () => void ({ t, demo, bare } = await signedInApp()));
afterAll(() => t.close());

describe('section permissions', () => {
  const guarded = [
    `/api${SOLUTION_PATHS.caseDetail.path}?id=1`,
    `/api${SOLUTION_PATHS.caseFiles.path}?caseId=1`,
    `/api${MARKET_PATHS.checkingData.path}?productId=1`,
    `/api${MARKETING_PATHS.materialDetail.path}?id=1`,
    `/api${MARKETING_PATHS.materialFiles.path}`,
    `/api${RESOURCE_PATHS.apiCategoryTree.path}`,
    `/api${RESOURCE_PATHS.apiList.path}`,
    `/api${RESOURCE_PATHS.sdkList.path}`,
    `/api${RESOURCE_PATHS.testPackages.path}`,
    `/api${RESOURCE_PATHS.testProducts.path}`,
    `/api${RESOURCE_PATHS.sdkModelList.path}`,
    `/api${SUPPORT_PATHS.articleList.path}?kind=document`,
    `/api${DOWNLOAD_PATHS.downloadCenter.path}`,
    `/api${DOWNLOAD_PATHS.fileCategories.path}`,
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
      `/api${SOLUTION_PATHS.caseList.path}`,
      `/api${MARKET_PATHS.appList.path}`,
      `/api${MARKET_PATHS.ecologicalSoftware.path}`,
      `/api${MARKETING_PATHS.materialList.path}`,
      `/api${SUPPORT_PATHS.articleList.path}?kind=faq`,
      `/api${SUPPORT_PATHS.hotQuestion.path}`,
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
      SOLUTION_PATHS.equipmentListNew.path,
      SOLUTION_PATHS.appEquipment.path,
      MARKET_PATHS.checkingData.path,
      RESOURCE_PATHS.apiList.path,
      RESOURCE_PATHS.sdkList.path,
      RESOURCE_PATHS.sdkModelList.path,
      RESOURCE_PATHS.testPackages.path,
    ]) {
      const answer = ok200(path);
      expect(answer, path).toBeDefined();
      for (const [, name] of JSON.stringify(answer).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        expect(doc.components.schemas[name!], `${path}: ${name}`).toBeDefined();
    }
    const page = ok200(RESOURCE_PATHS.sdkList.path).content['application/json'].schema.properties
      .data;
    expect(Object.keys(page.properties)).toEqual(['list', 'total', 'pageNum', 'pageSize']);
  });
});
