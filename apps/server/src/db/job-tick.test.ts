import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * JOB_TICK_SECONDS: how often the scheduler ticks its jobs (a minute unless set). The scale-out
 * journey sets a few seconds so it does not wait a real minute for the first purge.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function purgeRuns(app: TestApp): Promise<number> {
  const rows = await app.db
    .selectFrom('job_runs')
    .select('id')
    .where('name', '=', 'session-purge')
    .execute();
  return rows.length;
}

describe('JOB_TICK_SECONDS', () => {
  it('is a whole number of seconds from 1 to 3600, 60 unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobTickSeconds).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test', JOB_TICK_SECONDS: '2' }).jobTickSeconds).toBe(2);
    for (const bad of ['0', '-1', '1.5', '3601', 'soon']) {
      expect(() => loadConfig({ NODE_ENV: 'test', JOB_TICK_SECONDS: bad }), bad).toThrow(
        /JOB_TICK_SECONDS/,
      );
    }
  });

  it('makes the running app tick its jobs that often (the first purge within seconds)', async () => {
    t = await createTestApp({ JOB_TICK_SECONDS: '1' });
    const deadline = Date.now() + 8000;
    while ((await purgeRuns(t)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await purgeRuns(t)).toBeGreaterThan(0);
  });

  it('leaves a minute between ticks by default (no purge in the first seconds)', async () => {
    t = await createTestApp();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await purgeRuns(t)).toBe(0);
  });
});
