import { z } from 'zod';
import {
  STAFF_ROLES,
  staffRoleSchema,
  type Page,
  type StaffCreate,
  type StaffCreated,
  type StaffRole,
  type StaffRolesChange,
  type StaffRolesResult,
  type StaffRow,
  type StaffStatusChange,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { ApprovalsRepo } from './approvals.repo.js';
import { APPROVALS, ApprovalsService, type ApprovalActor } from './approvals.service.js';
import { AuditService } from './audit.service.js';
import { StaffAdminRepo } from './staff-admin.repo.js';
import { parseRoles, StaffService } from './staff.service.js';

/** The four-eyes kind of a role grant: its payload names the member and the one role. */
export const ROLE_GRANT = 'staff.role.grant';
const grantSchema = z.object({
  staffId: z.number().int().positive(),
  username: z.string(),
  role: staffRoleSchema,
});
type Grant = z.infer<typeof grantSchema>;

/** Roles in the contract's order, without repeats, as stored. */
function rolesText(roles: readonly StaffRole[]): string {
  return STAFF_ROLES.filter((r) => roles.includes(r)).join(',');
}

/**
 * A role grant, executed when a second administrator approves: refused (B0009) when the member
 * holds the role by then; the roles change by a conditional update on what they were.
 */
APPROVALS.register<Grant>({
  kind: ROLE_GRANT,
  payload: grantSchema,
  deciders: ['administrator'],
  object: (p) => ({ type: 'staff', id: p.staffId }),
  async check(db, p) {
    if (!(await new StaffAdminRepo(db).byId(p.staffId))) throw new AppError('A0078', p.staffId);
  },
  async execute(db, p) {
    const repo = new StaffAdminRepo(db);
    const staff = await repo.byId(p.staffId);
    if (!staff) throw new AppError('A0078');
    const roles = parseRoles(staff.roles);
    if (roles.includes(p.role)) throw new AppError('B0009', 'granted');
    const next = rolesText([...roles, p.role]);
    if (!(await repo.setRoles(staff.id, staff.roles, next, Date.now())))
      throw new AppError('B0009', 'changed');
    return { before: { roles }, after: { roles: parseRoles(next), granted: p.role } };
  },
});

/**
 * Staff administration (administrator role): the list, new members, disable / enable, TOTP reset
 * and roles. Removing a role or disabling acts at once; granting a role is a four-eyes request.
 */
export class StaffAdminService {
  constructor(
    private readonly repo: StaffAdminRepo,
    private readonly staff: StaffService,
    private readonly approvals: ApprovalsService,
    private readonly audit: AuditService,
  ) {}

  static on(db: Db): StaffAdminService {
    return new StaffAdminService(
      new StaffAdminRepo(db),
      StaffService.on(db),
      ApprovalsService.on(db),
      AuditService.on(db),
    );
  }

  private who(actor: ApprovalActor) {
    return { staffId: actor.staffId, staff: actor.username, ip: actor.ip };
  }

  /** Roles requested and still waiting, per member id. */
  private async pendingRoles(db: Db, ids: string[]): Promise<Map<string, StaffRole[]>> {
    const rows = await new ApprovalsRepo(db).pendingFor(ROLE_GRANT, 'staff', ids);
    const out = new Map<string, StaffRole[]>();
    for (const r of rows) {
      const p = grantSchema.safeParse(JSON.parse(r.payload));
      if (p.success) out.set(r.object_id, [...(out.get(r.object_id) ?? []), p.data.role]);
    }
    return out;
  }

  async list(keyword: string | undefined, pageNum: number, pageSize: number) {
    const total = await this.repo.count(keyword);
    const rows = await this.repo.page(keyword, (pageNum - 1) * pageSize, pageSize);
    const pending = await this.pendingRoles(
      this.repo.db,
      rows.map((r) => String(r.id)),
    );
    const list: StaffRow[] = rows.map((r) => ({
      id: r.id,
      username: r.username,
      roles: parseRoles(r.roles),
      pendingRoles: pending.get(String(r.id)) ?? [],
      status: r.status === 'active' ? 'active' : 'disabled',
      enrolled: r.totp_enabled === 1,
      lastLoginAt:
        r.last_login_at === null ? null : new Date(Number(r.last_login_at)).toISOString(),
      createdAt: new Date(Number(r.created_at)).toISOString(),
      codeLockedUntil:
        Number(r.code_locked_until) > Date.now()
          ? new Date(Number(r.code_locked_until)).toISOString()
          : null,
    }));
    return { list, total, pageNum, pageSize } satisfies Page<StaffRow>;
  }

  /** Role grants for a member, in the caller's transaction, skipping roles already requested. */
  private async requestRoles(
    db: Db,
    actor: ApprovalActor,
    target: { id: number; username: string },
    roles: readonly StaffRole[],
    reason: string,
  ): Promise<number[]> {
    const waiting = (await this.pendingRoles(db, [String(target.id)])).get(String(target.id)) ?? [];
    const ids: number[] = [];
    for (const role of STAFF_ROLES.filter((r) => roles.includes(r) && !waiting.includes(r))) {
      const grant: Grant = { staffId: target.id, username: target.username, role };
      ids.push(await this.approvals.request(db, actor, ROLE_GRANT, grant, reason));
    }
    return ids;
  }

  /**
   * A new member without roles and its initial password (answered once); each role asked for
   * becomes a grant request for another administrator, in the same transaction.
   */
  async create(actor: ApprovalActor, c: StaffCreate): Promise<StaffCreated> {
    const fresh = await this.staff.prepare(c.username);
    return this.repo.db.transaction().execute(async (tx) => {
      const id = await this.staff.insertNew(tx, fresh, [], this.who(actor));
      const target = { id, username: fresh.username };
      const approvals = await this.requestRoles(tx, actor, target, c.roles, c.reason);
      return { id, username: fresh.username, password: fresh.password, approvals };
    });
  }

  /**
   * Disables (every session ends in the same transaction) or enables a member. Nobody disables
   * themselves (A0017); B0009 when the member is already in the asked state.
   */
  async setStatus(actor: ApprovalActor, c: StaffStatusChange): Promise<void> {
    if (c.action === 'disable' && c.staffId === actor.staffId) throw new AppError('A0017');
    const [from, to] = c.action === 'disable' ? ['active', 'disabled'] : ['disabled', 'active'];
    await this.repo.db.transaction().execute(async (tx) => {
      const repo = new StaffAdminRepo(tx);
      if (!(await repo.setStatus(c.staffId, from, to, Date.now()))) {
        const now = await repo.byId(c.staffId);
        throw now ? new AppError('B0009', now.status) : new AppError('A0078');
      }
      if (c.action === 'disable') await repo.endSessions(c.staffId);
      await this.audit.append(tx, {
        ...this.who(actor),
        action: `staff.${c.action}`,
        objectType: 'staff',
        objectId: c.staffId,
        before: { status: from },
        after: { status: to },
      });
    });
  }

  /** Forgets the member's TOTP and recovery codes and ends their sessions: they enrol again. */
  async resetTotp(actor: ApprovalActor, staffId: number): Promise<void> {
    await this.repo.db.transaction().execute(async (tx) => {
      const repo = new StaffAdminRepo(tx);
      const staff = await repo.byId(staffId);
      if (!staff) throw new AppError('A0078');
      await repo.resetTotp(staffId, Date.now());
      await repo.endSessions(staffId);
      await this.audit.append(tx, {
        ...this.who(actor),
        action: 'staff.totp.reset',
        objectType: 'staff',
        objectId: staffId,
        before: { totp: staff.totp_enabled === 1 },
        after: { totp: false, recoveryCodes: 0 },
      });
    });
  }

  /**
   * Sets the roles a member should hold: roles left out are removed at once (audited); roles
   * added become grant requests. B0009 when the roles changed meanwhile.
   */
  async setRoles(actor: ApprovalActor, c: StaffRolesChange): Promise<StaffRolesResult> {
    return this.repo.db.transaction().execute(async (tx) => {
      const repo = new StaffAdminRepo(tx);
      const staff = await repo.byId(c.staffId);
      if (!staff) throw new AppError('A0078');
      const held = parseRoles(staff.roles);
      const removed = held.filter((r) => !c.roles.includes(r));
      const kept = held.filter((r) => c.roles.includes(r));
      if (removed.length > 0) {
        if (!(await repo.setRoles(staff.id, staff.roles, rolesText(kept), Date.now())))
          throw new AppError('B0009', 'changed');
        await this.audit.append(tx, {
          ...this.who(actor),
          action: 'staff.role.remove',
          objectType: 'staff',
          objectId: staff.id,
          before: { roles: held },
          after: { roles: kept, removed },
        });
      }
      const added = c.roles.filter((r) => !held.includes(r));
      const target = { id: staff.id, username: staff.username };
      const approvals = await this.requestRoles(tx, actor, target, added, c.reason);
      return { roles: kept, removed, approvals };
    });
  }
}
