import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';

/** Kysely queries of accounts, login records, throttles and captchas. */
export class AuthRepo {
  constructor(private readonly db: Db) {}

  findUserByUsername(username: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  findUserById(id: number) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setLang(userId: number, lang: string): Promise<void> {
    await this.db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
  }

  async addLoginRecord(r: {
    userId: number | null;
    username: string;
    ip: string;
    userAgent: string;
    result: string;
  }): Promise<void> {
    await this.db
      .insertInto('login_records')
      .values({
        user_id: r.userId,
        username: r.username.slice(0, 64),
        ip: r.ip.slice(0, 64),
        user_agent: r.userAgent,
        result: r.result,
        created_at: Date.now(),
      })
      .execute();
  }

  /** The failure counters of these keys that moved since `since` (older ones count as none). */
  async throttles(
    keys: readonly string[],
    since: number,
  ): Promise<Map<string, { failures: number; updatedAt: number }>> {
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['key', 'failures', 'updated_at'])
      .where('key', 'in', keys)
      .where('updated_at', '>=', since)
      .execute();
    return new Map(rows.map((r) => [r.key, { failures: r.failures, updatedAt: r.updated_at }]));
  }

  /**
   * Counts one failure on each key, starting again from one where the last is before `since`.
   * One upsert, so two failures racing for a new key cannot both insert it.
   */
  async bumpThrottles(keys: readonly string[], since: number): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto('login_throttle')
      .values(keys.map((key) => ({ key, failures: 1, updated_at: now })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when login_throttle.updated_at >= ${since} then login_throttle.failures + 1 else 1 end`,
          updated_at: now,
        }),
      )
      .execute();
  }

  async clearThrottles(keys: readonly string[]): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
  }

  async saveCaptcha(c: { id: string; clientKey: string; answerHash: string; expiresAt: number }) {
    const now = Date.now();
    await this.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
    // One live image per client: asking for a new one retires the old.
    await this.db.deleteFrom('captchas').where('client_key', '=', c.clientKey).execute();
    await this.db
      .insertInto('captchas')
      .values({
        id: c.id,
        client_key: c.clientKey,
        answer_hash: c.answerHash,
        expires_at: c.expiresAt,
      })
      .execute();
  }

  /**
   * Takes the captcha out of the store (one try per image) and returns it: one delete that answers
   * the row, so of attempts carrying one image at once only one gets it (a select, then a delete,
   * gave it to several on PostgreSQL; decision 0036).
   */
  takeCaptcha(id: string) {
    return this.db.deleteFrom('captchas').where('id', '=', id).returningAll().executeTakeFirst();
  }
}
