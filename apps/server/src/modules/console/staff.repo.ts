import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { StaffTable } from '../../db/tables.js';

/** The queries of staff accounts, their sessions and recovery codes. */
export class StaffRepo {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: StaffRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new StaffRepo(trx)));
  }

  async insert(values: Insertable<StaffTable>): Promise<number> {
    const r = await this.db
      .insertInto('staff')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  byUsername(username: string) {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  byId(id: number) {
    return this.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setPendingSecret(id: number, secret: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff')
      .set({ totp_secret: secret, updated_at: now })
      .where('id', '=', id)
      .where('totp_enabled', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Accepts a TOTP time-step: true only when it is later than every step accepted before, so a
   * code (or an earlier one) cannot be used twice, even by two requests at once.
   */
  async acceptStep(id: number, step: number, enable: boolean, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff')
      .set({ totp_last_step: step, updated_at: now, ...(enable ? { totp_enabled: 1 } : {}) })
      .where('id', '=', id)
      .where('totp_last_step', '<', step)
      .where('totp_enabled', '=', enable ? 0 : 1)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async replaceRecoveryCodes(staffId: number, hashes: string[]): Promise<void> {
    await this.db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await this.db
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
      .execute();
  }

  /** Uses up a recovery code: true only for an unused one (single use, even when raced). */
  async useRecoveryCode(staffId: number, hash: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async insertSession(values: {
    id_hash: string;
    staff_id: number;
    stage: string;
    now: number;
    ip: string;
    user_agent: string;
    secure: number | null;
  }): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({
        id_hash: values.id_hash,
        staff_id: values.staff_id,
        stage: values.stage,
        created_at: values.now,
        last_seen_at: values.now,
        ip: values.ip,
        user_agent: values.user_agent,
        secure: values.secure,
      })
      .execute();
  }

  session(idHash: string) {
    return this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select([
        'staff_sessions.staff_id',
        'staff_sessions.stage',
        'staff_sessions.created_at',
        'staff_sessions.last_seen_at',
        'staff.username',
        'staff.roles',
        'staff.status',
        'staff.totp_enabled',
        'staff_sessions.secure',
      ])
      .where('staff_sessions.id_hash', '=', idHash)
      .executeTakeFirst();
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async setStage(idHash: string, stage: string, now: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ stage, last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  /** Notes a sign-in with both factors (the staff list shows it). */
  async markLogin(id: number, now: number): Promise<void> {
    await this.db.updateTable('staff').set({ last_login_at: now }).where('id', '=', id).execute();
  }

  /**
   * Takes one second-factor try of a session in one statement and answers the count with it, or
   * null when the session is gone (ended by too many tries on any instance).
   */
  async takeCodeTry(idHash: string): Promise<number | null> {
    const row = await this.db
      .updateTable('staff_sessions')
      .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
      .where('id_hash', '=', idHash)
      .returning('code_tries')
      .executeTakeFirst();
    return row ? row.code_tries : null;
  }

  /**
   * Takes one of the account's second-factor tries before the code is compared (decision 0040):
   * the count of the window starting at the first try after `windowStart`; null (nothing taken)
   * while the second factor is locked or the window's `max` tries are taken.
   */
  async takeAccountCodeTry(
    staffId: number,
    now: number,
    windowStart: number,
    max: number,
  ): Promise<number | null> {
    const fresh = sql<boolean>`code_failures_since < ${windowStart}`;
    const row = await this.db
      .updateTable('staff')
      .set({
        code_failures: sql<number>`case when ${fresh} then 1 else code_failures + 1 end`,
        code_failures_since: sql<number>`case when ${fresh} then ${now} else code_failures_since end`,
      })
      .where('id', '=', staffId)
      .where('code_locked_until', '<=', now)
      .where((eb) =>
        eb.or([eb('code_failures_since', '<', windowStart), eb('code_failures', '<', max)]),
      )
      .returning('code_failures')
      .executeTakeFirst();
    return row ? Number(row.code_failures) : null;
  }

  /** A right code: the account's count starts again. */
  async clearCodeFailures(staffId: number): Promise<void> {
    await this.db
      .updateTable('staff')
      .set({ code_failures: 0, code_failures_since: 0 })
      .where('id', '=', staffId)
      .execute();
  }

  /** Locks the second factor until `until`; false when another request locked it first. */
  async lockCodes(staffId: number, now: number, until: number): Promise<boolean> {
    const r = await this.db
      .updateTable('staff')
      .set({ code_locked_until: until })
      .where('id', '=', staffId)
      .where('code_locked_until', '<=', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
  }

  async purgeSessions(before: number): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('last_seen_at', '<', before).execute();
  }
}
