import { sql } from 'kysely';
import type { Db } from './kysely.js';

/**
 * Waits until the database answers (decision 0038): an instance started before its database (a
 * whole stack started at once, a database failing over) tries again with back-off and jitter,
 * saying so on each try, and gives up after `maxWaitMs` with the last error. Resolves at once when
 * the database is there.
 */
export async function waitForDatabase(
  db: Db,
  opts: {
    maxWaitMs: number;
    log: (message: string) => void;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
    random?: () => number;
  },
): Promise<void> {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = opts.random ?? Math.random;
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) opts.log(`database reached after ${attempt} attempts`);
      return;
    } catch (err) {
      const waited = now() - started;
      const reason = err instanceof Error ? err.message : String(err);
      if (waited >= opts.maxWaitMs)
        throw new Error(
          `the database did not answer within ${Math.round(opts.maxWaitMs / 1000)} s: ${reason}`,
        );
      // 0.5, 1, 2, 4 s, then every 5 s, each ±25 %; never past the bound.
      const base = Math.min(500 * 2 ** (attempt - 1), 5_000);
      const delay = Math.min(Math.round(base * (0.75 + random() * 0.5)), opts.maxWaitMs - waited);
      opts.log(
        `database not reachable (attempt ${attempt}: ${reason}); trying again in ${delay} ms`,
      );
      await sleep(Math.max(delay, 0));
    }
  }
}
