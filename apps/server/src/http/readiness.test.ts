import { describe, expect, it, vi } from 'vitest';
import { readinessProbe, type CheckState } from './readiness.js';
import { isUnavailable, jobFailureLog } from './unavailable.js';

describe('readiness', () => {
  const deps = (over: Partial<Parameters<typeof readinessProbe>[0]> = {}) => ({
    ping: async () => undefined,
    pendingMigrations: async () => [] as string[],
    probeStorage: async () => undefined,
    redis: (): CheckState => 'off',
    ...over,
  });

  it('is ready when the database, migrations and storage are ok', async () => {
    expect(await readinessProbe(deps())()).toEqual({
      ready: true,
      degraded: false,
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', redis: 'off' },
    });
  });

  it('is not ready without the database, behind on migrations or without storage', async () => {
    const down = await readinessProbe(deps({ ping: () => Promise.reject(new Error('refused')) }))();
    expect(down.ready).toBe(false);
    expect(down.checks).toMatchObject({ database: 'down', migrations: 'down' });
    const behind = await readinessProbe(deps({ pendingMigrations: async () => ['2099-new'] }))();
    expect(behind).toMatchObject({ ready: false, checks: { migrations: 'behind' } });
    const noStorage = await readinessProbe(
      deps({ probeStorage: () => Promise.reject(new Error('s3')) }),
    )();
    expect(noStorage).toMatchObject({ ready: false, checks: { storage: 'down' } });
  });

  it('reports Redis away as degraded, still ready (each instance counts on its own then)', async () => {
    const r = await readinessProbe(deps({ redis: () => 'down' }))();
    expect(r).toMatchObject({ ready: true, degraded: true, checks: { redis: 'down' } });
  });

  it('answers within the check time when a part hangs', async () => {
    const t0 = Date.now();
    const r = await readinessProbe(deps({ ping: () => new Promise(() => undefined) }))();
    expect(r.checks.database).toBe('down');
    expect(Date.now() - t0).toBeLessThan(3_000);
  });

  it('asks the storage at most every 5 s while it is ok, and every time while it is not', async () => {
    let asked = 0;
    let now = 0;
    let fail = false;
    const probe = readinessProbe(
      deps({
        probeStorage: async () => {
          asked++;
          if (fail) throw new Error('down');
        },
      }),
      () => now,
    );
    await probe();
    now = 4_000;
    await probe();
    expect(asked).toBe(1);
    now = 5_000;
    fail = true;
    expect((await probe()).checks.storage).toBe('down');
    now = 5_100;
    fail = false;
    expect((await probe()).checks.storage).toBe('ok');
    expect(asked).toBe(3);
  });
});

describe('isUnavailable', () => {
  it('knows a database that went away from a fault of the request', () => {
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }]))).toBe(true);
    expect(isUnavailable(new Error('wrapped', { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A broken statement or a constraint is a fault, not an outage.
    expect(isUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('x'), { code: '42P01' }))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});

describe('jobFailureLog', () => {
  it('logs a job failing on an unavailable database once a minute, any other failure each time', () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { warn: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) };
    const report = jobFailureLog(log as never);
    const down = Object.assign(new Error('x'), { code: 'ECONNREFUSED' });
    vi.useFakeTimers();
    try {
      vi.setSystemTime(0);
      for (let i = 0; i < 5; i++) report('notice-publish', down);
      report('notice-publish', new Error('a bug'));
      report('notice-publish', new Error('a bug'));
      vi.setSystemTime(60_000);
      report('notice-publish', down);
    } finally {
      vi.useRealTimers();
    }
    expect(lines.map((l) => l.msg)).toEqual([
      'job notice-publish: database unavailable',
      'job notice-publish failed',
      'job notice-publish failed',
      'job notice-publish: database unavailable',
    ]);
    expect(lines[3]!.obj.failedSinceLastLine).toBe(4);
  });
});
