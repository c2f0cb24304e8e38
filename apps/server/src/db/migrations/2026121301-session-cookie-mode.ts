import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * Whether a session was issued under the Secure prefixed cookie name (1) or the plain one (0)
 * (decision 0040): with COOKIE_SECURE=auto a session issued over HTTPS as `__Host-` was also
 * read under the plain name over plain HTTP. Null for sessions from before, which end within a
 * day (customers) or twelve hours (staff).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('secure', 'integer').execute();
  await db.schema.alterTable('staff_sessions').addColumn('secure', 'integer').execute();
}
