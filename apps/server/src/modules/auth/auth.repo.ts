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

  async recordFailure(userId: number, failures: number, lockedUntil: number | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: failures, locked_until: lockedUntil, updated_at: Date.now() })
      .where('id', '=', userId)
      .execute();
  }

  async clearFailures(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', userId)
      .execute();
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

  async throttleFailures(key: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['failures', 'updated_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.updated_at >= since ? row.failures : 0;
  }

  async bumpThrottle(key: string, since: number): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('login_throttle')
        .select(['failures', 'updated_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) {
        await tx
          .insertInto('login_throttle')
          .values({ key, failures: 1, updated_at: now })
          .execute();
        return;
      }
      const failures = row.updated_at >= since ? row.failures + 1 : 1;
      await tx
        .updateTable('login_throttle')
        .set({ failures, updated_at: now })
        .where('key', '=', key)
        .execute();
    });
  }

  async clearThrottle(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
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

  /** Takes the captcha out of the store (one try per image) and returns it. */
  async takeCaptcha(id: string) {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('captchas')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) await tx.deleteFrom('captchas').where('id', '=', id).execute();
      return row;
    });
  }
}
