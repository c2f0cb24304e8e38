import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.js';
import { queueRemovals } from '../../db/file-removals.js';
import type { FilesTable, ResetGrantsTable, UsersTable } from '../../db/tables.js';

/** The columns every new account starts with, whoever makes it (sign-up, seed, tests). */
const NEW_USER_DEFAULTS = {
  headimg: '',
  sex: 0,
  wechat: '',
  expires_at: null,
  failed_logins: 0,
  locked_until: null,
  lang: null,
} as const;

export type NewUser = Omit<Insertable<UsersTable>, keyof typeof NEW_USER_DEFAULTS> &
  Partial<Pick<Insertable<UsersTable>, keyof typeof NEW_USER_DEFAULTS>>;

/** The queries of accounts: users, their roles, sessions, login records, files, the dictionary. */
export class AccountsRepo {
  constructor(readonly db: Db) {}

  /** Runs fn with this repository on one transaction: all its writes land together or none. */
  transaction<T>(fn: (tx: AccountsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new AccountsRepo(trx)));
  }

  /** This repository on another connection: the transaction another service opened. */
  on(db: Db): AccountsRepo {
    return new AccountsRepo(db);
  }

  userBy(column: 'username' | 'phone' | 'email', value: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'status', 'username'])
      .where(column, '=', value)
      .executeTakeFirst();
  }

  user(id: number) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  activeUser(id: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  passwordHash(id: number) {
    return this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  pendingUsers() {
    return this.db
      .selectFrom('users')
      .select(['username', 'company_name', 'created_at'])
      .where('status', '=', 'pending')
      .execute();
  }

  /** Accounts in one state for the console's queue, oldest first, optionally by name. */
  accountsByStatus(status: string, keyword: string | undefined, offset: number, limit: number) {
    let q = this.db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'truename',
        'company_name',
        'phone',
        'email',
        'status',
        'created_at',
      ])
      .where('status', '=', status);
    if (keyword) q = q.where('username', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`);
    return q
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async countByStatus(status: string, keyword?: string): Promise<number> {
    let q = this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', status);
    if (keyword) q = q.where('username', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** How many accounts wait for approval and since when the oldest waits. */
  async pendingFigure(): Promise<{ waiting: number; oldest: number | null }> {
    const r = await this.db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { waiting: Number(r.n), oldest: r.oldest === null ? null : Number(r.oldest) };
  }

  /** Moves an account from one state to another; false when it was not in `from` (raced). */
  async moveStatus(id: number, from: string, to: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('users')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  statusOf(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'status', 'apply_system'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A new account: `values` says who it is; the rest starts empty (no avatar, lock or language). */
  async insertUser(values: NewUser): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({ ...NEW_USER_DEFAULTS, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateUser(id: number, values: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  /** Opens a pending account; false when it was not pending. */
  async openPending(id: number, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('users')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The id of the role of this name, created when missing. */
  async roleId(name: string): Promise<number> {
    const found = await this.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    if (found) return found.id;
    const made = await this.db
      .insertInto('roles')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  /** Gives the user the named role, creating the role when it does not exist yet. */
  async grantRole(userId: number, role: string): Promise<void> {
    const roleId = await this.roleId(role);
    const has = await this.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('role_id', '=', roleId)
      .executeTakeFirst();
    if (!has)
      await this.db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
  }

  /** Ends the user's sessions, all or all but one. */
  async deleteSessions(userId: number, exceptIdHash?: string): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptIdHash !== undefined) q = q.where('id_hash', '!=', exceptIdHash);
    await q.execute();
  }

  async insertResetGrant(values: Insertable<ResetGrantsTable>): Promise<void> {
    await this.db.insertInto('reset_grants').values(values).execute();
  }

  resetGrant(hash: string) {
    return this.db
      .selectFrom('reset_grants')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('grant_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Marks an unused grant used; false when it was used already. */
  async spendResetGrant(hash: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('reset_grants')
      .set({ used_at: now })
      .where('grant_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  loginRecords(userId: number, limit: number, offset: number) {
    return this.db
      .selectFrom('login_records')
      .select(['id', 'created_at', 'ip', 'user_agent', 'result'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async loginRecordCount(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('login_records')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  dictionary(ctgKey: string) {
    return this.db
      .selectFrom('dictionary')
      .select(['value', 'name_zh', 'name_en'])
      .where('ctg_key', '=', ctgKey)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async inDictionary(ctgKey: string, value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('dictionary')
      .select('value')
      .where('ctg_key', '=', ctgKey)
      .where('value', '=', value)
      .executeTakeFirst();
    return !!row;
  }

  async insertFile(values: Insertable<FilesTable>): Promise<number> {
    const row = await this.db
      .insertInto('files')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Bytes the owner keeps, by kind of file. */
  async fileBytesByKind(ownerId: number): Promise<{ kind: string; bytes: number }[]> {
    const rows = await this.db
      .selectFrom('files')
      .select(['kind', (eb) => eb.fn.sum<number | string>('size').as('bytes')])
      .where('owner_id', '=', ownerId)
      .groupBy('kind')
      .execute();
    return rows.map((r) => ({ kind: r.kind, bytes: Number(r.bytes) }));
  }

  /** Deletes the owner's files of a kind, all but `keep`; answers the storage keys they named. */
  async deleteFilesExcept(ownerId: number, kind: string, keep: number[]): Promise<string[]> {
    let q = this.db.deleteFrom('files').where('owner_id', '=', ownerId).where('kind', '=', kind);
    if (keep.length) q = q.where('id', 'not in', keep);
    const keys = (await q.returning('storage_key').execute()).map((r) => r.storage_key);
    // In the transaction that unnames them: the bytes are removed after the commit, or at the
    // next start when the process dies first (db/file-removals.ts).
    await queueRemovals(this.db, keys);
    return keys;
  }

  ownFile(userId: number, fileId: number) {
    return this.db
      .selectFrom('files')
      .select(['storage_key', 'mime', 'size'])
      .where('id', '=', fileId)
      .where('owner_id', '=', userId)
      .executeTakeFirst();
  }
}
