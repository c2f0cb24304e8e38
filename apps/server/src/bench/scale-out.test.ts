import { describe, expect, it } from 'vitest';
import { medianOfRounds, type LoadResult } from './load.js';
import { DEFAULT_PASSES, parseOptions } from './options.js';
import { parseStat } from './processes.js';
import { instancesFor, perCore, proxyCoresFor, sizing } from './sizing.js';

describe('--scale-out on the command line', () => {
  it('runs the scale-out pass alone, 3 s a scenario unless --duration says otherwise', () => {
    const o = parseOptions(['--scale-out']);
    expect(o.passes).toEqual(['scale-out']);
    expect(o.load.duration).toBe(3);
    expect(parseOptions(['--scale-out', '--duration', '6']).load.duration).toBe(6);
    expect(parseOptions(['--passes', 'scale-out']).passes).toEqual(['scale-out']);
  });

  it('adds to --passes, and stays out of the default run', () => {
    const both = parseOptions(['--passes', 'public', '--scale-out']);
    expect(both.passes).toEqual(['public', 'scale-out']);
    expect(both.load.duration).toBe(5);
    const all = parseOptions([]);
    expect(all.passes).toEqual([...DEFAULT_PASSES]);
    expect(all.passes).not.toContain('scale-out');
    expect(() => parseOptions(['--passes', 'scale-up'])).toThrow(/scale-up/);
  });
});

describe('sizing', () => {
  it('turns µs per request into requests per core and instances for a rate', () => {
    expect(perCore(50)).toBe(20_000);
    expect(() => perCore(0)).toThrow();
    const s = sizing([
      { portalUs: 40, proxyUs: 20 },
      { portalUs: 60, proxyUs: null },
      { portalUs: null, proxyUs: 30 },
    ])!;
    expect(s.portalUs).toBe(50);
    expect(s.proxyUs).toBe(25);
    expect(s.portalPerCore).toBe(20_000);
    expect(s.proxyPerCore).toBe(40_000);
    // 10,000 req/s at 20,000 a core, each instance at most 70 % busy: 10,000 / 14,000 -> 1, but two.
    expect(instancesFor(10_000, s)).toBe(2);
    expect(instancesFor(50_000, s)).toBe(4);
    expect(instancesFor(50_000, s, 1, 1)).toBe(3);
    expect(proxyCoresFor(10_000, s)).toBe(0.25);
  });

  it('gives no sizing without a CPU figure, and no nginx share when nginx was not measured', () => {
    expect(sizing([{ portalUs: null, proxyUs: 10 }])).toBeNull();
    const s = sizing([{ portalUs: 100, proxyUs: null }])!;
    expect(s.proxyPerCore).toBeNull();
    expect(proxyCoresFor(10_000, s)).toBe(0);
  });
});

describe('nginx CPU per request over rounds', () => {
  const run = (proxy: number | null | undefined): LoadResult => ({
    name: 'x',
    path: '/',
    rps: 1,
    p50Ms: 1,
    p99Ms: 1,
    requests: 1,
    serverCpuUsPerReq: 10,
    ...(proxy === undefined ? {} : { proxyCpuUsPerReq: proxy }),
    singleMs: 1,
    drainSeconds: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  });

  it('takes the median, stays missing when a round lacks it, and absent without nginx', () => {
    expect(medianOfRounds([run(12), run(40), run(14)]).proxyCpuUsPerReq).toBe(14);
    expect(medianOfRounds([run(12), run(null)]).proxyCpuUsPerReq).toBeNull();
    expect(medianOfRounds([run(undefined)])).not.toHaveProperty('proxyCpuUsPerReq');
  });
});

describe('parseStat', () => {
  it('reads the name and parent of a /proc stat line, names with spaces and parentheses too', () => {
    expect(parseStat('4242 (nginx) S 4241 4242 4242 0 -1 4194560 310 0')).toEqual({
      comm: 'nginx',
      ppid: 4241,
    });
    expect(parseStat('7 (a (b) c) R 1 7 7 0')).toEqual({ comm: 'a (b) c', ppid: 1 });
    expect(parseStat('garbage')).toBeNull();
  });
});
