import './zod.js';
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { STAFF_ROLES, staffRoleSchema } from './console.js';
import { LIMITS } from './limits.js';

/**
 * Staff administration and the four-eyes rule in the console (issue 15, decision 0022). Every
 * call needs the `administrator` role; the approvals queue also lists the kinds other roles may
 * decide (re-opening a decided review, bulk actions) once those kinds are registered. Paths are
 * in CONSOLE_ROUTES (`staff*`, `approval*`).
 */

/** A staff username: 3-64 letters, digits, `_`, `.` or `-` (as `create-staff`). */
export const STAFF_USERNAME_PATTERN = new RegExp(
  `^[A-Za-z0-9_.-]{${LIMITS.staffUsernameMin},${LIMITS.staffUsernameMax}}$`,
);

export const STAFF_STATES = ['active', 'disabled'] as const;

export const staffQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(LIMITS.consoleSearchMax).optional(),
});

export const staffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(staffRoleSchema),
  /** Roles requested for this member and waiting for a second administrator. */
  pendingRoles: z.array(staffRoleSchema),
  status: z.enum(STAFF_STATES),
  /** TOTP enrolled (false: the member enrols at the next sign-in). */
  enrolled: z.boolean(),
  /** ISO time of the last sign-in with both factors, null when never. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * While the second factor is locked after too many wrong codes (decision 0040): until when
   * (ISO), else null. The staff screen tells the administrators.
   */
  codeLockedUntil: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const staffCreateSchema = z.object({
  username: z.string().trim().regex(STAFF_USERNAME_PATTERN),
  /** Roles to request for the new member: each waits for another administrator's approval. */
  roles: z.array(staffRoleSchema).max(STAFF_ROLES.length).default([]),
  reason: z.string().trim().max(LIMITS.staffReasonMax).default(''),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffCreatedSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The initial password, shown once and never again. */
  password: z.string(),
  /** Ids of the approval requests opened for the roles. */
  approvals: z.array(z.number().int()),
});
export type StaffCreated = z.infer<typeof staffCreatedSchema>;

export const staffStatusSchema = z.object({
  staffId: idSchema,
  action: z.enum(['disable', 'enable']),
});
export type StaffStatusChange = z.infer<typeof staffStatusSchema>;

export const staffIdSchema = z.object({ staffId: idSchema });

/**
 * The roles a member should hold: roles left out are removed at once; roles added are requested
 * (each an approval for another administrator).
 */
export const staffRolesSchema = z.object({
  staffId: idSchema,
  roles: z.array(staffRoleSchema).max(STAFF_ROLES.length),
  reason: z.string().trim().max(LIMITS.staffReasonMax).default(''),
});
export type StaffRolesChange = z.infer<typeof staffRolesSchema>;
export const staffRolesResultSchema = z.object({
  roles: z.array(staffRoleSchema),
  removed: z.array(staffRoleSchema),
  /** Approval requests opened for the added roles. */
  approvals: z.array(z.number().int()),
});
export type StaffRolesResult = z.infer<typeof staffRolesResultSchema>;

/** Kinds of four-eyes requests the server knows (more are registered by later queues). */
export const APPROVAL_KINDS = ['staff.role.grant'] as const;
export const APPROVAL_STATES = ['pending', 'approved', 'refused'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const approvalQuerySchema = pageQuerySchema.extend({
  state: z.enum(APPROVAL_STATES).default('pending'),
});
export const approvalRowSchema = z.object({
  id: z.number().int(),
  /** A registered kind; the console names the known ones and shows the rest as they are. */
  kind: z.string(),
  /** The act's parameters (for a role grant: `{ staffId, username, role }`). */
  payload: z.record(z.string(), z.unknown()),
  objectType: z.string(),
  objectId: z.string(),
  requester: z.string(),
  reason: z.string(),
  state: z.enum(APPROVAL_STATES),
  decider: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  /** False when the caller asked for it: nobody approves their own request. */
  canDecide: z.boolean(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const approvalDecisionSchema = z.object({
  id: idSchema,
  approve: z.boolean(),
  note: z.string().trim().max(LIMITS.staffReasonMax).default(''),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;
