import { sql } from 'kysely';
import type { Db } from './kysely.js';

/**
 * Copies each case's status and creation time onto its industry and device links, and each app's
 * channel, release state and update time onto its device links (migration 2026112104). Every
 * writer of cases, apps or their links calls this afterwards: the seed, the generator, and the
 * operator console when it comes.
 */
export async function syncLinkColumns(db: Db): Promise<void> {
  for (const table of ['case_industries', 'case_products'] as const) {
    await sql`update ${sql.table(table)} set status = (select status from solution_cases where solution_cases.id = ${sql.ref(`${table}.case_id`)}), created_at = (select created_at from solution_cases where solution_cases.id = ${sql.ref(`${table}.case_id`)})`.execute(
      db,
    );
  }
  await sql`update app_products set channel = (select channel from apps where apps.id = app_products.app_id), released = (select released from apps where apps.id = app_products.app_id), updated_at = (select updated_at from apps where apps.id = app_products.app_id)`.execute(
    db,
  );
}
