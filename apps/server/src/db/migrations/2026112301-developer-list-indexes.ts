import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * The developer lists (API entries, SDKs, test packages) page on the server like the other
 * catalogue lists: each filter reads its page of ids from an index in the list's order, id last,
 * so a deep page costs what the first does. `api_entries_list` replaces `api_entries_category`,
 * which it extends with the id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('api_entries_list')
    .on('api_entries')
    .columns(['category_id', 'sort', 'id'])
    .execute();
  await db.schema.dropIndex('api_entries_category').execute();
  await db.schema
    .createIndex('sdks_list')
    .on('sdks')
    .columns(['kind', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sdks_product_list')
    .on('sdks')
    .columns(['product_id', 'kind', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('test_packages_list')
    .on('test_packages')
    .columns(['updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('test_packages_product_list')
    .on('test_packages')
    .columns(['product_id', 'updated_at', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('test_packages_product_list').execute();
  await db.schema.dropIndex('test_packages_list').execute();
  await db.schema.dropIndex('sdks_product_list').execute();
  await db.schema.dropIndex('sdks_list').execute();
  await db.schema
    .createIndex('api_entries_category')
    .on('api_entries')
    .columns(['category_id', 'sort'])
    .execute();
  await db.schema.dropIndex('api_entries_list').execute();
}
