import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', idType, id)
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    /** Set when used or invalidated by too many wrong tries. */
    .addColumn('spent_at', ms)
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['target', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('reset_grants')
    .addColumn('grant_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('used_at', ms)
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', idType, id)
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identity_certs')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('truename', 'varchar(64)', (c) => c.notNull())
    .addColumn('id_type', 'varchar(16)', (c) => c.notNull())
    /** HMAC of the normalised number: enforces one account per number without keeping it readable. */
    .addColumn('id_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('id_masked', 'varchar(32)', (c) => c.notNull())
    .addColumn('portrait_file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('emblem_file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', ms, (c) => c.notNull())
    .addColumn('reviewed_at', ms)
    .execute();

  await db.schema
    .createTable('enterprise_certs')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('company_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('tax_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('province', 'varchar(2)', (c) => c.notNull())
    .addColumn('city', 'varchar(4)', (c) => c.notNull())
    .addColumn('district', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('license_file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', ms, (c) => c.notNull())
    .addColumn('reviewed_at', ms)
    .execute();

  await db.schema
    .createTable('dictionary')
    .addColumn('id', idType, id)
    .addColumn('ctg_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dictionary_key_value', ['ctg_key', 'value'])
    .execute();

  await db.schema
    .createTable('sso_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('api_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', ms, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'sso_tickets',
    'dictionary',
    'enterprise_certs',
    'identity_certs',
    'files',
    'reset_grants',
    'verification_codes',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
