import './zod.js';
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * The staff console (issue 15): staff sign-in with TOTP, the audit log and the first work queues.
 * Paths are after the console API prefix (`<apiPrefix>/console`); the staff session cookie is
 * scoped to that prefix, so the portal's calls never carry it.
 */

/** Path of the console API after the API prefix; the staff cookie's Path. */
export const CONSOLE_API = '/console';

/** Name of the staff session cookie (HttpOnly, SameSite=Strict, path-scoped). */
export const STAFF_SESSION_COOKIE = 'seuiot_staff';

/** A staff session ends after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/**
 * Wrong second-factor codes on one staff account within 15 minutes after which its second factor
 * is locked for 15 minutes, or until an administrator resets it (decision 0040).
 */
export const STAFF_CODE_LOCK_FAILURES = 10;

/** Paths of the console calls, after the API prefix (all under CONSOLE_API). */
export const CONSOLE_ROUTES = {
  login: '/console/auth/login',
  logout: '/console/auth/logout',
  me: '/console/auth/me',
  /** Starts TOTP enrolment: a new secret and its QR code (only before the first enrolment). */
  totpEnrol: '/console/auth/totp/enrol',
  /** Confirms enrolment with a first code; answers the recovery codes, once. */
  totpConfirm: '/console/auth/totp/confirm',
  /** The second step of sign-in: a TOTP code or a recovery code. */
  totpVerify: '/console/auth/totp/verify',
  dashboard: '/console/dashboard',
  accounts: '/console/accounts',
  accountDecide: '/console/accounts/decide',
  /** Asks a second reviewer to approve several accounts at once (four eyes, decision 0022). */
  accountApproveAll: '/console/accounts/approve-all',
  certs: '/console/certs',
  certDetail: '/console/certs/detail',
  certPhoto: '/console/certs/photo',
  certDecide: '/console/certs/decide',
  audit: '/console/audit',
  auditVerify: '/console/audit/verify',
  auditExport: '/console/audit/export',
  /** The actions the log holds, for the action filter. */
  auditActions: '/console/audit/actions',
  /** Asks a second reviewer to re-open a decided review or certification (decision 0020). */
  reviewReopen: '/console/review/reopen',
  /** Staff administration and the four-eyes approvals (decision 0022, `console-staff.ts`). */
  approvals: '/console/approvals',
  approvalDecide: '/console/approvals/decide',
} as const;

/** Staff roles; a staff member may hold several. */
export const STAFF_ROLES = [
  'administrator',
  'reviewer',
  'support',
  'sales',
  'editor',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** The digits of a TOTP code. */
export const TOTP_PATTERN = new RegExp(`^\\d{${LIMITS.totpDigits}}$`);
/** A recovery code as printed: upper-case letters and digits in two groups (`ABCDE-23456`). */
const recoveryGroup = `[A-Z0-9]{${LIMITS.recoveryCodeGroup}}`;
export const RECOVERY_CODE_PATTERN = new RegExp(`^${recoveryGroup}-${recoveryGroup}$`);
/** Characters of a recovery code as printed, the hyphen included. */
export const RECOVERY_CODE_LENGTH = 2 * LIMITS.recoveryCodeGroup + 1;

export const staffLoginSchema = z.object({
  username: z.string().trim().min(1).max(LIMITS.staffUsernameMax),
  password: z.string().min(1).max(LIMITS.staffPasswordMax),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** Where a signed-in staff member stands: password given, TOTP enrolment or code still due. */
export const staffMeSchema = z.object({
  username: z.string(),
  roles: z.array(staffRoleSchema),
  /** 'enrol': no TOTP yet; 'verify': a code is due; 'full': signed in. */
  stage: z.enum(['enrol', 'verify', 'full']),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const totpEnrolmentSchema = z.object({
  /** otpauth:// URI, what the QR code holds. */
  uri: z.string(),
  /** Base32 secret, for typing into an app without a camera. */
  secret: z.string(),
  /** The QR code as an SVG data URL. */
  qr: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeSchema = z.object({ code: z.string().regex(TOTP_PATTERN) });
export const totpVerifySchema = z.union([
  z.object({ code: z.string().regex(TOTP_PATTERN) }),
  z.object({ recoveryCode: z.string().trim().toUpperCase().regex(RECOVERY_CODE_PATTERN) }),
]);
export type TotpVerify = z.infer<typeof totpVerifySchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One queue's figures on the dashboard. */
export const queueFigureSchema = z.object({
  queue: z.enum(['accounts', 'identity', 'enterprise', 'developers', 'apps', 'versions']),
  waiting: z.number().int(),
  /** ISO time the oldest waiting item was submitted, null when none waits. */
  oldestSince: z.string().nullable(),
});
export const dashboardSchema = z.object({ queues: z.array(queueFigureSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const ACCOUNT_STATES = ['pending', 'active', 'disabled'] as const;
export const accountQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(ACCOUNT_STATES).default('pending'),
  keyword: z.string().trim().max(LIMITS.consoleSearchMax).optional(),
});
export const consoleAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  truename: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATES),
  createdAt: z.string(),
  /** A four-eyes request to approve it waits for a second reviewer (issue 26). */
  awaitingApproval: z.boolean(),
});
export type ConsoleAccount = z.infer<typeof consoleAccountSchema>;

export const ACCOUNT_ACTIONS = ['approve', 'reject', 'disable', 'enable'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
/** Several accounts awaiting approval, approved together once a second reviewer agrees. */
export const accountApproveAllSchema = z.object({
  userIds: z.array(idSchema).min(1).max(LIMITS.approveAllMaxAccounts),
  reason: z.string().trim().max(LIMITS.staffReasonMax).default(''),
});
export type AccountApproveAll = z.infer<typeof accountApproveAllSchema>;

export const accountDecisionSchema = z
  .object({
    userId: idSchema,
    action: z.enum(ACCOUNT_ACTIONS),
    reason: z.string().trim().max(LIMITS.staffReasonMax).default(''),
  })
  .refine((d) => d.action !== 'reject' || d.reason.length > 0, {
    path: ['reason'],
    message: 'a rejection needs a reason',
  });
export type AccountDecision = z.infer<typeof accountDecisionSchema>;

export const CERT_KINDS = ['identity', 'enterprise'] as const;
export type ConsoleCertKind = (typeof CERT_KINDS)[number];
/** Typed reasons of a certification rejection (the customer reads them in both languages). */
export const CERT_REJECT_REASONS = [
  'photoUnclear',
  'infoMismatch',
  'documentExpired',
  'documentMissing',
  'other',
] as const;
/** The states the certification queue filters by: waiting, or decided (to re-open one). */
export const CERT_QUEUE_STATES = ['pending', 'approved', 'rejected'] as const;
export type CertQueueState = (typeof CERT_QUEUE_STATES)[number];
export const certQueueQuerySchema = pageQuerySchema.extend({
  kind: z.enum(CERT_KINDS),
  status: z.enum(CERT_QUEUE_STATES).default('pending'),
  /** Part of the customer's name, account, phone or company (case-insensitive). */
  keyword: z.string().trim().max(LIMITS.consoleSearchMax).optional(),
});
export type CertQueueQuery = z.infer<typeof certQueueQuerySchema>;
export const consoleCertRowSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Name on the ID, or the company. */
  name: z.string(),
  status: z.enum(CERT_QUEUE_STATES),
  submittedAt: z.string(),
  /** When it was decided (null while it waits). */
  reviewedAt: z.string().nullable(),
});
export type ConsoleCertRow = z.infer<typeof consoleCertRowSchema>;
export const certDetailQuerySchema = z.object({ kind: z.enum(CERT_KINDS), userId: idSchema });
export const consoleCertDetailSchema = z.object({
  kind: z.enum(CERT_KINDS),
  userId: z.number().int(),
  username: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  /** Submitted fields, label key → value (labels translated by the console). */
  fields: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Photo names to fetch through the console photo call (never a public link). */
  photos: z.array(z.string()),
});
export type ConsoleCertDetail = z.infer<typeof consoleCertDetailSchema>;
export const certPhotoQuerySchema = certDetailQuerySchema.extend({
  photo: z.enum(['portrait', 'emblem', 'license']),
});
export const certDecisionSchema = z
  .object({
    kind: z.enum(CERT_KINDS),
    userId: idSchema,
    approve: z.boolean(),
    reasonType: z.enum(CERT_REJECT_REASONS).optional(),
    reason: z.string().trim().max(LIMITS.staffReasonMax).default(''),
  })
  .refine((d) => d.approve || d.reasonType !== undefined, {
    path: ['reasonType'],
    message: 'a rejection needs a reason',
  })
  .refine((d) => d.approve || d.reasonType !== 'other' || d.reason.length > 0, {
    path: ['reason'],
    message: '"other" needs the reason written out',
  });
export type CertDecision = z.infer<typeof certDecisionSchema>;

/**
 * Every action the audit log records (`AuditEntry.action` on the server is typed by it, so a new
 * action is added here, and the console's `auditActions` texts name each one in both languages).
 */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.login',
  'staff.login.failed',
  'staff.logout',
  'staff.totp.enrol',
  'staff.totp.failed',
  /** The second factor locked after too many wrong codes on the account (decision 0040). */
  'staff.totp.locked',
  'staff.totp.reset',
  'staff.disable',
  'staff.enable',
  'staff.role.grant',
  'staff.role.remove',
  'approval.request',
  'approval.approve',
  'approval.refuse',
  'account.approve',
  'account.approveAll',
  'account.reject',
  'account.disable',
  'account.enable',
  'cert.photo.view',
  'cert.approve',
  'cert.reject',
  'developer.approve',
  'developer.reject',
  'app.approve',
  'app.reject',
  'app.takeDown',
  'version.approve',
  'version.reject',
  /** A reviewer downloaded the install package of a version (decision 0052). */
  'version.download',
  'review.reply',
  'review.reopen',
  'order.reply',
  'order.note',
  'order.assign',
  'order.merge',
  'order.close',
  'order.file.download',
  'savedReply.create',
  'savedReply.update',
  'savedReply.delete',
  'notice.create',
  'notice.edit',
  'notice.schedule',
  'notice.publish',
  'notice.publish.scheduled',
  'notice.withdraw',
  /** A draft, never shown on the portal, deleted. */
  'notice.delete',
  'banner.create',
  'banner.edit',
  'banner.publish',
  'banner.withdraw',
  'banner.order',
  'customer.sections',
  'customer.grant',
  'audit.read',
  'audit.export',
  'audit.verify',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(LIMITS.auditActionMax).optional(),
  staff: z.string().trim().max(LIMITS.staffUsernameMax).optional(),
  /** The object acted on: its type (`user`, `staff`, `approval`, ...) and id. */
  objectType: z.string().trim().max(LIMITS.auditObjectTypeMax).optional(),
  objectId: z.string().trim().max(LIMITS.auditObjectIdMax).optional(),
  /** ISO dates (inclusive range). */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.string(),
  ip: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.string(),
  after: z.string(),
  hash: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;
export const auditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  /** Id of the first record whose hash or link does not match, null when the chain holds. */
  firstBroken: z.number().int().nullable(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;
