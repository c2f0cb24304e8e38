import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * An article's author in English beside `author`, which holds the name as Chinese readers know
 * it: the document lists showed Chinese readers the pinyin ("Zhang Ming") of Chinese authors.
 * Empty means the one name serves both languages.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('author_en', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('author_en').execute();
}
