import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * Expired no-login share links are removed every hour for all users (decision 0007); this index
 * lets that delete find them without reading the table. Login links (no expiry) are NULL here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('share_links_expires')
    .on('share_links')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('share_links_expires').execute();
}
