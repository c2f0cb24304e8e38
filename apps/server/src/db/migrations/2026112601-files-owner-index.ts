import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * Every upload sums what its owner keeps and deletes the files it replaces, by owner and kind
 * (decision 0010); without an index each was a scan of every user's files.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('files_owner_kind')
    .on('files')
    .columns(['owner_id', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_owner_kind').execute();
}
