/**
 * Whether this instance can serve (decision 0038): the database answers, its schema has every
 * migration this code needs and the file storage answers; whether Redis, when one is configured,
 * is connected is reported beside them. `GET /api/health` and `/api/health/ready` answer it (503 while not ready), so nginx
 * and an orchestrator stop sending traffic to an instance that cannot serve; `/api/health/live`
 * answers as long as the process runs.
 */

export type CheckState = 'ok' | 'down' | 'behind' | 'off';

export interface Readiness {
  /** The instance can serve: database, migrations and storage are ok. */
  ready: boolean;
  /** Ready, but Redis is configured and away: limits and invalidations are this instance's own. */
  degraded: boolean;
  checks: { database: CheckState; migrations: CheckState; storage: CheckState; redis: CheckState };
}

export interface ReadinessDeps {
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Names of this code's migrations the database has not applied. */
  pendingMigrations(): Promise<string[]>;
  /** Throws when the file storage does not answer. */
  probeStorage(): Promise<void>;
  /** 'off' without Redis. */
  redis(): CheckState;
}

/** One check's longest wait: a readiness answer must come fast even when a part hangs. */
const CHECK_TIMEOUT_MS = 2_000;
/** The storage is asked at most this often (an S3 request per health check would add up). */
const STORAGE_EVERY_MS = 5_000;

/** The value of `work`, or undefined when it failed or took longer than CHECK_TIMEOUT_MS. */
async function within<T>(work: () => Promise<T>): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().then((value) => ({ value })), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function readinessProbe(
  deps: ReadinessDeps,
  now: () => number = Date.now,
): () => Promise<Readiness> {
  // Once every migration is applied it stays so for this code: asked until then only.
  let migrationsCurrent = false;
  let storage: { state: CheckState; at: number } = { state: 'ok', at: -Infinity };
  return async () => {
    const database: CheckState = (await within(deps.ping)) ? 'ok' : 'down';
    let migrations: CheckState = 'ok';
    if (!migrationsCurrent) {
      const pending = database === 'ok' ? await within(deps.pendingMigrations) : undefined;
      migrations = !pending ? 'down' : pending.value.length > 0 ? 'behind' : 'ok';
      migrationsCurrent = migrations === 'ok';
    }
    if (storage.state !== 'ok' || now() - storage.at >= STORAGE_EVERY_MS) {
      storage = { state: (await within(deps.probeStorage)) ? 'ok' : 'down', at: now() };
    }
    const checks = { database, migrations, storage: storage.state, redis: deps.redis() };
    // Without Redis an instance still serves everything (each counts and forgets on its own,
    // decision 0027); taking every instance out of service for it would turn a degraded portal
    // into one that is down. It is reported, not counted against readiness.
    const ready = database === 'ok' && migrations === 'ok' && checks.storage === 'ok';
    return { ready, degraded: ready && checks.redis === 'down', checks };
  };
}
