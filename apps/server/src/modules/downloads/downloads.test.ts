import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { DOWNLOAD_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, data } = await signedInApp()));
afterAll(() => t.close());

describe('download centre', () => {
  it('filters the download centre by classification branch and name', async () => {
    const folders = await data(`/api${DOWNLOAD_PATHS.fileCategories.path}`, demo);
    const all = await data(`/api${DOWNLOAD_PATHS.downloadCenter.path}?pageSize=100`, demo);
    expect(all.total).toBeGreaterThan(10);
    const f = folders[0];
    const inFolder = await data(
      `/api${DOWNLOAD_PATHS.downloadCenter.path}?classificationId=${f.id}&pageSize=100`,
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
      `/api${DOWNLOAD_PATHS.downloadCenter.path}?keyword=${encodeURIComponent(file.fileName.slice(0, 4))}`,
      demo,
    );
    expect(hits.list.some((x: { fileId: number }) => x.fileId === file.fileId)).toBe(true);
  });
});
