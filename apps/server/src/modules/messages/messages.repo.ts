import type { Db } from '../../db/kysely.js';

export class MessagesRepo {
  constructor(private readonly db: Db) {}

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
