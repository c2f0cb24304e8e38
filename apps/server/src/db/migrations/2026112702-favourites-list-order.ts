import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * My favourites are listed topped first (latest topped first), then newest. SQLite reads that
 * order straight off `favourites_list` (user_id, topped_at, created_at, id) backwards, since its
 * nulls sort last in descending order. PostgreSQL sorts nulls first there: it gets an index in
 * the list's own order, so a page stops after its rows instead of sorting all of the user's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index favourites_list_order on favourites
    (user_id, topped_at desc nulls last, created_at desc, id desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index favourites_list_order`.execute(db);
}
