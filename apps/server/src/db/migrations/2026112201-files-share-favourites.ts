import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Share links (spec 3, 4, 6) and favourites (spec 3). A share link keeps only the SHA-256 of its
 * token, like sessions: a database leak hands out no working links. See
 * docs/decisions/0007-files-share-favourites.md.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('share_links')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 1 solution case, 2 catalogue file, 3 document article (contract ENTITY_TYPES). */
    .addColumn('entity_type', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('need_login', 'integer', (c) => c.notNull())
    /** App path of the shared page, without the token. */
    .addColumn('redirect_url', 'varchar(600)', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    /** Null for links that need login: they do not expire. */
    .addColumn('expires_at', ms)
    .execute();
  // Links made by a user in the last hour (the creation limit).
  await db.schema
    .createIndex('share_links_user')
    .on('share_links')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entity_type', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('topped_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addUniqueConstraint('favourites_entity', ['user_id', 'entity_type', 'entity_id'])
    .execute();
  // The list: a user's favourites, topped first, then newest.
  await db.schema
    .createIndex('favourites_list')
    .on('favourites')
    .columns(['user_id', 'topped_at', 'created_at', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favourites').ifExists().execute();
  await db.schema.dropTable('share_links').ifExists().execute();
}
