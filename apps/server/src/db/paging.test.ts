import { describe, expect, it } from 'vitest';
import { likePattern, pagedList, pageWindow, TtlCache } from './paging.js';

describe('pageWindow', () => {
  it('reads the front half forwards and the back half from the end', () => {
    expect(pageWindow(100, 1, 10)).toEqual({ order: 'desc', offset: 0, limit: 10 });
    expect(pageWindow(100, 5, 10)).toEqual({ order: 'desc', offset: 40, limit: 10 });
    expect(pageWindow(100, 6, 10)).toEqual({ order: 'asc', offset: 40, limit: 10 });
    expect(pageWindow(100, 10, 10)).toEqual({ order: 'asc', offset: 0, limit: 10 });
    // A short last page.
    expect(pageWindow(95, 10, 10)).toEqual({ order: 'asc', offset: 0, limit: 5 });
    expect(pageWindow(95, 11, 10)).toBeNull();
    expect(pageWindow(0, 1, 10)).toBeNull();
  });

  it('covers every row exactly once over all pages', () => {
    for (const total of [1, 9, 10, 11, 99, 100, 101, 1234]) {
      const seen: number[] = [];
      const rows = Array.from({ length: total }, (_, i) => i); // list order
      for (let page = 1; ; page++) {
        const w = pageWindow(total, page, 10);
        if (!w) break;
        const ordered = w.order === 'desc' ? rows : [...rows].reverse();
        const ids = ordered.slice(w.offset, w.offset + w.limit).sort((a, b) => a - b);
        seen.push(...ids);
      }
      expect(seen).toEqual(rows);
    }
  });
});

describe('TtlCache', () => {
  it('loads once within the time and again after', async () => {
    const cache = new TtlCache<number>(50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('a', load)).toBe(2);
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards of the searched text', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('TtlCache.clear', () => {
  it('forgets the keys of a prefix and keeps the others', async () => {
    const cache = new TtlCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('apps:market:1', load);
    await cache.get('cases:1', load);
    cache.clear('apps:');
    expect(await cache.get('apps:market:1', load)).toBe(3);
    expect(await cache.get('cases:1', load)).toBe(2);
    cache.clear();
    expect(await cache.get('cases:1', load)).toBe(4);
  });
});

describe('pagedList', () => {
  it('reads only the window of a page and stops past the end', async () => {
    const windows: unknown[] = [];
    const page = await pagedList(
      { pageNum: 2, pageSize: 10 },
      async () => 25,
      async (w) => {
        windows.push(w);
        return [w.offset, w.limit];
      },
      (rows) => rows.map(String),
    );
    expect(page).toEqual({ list: ['5', '10'], total: 25, pageNum: 2, pageSize: 10 });
    expect(windows).toEqual([{ order: 'asc', offset: 5, limit: 10 }]);
    const past = await pagedList(
      { pageNum: 4, pageSize: 10 },
      25,
      async () => {
        throw new Error('no rows past the end');
      },
      (rows: number[]) => rows,
    );
    expect(past).toEqual({ list: [], total: 25, pageNum: 4, pageSize: 10 });
  });
});
