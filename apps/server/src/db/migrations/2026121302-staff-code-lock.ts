import type { Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Wrong second-factor codes per staff ACCOUNT (decision 0040): the session's five tries reset
 * with every new session, so a password holder could try codes for ever. The count of the
 * current window, when it began, and until when the second factor is locked; in the row, so it
 * holds across instances.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .alterTable('staff')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('staff')
    .addColumn('code_failures_since', ms, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('staff')
    .addColumn('code_locked_until', ms, (c) => c.notNull().defaultTo(0))
    .execute();
}
