import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from './kysely.js';

/** What one `runDue` call did. */
export type JobOutcome = 'ok' | 'failed' | 'not-due' | 'busy';

export interface JobsOptions {
  /** Names this process in `jobs.holder` and `job_runs.instance_id`. */
  instanceId?: string;
  /** How long a claim holds without a heartbeat; a stopped instance's job is free after it. */
  leaseMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** Told of a failed run or a failed claim; never thrown. */
  report?: (name: string, err: unknown) => void;
  /** The longest time between two ticks of a job (JOB_TICK_SECONDS); a minute unless said. */
  tickMs?: number;
}

interface Job {
  everyMs: number;
  work: () => Promise<unknown>;
  due?: () => Promise<boolean>;
}

export interface JobOptions {
  /**
   * Whether there is anything to do now: a read asked before the claim on every tick. When it
   * answers false the tick ends there, writing nothing (no claim, no run recorded); the due time
   * stays open for the next tick. For frequent jobs that mostly find nothing (decision 0028).
   */
  due?: () => Promise<boolean>;
}

/** Runs kept per job in `job_runs` (older ones go now and then). */
const KEEP_RUNS = 200;
const LEASE_MS = 2 * 60_000;

/** A name for this process that another instance on the same host cannot have. */
export function newInstanceId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * The server's periodic jobs (decision 0028). Each job has a name and an interval; its due times
 * are the multiples of the interval. Every instance ticks, and at each due time exactly one of
 * them runs the job: the one whose conditional update of the job's row moves `next_due_at` on
 * while no live lease is held. A heartbeat renews the lease during the run; an instance that stops
 * mid-run leaves a lease that runs out, and the next due time goes to another instance. The same
 * row works on PostgreSQL (several instances) and SQLite (the admin CLI beside the server), and
 * a run never overlaps itself within a process either. Each run is recorded in `job_runs`.
 */
export class Jobs {
  readonly instanceId: string;
  private readonly jobs = new Map<string, Job>();
  private readonly running = new Map<string, Promise<JobOutcome>>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** Jobs whose row this process has made sure of (the insert is needed once). */
  private readonly known = new Set<string>();
  private readonly leaseMs: number;
  private readonly now: () => number;
  private readonly report: (name: string, err: unknown) => void;
  private readonly tickMs: number;
  private stopped = false;

  constructor(
    private readonly db: Db,
    opts: JobsOptions = {},
  ) {
    this.instanceId = opts.instanceId ?? newInstanceId();
    this.leaseMs = opts.leaseMs ?? LEASE_MS;
    this.now = opts.now ?? Date.now;
    this.report = opts.report ?? (() => undefined);
    this.tickMs = opts.tickMs ?? 60_000;
  }

  /** Adds a job; `start` (or `runDue`) runs it. Names are unique. */
  define(name: string, everyMs: number, work: () => Promise<unknown>, opts: JobOptions = {}): void {
    if (this.jobs.has(name)) throw new Error(`job ${name} defined twice`);
    this.jobs.set(name, { everyMs, work, due: opts.due });
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /**
   * Ticks every job once per tick (a minute unless `tickMs` says otherwise; at its interval if
   * shorter); the timers do not keep the process alive.
   */
  start(): void {
    for (const [name, job] of this.jobs) {
      const timer = setInterval(() => void this.runDue(name), Math.min(job.everyMs, this.tickMs));
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Stops the timers and waits for the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all(this.running.values());
  }

  /** Runs the job if it is due and no one holds it; never throws (failures are reported). */
  runDue(name: string): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const under = this.running.get(name);
    if (under || this.stopped) return Promise.resolve('busy');
    const run = this.claimAndRun(name, job)
      .catch((err: unknown) => {
        this.report(name, err);
        return 'failed' as const;
      })
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private async claimAndRun(name: string, job: Job): Promise<JobOutcome> {
    const now = this.now();
    const nextDue = (Math.floor(now / job.everyMs) + 1) * job.everyMs;
    if (!this.known.has(name)) {
      await this.db
        .insertInto('jobs')
        .values({ name, every_ms: job.everyMs, next_due_at: now, holder: null, lease_until: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      this.known.add(name);
    }
    if (job.due && !(await job.due())) return 'not-due';
    const claimed = await this.db
      .updateTable('jobs')
      .set({
        every_ms: job.everyMs,
        next_due_at: nextDue,
        holder: this.instanceId,
        lease_until: now + this.leaseMs,
      })
      .where('name', '=', name)
      .where('next_due_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'not-due';

    // Whatever run of this job is still open belonged to an instance whose lease ran out.
    await this.db
      .updateTable('job_runs')
      .set({ outcome: 'abandoned', finished_at: now })
      .where('name', '=', name)
      .where('finished_at', 'is', null)
      .execute();
    const { id } = await this.db
      .insertInto('job_runs')
      .values({ name, instance_id: this.instanceId, started_at: now, outcome: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const heartbeat = setInterval(
      () => void this.renew(name).catch((err: unknown) => this.report(name, err)),
      this.leaseMs / 3,
    );
    heartbeat.unref();
    let outcome: 'ok' | 'failed' = 'ok';
    let error: string | null = null;
    try {
      await job.work();
    } catch (err) {
      outcome = 'failed';
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      this.report(name, err);
    } finally {
      clearInterval(heartbeat);
    }
    await this.db
      .updateTable('job_runs')
      .set({ outcome, error, finished_at: this.now() })
      .where('id', '=', id)
      .execute();
    await this.db
      .updateTable('jobs')
      .set({ holder: null, lease_until: null })
      .where('name', '=', name)
      .where('holder', '=', this.instanceId)
      .execute();
    if (id % 20 === 0) await this.prune(name, id);
    return outcome;
  }

  /** Moves the lease on while the run goes on (only if this instance still holds it). */
  private async renew(name: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ lease_until: this.now() + this.leaseMs })
      .where('name', '=', name)
      .where('holder', '=', this.instanceId)
      .execute();
  }

  private async prune(name: string, lastId: number): Promise<void> {
    const keepFrom = await this.db
      .selectFrom('job_runs')
      .select('id')
      .where('name', '=', name)
      .where('id', '<=', lastId)
      .orderBy('id', 'desc')
      .offset(KEEP_RUNS)
      .limit(1)
      .executeTakeFirst();
    if (keepFrom)
      await this.db
        .deleteFrom('job_runs')
        .where('name', '=', name)
        .where('id', '<=', keepFrom.id)
        .execute();
  }
}

/** What `npm run admin -- jobs` prints: each job's state and its latest runs. */
export async function describeJobs(db: Db, runs = 5): Promise<string> {
  const jobs = await db.selectFrom('jobs').selectAll().orderBy('name').execute();
  if (!jobs.length) return 'no job has run yet';
  const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
  const lines: string[] = [];
  for (const j of jobs) {
    lines.push(
      `${j.name}  every ${j.every_ms / 1000} s  next due ${iso(j.next_due_at)}` +
        (j.holder ? `  running on ${j.holder} (lease until ${iso(j.lease_until)})` : ''),
    );
    const last = await db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', j.name)
      .orderBy('id', 'desc')
      .limit(runs)
      .execute();
    for (const r of last)
      lines.push(
        `  ${iso(r.started_at)} → ${iso(r.finished_at)}  ${r.outcome.padEnd(9)} ${r.instance_id}` +
          (r.error ? `  ${r.error}` : ''),
      );
  }
  return lines.join('\n');
}
