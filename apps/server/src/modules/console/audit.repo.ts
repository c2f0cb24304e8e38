import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';
import { isPostgres } from '../../db/kysely.js';
import type { AuditLogTable } from '../../db/tables.js';

export interface AuditFilter {
  action?: string | undefined;
  staff?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The queries of the audit log: append (never update or delete), list, read in id order. */
export class AuditRepo {
  constructor(readonly db: Db) {}

  on(db: Db): AuditRepo {
    return new AuditRepo(db);
  }

  /**
   * The chain's head, locked until the caller's transaction ends: on PostgreSQL a row lock, on
   * SQLite the database's single writer (the transaction writes the head right after).
   */
  async lockHead(): Promise<{ last_id: number; last_hash: string }> {
    let q = this.db.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1);
    if (isPostgres(this.db)) q = q.forUpdate();
    else {
      // Takes SQLite's write lock now, so no other writer slips in between the read and the write.
      await this.db.updateTable('audit_head').set({ id: 1 }).where('id', '=', 1).execute();
    }
    return q.executeTakeFirstOrThrow();
  }

  async insert(row: AuditLogTable): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
    await this.db
      .updateTable('audit_head')
      .set({ last_id: row.id, last_hash: row.hash })
      .where('id', '=', 1)
      .execute();
  }

  head() {
    return this.db
      .selectFrom('audit_head')
      .select(['last_id', 'last_hash'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  }

  private filtered(f: AuditFilter) {
    let q = this.db.selectFrom('audit_log');
    if (f.action) q = q.where('action', '=', f.action);
    if (f.staff) q = q.where('staff', '=', f.staff);
    if (f.objectType) q = q.where('object_type', '=', f.objectType);
    if (f.objectId) q = q.where('object_id', '=', f.objectId);
    if (f.from !== undefined) q = q.where('at', '>=', f.from);
    if (f.to !== undefined) q = q.where('at', '<=', f.to);
    return q;
  }

  /** Every action the log holds, in order (read from the action index). */
  async actions(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('audit_log')
      .select('action')
      .distinct()
      .orderBy('action')
      .execute();
    return rows.map((r) => r.action);
  }

  async count(f: AuditFilter): Promise<number> {
    const r = await this.filtered(f)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  page(f: AuditFilter, offset: number, limit: number) {
    return this.filtered(f).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  /** Records after `afterId` in id order, at most `limit`: the chain is read in batches. */
  /** The hash record `id` carries, or null when there is no such record. */
  async hashOf(id: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('audit_log')
      .select('hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.hash ?? null;
  }

  batch(afterId: number, limit: number) {
    return this.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }
}
