import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely.js';
import { likePattern } from '../../db/paging.js';

/** What the console shows of a customer. */
const COLUMNS = [
  'id',
  'username',
  'truename',
  'company_name',
  'phone',
  'email',
  'status',
  'created_at',
] as const;

/** Queries of the console's customers screen: search, sections, management-system states. */
export class CustomersRepo {
  constructor(readonly db: Db) {}

  transaction<T>(work: (repo: CustomersRepo, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new CustomersRepo(tx), tx));
  }

  private search(keyword: string | undefined) {
    let q = this.db.selectFrom('users');
    if (keyword) {
      const p = likePattern(keyword);
      q = q.where((eb) =>
        eb.or(
          (['username', 'truename', 'phone', 'email', 'company_name'] as const).map(
            (c) => sql<boolean>`lower(${sql.ref(c)}) like ${p} escape '\\'`,
          ),
        ),
      );
    }
    return q;
  }

  async count(keyword: string | undefined): Promise<number> {
    const r = await this.search(keyword)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  page(keyword: string | undefined, offset: number, limit: number) {
    return this.search(keyword)
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  user(id: number) {
    return this.db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** Locks the user's row for the transaction (PostgreSQL; SQLite's writer lock does it). */
  async lockUser(id: number): Promise<boolean> {
    const q = this.db.selectFrom('users').select('id').where('id', '=', id);
    return !!(await (isPostgres(this.db) ? q.forUpdate() : q).executeTakeFirst());
  }

  permissions() {
    return this.db
      .selectFrom('permissions')
      .select(['id', 'parent_id', 'title', 'name_zh', 'name_en'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The permission ids the user's roles give. */
  async byRole(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('role_permissions')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
      .select('role_permissions.permission_id')
      .distinct()
      .where('user_roles.user_id', '=', userId)
      .execute();
    return new Set(rows.map((r) => r.permission_id));
  }

  overrides(userId: number) {
    return this.db
      .selectFrom('user_section_overrides')
      .select(['permission_id', 'allow'])
      .where('user_id', '=', userId)
      .execute();
  }

  async replaceOverrides(userId: number, rows: { permission_id: number; allow: number }[]) {
    await this.db.deleteFrom('user_section_overrides').where('user_id', '=', userId).execute();
    if (rows.length)
      await this.db
        .insertInto('user_section_overrides')
        .values(rows.map((r) => ({ user_id: userId, ...r })))
        .execute();
  }

  /** The management systems with the user's state and grant on each. */
  platforms(userId: number) {
    return this.db
      .selectFrom('platforms')
      .leftJoin('user_platforms', (j) =>
        j
          .onRef('user_platforms.platform_id', '=', 'platforms.id')
          .on('user_platforms.user_id', '=', userId),
      )
      .leftJoin('device_authorizations', (j) =>
        j
          .onRef('device_authorizations.platform_id', '=', 'platforms.id')
          .on('device_authorizations.user_id', '=', userId),
      )
      .select([
        'platforms.code',
        'platforms.name_zh',
        'platforms.name_en',
        'platforms.needs_authorization',
        'user_platforms.state',
        'user_platforms.trial_ends_at',
        'device_authorizations.device_quantity',
        'device_authorizations.granted_by',
      ])
      .orderBy('platforms.sort')
      .orderBy('platforms.id')
      .execute();
  }

  /** Customers whose trial waits for a device grant: how many, and since when the oldest. */
  async awaitingGrants(): Promise<{ waiting: number; oldest: number | null }> {
    const r = await this.db
      .selectFrom('user_platforms')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('updated_at').as('o')])
      .where('state', '=', 'awaiting')
      .executeTakeFirstOrThrow();
    return { waiting: Number(r.n), oldest: r.o === null ? null : Number(r.o) };
  }
}
