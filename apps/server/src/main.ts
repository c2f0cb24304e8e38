import { buildApp } from './app.js';
import { createStorage } from './storage/select.js';
import { loadConfig } from './config.js';
import { createDb, type Db } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { waitForDatabase } from './db/wait.js';
import { removePending } from './db/file-removals.js';
import { DEMO_ACCOUNT, isEmpty, seedDemo, seedReference } from './db/seeds/index.js';

/** Start: migrate, seed demo data into an empty database, serve API and web app, stop cleanly. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    sqliteSynchronous: config.sqliteSynchronous,
    pgCustomerCommits: config.pgCustomerCommits,
  });
  // A database error must never end a running server (decision 0038): every client handles its
  // own, and a promise nobody awaited that fails is logged here rather than ending the process.
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(
      `unhandled rejection (kept running): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`,
    );
  });
  await waitForDatabase(db, {
    maxWaitMs: config.dbStartWaitMs,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  const applied = await migrateToLatest(db);
  const storage = createStorage(config);
  // Writes a killed process left half done: before anything new is written. Several servers
  // share one PostgreSQL (and maybe the files), so there only writes older than 10 minutes count.
  const recovered = await storage.recover(
    new Date(startedAt - (config.databaseUrl ? 10 * 60_000 : 0)),
    (key) => isStorageKeyUsed(db, key),
  );
  // Bytes that a committed replacement unnamed but a killed process did not remove.
  const pending = await removePending(db, storage);
  await seedReference(db);
  const seeded = config.seedDemo && (await isEmpty(db));
  if (seeded) await seedDemo(db, storage, config.apiPrefix);

  const app = await buildApp({ config, db, storage });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (pending.removed.length || pending.failed.length)
    app.log.warn(
      { removed: pending.removed, failed: pending.failed.map((f) => f.key) },
      'storage: removed the bytes of files replaced before a stop',
    );
  if (recovered.completed.length || recovered.removed.length)
    app.log.warn(recovered, 'storage: finished or removed the writes of a stopped process');

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    `\nSEUIOT portal is running: http://localhost:${port}/seuiot/\n` +
      `API docs: http://localhost:${port}${config.apiPrefix}/docs\n` +
      (config.seedDemo
        ? `Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}${seeded ? ' (just seeded)' : ''}\n\n`
        : '\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Whatever is still running after 10 s is cut off so an orchestrator never waits forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Whether a row (an uploaded file or a catalogue file) names the storage key. */
async function isStorageKeyUsed(db: Db, key: string): Promise<boolean> {
  const [upload, catalogue] = await Promise.all([
    db.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirst(),
    db.selectFrom('catalogue_files').select('id').where('storage_key', '=', key).executeTakeFirst(),
  ]);
  return upload !== undefined || catalogue !== undefined;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
