import type { Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * The bytes a committed change has made unnamed (a replaced avatar, ID photo or licence): the
 * transaction that deletes their rows writes their keys here, and they leave this table only once
 * the bytes are gone. A process killed in between leaves the key, and the next start removes the
 * bytes, so a replaced file never stays on disk without a row (decision 0010).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('file_removals')
    .addColumn('storage_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_removals').execute();
}
