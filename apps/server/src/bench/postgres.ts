import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { log } from './format.js';
import { freePort } from './processes.js';
import { distDir } from './setup.js';

/** The repository's script that runs a throwaway cluster for the PostgreSQL test pass. */
const SCRIPT = path.resolve(distDir, '../../../scripts/pg-test-server.sh');

/** A database of its own for one bench run; `drop` removes it (and a cluster the bench started). */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for the PostgreSQL pass: in the cluster of `BENCH_DATABASE_URL` (an admin URL;
 * the bench creates and drops a database of its own there), else in a throwaway cluster started on
 * 127.0.0.1 the way the tests start theirs. Null, with the reason logged, when neither is there.
 */
export async function benchDatabase(): Promise<BenchDatabase | { skipped: string }> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster: (() => void) | undefined;
  if (!adminUrl) {
    if (!fs.existsSync('/usr/lib/postgresql') || !fs.existsSync(SCRIPT))
      return { skipped: 'PostgreSQL is not installed (or set BENCH_DATABASE_URL)' };
    const env = {
      ...process.env,
      PGPORT: String(await freePort()),
      // Commits reach the disk, as in production (the tests' clusters run without fsync).
      PG_EXTRA_OPTS: '-c fsync=on -c shared_buffers=128MB',
    };
    const started = spawnSync(SCRIPT, ['start'], { encoding: 'utf8', env });
    if (started.status !== 0)
      return { skipped: `could not start a PostgreSQL cluster: ${started.stderr.trim()}` };
    adminUrl = started.stdout.trim().split('\n').pop()!;
    stopCluster = () => void spawnSync(SCRIPT, ['stop'], { env });
    log(`PostgreSQL: a throwaway cluster at ${adminUrl}`);
  }
  const name = `seuiot_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (stopCluster) {
        stopCluster();
        return;
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
