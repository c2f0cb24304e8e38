import { describe, expect, it } from 'vitest';
import { pageWindow, TtlCache } from './paging.js';

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
