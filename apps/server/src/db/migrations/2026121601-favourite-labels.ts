import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * One's own name for a favourite (decision 0061, issue 27's example of a new call): null shows the
 * entity's name, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('favourites').addColumn('label', 'varchar(100)').execute();
}
