import { createDb } from '../db/kysely.js';
import { Jobs } from '../db/jobs.js';

/**
 * A second server instance in a process of its own for db/jobs.test.ts: it claims the job named
 * in argv, says "running" and never finishes, renewing its lease until it is killed.
 * Arguments: DATABASE_URL (empty for SQLite), DATA_DIR, job name, interval ms, lease ms.
 */
const [databaseUrl = '', dataDir = '', name = 'job', every = '1000', lease = '1500'] =
  process.argv.slice(2);
const db = createDb({ databaseUrl, dataDir, poolMax: 2 });
const jobs = new Jobs(db, { instanceId: 'child', leaseMs: Number(lease) });
jobs.define(name, Number(every), async () => {
  process.stdout.write('running\n');
  await new Promise(() => undefined);
});
// The heartbeat timer is unref'd: this one keeps the process alive until it is killed.
setInterval(() => undefined, 60_000);
void jobs.runDue(name);
