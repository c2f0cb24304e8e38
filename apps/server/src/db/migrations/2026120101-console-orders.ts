import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * The console's work-order inbox (decision 0021): the agent an order is assigned to, the order a
 * merged duplicate continues in, internal notes (staff only: no customer call reads this table),
 * and the saved replies support staff share.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('work_orders')
    .addColumn('assignee_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('work_orders').addColumn('assignee_name', 'varchar(64)').execute();
  await db.schema
    .alterTable('work_orders')
    .addColumn('merged_into_id', 'integer', (c) =>
      c.references('work_orders.id').onDelete('set null'),
    )
    .execute();
  // The inbox: orders of a status, oldest in it first (status_since is when it entered it).
  await db.schema
    .createIndex('work_orders_inbox')
    .on('work_orders')
    .columns(['status', 'status_since', 'id'])
    .execute();

  await db.schema
    .createTable('work_order_notes')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_order_notes_order')
    .on('work_order_notes')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('order_saved_replies')
    .addColumn('id', idType, id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
}
