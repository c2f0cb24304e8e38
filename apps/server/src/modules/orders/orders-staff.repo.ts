import type { Db } from '../../db/kysely.js';
import { likeAny } from '../../db/paging.js';

export interface InboxFilter {
  statuses: number[];
  /** Only orders whose status_since is at or before this. */
  sinceBefore?: number | undefined;
  /** A staff id, or null: not assigned; undefined: anyone. */
  assignee?: number | null | undefined;
  keyword?: string | undefined;
}

/**
 * The staff side's own queries: the inbox, internal notes and saved replies. No customer call
 * uses this repo, so nothing here can reach a customer's answer (notes above all).
 */
export class OrdersStaffRepo {
  constructor(readonly db: Db) {}

  on(db: Db): OrdersStaffRepo {
    return new OrdersStaffRepo(db);
  }

  private inbox(f: InboxFilter) {
    let q = this.db
      .selectFrom('work_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .where('o.status', 'in', f.statuses);
    if (f.sinceBefore !== undefined) q = q.where('o.status_since', '<=', f.sinceBefore);
    if (f.assignee === null) q = q.where('o.assignee_id', 'is', null);
    else if (f.assignee !== undefined) q = q.where('o.assignee_id', '=', f.assignee);
    if (f.keyword) q = q.where(likeAny(['o.number', 'o.title', 'u.username'], f.keyword));
    return q;
  }

  async countInbox(f: InboxFilter): Promise<number> {
    const r = await this.inbox(f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** A page of the inbox, oldest in its status first (the (status, status_since, id) index). */
  pageInbox(f: InboxFilter, offset: number, limit: number) {
    return this.inbox(f)
      .select([
        'o.id',
        'o.number',
        'o.title',
        'o.status',
        'o.status_since',
        'o.working_ms',
        'o.first_reply_ms',
        'o.resolution_ms',
        'o.device_model',
        'o.app_name',
        'o.app_version',
        'o.assignee_name',
        'o.rating',
        'u.username',
      ])
      .orderBy('o.status_since')
      .orderBy('o.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Orders waiting in `status`: how many and since when the oldest. */
  async waiting(status: number): Promise<{ n: number; oldest: number | null }> {
    const r = await this.db
      .selectFrom('work_orders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min<number | string | null>('status_since').as('oldest'),
      ])
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return { n: Number(r.n), oldest: r.oldest === null ? null : Number(r.oldest) };
  }

  /** Other open orders of the customer (what an order can be merged into). */
  openOfUser(userId: number, except: number) {
    return this.db
      .selectFrom('work_orders')
      .select(['id', 'number'])
      .where('user_id', '=', userId)
      .where('status', 'in', [1, 2])
      .where('id', '!=', except)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  /**
   * Sets the assignee while the order is open and still assigned as read (`from`): of two
   * concurrent assignments, the second changes nothing (false).
   */
  async assign(
    id: number,
    from: number | null,
    to: { id: number; name: string } | null,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('work_orders')
      .set({ assignee_id: to?.id ?? null, assignee_name: to?.name ?? null })
      .where('id', '=', id)
      .where('status', 'in', [1, 2])
      .where('assignee_id', from === null ? 'is' : '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  notes(orderId: number) {
    return this.db
      .selectFrom('work_order_notes')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  async insertNote(v: {
    order_id: number;
    staff_id: number | null;
    staff_name: string;
    content: string;
    created_at: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('work_order_notes')
      .values(v)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  savedReplies() {
    return this.db
      .selectFrom('order_saved_replies')
      .selectAll()
      .orderBy('title')
      .orderBy('id')
      .execute();
  }

  savedReply(id: number) {
    return this.db
      .selectFrom('order_saved_replies')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertSavedReply(v: {
    title: string;
    content_zh: string;
    content_en: string;
    updated_by: string;
    updated_at: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('order_saved_replies')
      .values(v)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Saves over version `version` only: an edit made from an older read changes nothing. */
  async updateSavedReply(
    id: number,
    version: number,
    v: {
      title: string;
      content_zh: string;
      content_en: string;
      updated_by: string;
      updated_at: number;
    },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('order_saved_replies')
      .set({ ...v, version: version + 1 })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteSavedReply(id: number, version: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('order_saved_replies')
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }
}
