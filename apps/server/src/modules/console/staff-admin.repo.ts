import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';

/** The queries of staff administration: the list and the conditional changes of one member. */
export class StaffAdminRepo {
  constructor(readonly db: Db) {}

  private listed(keyword: string | undefined) {
    let q = this.db.selectFrom('staff');
    if (keyword) q = q.where('username', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`);
    return q;
  }

  async count(keyword: string | undefined): Promise<number> {
    const r = await this.listed(keyword)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  page(keyword: string | undefined, offset: number, limit: number) {
    return this.listed(keyword)
      .select([
        'id',
        'username',
        'roles',
        'status',
        'totp_enabled',
        'last_login_at',
        'created_at',
        'code_locked_until',
      ])
      .orderBy('username')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  byId(id: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'username', 'roles', 'status', 'totp_enabled'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Moves a member from one status to the other: false when it was not in `from`. */
  async setStatus(id: number, from: string, to: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Replaces the roles: false when they are no longer `from` (another change landed first). */
  async setRoles(id: number, from: string, to: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff')
      .set({ roles: to, updated_at: now })
      .where('id', '=', id)
      .where('roles', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Forgets the TOTP secret and the recovery codes: the member enrols again at next sign-in. */
  async resetTotp(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('staff')
      // An administrator's reset also ends a lock of the second factor (decision 0040).
      .set({
        totp_secret: null,
        totp_enabled: 0,
        code_failures: 0,
        code_failures_since: 0,
        code_locked_until: 0,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await this.db.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
  }

  /** Ends every session of the member at once. */
  async endSessions(id: number): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
  }
}
