import { sql, type Insertable, type Updateable } from 'kysely';
import { ACCOUNT_FILE_KINDS } from '../../db/file-kinds.js';
import { queueRemovals } from '../../db/file-removals.js';
import type { Db } from '../../db/kysely.js';
import { likeAny, type PageWindow } from '../../db/paging.js';
import type { FilesTable, WorkOrdersTable } from '../../db/tables.js';

export interface OrderFilter {
  status?: number | undefined;
  keyword?: string | undefined;
}

export type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepo['order']>>>;

/** Kysely queries of the work orders; rows only, the service makes the answers. */
export class OrdersRepo {
  constructor(readonly db: Db) {}

  /** The same queries on a transaction's connection. */
  on(db: Db): OrdersRepo {
    return new OrdersRepo(db);
  }

  transaction<T>(work: (tx: OrdersRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new OrdersRepo(trx)));
  }

  types() {
    return this.db
      .selectFrom('order_types')
      .select(['id', 'grp', 'name_zh', 'name_en'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  typeExists(id: number) {
    return this.db.selectFrom('order_types').select('id').where('id', '=', id).executeTakeFirst();
  }

  /**
   * The next number of `day` (YYYYMMDD): one upsert on the day's row, which both databases make
   * atomic (PostgreSQL locks the row until the transaction ends; SQLite has one writer).
   */
  async nextSeq(day: string): Promise<number> {
    const row = await this.db
      .insertInto('work_order_days')
      .values({ day, last: 1 })
      .onConflict((oc) =>
        oc.column('day').doUpdateSet({ last: sql<number>`work_order_days.last + 1` }),
      )
      .returning('last')
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }

  async insertOrder(values: Insertable<WorkOrdersTable>): Promise<number> {
    const row = await this.db
      .insertInto('work_orders')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Changes an order only while it is still in one of `from` (the status the service read): two
   * requests that both read "replied" cannot both act; the second changes nothing (false).
   */
  async update(
    id: number,
    from: readonly number[],
    values: Updateable<WorkOrdersTable>,
    extra?: { lastStaffReplyBefore?: number; notWarned?: boolean; notRated?: boolean },
  ): Promise<boolean> {
    let q = this.db
      .updateTable('work_orders')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', [...from]);
    if (extra?.lastStaffReplyBefore !== undefined)
      q = q.where('last_staff_reply_at', '<', extra.lastStaffReplyBefore);
    if (extra?.notWarned) q = q.where('autoclose_warned_at', 'is', null);
    if (extra?.notRated) q = q.where('rating', 'is', null);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** One order with its type names, whoever owns it (the service checks the owner). */
  order(id: number) {
    return this.db
      .selectFrom('work_orders as o')
      .leftJoin('order_types as t', 't.id', 'o.type_id')
      .leftJoin('work_orders as l', 'l.id', 'o.linked_order_id')
      .leftJoin('work_orders as m', 'm.id', 'o.merged_into_id')
      .selectAll('o')
      .select([
        't.name_zh as type_zh',
        't.name_en as type_en',
        'l.number as linked_number',
        'm.number as merged_number',
      ])
      .where('o.id', '=', id)
      .executeTakeFirst();
  }

  byNumber(number: string) {
    return this.db
      .selectFrom('work_orders')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
  }

  private mine(userId: number, f: OrderFilter) {
    let q = this.db.selectFrom('work_orders').where('user_id', '=', userId);
    if (f.status !== undefined) q = q.where('status', '=', f.status);
    if (f.keyword) q = q.where(likeAny(['number', 'title'], f.keyword));
    return q;
  }

  async countMine(userId: number, f: OrderFilter): Promise<number> {
    // Without a keyword: the kept counts per status (migration 2026120801), at most four rows.
    if (!f.keyword) {
      let q = this.db
        .selectFrom('order_counts')
        .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
        .where('user_id', '=', userId);
      if (f.status !== undefined) q = q.where('status', '=', f.status);
      return Number((await q.executeTakeFirstOrThrow()).n ?? 0);
    }
    const r = await this.mine(userId, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** One page window of my orders, newest first: ids from the (user_id[, status], id) index. */
  pageMine(userId: number, f: OrderFilter, w: PageWindow) {
    const ids = this.mine(userId, f)
      .select('id')
      .orderBy('id', w.order)
      .limit(w.limit)
      .offset(w.offset);
    return this.db
      .selectFrom('work_orders as o')
      .leftJoin('order_types as t', 't.id', 'o.type_id')
      .select([
        'o.id',
        'o.number',
        'o.title',
        'o.product_name',
        'o.status',
        'o.created_at',
        'o.last_staff_reply_at',
        't.name_zh as type_zh',
        't.name_en as type_en',
      ])
      .where('o.id', 'in', ids)
      .orderBy('o.id', 'desc')
      .execute();
  }

  messages(orderId: number) {
    return this.db
      .selectFrom('work_order_messages')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  async insertMessage(m: {
    order_id: number;
    author: string;
    author_name: string;
    content: string;
    content_en?: string | null;
    created_at: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('work_order_messages')
      .values(m)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  attachments(orderId: number) {
    return this.db
      .selectFrom('work_order_files as a')
      .innerJoin('files as f', 'f.id', 'a.file_id')
      .select(['a.id', 'a.message_id', 'a.name', 'a.format', 'f.size', 'f.mime'])
      .where('a.order_id', '=', orderId)
      .orderBy('a.id')
      .execute();
  }

  countAttachments(orderId: number, messageId: number | null) {
    return this.db
      .selectFrom('work_order_files')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('order_id', '=', orderId)
      .where('message_id', messageId === null ? 'is' : '=', messageId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** An attachment with its order's owner and the stored key. */
  attachment(id: number) {
    return this.db
      .selectFrom('work_order_files as a')
      .innerJoin('work_orders as o', 'o.id', 'a.order_id')
      .innerJoin('files as f', 'f.id', 'a.file_id')
      .select(['a.id', 'a.name', 'a.format', 'o.user_id', 'f.size', 'f.mime', 'f.storage_key'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  async insertFile(values: Insertable<FilesTable>): Promise<number> {
    const row = await this.db
      .insertInto('files')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async linkFile(v: {
    order_id: number;
    message_id: number | null;
    file_id: number;
    name: string;
    format: string;
  }): Promise<void> {
    await this.db.insertInto('work_order_files').values(v).execute();
  }

  /**
   * Removes attachment `id` of the user's order while that order is still a draft: its row and
   * its file's row, the stored key written to the removal journal in the same transaction
   * (db/file-removals.ts). Answers the key to remove after the commit, or null when nothing
   * matched (not a draft any more, or not there). Call it inside a transaction.
   */
  async removeDraftAttachment(id: number, userId: number): Promise<string | null> {
    const row = await this.db
      .deleteFrom('work_order_files')
      .where('id', '=', id)
      .where('order_id', 'in', (eb) =>
        eb
          .selectFrom('work_orders')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', '=', 0),
      )
      .returning('file_id')
      .executeTakeFirst();
    if (!row) return null;
    const file = await this.db
      .deleteFrom('files')
      .where('id', '=', row.file_id)
      .returning('storage_key')
      .executeTakeFirstOrThrow();
    await queueRemovals(this.db, [file.storage_key]);
    return file.storage_key;
  }

  /**
   * Bytes the user keeps under the account's quota (decision 0010): their pictures and
   * attachments, never a developer's app files, which have a quota of their own (decision 0047).
   */
  async storedBytes(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('n'))
      .where('owner_id', '=', userId)
      .where('kind', 'in', ACCOUNT_FILE_KINDS)
      .executeTakeFirstOrThrow();
    return Number(r.n ?? 0);
  }

  /** Replied orders whose last staff reply is older than `before`, oldest first. */
  repliedBefore(before: number, opts: { notWarned?: boolean }, limit: number) {
    let q = this.db
      .selectFrom('work_orders')
      .select('id')
      .where('status', '=', 2)
      .where('last_staff_reply_at', '<', before);
    if (opts.notWarned) q = q.where('autoclose_warned_at', 'is', null);
    return q.orderBy('last_staff_reply_at').limit(limit).execute();
  }

  /** Open orders (submitted or replied) for staff, oldest waiting first. */
  openOrders(limit: number) {
    return this.db
      .selectFrom('work_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.number',
        'o.title',
        'o.status',
        'o.status_since',
        'o.device_model',
        'o.app_name',
        'o.app_version',
        'u.username',
      ])
      .where('o.status', 'in', [1, 2])
      .orderBy('o.status')
      .orderBy('o.status_since')
      .limit(limit)
      .execute();
  }

  /** Open orders counted per device model, and per app and version. */
  openByModel() {
    return this.db
      .selectFrom('work_orders')
      .select(['device_model', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('status', 'in', [1, 2])
      .where('device_model', 'is not', null)
      .groupBy('device_model')
      .orderBy('device_model')
      .execute();
  }

  openByAppVersion() {
    return this.db
      .selectFrom('work_orders')
      .select(['app_name', 'app_version', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('status', 'in', [1, 2])
      .where('app_name', 'is not', null)
      .groupBy(['app_name', 'app_version'])
      .orderBy('app_name')
      .orderBy('app_version')
      .execute();
  }

  username(userId: number) {
    return this.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
