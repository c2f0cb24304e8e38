import { sql, type Kysely } from 'kysely';
import { batcher, batcherOf } from '../../db/batch.js';
import { announceUserChange, isPostgres, relaxed, type Db } from '../../db/kysely.js';
import type { PageWindow } from '../../db/paging.js';
import type { Database } from '../../db/tables.js';

export interface MessageFilter {
  state?: number | undefined;
  type?: number | undefined;
}

/** A message to write, with its texts in both languages. */
export interface NewMessage {
  userId: number;
  type: number;
  title: { zh: string; en: string };
  content: { zh: string; en: string };
  /** A web path the message opens (a work order: contract `orderLink`). */
  link?: string;
}

/**
 * Writes one unread message. Takes the caller's connection or transaction, so the message lands
 * with the state change it reports (a certification review, a device authorisation) or not at all.
 */
export async function insertMessage(db: Kysely<Database>, m: NewMessage): Promise<void> {
  await db
    .insertInto('messages')
    .values({
      user_id: m.userId,
      type: m.type,
      title_zh: m.title.zh,
      title_en: m.title.en,
      content_zh: m.content.zh,
      content_en: m.content.en,
      state: 0,
      created_at: Date.now(),
      link: m.link ?? null,
    })
    .execute();
  // Messages are written by the admin commands, with the decision they report: servers forget
  // what they kept of this user when it commits (PostgreSQL; SQLite servers see it by themselves).
  await announceUserChange(db, m.userId);
}

export class MessagesRepo {
  constructor(private readonly db: Db) {}

  /** The user's message total and unread count: one primary-key read of `message_counts`. */
  private async counts(userId: number): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('message_counts')
      .select(['total', 'unread'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? { total: 0, unread: 0 };
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('message_counts')
      .select('unread')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.unread ?? 0;
  }

  private mine(userId: number, f: MessageFilter) {
    let q = this.db.selectFrom('messages').where('user_id', '=', userId);
    if (f.state !== undefined) q = q.where('state', '=', f.state);
    if (f.type !== undefined) q = q.where('type', '=', f.type);
    return q;
  }

  /**
   * How many of the user's messages pass the filter. Without a type filter the kept counts answer
   * (a state is 0 or 1, so read = total - unread); a type filter is rare and counts its rows.
   */
  async count(userId: number, f: MessageFilter): Promise<number> {
    if (f.type === undefined && (f.state === undefined || f.state === 0 || f.state === 1)) {
      const c = await this.counts(userId);
      return f.state === undefined ? c.total : f.state === 0 ? c.unread : c.total - c.unread;
    }
    const r = await this.mine(userId, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The rows of one page window (db/paging.ts), newest first. */
  page(userId: number, f: MessageFilter, window: PageWindow) {
    const { order, offset, limit } = window;
    // Deferred join: the page's ids come from (user_id, [state,] created_at, id) alone.
    const ids = this.mine(userId, f)
      .select('id')
      .orderBy('created_at', order)
      .orderBy('id', order)
      .limit(limit)
      .offset(offset);
    return this.db
      .selectFrom('messages')
      .select(['id', 'type', 'title_zh', 'title_en', 'content_zh', 'content_en', 'state'])
      .select(['created_at', 'link'])
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Marks one of the user's messages read: their unread count afterwards, or null when the message
   * is not theirs (or does not exist). Marking a message already read changes nothing.
   */
  async markRead(userId: number, id: number): Promise<number | null> {
    const db = relaxed(this.db);
    // The usual case, an unread message of the user's now read, in one statement on PostgreSQL
    // shared with the other marks of the moment (db/batch.ts).
    if (isPostgres(db)) {
      const unread = await batcherOf(db, 'messages.markRead', () =>
        batcher((items: readonly Mark[]) => markReadTogether(db, items)),
      ).submit({ userId, id });
      if (unread !== null) return unread;
    } else {
      const r = await db
        .updateTable('messages')
        .set({ state: 1 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('state', '=', 0)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return this.unreadCount(userId);
    }
    const mine = await this.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return mine ? this.unreadCount(userId) : null;
  }

  async markAllRead(userId: number): Promise<void> {
    await relaxed(this.db)
      .updateTable('messages')
      .set({ state: 1 })
      .where('user_id', '=', userId)
      .where('state', '=', 0)
      .execute();
  }
}

interface Mark {
  userId: number;
  id: number;
}

/**
 * Marks many users' messages read in one PostgreSQL statement: for each mark, in order, the
 * user's unread count after the statement, or null when it changed nothing (not the user's
 * message, no such message, or read already). The counts are read as the statement found them
 * (the counter's trigger runs after), less the user's messages it marked.
 */
async function markReadTogether(db: Kysely<Database>, marks: readonly Mark[]) {
  const { rows } = await sql<{ changed: boolean; unread: number }>`
    with input as (
      select * from unnest(${marks.map((m) => m.userId)}::int8[], ${marks.map((m) => m.id)}::int8[])
        with ordinality as x(user_id, id, k)
    ),
    marked as (
      update messages m set state = 1
      from input
      where m.id = input.id and m.user_id = input.user_id and m.state = 0
      returning m.id, m.user_id
    )
    select
      exists (
        select 1 from marked where marked.id = input.id and marked.user_id = input.user_id
      ) as changed,
      coalesce((select unread from message_counts c where c.user_id = input.user_id), 0)
        - (select count(*) from marked where marked.user_id = input.user_id) as unread
    from input
    order by input.k
  `.execute(db);
  return rows.map((r) => (r.changed ? Math.max(0, Number(r.unread)) : null));
}
