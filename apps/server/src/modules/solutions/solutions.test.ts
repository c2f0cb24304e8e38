import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { SOLUTION_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, data } = await signedInApp()));
afterAll(() => t.close());

describe('solutions', () => {
  it('filters by industry and device and searches both languages', async () => {
    const all = await data(`/api${SOLUTION_PATHS.caseList.path}?pageSize=100`);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const industries = await data(`/api${SOLUTION_PATHS.industries.path}`);
    const industry = industries[0];
    const byIndustry = await data(
      `/api${SOLUTION_PATHS.caseList.path}?industryId=${industry.id}&pageSize=100`,
    );
    expect(byIndustry.total).toBeGreaterThan(0);
    expect(byIndustry.total).toBeLessThan(all.total);
    for (const c of byIndustry.list)
      expect(c.industries.map((i: { id: number }) => i.id)).toContain(industry.id);

    const device = all.list[0].devices[0];
    const byDevice = await data(
      `/api${SOLUTION_PATHS.caseList.path}?productId=${device.id}&pageSize=100`,
    );
    for (const c of byDevice.list)
      expect(c.devices.map((d: { id: number }) => d.id)).toContain(device.id);

    const zhTitle: string = all.list[0].title;
    const zhWord = zhTitle.slice(0, 2);
    const zh = await data(
      `/api${SOLUTION_PATHS.caseList.path}?keyword=${encodeURIComponent(zhWord)}&pageSize=100`,
    );
    expect(zh.list.some((c: { id: number }) => c.id === all.list[0].id)).toBe(true);
    const en = await data(`/api${SOLUTION_PATHS.caseList.path}?lang=en&pageSize=1&pageNum=1`);
    const enWord = (en.list[0].title as string).split(' ')[0]!.toUpperCase();
    const enHits = await data(
      `/api${SOLUTION_PATHS.caseList.path}?lang=en&keyword=${encodeURIComponent(enWord)}`,
    );
    expect(enHits.total).toBeGreaterThan(0);
  });

  it('shows a case with its files and counts views; the device query lists cases and apps', async () => {
    const first = (await data(`/api${SOLUTION_PATHS.caseList.path}`)).list[0];
    const detail = await data(`/api${SOLUTION_PATHS.caseDetail.path}?id=${first.id}`, demo);
    expect(detail.content.length).toBeGreaterThan(50);
    expect(detail.views).toBe(first.views + 1);
    expect(detail.price === 0 ? detail.priceNote : 'x').not.toBe('');
    const forDevice = await data(
      `/api${SOLUTION_PATHS.appEquipment.path}?productId=${first.devices[0].id}`,
    );
    expect(forDevice.cases.some((c: { id: number }) => c.id === first.id)).toBe(true);
    expect((await get(t, `/api${SOLUTION_PATHS.caseDetail.path}?id=99999`, demo)).json().msg).toBe(
      'A0078',
    );
  });

  it('groups the models for the filters: by first level, by classification, as a tree', async () => {
    const models = await data('/api/front/classify/productList');
    const byFirst = await data('/api/front/classify/productListByFirst');
    expect(
      byFirst.flatMap((g: { products: { id: number }[] }) => g.products.map((p) => p.id)).sort(),
    ).toEqual(models.map((m: { id: number }) => m.id).sort());
    const equipment = await data(`/api${SOLUTION_PATHS.equipmentList.path}`);
    const grouped = await data(`/api${SOLUTION_PATHS.equipmentListNew.path}?lang=en`);
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
    const total = (await data(`/api${SOLUTION_PATHS.caseList.path}`)).total;
    const seen: number[] = [];
    for (let p = 1; p <= Math.ceil(total / 3); p++) {
      seen.push(
        ...(await data(`/api${SOLUTION_PATHS.caseList.path}?pageSize=3&pageNum=${p}`)).list.map(
          (c: { id: number }) => c.id,
        ),
      );
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = (await data(`/api${SOLUTION_PATHS.caseList.path}?pageSize=100`)).list.map(
      (c: { id: number }) => c.id,
    );
    expect(seen).toEqual(all);
  });
});
