import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { runAdmin } from '../cli/admin.js';
import { buildApp } from '../app.js';
import { createDb, type Db } from './kysely.js';
import { Jobs } from './jobs.js';

/**
 * The job scheduler (decision 0028) with two instances on one database: two pools of their own, as
 * two servers would have (on PostgreSQL with TEST_DATABASE_URL, else on one SQLite file).
 */
let t: TestApp;
let dbA: Db;
let dbB: Db;

beforeAll(async () => {
  // The app's own scheduler runs too (its jobs have other names); it shows the real job list.
  t = await createTestApp();
  const open = () =>
    createDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 4 });
  dbA = open();
  dbB = open();
});

afterAll(async () => {
  await dbA.destroy();
  await dbB.destroy();
  await t.close();
});

const EVERY = 60_000;
const LEASE = 10_000;

/** Two instances sharing a clock that the test moves. */
function twoInstances(name: string, work: (instance: string) => Promise<void>) {
  const clock = { now: 10 * EVERY + 1 };
  const make = (db: Db, id: string) => {
    const jobs = new Jobs(db, { instanceId: id, leaseMs: LEASE, now: () => clock.now });
    jobs.define(name, EVERY, () => work(id));
    return jobs;
  };
  return { clock, a: make(dbA, 'A'), b: make(dbB, 'B') };
}

async function runsOf(name: string) {
  return t.db
    .selectFrom('job_runs')
    .select(['instance_id', 'outcome', 'started_at', 'finished_at'])
    .where('name', '=', name)
    .orderBy('id')
    .execute();
}

/** A notice the `notice-publish` job will publish at `at` (what the console's schedule makes). */
async function scheduleNotice(title: string, at: number) {
  await t.db
    .insertInto('notices')
    .values({
      title_zh: title,
      title_en: title,
      content_zh: '正文',
      content_en: 'Body',
      status: 2,
      publish_time: at,
      created_at: Date.now(),
    })
    .execute();
}

describe('a job on two instances', () => {
  it('runs exactly once per due time across both, whoever ticks first', async () => {
    const ran: string[] = [];
    const { clock, a, b } = twoInstances('once-test', async (id) => {
      ran.push(id);
      await new Promise((r) => setTimeout(r, 20));
    });
    for (let due = 0; due < 5; due += 1) {
      // Both tick several times within the same interval, at the same moment and after.
      const first = await Promise.all([
        a.runDue('once-test'),
        b.runDue('once-test'),
        a.runDue('once-test'),
      ]);
      expect(first.filter((o) => o === 'ok')).toHaveLength(1);
      clock.now += EVERY / 3;
      expect(await b.runDue('once-test')).toBe('not-due');
      expect(await a.runDue('once-test')).toBe('not-due');
      clock.now += EVERY - EVERY / 3;
    }
    expect(ran).toHaveLength(5);
    const runs = await runsOf('once-test');
    expect(runs).toHaveLength(5);
    expect(runs.every((r) => r.outcome === 'ok' && r.finished_at !== null)).toBe(true);
    // Each run started in its own interval.
    const slots = runs.map((r) => Math.floor(r.started_at / EVERY));
    expect(new Set(slots).size).toBe(5);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('does not start while another instance still runs it, even when the next is due', async () => {
    let release: () => void = () => undefined;
    const ran: string[] = [];
    const { clock, a, b } = twoInstances('long-test', async (id) => {
      ran.push(id);
      if (id === 'A') await new Promise<void>((r) => (release = r));
    });
    const running = a.runDue('long-test');
    await waitFor(async () => (await runsOf('long-test')).length === 1);
    clock.now += EVERY + 1;
    // A heartbeat keeps A's lease: B does not start beside it.
    await (a as unknown as { renew(n: string): Promise<void> }).renew('long-test');
    expect(await b.runDue('long-test')).toBe('not-due');
    // Nor does A itself, within its process.
    expect(await a.runDue('long-test')).toBe('busy');
    release();
    expect(await running).toBe('ok');
    expect(await b.runDue('long-test')).toBe('ok');
    expect(ran).toEqual(['A', 'B']);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("takes over a crashed instance's job at the next run and records the lost run", async () => {
    const ran: string[] = [];
    const { clock, a, b } = twoInstances('crash-test', async (id) => {
      ran.push(id);
      // A stops in the middle of its run: it never finishes and its heartbeat never fires again.
      if (id === 'A') await new Promise(() => undefined);
    });
    void a.runDue('crash-test');
    await waitFor(async () => (await runsOf('crash-test')).length === 1);
    // Before the lease runs out, B leaves it (A might still be alive).
    clock.now += LEASE / 2;
    expect(await b.runDue('crash-test')).toBe('not-due');
    // At the next due time the lease has run out: B runs it.
    clock.now += EVERY;
    expect(await b.runDue('crash-test')).toBe('ok');
    expect(ran).toEqual(['A', 'B']);
    const runs = await runsOf('crash-test');
    expect(runs.map((r) => [r.instance_id, r.outcome])).toEqual([
      ['A', 'abandoned'],
      ['B', 'ok'],
    ]);
    // And it keeps running once per due time on B.
    clock.now += EVERY;
    expect(await b.runDue('crash-test')).toBe('ok');
    expect(await b.runDue('crash-test')).toBe('not-due');
    await b.stop();
  });

  it('records a failure and runs again at the next due time', async () => {
    let fail = true;
    const { clock, a, b } = twoInstances('fail-test', async () => {
      if (fail) throw new Error('disk full');
    });
    expect(await a.runDue('fail-test')).toBe('failed');
    expect(await b.runDue('fail-test')).toBe('not-due');
    fail = false;
    clock.now += EVERY;
    expect(await b.runDue('fail-test')).toBe('ok');
    const runs = await runsOf('fail-test');
    expect(runs.map((r) => [r.instance_id, r.outcome])).toEqual([
      ['A', 'failed'],
      ['B', 'ok'],
    ]);
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe('an instance killed mid-run (a real process, kill -9)', () => {
  it('keeps its job while alive; after the kill another instance takes it at the next run', async () => {
    const name = 'process-test';
    const child = spawn(
      // Node itself with tsx's loader (the tsx command would run it as a grandchild).
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve(import.meta.dirname, '../test/job-instance.ts'),
        t.config.databaseUrl,
        t.config.dataDir,
        name,
        '1000',
        '1500',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve());
        child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
      });
      const b = new Jobs(dbB, { instanceId: 'B', leaseMs: 1500 });
      let ranOnB = 0;
      b.define(name, 1000, async () => {
        ranOnB += 1;
      });
      // Past the next due time and past the first lease: the child's heartbeat keeps its claim.
      await new Promise((r) => setTimeout(r, 2200));
      expect(await b.runDue(name)).toBe('not-due');
      const killed = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await killed;
      // Its lease runs out within 1.5 s; B takes the job at its next tick after that.
      await waitFor(async () => (await b.runDue(name)) === 'ok');
      expect(ranOnB).toBe(1);
      const runs = await runsOf(name);
      expect(runs.map((r) => [r.instance_id, r.outcome])).toEqual([
        ['child', 'abandoned'],
        ['B', 'ok'],
      ]);
      await b.stop();
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});

describe('a job with a due check', () => {
  it('claims and records nothing while the check finds nothing to do', async () => {
    let pending = false;
    let ran = 0;
    const jobs = new Jobs(dbA, { instanceId: 'checked' });
    jobs.define('checked-test', 1000, async () => void (ran += 1), {
      due: () => Promise.resolve(pending),
    });
    expect(await jobs.runDue('checked-test')).toBe('not-due');
    expect(await jobs.runDue('checked-test')).toBe('not-due');
    expect(await runsOf('checked-test')).toEqual([]);
    const row = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'checked-test')
      .executeTakeFirstOrThrow();
    expect(row.holder).toBeNull();
    pending = true;
    expect(await jobs.runDue('checked-test')).toBe('ok');
    expect(ran).toBe(1);
    expect((await runsOf('checked-test')).map((r) => r.outcome)).toEqual(['ok']);
    await jobs.stop();
  });
});

describe("the app's jobs", () => {
  it('go through the scheduler, and the admin command lists them with their runs', async () => {
    // The app ticks the notice publishing every second; a due notice makes it run, and the run
    // shows up under its instance.
    await scheduleNotice('Jobs listed', Date.now());
    await waitFor(async () => (await runsOf('notice-publish')).some((r) => r.outcome === 'ok'));
    // A second instance's purge: the first to come runs it.
    const second = new Jobs(dbB, { instanceId: 'second-instance' });
    second.define('session-purge', 60 * 60 * 1000, () => Promise.resolve());
    expect(await second.runDue('session-purge')).toBe('ok');
    expect(await second.runDue('session-purge')).toBe('not-due');
    const out = await runAdmin(['jobs'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect(out).toContain('notice-publish  every 0.25 s');
    expect(out).toContain('session-purge  every 3600 s');
    expect(out).toMatch(/ok {8}second-instance/);
    expect((await runsOf('notice-publish'))[0]?.instance_id).toMatch(/:\d+:[0-9a-f]{6}$/);
    await second.stop();
  });
});

describe('two app instances on one database', () => {
  it('run each due time of their jobs once between them', async () => {
    const quiet = new Writable({ write: (_c, _e, cb) => cb() });
    const second = await buildApp({
      config: t.config,
      db: dbB,
      logStream: quiet,
      jobs: { instanceId: 'app-B' },
    });
    await second.ready();
    const from = Date.now();
    try {
      // Both tick the 1-second notice publishing; three notices fall due in three seconds.
      for (const s of [1, 2, 3]) await scheduleNotice(`Due in ${s} s`, from + s * 1000 - 500);
      await new Promise((r) => setTimeout(r, 3500));
    } finally {
      await second.close();
    }
    const runs = (await runsOf('notice-publish')).filter((r) => r.started_at >= from);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const slots = runs.map((r) => Math.floor(r.started_at / 1000));
    expect(new Set(slots).size).toBe(slots.length);
    expect(runs.every((r) => r.outcome === 'ok')).toBe(true);
    // Each notice was published once (one audit record each).
    const audits = await t.db
      .selectFrom('audit_log')
      .select('object_id')
      .where('action', '=', 'notice.publish.scheduled')
      .where('at', '>=', from)
      .execute();
    expect(audits).toHaveLength(3);
    expect(new Set(audits.map((a) => a.object_id)).size).toBe(3);
  }, 20_000);

  it('write nothing for the notice publishing while no notice is due', async () => {
    await waitFor(async () =>
      (await runsOf('notice-publish')).every((r) => r.outcome !== 'running'),
    );
    const before = (await runsOf('notice-publish')).length;
    const row = () =>
      t.db.selectFrom('jobs').selectAll().where('name', '=', 'notice-publish').executeTakeFirst();
    const jobBefore = await row();
    // Two ticks of the app's job, with nothing scheduled.
    await new Promise((r) => setTimeout(r, 2200));
    expect(await runsOf('notice-publish')).toHaveLength(before);
    expect(await row()).toEqual(jobBefore);
  }, 20_000);
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}
