import type { Db } from '../../db/kysely.js';
import type { AuditService } from './audit.service.js';
import type { StaffMeta, StaffSession } from './staff.service.js';
import type { AuditAction } from '@seuiot/contract';

/** Writes a console action's audit record on the action's own transaction. */
export type WithinAction = (
  db: Db,
  before: unknown,
  after: unknown,
  /** The object's id when it was made by the action itself (a new notice). */
  madeId?: number,
) => Promise<void>;

/** The audit callback of one action by a signed-in staff member (who, from where, on what). */
export function auditWithin(
  audit: AuditService,
  s: StaffSession,
  meta: StaffMeta,
  action: AuditAction,
  objectType: string,
  objectId: number | string,
): WithinAction {
  return (db, before, after, madeId) =>
    audit.append(db, {
      staffId: s.staffId,
      staff: s.username,
      ip: meta.ip,
      action,
      objectType,
      objectId: madeId ?? objectId,
      before,
      after,
    });
}
