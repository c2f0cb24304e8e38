import { describe, expect, it } from 'vitest';
import { medianOfRounds, type LoadResult } from './load.js';

const run = (over: Partial<LoadResult>): LoadResult => ({
  name: 'list',
  path: '/api/x',
  rps: 1000,
  p50Ms: 4,
  p99Ms: 10,
  requests: 5000,
  serverCpuUsPerReq: 50,
  singleMs: 1,
  drainSeconds: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...over,
});

describe('medianOfRounds', () => {
  it('takes the median of each measure, so one busy round does not move the figure', () => {
    const r = medianOfRounds([
      run({ rps: 20_000, serverCpuUsPerReq: 48, p99Ms: 9 }),
      run({ rps: 9_000, serverCpuUsPerReq: 80, p99Ms: 30 }),
      run({ rps: 21_000, serverCpuUsPerReq: 50, p99Ms: 10 }),
    ]);
    expect(r.rps).toBe(20_000);
    expect(r.serverCpuUsPerReq).toBe(50);
    expect(r.p99Ms).toBe(10);
    expect(r.requests).toBe(15_000);
  });

  it('sums the failures and keeps the longest drain; a missing CPU figure stays missing', () => {
    const r = medianOfRounds([
      run({ non2xx: 1, drainSeconds: 2 }),
      run({ errors: 2, serverCpuUsPerReq: null }),
    ]);
    expect(r.non2xx + r.errors).toBe(3);
    expect(r.drainSeconds).toBe(2);
    expect(r.serverCpuUsPerReq).toBeNull();
    expect(r.rps).toBe(1000);
  });

  it('refuses an empty list of rounds', () => {
    expect(() => medianOfRounds([])).toThrow();
  });
});
