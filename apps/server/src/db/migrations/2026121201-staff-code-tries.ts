import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The second-factor codes a staff session has tried (decision 0036): counted in its row, so that
 * five tries are five across every instance of a scaled-out console, not five on each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('code_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
