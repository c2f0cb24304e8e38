import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * An app taken off the market by a reviewer (decision 0020) keeps the reason until a new review
 * of its listing passes: while it is set the developer cannot release the app again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('apps')
    .addColumn('taken_down_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
}
