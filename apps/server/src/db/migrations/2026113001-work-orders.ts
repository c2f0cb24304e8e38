import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Service work orders (spec 3, 4; docs/decisions/0016-work-orders.md): the problem/feedback
 * types, the orders, their conversation and attachments, the per-day number counter; and a link
 * on messages so a message can open what it reports (a work order).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('order_types')
    .addColumn('id', idType, id)
    /** 'problem' or 'feedback'. */
    .addColumn('grp', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('work_orders')
    .addColumn('id', idType, id)
    /** WO-YYYYMMDD-NNNN, from work_order_days. */
    .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.references('order_types.id').onDelete('set null'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('contact', 'varchar(400)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** 0 not submitted, 1 submitted, 2 replied, 3 closed (contract ORDER_STATUS). */
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(64)')
    .addColumn('device_model', 'varchar(100)')
    .addColumn('app_name', 'varchar(400)')
    .addColumn('app_version', 'varchar(64)')
    .addColumn('linked_order_id', 'integer', (c) =>
      c.references('work_orders.id').onDelete('set null'),
    )
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('submitted_at', ms)
    .addColumn('first_reply_at', ms)
    .addColumn('last_staff_reply_at', ms)
    .addColumn('closed_at', ms)
    /** customer, staff or system. */
    .addColumn('closed_by', 'varchar(10)')
    /** Set when the customer was told of the coming automatic close (once per staff reply). */
    .addColumn('autoclose_warned_at', ms)
    /** The service clock: ms it ran before `status_since`, and when the status last changed. */
    .addColumn('working_ms', ms, (c) => c.notNull().defaultTo(0))
    .addColumn('status_since', ms, (c) => c.notNull())
    /** Clock time at the first staff reply and at the last close. */
    .addColumn('first_reply_ms', ms)
    .addColumn('resolution_ms', ms)
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'varchar(400)')
    .addColumn('rated_at', ms)
    .execute();
  // My orders, newest first, all or by status (the list and its count).
  await db.schema
    .createIndex('work_orders_mine')
    .on('work_orders')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('work_orders_mine_status')
    .on('work_orders')
    .columns(['user_id', 'status', 'id'])
    .execute();
  // The automatic close: replied orders by their last staff reply; open orders for staff.
  await db.schema
    .createIndex('work_orders_waiting')
    .on('work_orders')
    .columns(['status', 'last_staff_reply_at'])
    .execute();

  await db.schema
    .createTable('work_order_messages')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    /** customer, staff or system. */
    .addColumn('author', 'varchar(10)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** A system entry's text in the other language (the customer's message in both). */
    .addColumn('content_en', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_order_messages_order')
    .on('work_order_messages')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('work_order_files')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    /** The reply it came with; null for the order's own files. */
    .addColumn('message_id', 'integer', (c) =>
      c.references('work_order_messages.id').onDelete('cascade'),
    )
    /** The stored bytes: a `files` row of kind 'order' owned by the customer. */
    .addColumn('file_id', 'integer', (c) =>
      c.notNull().unique().references('files.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    /** png, jpg, gif, pdf, zip or log (contract ORDER_ATTACHMENT_TYPES). */
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_order_files_order')
    .on('work_order_files')
    .columns(['order_id', 'id'])
    .execute();

  // One row a day: the last number given (an upsert increments it, atomic on both databases).
  await db.schema
    .createTable('work_order_days')
    .addColumn('day', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  /** A web path the message opens (a work order); null for messages that open nothing. */
  await db.schema.alterTable('messages').addColumn('link', 'varchar(200)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('link').execute();
  for (const t of [
    'work_order_days',
    'work_order_files',
    'work_order_messages',
    'work_orders',
    'order_types',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
