import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const text2 = (t: Table, name: string, type: ColumnDataType = 'varchar(200)'): Table =>
    t
      .addColumn(`${name}_zh`, type, (c) => c.notNull().defaultTo(''))
      .addColumn(`${name}_en`, type, (c) => c.notNull().defaultTo(''));

  await text2(
    db.schema
      .createTable('classifications')
      .addColumn('id', idType, id)
      .addColumn('parent_id', 'integer', (c) => c.references('classifications.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull()),
    'name',
    'varchar(100)',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('classifications_kind')
    .on('classifications')
    .columns(['kind', 'parent_id', 'sort'])
    .execute();

  let t: Table = db.schema
    .createTable('products')
    .addColumn('id', idType, id)
    .addColumn('classification_id', 'integer', (c) => c.notNull().references('classifications.id'))
    .addColumn('model', 'varchar(64)', (c) => c.notNull().unique());
  t = text2(t, 'name', 'varchar(100)');
  t = text2(t, 'summary', 'varchar(500)');
  await t
    .addColumn('image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    /** JSON: [{label_zh,label_en,value_zh,value_en}]. */
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await text2(
    db.schema.createTable('industries').addColumn('id', idType, id),
    'name',
    'varchar(100)',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  t = db.schema.createTable('solution_cases').addColumn('id', idType, id);
  t = text2(t, 'title');
  t = text2(t, 'summary', 'varchar(500)');
  t = text2(t, 'content', 'text');
  await t
    .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('solution_cases_list')
    .on('solution_cases')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('case_industries')
    .addColumn('case_id', 'integer', (c) =>
      c.notNull().references('solution_cases.id').onDelete('cascade'),
    )
    .addColumn('industry_id', 'integer', (c) =>
      c.notNull().references('industries.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('case_industries_pk', ['case_id', 'industry_id'])
    .execute();
  await db.schema
    .createIndex('case_industries_industry')
    .on('case_industries')
    .columns(['industry_id', 'case_id'])
    .execute();
  await db.schema
    .createTable('case_products')
    .addColumn('case_id', 'integer', (c) =>
      c.notNull().references('solution_cases.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('case_products_pk', ['case_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('case_products_product')
    .on('case_products')
    .columns(['product_id', 'case_id'])
    .execute();

  t = db.schema
    .createTable('apps')
    .addColumn('id', idType, id)
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('classification_id', 'integer', (c) => c.notNull().references('classifications.id'));
  t = text2(t, 'name', 'varchar(100)');
  t = text2(t, 'summary', 'varchar(500)');
  t = text2(t, 'intro', 'text');
  await t
    .addColumn('icon', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('package_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('version_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('charge_type', 'varchar(8)', (c) => c.notNull().defaultTo('free'))
    .addColumn('software_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('developer_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('developer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('apps_list')
    .on('apps')
    .columns(['channel', 'released', 'updated_at', 'id'])
    .execute();
  await db.schema.createIndex('apps_developer').on('apps').column('developer_id').execute();
  await db.schema
    .createTable('app_products')
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('app_products_pk', ['app_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('app_products_product')
    .on('app_products')
    .columns(['product_id', 'app_id'])
    .execute();
  await db.schema
    .createTable('app_media')
    .addColumn('id', idType, id)
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text2(
    db.schema.createTable('material_types').addColumn('id', idType, id),
    'name',
    'varchar(100)',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  t = db.schema
    .createTable('materials')
    .addColumn('id', idType, id)
    .addColumn('type_id', 'integer', (c) => c.notNull().references('material_types.id'));
  t = text2(t, 'title');
  t = text2(t, 'summary', 'varchar(500)');
  t = text2(t, 'content', 'text');
  await t
    .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('materials_list')
    .on('materials')
    .columns(['status', 'type_id', 'created_at', 'id'])
    .execute();

  t = db.schema
    .createTable('articles')
    .addColumn('id', idType, id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull());
  t = text2(t, 'title');
  t = text2(t, 'summary', 'varchar(500)');
  t = text2(t, 'content', 'text');
  await t
    .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_list')
    .on('articles')
    .columns(['kind', 'status', 'updated_at', 'id'])
    .execute();

  await text2(
    db.schema
      .createTable('api_categories')
      .addColumn('id', idType, id)
      .addColumn('parent_id', 'integer', (c) => c.references('api_categories.id')),
    'name',
    'varchar(100)',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  t = db.schema
    .createTable('api_entries')
    .addColumn('id', idType, id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('api_categories.id'));
  t = text2(t, 'description', 'text');
  t = text2(t, 'returns', 'varchar(500)');
  await t
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('signature', 'varchar(500)', (c) => c.notNull())
    /** JSON: [{name,type,required,description_zh,description_en}]. */
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('example', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('api_entries_category')
    .on('api_entries')
    .columns(['category_id', 'sort'])
    .execute();

  t = db.schema
    .createTable('sdks')
    .addColumn('id', idType, id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'));
  t = text2(t, 'name', 'varchar(100)');
  t = text2(t, 'description', 'text');
  await t
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    /** JSON: [{name,type,default,description_zh,description_en}]. */
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  t = db.schema
    .createTable('test_packages')
    .addColumn('id', idType, id)
    .addColumn('product_id', 'integer', (c) => c.references('products.id'));
  t = text2(t, 'name', 'varchar(100)');
  t = text2(t, 'description', 'text');
  await t
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  t = db.schema
    .createTable('banners')
    .addColumn('id', idType, id)
    .addColumn('position', 'varchar(32)', (c) => c.notNull());
  t = text2(t, 'title');
  await t
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await text2(
    db.schema.createTable('hot_keywords').addColumn('id', idType, id),
    'word',
    'varchar(64)',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('search_records')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_records_user')
    .on('search_records')
    .columns(['user_id', 'created_at'])
    .execute();

  t = db.schema
    .createTable('catalogue_files')
    .addColumn('id', idType, id)
    .addColumn('classification_id', 'integer', (c) => c.references('classifications.id'))
    /** Permission title needed to download or preview (spec 6). */
    .addColumn('section', 'varchar(64)', (c) => c.notNull());
  t = text2(t, 'name');
  await t
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watermark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_download_centre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalogue_files_centre')
    .on('catalogue_files')
    .columns(['in_download_centre', 'classification_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createTable('entity_files')
    .addColumn('entity_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) =>
      c.notNull().references('catalogue_files.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('entity_files_pk', ['entity_type', 'entity_id', 'file_id'])
    .execute();

  t = db.schema
    .createTable('platforms')
    .addColumn('id', idType, id)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique());
  t = text2(t, 'name', 'varchar(100)');
  t = text2(t, 'description', 'varchar(500)');
  await t
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('needs_authorization', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('user_platforms')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('trial_ends_at', ms)
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_platforms_pk', ['user_id', 'platform_id'])
    .execute();
  await db.schema
    .createTable('device_authorizations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('device_quantity', 'integer', (c) => c.notNull())
    .addColumn('granted_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('granted_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('device_authorizations_pk', ['user_id', 'platform_id'])
    .execute();
  await db.schema
    .createTable('devices')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('serial', 'varchar(64)', (c) => c.notNull().unique())
    /** Service password of the device (superPwd look-up), per device. */
    .addColumn('service_password', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();
  await db.schema
    .createTable('app_purchases')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('app_purchases_pk', ['user_id', 'app_id'])
    .execute();
  await db.schema
    .createTable('admin_accounts')
    .addColumn('id', idType, id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.id'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_accounts_owner')
    .on('admin_accounts')
    .column('owner_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'admin_accounts',
    'app_purchases',
    'devices',
    'device_authorizations',
    'user_platforms',
    'platforms',
    'entity_files',
    'catalogue_files',
    'search_records',
    'hot_keywords',
    'banners',
    'test_packages',
    'sdks',
    'api_entries',
    'api_categories',
    'articles',
    'materials',
    'material_types',
    'app_media',
    'app_products',
    'apps',
    'case_products',
    'case_industries',
    'solution_cases',
    'industries',
    'products',
    'classifications',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
