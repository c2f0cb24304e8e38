import type { Kysely } from 'kysely';

// Frozen once landed: later changes go into new migration files.

/**
 * My messages page on the server, newest first, all of them or only the unread ones
 * (decision 0008). Each list reads its page of ids from an index in list order, id last, like the
 * other lists (db/paging.ts). `messages_state_list` replaces `messages_user_state`, which it
 * extends; it still answers the unread count from the index alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('messages_list')
    .on('messages')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_state_list')
    .on('messages')
    .columns(['user_id', 'state', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('messages_user_state').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('messages_user_state')
    .on('messages')
    .columns(['user_id', 'state'])
    .execute();
  await db.schema.dropIndex('messages_state_list').execute();
  await db.schema.dropIndex('messages_list').execute();
}
