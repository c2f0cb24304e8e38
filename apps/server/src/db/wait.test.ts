import { describe, expect, it } from 'vitest';
import type { Db } from './kysely.js';
import { relistenDelay } from './kysely.js';
import { waitForDatabase } from './wait.js';

/** A database whose `select 1` fails `failures` times, then answers. */
function flaky(failures: number): { db: Db; tries: () => number } {
  let tries = 0;
  const executor = {
    executeQuery: async () => {
      tries++;
      if (tries <= failures)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { rows: [] };
    },
  };
  // `sql\`select 1\`.execute(db)` asks db.getExecutor(); this stands in for Kysely's.
  const db = {
    getExecutor: () => ({
      ...executor,
      transformQuery: (q: unknown) => q,
      compileQuery: (q: unknown) => ({ sql: 'select 1', parameters: [], query: q }),
      provideConnection: async <T>(run: (c: typeof executor) => Promise<T>) => run(executor),
    }),
  } as unknown as Db;
  return { db, tries: () => tries };
}

describe('waitForDatabase', () => {
  it('tries again with growing waits until the database answers, and says so', async () => {
    const { db, tries } = flaky(3);
    const slept: number[] = [];
    const lines: string[] = [];
    let now = 0;
    await waitForDatabase(db, {
      maxWaitMs: 60_000,
      log: (m) => lines.push(m),
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
      random: () => 0.5,
    });
    expect(tries()).toBe(4);
    expect(slept).toEqual([500, 1000, 2000]);
    expect(lines.at(-1)).toBe('database reached after 4 attempts');
  });

  it('gives up after the bound with the reason', async () => {
    const { db } = flaky(Infinity);
    let now = 0;
    await expect(
      waitForDatabase(db, {
        maxWaitMs: 10_000,
        log: () => undefined,
        now: () => now,
        sleep: async (ms) => {
          now += ms;
        },
      }),
    ).rejects.toThrow(/did not answer within 10 s: connect ECONNREFUSED/);
  });
});

describe('relistenDelay', () => {
  it('doubles from 1 s to at most 30 s, within ±25 %', () => {
    expect(relistenDelay(1, () => 0.5)).toBe(1000);
    expect(relistenDelay(3, () => 0.5)).toBe(4000);
    expect(relistenDelay(20, () => 0.5)).toBe(30_000);
    expect(relistenDelay(1, () => 0)).toBe(750);
    expect(relistenDelay(1, () => 1)).toBe(1250);
  });
});
