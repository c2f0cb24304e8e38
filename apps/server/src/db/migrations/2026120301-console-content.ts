import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The console's content and customers screens (decision 0023): a banner's link in English beside
 * `link` (empty: the one link serves both languages), and the sections sales gave or took from a
 * customer beside what the customer's roles give (`allow` 1 gives, 0 takes away). Notices keep
 * their integer `status`: 0 draft, 1 published, 2 scheduled, 3 withdrawn (seeded ones stay 1); an
 * index serves the scheduled-publish job's look for the next due notice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('banners')
    .addColumn('link_en', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('user_section_overrides')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('allow', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_section_overrides_pk', ['user_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('notices_status_time_idx')
    .on('notices')
    .columns(['status', 'publish_time'])
    .ifNotExists()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notices_status_time_idx').ifExists().execute();
  await db.schema.dropTable('user_section_overrides').execute();
  await db.schema.alterTable('banners').dropColumn('link_en').execute();
}
