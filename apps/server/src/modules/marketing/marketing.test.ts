import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { MARKETING_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, data } = await signedInApp()));
afterAll(() => t.close());

describe('marketing', () => {
  it('searches marketing materials by title', async () => {
    const all = await data(`/api${MARKETING_PATHS.materialList.path}?pageSize=100`);
    const title: string = all.list[3].title;
    const hits = await data(
      `/api${MARKETING_PATHS.materialList.path}?title=${encodeURIComponent(title.slice(1, 5))}`,
    );
    expect(hits.list.some((m: { id: number }) => m.id === all.list[3].id)).toBe(true);
    const detail = await data(
      `/api${MARKETING_PATHS.materialDetail.path}?id=${all.list[3].id}`,
      demo,
    );
    expect(detail.content.length).toBeGreaterThan(0);
    const byType = await data(`/api${MARKETING_PATHS.materialTypeLists.path}`);
    expect(byType.length).toBeGreaterThanOrEqual(4);
  });
});
