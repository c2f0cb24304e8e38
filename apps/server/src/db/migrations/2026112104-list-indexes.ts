import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Lists filtered through a link table (cases by industry or device, apps by device) page from the
 * link table's own covering index: each link row carries the list's order and visibility columns
 * of its parent (kept in step by syncLinkColumns in modules/catalogue/link-columns.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? 'bigint' : 'integer';
  for (const table of ['case_industries', 'case_products']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('created_at', ms, (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set status = (select status from solution_cases where solution_cases.id = ${sql.ref(`${table}.case_id`)}), created_at = (select created_at from solution_cases where solution_cases.id = ${sql.ref(`${table}.case_id`)})`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('case_industries_list')
    .on('case_industries')
    .columns(['industry_id', 'status', 'created_at', 'case_id'])
    .execute();
  await db.schema
    .createIndex('case_products_list')
    .on('case_products')
    .columns(['product_id', 'status', 'created_at', 'case_id'])
    .execute();

  await db.schema
    .alterTable('app_products')
    .addColumn('channel', 'varchar(16)', (c) => c.notNull().defaultTo('market'))
    .execute();
  await db.schema
    .alterTable('app_products')
    .addColumn('released', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('app_products')
    .addColumn('updated_at', ms, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update app_products set channel = (select channel from apps where apps.id = app_products.app_id), released = (select released from apps where apps.id = app_products.app_id), updated_at = (select updated_at from apps where apps.id = app_products.app_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('app_products_list')
    .on('app_products')
    .columns(['product_id', 'channel', 'released', 'updated_at', 'app_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('app_products_list').execute();
  await db.schema.dropIndex('case_products_list').execute();
  await db.schema.dropIndex('case_industries_list').execute();
  for (const c of ['updated_at', 'released', 'channel'])
    await db.schema.alterTable('app_products').dropColumn(c).execute();
  for (const table of ['case_industries', 'case_products']) {
    await db.schema.alterTable(table).dropColumn('created_at').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
