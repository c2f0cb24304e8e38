import { describe, expect, it } from 'vitest';
import { batcher } from './batch.js';

/** A run that records its batches and answers each item doubled, after a turn of its own. */
function recorder(fail?: (item: number) => boolean) {
  const batches: number[][] = [];
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail && items.some(fail)) throw new Error(`refused ${items.join(',')}`);
    return items.map((i) => i * 2);
  };
  return { batches, run };
}

describe('batcher', () => {
  it('runs the calls of one turn as one batch and answers each its own result', async () => {
    const r = recorder();
    const b = batcher(r.run);
    expect(await Promise.all([1, 2, 3].map((i) => b.submit(i)))).toEqual([2, 4, 6]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('lets calls wait while the most batches are on their way, then runs them together', async () => {
    const r = recorder();
    const b = batcher(r.run, { maxInFlight: 1 });
    const first = b.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is on its way: these wait for it, and go as one.
    const later = [2, 3, 4].map((i) => b.submit(i));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps batches to maxItems', async () => {
    const r = recorder();
    const b = batcher(r.run, { maxItems: 2, maxInFlight: 5 });
    await Promise.all([1, 2, 3, 4, 5].map((i) => b.submit(i)));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('tells only the caller whose item fails a batch, running the rest one at a time', async () => {
    const r = recorder((i) => i === 2);
    const b = batcher(r.run);
    const results = await Promise.allSettled([1, 2, 3].map((i) => b.submit(i)));
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<number>).value).toBe(2);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/refused 2/);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('rejects a run that answers the wrong number of results', async () => {
    const b = batcher(async (items: readonly number[]) => items.slice(1));
    await expect(b.submit(1)).rejects.toThrow(/a batch of 1 answered 0/);
  });
});
