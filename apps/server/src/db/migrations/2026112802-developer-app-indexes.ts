import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The indexes of the developer apps (decision 0015). The market's public queries keep theirs
 * (`apps_list`, `app_products_list`: `released` stays their gate); these serve the developer's
 * list (newest first, by review status), the package-name and name checks against every app (the catalogue's too:
 * `lower(name)` as the check writes it), a version list, the review clock (decisions of the last
 * 30 days), a review history, the files an app uses and the sweep of unused uploads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('apps_developer_list')
    .on('apps')
    .columns(['developer_id', 'review_status', 'id'])
    .execute();
  await db.schema.createIndex('apps_package').on('apps').column('package_name').execute();
  await sql`create index apps_name_zh_key on apps (lower(name_zh))`.execute(db);
  await sql`create index apps_name_en_key on apps (lower(name_en))`.execute(db);
  await db.schema
    .createIndex('app_versions_app')
    .on('app_versions')
    .columns(['app_id', 'id'])
    .execute();
  await db.schema
    .createIndex('app_versions_code')
    .on('app_versions')
    .columns(['app_id', 'version_code'])
    .unique()
    .execute();
  await db.schema.createIndex('app_names_app').on('app_names').column('app_id').execute();
  await db.schema
    .createIndex('app_uploads_app')
    .on('app_uploads')
    .columns(['app_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('app_uploads_owner')
    .on('app_uploads')
    .columns(['owner_id', 'purpose'])
    .execute();
  await db.schema.createIndex('app_media_file').on('app_media').column('file_id').execute();
  await db.schema
    .createIndex('app_reviews_decided')
    .on('app_reviews')
    .columns(['decided_at', 'subject'])
    .execute();
  await db.schema
    .createIndex('app_reviews_app')
    .on('app_reviews')
    .columns(['app_id', 'id'])
    .execute();
  await db.schema
    .createIndex('app_reviews_user')
    .on('app_reviews')
    .columns(['user_id', 'subject', 'id'])
    .execute();
  await db.schema
    .createIndex('app_reviews_version')
    .on('app_reviews')
    .column('version_id')
    .execute();
  await db.schema
    .createIndex('review_replies_review')
    .on('review_replies')
    .columns(['review_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'review_replies_review',
    'app_reviews_version',
    'app_reviews_user',
    'app_reviews_app',
    'app_reviews_decided',
    'app_media_file',
    'app_uploads_owner',
    'app_uploads_app',
    'app_names_app',
    'app_versions_code',
    'app_versions_app',
    'apps_name_en_key',
    'apps_name_zh_key',
    'apps_package',
    'apps_developer_list',
  ])
    await db.schema.dropIndex(name).execute();
}
