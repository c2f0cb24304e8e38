import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The audit log by action, newest first: the console's action filter (a page and its count) and
 * the list of actions the filter offers read this index instead of the whole log.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'id'])
    .execute();
}
