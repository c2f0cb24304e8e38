import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { PendingApprovalsTable } from '../../db/tables.js';

/** The queries of four-eyes requests: insert, list, and the one conditional decision. */
export class ApprovalsRepo {
  constructor(readonly db: Db) {}

  on(db: Db): ApprovalsRepo {
    return new ApprovalsRepo(db);
  }

  async insert(values: Insertable<PendingApprovalsTable>): Promise<number> {
    const r = await this.db
      .insertInto('pending_approvals')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  byId(id: number) {
    return this.db
      .selectFrom('pending_approvals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private listed(state: string, kinds: readonly string[]) {
    return this.db
      .selectFrom('pending_approvals')
      .where('state', '=', state)
      .where('kind', 'in', kinds);
  }

  async count(state: string, kinds: readonly string[]): Promise<number> {
    if (kinds.length === 0) return 0;
    const r = await this.listed(state, kinds)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async page(state: string, kinds: readonly string[], offset: number, limit: number) {
    if (kinds.length === 0) return [];
    return this.listed(state, kinds)
      .selectAll()
      .orderBy('created_at', state === 'pending' ? 'asc' : 'desc')
      .orderBy('id', state === 'pending' ? 'asc' : 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** The payloads (JSON) of every pending request of one kind. */
  async pendingPayloads(kind: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pending_approvals')
      .select('payload')
      .where('state', '=', 'pending')
      .where('kind', '=', kind)
      .execute();
    return rows.map((r) => r.payload);
  }

  /** Pending requests of one kind about one object (to refuse duplicates, show pending roles). */
  pendingFor(kind: string, objectType: string, objectIds: readonly string[]) {
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('pending_approvals')
      .select(['id', 'object_id', 'payload'])
      .where('state', '=', 'pending')
      .where('kind', '=', kind)
      .where('object_type', '=', objectType)
      .where('object_id', 'in', objectIds)
      .execute();
  }

  /**
   * Decides a pending request: true only when it was still pending and the decider is not the
   * requester. Of two concurrent decisions exactly one gets true (the row is locked by the
   * update; the other then finds it decided).
   */
  async decide(
    id: number,
    state: 'approved' | 'refused',
    by: { staffId: number; staff: string },
    note: string,
    now: number,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('pending_approvals')
      .set({ state, decided_by: by.staffId, decider: by.staff, decided_at: now, note })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('requested_by', '<>', by.staffId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
