import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { VerificationCodesTable } from '../../db/tables.js';

/** The queries of verification codes. */
export class CodesRepo {
  constructor(private readonly db: Db) {}

  /** When the newest code to the target was sent. */
  async lastSentAt(target: string): Promise<number | undefined> {
    const r = await this.db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('target', '=', target)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r?.created_at;
  }

  async countSince(column: 'target' | 'ip', value: string, since: number): Promise<number> {
    const r = await this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Spends every live code of a target and purpose. */
  async spendLive(target: string, purpose: string, now: number): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ spent_at: now })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .execute();
  }

  async insert(values: Insertable<VerificationCodesTable>): Promise<number> {
    const row = await this.db
      .insertInto('verification_codes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest live code of a channel, target and purpose. */
  live(channel: string, target: string, purpose: string) {
    return this.db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at'])
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async spend(id: number, at: number): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ spent_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes one of a live code's guesses before it is compared, in one conditional update: the
   * attempts so far (this one included), or null when the code is spent or has none left. Guesses
   * arriving together each take their own, so no more than `max` are ever compared.
   */
  async takeAttempt(id: number, max: number): Promise<number | null> {
    const r = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('spent_at', 'is', null)
      .where('attempts', '<', max)
      .returning('attempts')
      .executeTakeFirst();
    return r ? Number(r.attempts) : null;
  }

  /** Spends the code if it is still live; false when another request spent it first. */
  async spendIfLive(id: number, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('verification_codes')
      .set({ spent_at: now })
      .where('id', '=', id)
      .where('spent_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
