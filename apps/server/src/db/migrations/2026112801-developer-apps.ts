import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Developer apps and versions (issue 13, decision 0015). The `apps` row stays what the market
 * reads: its columns are the approved listing and the current version, and `released` is still the
 * one gate of every public query. A developer's app has its row from the first save (released 0,
 * `review_status` draft); the catalogue's apps are 'approved'. Changes to an approved listing wait
 * in `app_edits`; versions in `app_versions`; every decision in `app_reviews` with its replies; an
 * uploaded icon, package or medium is a `files` row with its facts in `app_uploads`; `app_names`
 * holds the names developer apps use, so two of them racing for one name cannot both win.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('developers')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    /** draft, pending, approved, rejected. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('submitted_at', ms)
    .addColumn('reviewed_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  // The app row: review state, the reviewer's test account, the uploaded icon, the current version.
  const appColumns: [string, string, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder][] = [
    ['review_status', 'varchar(16)', (c) => c.notNull().defaultTo('approved')],
    ['submitted_at', ms, (c) => c],
    ['reviewed_at', ms, (c) => c],
    ['test_account', 'varchar(200)', (c) => c.notNull().defaultTo('')],
    ['icon_file_id', 'integer', (c) => c],
    ['current_version_id', 'integer', (c) => c],
    ['update_zh', 'text', (c) => c.notNull().defaultTo('')],
    ['update_en', 'text', (c) => c.notNull().defaultTo('')],
    ['package_size', 'integer', (c) => c.notNull().defaultTo(0)],
    ['signer_sha256', 'varchar(400)', (c) => c.notNull().defaultTo('')],
    ['published_code_max', 'integer', (c) => c.notNull().defaultTo(0)],
  ];
  for (const [name, type, def] of appColumns)
    await db.schema
      .alterTable('apps')
      .addColumn(name, type as 'integer', def)
      .execute();
  await db.schema.alterTable('app_media').addColumn('file_id', 'integer').execute();

  await db.schema
    .createTable('app_versions')
    .addColumn('id', idType, id)
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('version_code', 'integer')
    .addColumn('version_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('package_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('package_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_sha256', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('min_sdk', 'integer')
    .addColumn('package_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_en', 'text', (c) => c.notNull().defaultTo(''))
    /** draft, pending, approved, published, updateRejected, rejected. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', ms)
    .addColumn('reviewed_at', ms)
    .addColumn('published_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_edits')
    .addColumn('app_id', 'integer', (c) => c.primaryKey().references('apps.id').onDelete('cascade'))
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary_zh', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_en', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('classification_id', 'integer', (c) => c.notNull().references('classifications.id'))
    .addColumn('icon_file_id', 'integer')
    .addColumn('test_account', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    /** JSON [{ fileId, kind }] in order. */
    .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_names')
    .addColumn('name_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('app_uploads')
    .addColumn('file_id', 'integer', (c) =>
      c.primaryKey().references('files.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** icon, package, media. */
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    /** media: image or video. */
    .addColumn('media_kind', 'varchar(8)')
    /** The app that uses it; null until one does (then it is removed after a day). */
    .addColumn('app_id', 'integer', (c) => c.references('apps.id').onDelete('set null'))
    .addColumn('package_name', 'varchar(128)')
    .addColumn('version_code', 'integer')
    .addColumn('version_name', 'varchar(100)')
    .addColumn('min_sdk', 'integer')
    .addColumn('label', 'varchar(200)')
    .addColumn('signer_sha256', 'varchar(400)')
    .addColumn('warnings', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_reviews')
    .addColumn('id', idType, id)
    /** developer, app, update, version. */
    .addColumn('subject', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.references('apps.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (c) => c.references('app_versions.id').onDelete('cascade'))
    .addColumn('version_name', 'varchar(32)')
    /** approved, rejected. */
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    /** Reason codes, comma separated (contract REVIEW_REASONS). */
    .addColumn('reasons', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', ms, (c) => c.notNull())
    .addColumn('decided_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('review_replies')
    .addColumn('id', idType, id)
    .addColumn('review_id', 'integer', (c) =>
      c.notNull().references('app_reviews.id').onDelete('cascade'),
    )
    /** developer, reviewer. */
    .addColumn('author', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'review_replies',
    'app_reviews',
    'app_uploads',
    'app_names',
    'app_edits',
    'app_versions',
    'developers',
  ])
    await db.schema.dropTable(t).ifExists().execute();
  await db.schema.alterTable('app_media').dropColumn('file_id').execute();
  for (const c of [
    'published_code_max',
    'signer_sha256',
    'package_size',
    'update_en',
    'update_zh',
    'current_version_id',
    'icon_file_id',
    'test_account',
    'reviewed_at',
    'submitted_at',
    'review_status',
  ])
    await db.schema.alterTable('apps').dropColumn(c).execute();
}
