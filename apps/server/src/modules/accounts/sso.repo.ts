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

  /** Reads and deletes a ticket in one transaction, so it is taken once at most. */
  take(ticketHash: string, apiKey: string) {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .selectFrom('sso_tickets')
        .selectAll()
        .where('ticket_hash', '=', ticketHash)
        .where('api_key', '=', apiKey)
        .executeTakeFirst();
      if (r) await tx.deleteFrom('sso_tickets').where('ticket_hash', '=', r.ticket_hash).execute();
      return r;
    });
  }
}
