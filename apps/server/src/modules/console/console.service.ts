import type {
  AuditAction,
  AccountDecision,
  AuditQuery,
  CertDecision,
  CertQueueQuery,
  ConsoleCertKind,
  Dashboard,
} from '@seuiot/contract';
import type { OperatorService } from '../accounts/operator.service.js';
import { rejectReasonText } from '../accounts/operator.service.js';
import type { ApprovalsRepo } from './approvals.repo.js';
import type { AuditService } from './audit.service.js';
import { APPROVE_ALL_KIND } from './approvals.service.js';
import type { StaffMeta, StaffSession } from './staff.service.js';

/**
 * The console's work queues and audit pages: each decision goes through the accounts module's
 * operator service (today's CLI logic) with its audit record written in the same transaction.
 */
export class ConsoleService {
  constructor(
    private readonly operator: OperatorService,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsRepo,
  ) {}

  private entry(
    s: StaffSession,
    meta: StaffMeta,
    action: AuditAction,
    type: string,
    id: number | string,
  ) {
    return {
      staffId: s.staffId,
      staff: s.username,
      ip: meta.ip,
      action,
      objectType: type,
      objectId: id,
    };
  }

  async dashboard(): Promise<Dashboard> {
    const f = await this.operator.queueFigures();
    const figure = (queue: Dashboard['queues'][number]['queue'], x: typeof f.accounts) => ({
      queue,
      waiting: x.waiting,
      oldestSince: x.oldest === null ? null : new Date(x.oldest).toISOString(),
    });
    return {
      queues: [
        figure('accounts', f.accounts),
        figure('identity', f.identity),
        figure('enterprise', f.enterprise),
      ],
    };
  }

  /** A page of accounts, each marked when an "approve all" request naming it awaits a decision. */
  async accounts(q: Parameters<OperatorService['accountQueue']>[0]) {
    const page = await this.operator.accountQueue(q);
    const waiting = new Set<number>();
    for (const payload of await this.approvals.pendingPayloads(APPROVE_ALL_KIND)) {
      const { userIds } = JSON.parse(payload) as { userIds?: unknown };
      if (Array.isArray(userIds)) for (const id of userIds) waiting.add(Number(id));
    }
    return { ...page, list: page.list.map((a) => ({ ...a, awaitingApproval: waiting.has(a.id) })) };
  }

  /** Returns the account's id, whose cached answers and sessions the caller forgets. */
  async decideAccount(s: StaffSession, meta: StaffMeta, d: AccountDecision): Promise<void> {
    await this.operator.decideAccount(d.userId, d.action, (db, before, after) =>
      this.audit.append(db, {
        ...this.entry(s, meta, `account.${d.action}`, 'user', d.userId),
        before,
        after: d.reason ? { ...(after as object), reason: d.reason } : after,
      }),
    );
  }

  certs(q: CertQueueQuery) {
    return this.operator.certQueue(q);
  }

  certDetail(kind: ConsoleCertKind, userId: number) {
    return this.operator.certDetail(kind, userId);
  }

  /** A certification photo; viewing it is audited (it shows a person's documents). */
  async certPhoto(
    s: StaffSession,
    meta: StaffMeta,
    kind: ConsoleCertKind,
    userId: number,
    photo: 'portrait' | 'emblem' | 'license',
  ) {
    const f = await this.operator.certPhoto(kind, userId, photo);
    await this.audit.record({
      ...this.entry(s, meta, 'cert.photo.view', kind, userId),
      after: { photo },
    });
    return f;
  }

  async decideCert(s: StaffSession, meta: StaffMeta, d: CertDecision): Promise<void> {
    const reason = d.approve ? '' : rejectReasonText(d.reasonType!, d.reason);
    await this.operator.decideCert(d.kind, d.userId, d.approve, reason, (db, before, after) =>
      this.audit.append(db, {
        ...this.entry(s, meta, d.approve ? 'cert.approve' : 'cert.reject', d.kind, d.userId),
        before,
        after: d.approve ? after : { ...(after as object), reasonType: d.reasonType },
      }),
    );
  }

  /** A page of the audit log; the reading is itself audited. */
  async auditList(s: StaffSession, meta: StaffMeta, q: AuditQuery) {
    await this.audit.record({
      ...this.entry(s, meta, 'audit.read', 'audit', ''),
      after: filterOf(q),
    });
    return this.audit.list(q);
  }

  /**
   * The names of the actions in the log, for the filter. Not audited itself: it tells which kinds
   * of act exist, not who did what to which object (the page that uses it is audited as read).
   */
  auditActions(): Promise<string[]> {
    return this.audit.actions();
  }

  async auditExport(s: StaffSession, meta: StaffMeta, q: AuditQuery): Promise<string> {
    await this.audit.record({
      ...this.entry(s, meta, 'audit.export', 'audit', ''),
      after: filterOf(q),
    });
    return this.audit.csv(q);
  }

  async auditVerify(s: StaffSession, meta: StaffMeta) {
    const result = await this.audit.verify();
    await this.audit.record({ ...this.entry(s, meta, 'audit.verify', 'audit', ''), after: result });
    return result;
  }
}

function filterOf(q: AuditQuery) {
  return {
    action: q.action,
    staff: q.staff,
    objectType: q.objectType,
    objectId: q.objectId,
    from: q.from,
    to: q.to,
    pageNum: q.pageNum,
  };
}
