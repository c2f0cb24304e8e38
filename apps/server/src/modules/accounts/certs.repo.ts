import type { Insertable } from 'kysely';
import type { CertQueueState } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { likeAny } from '../../db/paging.js';
import type { EnterpriseCertsTable, IdentityCertsTable } from '../../db/tables.js';

export type CertKind = 'identity' | 'enterprise';

type IdentityValues = Omit<Insertable<IdentityCertsTable>, 'user_id'>;
type EnterpriseValues = Omit<Insertable<EnterpriseCertsTable>, 'user_id'>;

const TABLE = { identity: 'identity_certs', enterprise: 'enterprise_certs' } as const;

/** The queries of real-name and enterprise certification (one row per user and kind). */
export class CertsRepo {
  constructor(readonly db: Db) {}

  /** Runs fn with this repository on one transaction: all its writes land together or none. */
  transaction<T>(fn: (tx: CertsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new CertsRepo(trx)));
  }

  /** This repository on another connection: the transaction another service opened. */
  on(db: Db): CertsRepo {
    return new CertsRepo(db);
  }

  async status(kind: CertKind, userId: number): Promise<string | undefined> {
    const r = await this.db
      .selectFrom(TABLE[kind])
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r?.status;
  }

  identity(userId: number) {
    return this.db
      .selectFrom('identity_certs')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  enterprise(userId: number) {
    return this.db
      .selectFrom('enterprise_certs')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user whose certification holds this ID number (by its hash). */
  async identityHolder(idHash: string): Promise<number | undefined> {
    const r = await this.db
      .selectFrom('identity_certs')
      .select('user_id')
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    return r?.user_id;
  }

  async saveIdentity(userId: number, values: IdentityValues): Promise<void> {
    await this.db
      .insertInto('identity_certs')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async saveEnterprise(userId: number, values: EnterpriseValues): Promise<void> {
    await this.db
      .insertInto('enterprise_certs')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Records the decision on a pending certification; false when none was pending. */
  /** A decided certification waits for review again; false when it was not decided. */
  async reopen(kind: CertKind, userId: number): Promise<boolean> {
    const r = await this.db
      .updateTable(TABLE[kind])
      .set({ status: 'pending', reject_reason: '' })
      .where('user_id', '=', userId)
      .where('status', 'in', ['approved', 'rejected'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async decide(
    kind: CertKind,
    userId: number,
    status: 'approved' | 'rejected',
    reason: string,
    now: number,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable(TABLE[kind])
      .set({ status, reject_reason: reason, reviewed_at: now })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  pendingIdentities() {
    return this.db
      .selectFrom('identity_certs')
      .innerJoin('users', 'users.id', 'identity_certs.user_id')
      .select(['users.username'])
      .where('identity_certs.status', '=', 'pending')
      .execute();
  }

  pendingEnterprises() {
    return this.db
      .selectFrom('enterprise_certs')
      .innerJoin('users', 'users.id', 'enterprise_certs.user_id')
      .select(['users.username', 'enterprise_certs.company_name'])
      .where('enterprise_certs.status', '=', 'pending')
      .execute();
  }

  /**
   * Certifications of one kind in one state, with the customer's account: a keyword matches part
   * of the name on the certification, the account, its phone or company (case-insensitive).
   */
  private queue(kind: CertKind, status: CertQueueState, keyword: string | undefined) {
    const q =
      kind === 'identity'
        ? this.db
            .selectFrom('identity_certs as c')
            .innerJoin('users as u', 'u.id', 'c.user_id')
            .select('c.truename as name')
        : this.db
            .selectFrom('enterprise_certs as c')
            .innerJoin('users as u', 'u.id', 'c.user_id')
            .select('c.company_name as name');
    let w = q.where('c.status', '=', status);
    if (keyword) {
      const name = kind === 'identity' ? 'c.truename' : 'c.company_name';
      w = w.where(
        likeAny([name, 'u.username', 'u.truename', 'u.phone', 'u.company_name'], keyword),
      );
    }
    return w;
  }

  async countQueue(kind: CertKind, status: CertQueueState, keyword?: string): Promise<number> {
    const r = await this.queue(kind, status, keyword)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** A page of the queue: waiting ones oldest first, decided ones last decided first. */
  pageQueue(
    kind: CertKind,
    status: CertQueueState,
    keyword: string | undefined,
    offset: number,
    limit: number,
  ) {
    const q = this.queue(kind, status, keyword).select([
      'c.user_id',
      'u.username',
      'c.status',
      'c.submitted_at',
      'c.reviewed_at',
    ]);
    const ordered =
      status === 'pending'
        ? q.orderBy('c.submitted_at', 'asc')
        : q.orderBy('c.reviewed_at', 'desc');
    return ordered.orderBy('c.user_id', 'asc').offset(offset).limit(limit).execute();
  }

  /** How many of one kind wait for review and since when the oldest waits. */
  async pendingFigure(kind: CertKind): Promise<{ waiting: number; oldest: number | null }> {
    const r = await this.db
      .selectFrom(TABLE[kind])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('submitted_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { waiting: Number(r.n), oldest: r.oldest === null ? null : Number(r.oldest) };
  }

  /** A stored photo of a certification (for the console only). */
  file(fileId: number) {
    return this.db
      .selectFrom('files')
      .select(['storage_key', 'mime', 'size'])
      .where('id', '=', fileId)
      .executeTakeFirst();
  }
}
