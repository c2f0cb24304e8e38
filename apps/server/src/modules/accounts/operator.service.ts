import type { CERT_REJECT_REASONS } from '@seuiot/contract';
import { HOME_COUNTRY } from '@seuiot/contract';
import {
  type AccountAction,
  type ConsoleAccount,
  type CertQueueQuery,
  type CertQueueState,
  type ConsoleCertDetail,
  type ConsoleCertRow,
  type Page,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { areaNames } from './areas.js';
import {
  accountApproved,
  certificationReviewed,
  MessagesService,
  REOPENED_NAMES,
  reviewReopened,
} from '../messages/messages.service.js';
import { WorkbenchService } from '../workbench/workbench.service.js';
import { AccountsRepo } from './accounts.repo.js';
import { CertsRepo, type CertKind } from './certs.repo.js';

/**
 * Work inside a decision's transaction (the console writes its audit record there): it sees the
 * state before and after, and a failure undoes the decision.
 */
export type WithinDecision = (db: Db, before: unknown, after: unknown) => Promise<void>;

/** The states each account action moves from and to. */
const ACCOUNT_MOVES: Record<AccountAction, { from: string; to: string }> = {
  approve: { from: 'pending', to: 'active' },
  reject: { from: 'pending', to: 'disabled' },
  disable: { from: 'active', to: 'disabled' },
  enable: { from: 'disabled', to: 'active' },
};

/** Typed rejection reasons in the customer's two languages (contract CERT_REJECT_REASONS). */
const REJECT_TEXTS: Record<(typeof CERT_REJECT_REASONS)[number], { zh: string; en: string }> = {
  photoUnclear: { zh: '照片不清晰', en: 'The photos are not clear' },
  infoMismatch: { zh: '填写信息与证件不符', en: 'The details do not match the document' },
  documentExpired: { zh: '证件已过期', en: 'The document has expired' },
  documentMissing: { zh: '缺少所需证件', en: 'A required document is missing' },
  other: { zh: '其他', en: 'Other' },
};

/** The reason text the customer reads: the typed reason in both languages, then the free text. */
export function rejectReasonText(type: (typeof CERT_REJECT_REASONS)[number], free: string): string {
  const t = REJECT_TEXTS[type];
  const head = type === 'other' ? '' : `${t.zh} / ${t.en}`;
  return [head, free.trim()].filter(Boolean).join(': ');
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(Number(ms)).toISOString();
}

/**
 * Operator decisions until the staff console exists (the admin command calls them): what waits
 * for review, opening and disabling accounts, certification decisions. Failures are plain errors
 * for the operator, not API codes.
 */
export class OperatorService {
  constructor(
    private readonly accounts: AccountsRepo,
    private readonly certs: CertsRepo,
    private readonly messages: MessagesService,
  ) {}

  /** The service on a database, for the admin command. */
  static on(db: Db): OperatorService {
    return new OperatorService(new AccountsRepo(db), new CertsRepo(db), MessagesService.on(db));
  }

  /** The trials of the systems the account applied for start with its approval (decision 0057). */
  private async openApplied(tx: AccountsRepo, userId: number): Promise<void> {
    const user = await tx.statusOf(userId);
    if (user)
      await WorkbenchService.on(tx.db, this.messages).openApplied(userId, user.apply_system);
  }

  /** The id of the account with this username. */
  async userId(username: string): Promise<number> {
    const u = await this.accounts.userBy('username', username);
    if (!u) throw new Error(`no account named ${username}`);
    return u.id;
  }

  /** Accounts, real-name and enterprise certifications waiting for review. */
  async pending() {
    const users = await this.accounts.pendingUsers();
    const identities = await this.certs.pendingIdentities();
    const enterprises = await this.certs.pendingEnterprises();
    return {
      users: users.map((u) => ({ username: u.username, companyName: u.company_name })),
      identities: identities.map((u) => u.username),
      enterprises: enterprises.map((u) => ({ username: u.username, companyName: u.company_name })),
    };
  }

  /** Opens a pending account: active, with the customer role and a welcome message, or not at all. */
  async approveUser(username: string): Promise<void> {
    const id = await this.userId(username);
    await this.accounts.transaction(async (tx) => {
      if (!(await tx.openPending(id, Date.now())))
        throw new Error(`${username} is not awaiting approval`);
      await tx.grantRole(id, 'customer');
      await this.openApplied(tx, id);
      await this.messages.write(tx.db, accountApproved(id, username));
    });
  }

  /** Stops an account from signing in and ends its sessions. */
  async disableUser(username: string): Promise<void> {
    const id = await this.userId(username);
    await this.accounts.updateUser(id, { status: 'disabled', updated_at: Date.now() });
    await this.accounts.deleteSessions(id);
  }

  /** Decides a pending certification; a rejection needs the reason the customer will read. */
  async reviewCertification(
    kind: CertKind,
    userId: number,
    approve: boolean,
    reason = '',
  ): Promise<void> {
    if (!approve && !reason.trim()) throw new Error('a rejection needs a reason');
    // The customer's message lands with the decision or not at all.
    await this.certs.transaction(async (tx) => {
      const status = approve ? 'approved' : 'rejected';
      if (!(await tx.decide(kind, userId, status, approve ? '' : reason.trim(), Date.now())))
        throw new Error(`no pending ${kind} certification for user ${userId}`);
      await this.messages.write(tx.db, certificationReviewed(userId, kind, approve, reason.trim()));
    });
  }

  /** The console's account queue: accounts in one state, oldest first. */
  async accountQueue(q: {
    status: string;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<Page<Omit<ConsoleAccount, 'awaitingApproval'>>> {
    const total = await this.accounts.countByStatus(q.status, q.keyword);
    const rows = await this.accounts.accountsByStatus(
      q.status,
      q.keyword,
      (q.pageNum - 1) * q.pageSize,
      q.pageSize,
    );
    return {
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        truename: r.truename,
        companyName: r.company_name,
        phone: r.phone ?? '',
        email: r.email ?? '',
        status: r.status as ConsoleAccount['status'],
        createdAt: new Date(Number(r.created_at)).toISOString(),
      })),
    };
  }

  /**
   * Moves an account as the action says, in one transaction with `within`: approve opens it with
   * the customer role and the welcome message (as approveUser); reject and disable close it and
   * end its sessions; enable opens a disabled one. The move is conditional on the state, so of two
   * decisions at once exactly one lands; the other is told B0009 with the state it is in now.
   */
  async decideAccount(userId: number, action: AccountAction, within: WithinDecision) {
    return this.accounts.transaction((tx) => this.moveAccount(tx, userId, action, within));
  }

  /**
   * Approves several accounts inside the caller's transaction `db` (a four-eyes approval's), each
   * exactly as `decideAccount` approves one (customer role, welcome message, `within` for its
   * audit record); one no longer pending throws B0009 (data: its id and state) and so undoes all.
   */
  async approveAccounts(
    db: Db,
    userIds: readonly number[],
    within: (userId: number) => WithinDecision,
  ): Promise<void> {
    const tx = this.accounts.on(db);
    for (const userId of userIds) {
      try {
        await this.moveAccount(tx, userId, 'approve', within(userId));
      } catch (e) {
        if (e instanceof AppError && e.code === 'B0009')
          throw new AppError('B0009', { userId, status: e.data });
        throw e;
      }
    }
  }

  private async moveAccount(
    tx: AccountsRepo,
    userId: number,
    action: AccountAction,
    within: WithinDecision,
  ) {
    const move = ACCOUNT_MOVES[action];
    const user = await tx.statusOf(userId);
    if (!user) throw new AppError('A0078');
    if (!(await tx.moveStatus(userId, move.from, move.to, Date.now())))
      throw new AppError('B0009', (await tx.statusOf(userId))?.status ?? null);
    if (action === 'approve') {
      await tx.grantRole(userId, 'customer');
      await this.openApplied(tx, userId);
      await this.messages.write(tx.db, accountApproved(userId, user.username));
    }
    if (move.to === 'disabled') await tx.deleteSessions(userId);
    await within(tx.db, { status: move.from }, { status: move.to });
    return { username: user.username };
  }

  /** Waiting counts and the oldest item's submission time of each review queue. */
  async queueFigures() {
    return {
      accounts: await this.accounts.pendingFigure(),
      identity: await this.certs.pendingFigure('identity'),
      enterprise: await this.certs.pendingFigure('enterprise'),
    };
  }

  /** The console's certification queue: one kind in one state, optionally searched. */
  async certQueue(q: CertQueueQuery): Promise<Page<ConsoleCertRow>> {
    const total = await this.certs.countQueue(q.kind, q.status, q.keyword);
    const rows = await this.certs.pageQueue(
      q.kind,
      q.status,
      q.keyword,
      (q.pageNum - 1) * q.pageSize,
      q.pageSize,
    );
    return {
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => ({
        userId: r.user_id,
        username: r.username,
        name: r.name,
        status: r.status as CertQueueState,
        submittedAt: new Date(Number(r.submitted_at)).toISOString(),
        reviewedAt: iso(r.reviewed_at),
      })),
    };
  }

  /** What the customer submitted for review (the ID number only masked, as it is stored). */
  async certDetail(kind: CertKind, userId: number): Promise<ConsoleCertDetail> {
    const user = await this.accounts.statusOf(userId);
    if (kind === 'identity') {
      const r = await this.certs.identity(userId);
      if (!r || !user) throw new AppError('A0078');
      return {
        kind,
        userId,
        username: user.username,
        status: r.status,
        submittedAt: iso(r.submitted_at),
        fields: [
          { key: 'truename', value: r.truename },
          { key: 'idType', value: r.id_type },
          { key: 'idNumber', value: r.id_masked },
          { key: 'rejectReason', value: r.reject_reason },
        ],
        photos: ['portrait', 'emblem'],
      };
    }
    const r = await this.certs.enterprise(userId);
    if (!r || !user) throw new AppError('A0078');
    return {
      kind,
      userId,
      username: user.username,
      status: r.status,
      submittedAt: iso(r.submitted_at),
      fields: [
        { key: 'companyName', value: r.company_name },
        { key: 'country', value: r.country },
        { key: 'taxNumber', value: r.tax_number },
        ...(r.country === HOME_COUNTRY
          ? [{ key: 'area', value: areaNames(r.province, r.city, r.district) }]
          : []),
        { key: 'address', value: r.address },
        { key: 'scope', value: r.scope },
        { key: 'rejectReason', value: r.reject_reason },
      ],
      photos: ['license'],
    };
  }

  /** The stored file of one certification photo (storage key and type), A0078 when none. */
  async certPhoto(kind: CertKind, userId: number, photo: 'portrait' | 'emblem' | 'license') {
    let fileId: number | undefined;
    if (kind === 'identity' && photo !== 'license') {
      const r = await this.certs.identity(userId);
      fileId = r ? (photo === 'portrait' ? r.portrait_file_id : r.emblem_file_id) : undefined;
    } else if (kind === 'enterprise' && photo === 'license') {
      fileId = (await this.certs.enterprise(userId))?.license_file_id;
    }
    const f = fileId === undefined ? undefined : await this.certs.file(fileId);
    if (!f) throw new AppError('A0078');
    return { storageKey: f.storage_key, mime: f.mime, size: Number(f.size) };
  }

  /**
   * Decides a pending certification in one transaction with `within` and the customer's bilingual
   * message; B0009 when it is no longer pending (decided by someone else first).
   */
  async decideCert(
    kind: CertKind,
    userId: number,
    approve: boolean,
    reason: string,
    within: WithinDecision,
  ): Promise<void> {
    await this.certs.transaction(async (tx) => {
      const status = approve ? 'approved' : 'rejected';
      if (!(await tx.decide(kind, userId, status, approve ? '' : reason, Date.now()))) {
        const now = await tx.status(kind, userId);
        throw now === undefined ? new AppError('A0078') : new AppError('B0009', now);
      }
      await this.messages.write(tx.db, certificationReviewed(userId, kind, approve, reason));
      await within(tx.db, { status: 'pending' }, { status, reason: approve ? '' : reason });
    });
  }

  /** Whether the customer has a certification of this kind (any state). */
  async certExists(db: Db, kind: CertKind, userId: number): Promise<boolean> {
    return (await this.certs.on(db).status(kind, userId)) !== undefined;
  }

  /** The ids among `userIds` that name no account. */
  async missingAccounts(db: Db, userIds: readonly number[]): Promise<number[]> {
    const tx = this.accounts.on(db);
    const missing: number[] = [];
    for (const id of userIds) if (!(await tx.statusOf(id))) missing.push(id);
    return missing;
  }

  /**
   * Re-opens a decided certification inside the caller's transaction `db` (the four-eyes
   * approval's) with the customer's bilingual message: A0078 when there is none, B0009 (data: the
   * state now) when it is not decided.
   */
  async reopenCert(db: Db, kind: CertKind, userId: number, reason: string) {
    const certs = this.certs.on(db);
    const before = await certs.status(kind, userId);
    if (before === undefined) throw new AppError('A0078');
    if (!(await certs.reopen(kind, userId))) throw new AppError('B0009', before);
    await this.messages.write(db, reviewReopened(userId, REOPENED_NAMES[kind], reason));
    return { before: { status: before }, after: { status: 'pending' } };
  }
}
