import { loadConfig } from '../config.js';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
try {
  const applied = await migrateToLatest(db);
  process.stdout.write(
    applied.length ? `Applied: ${applied.join(', ')}\n` : 'Schema is up to date.\n',
  );
} finally {
  await db.destroy();
}
