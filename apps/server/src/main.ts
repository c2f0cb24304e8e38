import path from 'node:path';
import { buildApp } from './app.js';
import { LocalStorage } from './storage/storage.js';
import { loadConfig } from './config.js';
import { createDb } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_ACCOUNT, isEmpty, seedDemo, seedReference } from './db/seeds/index.js';

/** Start: migrate, seed demo data into an empty database, serve API and web app, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  const applied = await migrateToLatest(db);
  await seedReference(db);
  const seeded = config.seedDemo && (await isEmpty(db));
  if (seeded) await seedDemo(db, new LocalStorage(path.join(config.dataDir, 'files')));

  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  if (applied.length) app.log.info({ applied }, 'migrations applied');

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

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
