import type { Db } from '../../db/kysely.js';

/** Kysely queries of the workbench: my counts, management systems and trials, banners. */
export class WorkbenchRepo {
  constructor(private readonly db: Db) {}

  /** How many rows of a table belong to a user (the unread messages: MessagesService). */
  async countOf(
    table: 'devices' | 'app_purchases' | 'admin_accounts',
    userId: number,
  ): Promise<number> {
    const q = this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(table === 'admin_accounts' ? 'owner_id' : 'user_id', '=', userId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  adminAccounts(userId: number) {
    return this.db
      .selectFrom('admin_accounts')
      .innerJoin('platforms', 'platforms.id', 'admin_accounts.platform_id')
      .select([
        'admin_accounts.id',
        'admin_accounts.username',
        'admin_accounts.name',
        'admin_accounts.created_at',
        'platforms.name_zh',
        'platforms.name_en',
      ])
      .where('admin_accounts.owner_id', '=', userId)
      .orderBy('admin_accounts.id')
      .execute();
  }

  platforms() {
    return this.db.selectFrom('platforms').selectAll().orderBy('sort').orderBy('id').execute();
  }

  platform(by: { id: number } | { code: string }) {
    const q = this.db.selectFrom('platforms').selectAll();
    return (
      'id' in by ? q.where('id', '=', by.id) : q.where('code', '=', by.code)
    ).executeTakeFirst();
  }

  /** A user's states on the management systems. */
  userPlatforms(userId: number) {
    return this.db.selectFrom('user_platforms').selectAll().where('user_id', '=', userId).execute();
  }

  userPlatform(userId: number, platformId: number) {
    return this.db
      .selectFrom('user_platforms')
      .selectAll()
      .where('user_id', '=', userId)
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
  }

  /** The device quantities sales granted a user. */
  grants(userId: number) {
    return this.db
      .selectFrom('device_authorizations')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  grant(userId: number, platformId: number) {
    return this.db
      .selectFrom('device_authorizations')
      .select('device_quantity')
      .where('user_id', '=', userId)
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
  }

  async saveUserPlatform(
    userId: number,
    platformId: number,
    values: { state: string; trial_ends_at: number | null; updated_at: number },
  ): Promise<void> {
    await this.db
      .insertInto('user_platforms')
      .values({ user_id: userId, platform_id: platformId, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'platform_id']).doUpdateSet(values))
      .execute();
  }

  async deleteUserPlatform(userId: number, platformId: number): Promise<void> {
    await this.db
      .deleteFrom('user_platforms')
      .where('user_id', '=', userId)
      .where('platform_id', '=', platformId)
      .execute();
  }

  /**
   * Sales grants a device quantity: the grant, the trial it starts (of the user's waiting one)
   * and the customer's message land together, in one transaction. With `seen` (the quantity the
   * sales person saw, 0 for none) the grant is conditional: false, and nothing written, when
   * another grant landed first (decision 0030). Without it (the operator command) it is set.
   */
  async grantDevices(
    g: {
      userId: number;
      platformId: number;
      quantity: number;
      grantedBy: string;
      now: number;
      trialEndsAt: number;
      seen?: number | undefined;
    },
    /** Writes the customer's message on the grant's transaction. */
    report: (tx: Db, trialStarted: boolean) => Promise<void>,
  ): Promise<boolean> {
    const values = { device_quantity: g.quantity, granted_by: g.grantedBy, granted_at: g.now };
    const key = { user_id: g.userId, platform_id: g.platformId };
    return this.db.transaction().execute(async (tx) => {
      const insert = tx.insertInto('device_authorizations').values({ ...key, ...values });
      const columns = ['user_id', 'platform_id'] as const;
      if (g.seen === undefined) {
        await insert.onConflict((oc) => oc.columns(columns).doUpdateSet(values)).execute();
      } else {
        // First grant: the row is new; later ones: it still holds what was seen. The write
        // comes first, so a second grant waits for the first (row lock, SQLite's write lock).
        const r =
          g.seen === 0
            ? (await insert.onConflict((oc) => oc.columns(columns).doNothing()).executeTakeFirst())
                .numInsertedOrUpdatedRows
            : (
                await tx
                  .updateTable('device_authorizations')
                  .set(values)
                  .where('user_id', '=', g.userId)
                  .where('platform_id', '=', g.platformId)
                  .where('device_quantity', '=', g.seen)
                  .executeTakeFirst()
              ).numUpdatedRows;
        if (Number(r ?? 0) === 0) return false;
      }
      const started = await tx
        .updateTable('user_platforms')
        .set({ state: 'trial', trial_ends_at: g.trialEndsAt, updated_at: g.now })
        .where('user_id', '=', g.userId)
        .where('platform_id', '=', g.platformId)
        .where('state', '=', 'awaiting')
        .executeTakeFirst();
      await report(tx, Number(started.numUpdatedRows) > 0);
      return true;
    });
  }

  /** The shown banners of a position, in order. */
  banners(position: string) {
    return this.db
      .selectFrom('banners')
      .selectAll()
      .where('position', '=', position)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
