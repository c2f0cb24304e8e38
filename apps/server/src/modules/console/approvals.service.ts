import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  AuditAction,
  ApprovalDecision,
  ApprovalRow,
  ApprovalState,
  Page,
  StaffRole,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { PendingApprovalsTable } from '../../db/tables.js';
import { AppError } from '../../http/app-error.js';
import { ApprovalsRepo } from './approvals.repo.js';
import { AuditService } from './audit.service.js';

/** Who asks for or decides a four-eyes act: the staff member of the session and their address. */
export interface ApprovalActor {
  staffId: number;
  username: string;
  roles: readonly StaffRole[];
  ip: string;
}

/**
 * One kind of act that needs a second staff member (decision 0022). A queue registers its kinds
 * once at start-up (`APPROVALS.register`), submits requests with `ApprovalsService.request`, and
 * the approvals queue executes `execute` when another staff member approves.
 */
export interface ApprovalKind<P> {
  /** Unique name, also the audit action of the act itself (e.g. 'staff.role.grant'). */
  kind: AuditAction;
  /** Checks the payload when asked and again before executing (stored as JSON). */
  payload: z.ZodType<P>;
  /** Roles that may see, approve and refuse requests of this kind. */
  deciders: readonly StaffRole[];
  /** The object the act concerns: shown in the queue, and the audit record's object. */
  object(payload: P): { type: string; id: string | number };
  /**
   * Runs when the request is made, inside the caller's transaction `db`: throws an AppError
   * (A0078, data: what is missing) when the object the act concerns does not exist, so no one is
   * asked to approve an act on nothing (issue 26).
   */
  check(db: Db, payload: P): Promise<void>;
  /**
   * Runs the act inside the approval's transaction `db`, after the request was marked approved.
   * Throws an AppError (B0009 when the object's state no longer allows it) to undo everything;
   * answers the object's state before and after for the audit record.
   */
  execute(
    db: Db,
    payload: P,
    approver: ApprovalActor,
    request: { id: number; requester: string },
  ): Promise<{ before: unknown; after: unknown }>;
}

/** The kinds the server knows; each module registers its own when its routes are set up. */
export class ApprovalKinds {
  private readonly kinds = new Map<string, ApprovalKind<unknown>>();

  register<P>(k: ApprovalKind<P>): void {
    this.kinds.set(k.kind, k as unknown as ApprovalKind<unknown>);
  }

  get(kind: string): ApprovalKind<unknown> | undefined {
    return this.kinds.get(kind);
  }

  /** Kinds a staff member with these roles may decide. */
  decidable(roles: readonly StaffRole[]): string[] {
    return [...this.kinds.values()]
      .filter((k) => k.deciders.some((r) => roles.includes(r)))
      .map((k) => k.kind);
  }

  /** Every role that decides some kind: who may open the approvals queue. */
  deciderRoles(): StaffRole[] {
    return [...new Set([...this.kinds.values()].flatMap((k) => k.deciders))];
  }
}

/** The four-eyes kind of approving several accounts at once (decision 0022; bulk.routes.ts). */
export const APPROVE_ALL_KIND = 'account.approveAll';

/** The server's one registry (kinds are stateless: they act on the transaction they are given). */
export const APPROVALS = new ApprovalKinds();

/** The four-eyes mechanism: requests, the queue, and the decision that executes the act. */
export class ApprovalsService {
  constructor(
    private readonly repo: ApprovalsRepo,
    private readonly audit: AuditService,
    private readonly kinds: ApprovalKinds = APPROVALS,
  ) {}

  static on(db: Db, kinds: ApprovalKinds = APPROVALS): ApprovalsService {
    return new ApprovalsService(new ApprovalsRepo(db), AuditService.on(db), kinds);
  }

  /**
   * Opens a request inside the caller's transaction `db` (so it lands with whatever the caller
   * does, or not at all) and audits it there; answers its id.
   */
  async request<P>(
    db: Db,
    actor: ApprovalActor,
    kind: string,
    payload: P,
    reason = '',
  ): Promise<number> {
    const k = this.kinds.get(kind);
    if (!k) throw new Error(`unknown approval kind ${kind}`);
    const checked = k.payload.parse(payload);
    await k.check(db, checked);
    const object = k.object(checked);
    const id = await this.repo.on(db).insert({
      kind,
      payload: JSON.stringify(checked),
      object_type: object.type,
      object_id: String(object.id),
      requested_by: actor.staffId,
      requester: actor.username,
      reason,
      state: 'pending',
      note: '',
      created_at: Date.now(),
    });
    await this.audit.append(db, {
      staffId: actor.staffId,
      staff: actor.username,
      ip: actor.ip,
      action: 'approval.request',
      objectType: 'approval',
      objectId: id,
      after: { kind, payload: checked, object, reason, state: 'pending' },
    });
    return id;
  }

  /** The requests of one state the actor may decide, oldest first while pending. */
  async list(
    actor: ApprovalActor,
    state: ApprovalState,
    pageNum: number,
    pageSize: number,
  ): Promise<Page<ApprovalRow>> {
    const kinds = this.kinds.decidable(actor.roles);
    const total = await this.repo.count(state, kinds);
    const rows = await this.repo.page(state, kinds, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => toRow(r, actor)), total, pageNum, pageSize };
  }

  /**
   * Approves (executing the act) or refuses a request, in one transaction with both audit
   * records. A0078: no such request, or one of a kind the actor does not decide; A0017: the
   * actor asked for it; B0009 (data: the state now): already decided, or the act no longer fits.
   */
  async decide(actor: ApprovalActor, d: ApprovalDecision): Promise<ApprovalState> {
    const row = await this.repo.byId(d.id);
    const k = row ? this.kinds.get(row.kind) : undefined;
    if (!row || !k || !k.deciders.some((r) => actor.roles.includes(r))) throw new AppError('A0078');
    if (row.requested_by === actor.staffId) throw new AppError('A0017');
    const state = d.approve ? 'approved' : 'refused';
    await this.repo.db.transaction().execute(async (tx) => {
      const repo = this.repo.on(tx);
      const by = { staffId: actor.staffId, staff: actor.username };
      if (!(await repo.decide(row.id, state, by, d.note, Date.now())))
        throw new AppError('B0009', (await repo.byId(row.id))?.state ?? null);
      const who = { staffId: actor.staffId, staff: actor.username, ip: actor.ip };
      const summary = { kind: row.kind, requester: row.requester, note: d.note };
      if (d.approve) {
        const payload = k.payload.parse(JSON.parse(row.payload));
        const object = k.object(payload);
        const change = await k.execute(tx, payload, actor, {
          id: row.id,
          requester: row.requester,
        });
        await this.audit.append(tx, {
          ...who,
          action: k.kind,
          objectType: object.type,
          objectId: object.id,
          before: change.before,
          after: { ...(change.after as object), approval: row.id, requester: row.requester },
        });
      }
      await this.audit.append(tx, {
        ...who,
        action: d.approve ? 'approval.approve' : 'approval.refuse',
        objectType: 'approval',
        objectId: row.id,
        before: { state: 'pending' },
        after: { state, ...summary },
      });
    });
    return state;
  }
}

function toRow(r: Selectable<PendingApprovalsTable>, actor: ApprovalActor): ApprovalRow {
  return {
    id: r.id,
    kind: r.kind,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    objectType: r.object_type,
    objectId: r.object_id,
    requester: r.requester,
    reason: r.reason,
    state: r.state as ApprovalState,
    decider: r.decider,
    decidedAt: r.decided_at === null ? null : new Date(Number(r.decided_at)).toISOString(),
    note: r.note,
    createdAt: new Date(Number(r.created_at)).toISOString(),
    canDecide: r.state === 'pending' && r.requested_by !== actor.staffId,
  };
}
