import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listenChannel } from './kysely.js';

/*
 * A LISTEN connection cut by the server (a restart, a failover, an administrator) must not end
 * the process: the listener keeps hearing its dead client's errors, opens a new connection with
 * back-off, listens again and calls `resync`, since notifications of the gap were missed
 * (decision 0038). PostgreSQL pass only.
 */

const URL = process.env.TEST_DATABASE_URL ?? '';
const CHANNEL = 'seuiot_listen_test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, limitMs: number): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(50);
  }
}

describe.runIf(URL)('listenChannel', () => {
  const admin = new pg.Client({ connectionString: URL });
  afterAll(() => admin.end());

  const listenerPid = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
      [`listen ${CHANNEL}`],
    );
    return rows[0]?.pid;
  };

  it('survives its connection being terminated, listens again and resyncs', async () => {
    await admin.connect();
    const heard: string[] = [];
    const warnings: string[] = [];
    let resyncs = 0;
    const stop = listenChannel(URL, CHANNEL, {
      heard: (p) => heard.push(p),
      resync: () => resyncs++,
      warn: (m) => warnings.push(m),
    });
    try {
      await until(async () => (await listenerPid()) !== undefined, 5_000);
      await admin.query(`select pg_notify($1, 'one')`, [CHANNEL]);
      await until(() => heard.includes('one'), 2_000);
      expect(resyncs).toBe(0);

      for (let round = 1; round <= 2; round++) {
        const pid = await listenerPid();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await until(() => resyncs === round, 5_000);
        await until(async () => ((await listenerPid()) ?? pid) !== pid, 2_000);
        await admin.query(`select pg_notify($1, $2)`, [CHANNEL, `after ${round}`]);
        await until(() => heard.includes(`after ${round}`), 2_000);
      }
      expect(warnings.some((w) => w.startsWith('connection lost'))).toBe(true);
    } finally {
      await stop();
    }
    // Stopped: nothing more is heard, and no new connection is opened.
    await sleep(300);
    expect(await listenerPid()).toBeUndefined();
  }, 20_000);
});
