import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { SsoTicketsTable } from '../../db/tables.js';

/** The queries of single sign-on tickets. */
export class SsoRepo {
  constructor(private readonly db: Db) {}

  async deleteExpired(now: number): Promise<void> {
    await this.db.deleteFrom('sso_tickets').where('expires_at', '<=', now).execute();
  }

  async insert(values: Insertable<SsoTicketsTable>): Promise<void> {
    await this.db.insertInto('sso_tickets').values(values).execute();
  }

  /**
   * Takes a ticket once at most: one delete that answers the row. (A select and a delete in one
   * transaction gave one ticket to four of eight exchanges at once on PostgreSQL, whose reads do
   * not wait for another transaction's delete; decision 0036.)
   */
  take(ticketHash: string, apiKey: string) {
    return this.db
      .deleteFrom('sso_tickets')
      .where('ticket_hash', '=', ticketHash)
      .where('api_key', '=', apiKey)
      .returningAll()
      .executeTakeFirst();
  }
}
