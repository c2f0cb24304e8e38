import './zod.js';
import { z } from 'zod';
import { isReasonFor, reviewSchema } from './apps.js';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * The console's review queues for developer onboarding, apps and versions (issue 15, decision
 * 0020). Calls are CONSOLE_REVIEW_CALLS (paths CONSOLE_REVIEW_PATHS); every call needs the `reviewer`
 * role.
 */

export const CONSOLE_REVIEW_QUEUES = ['developers', 'apps', 'versions'] as const;
export type ConsoleReviewQueue = (typeof CONSOLE_REVIEW_QUEUES)[number];

/** The state filter of a queue: waiting, accepted or refused (each queue maps its own states). */
export const CONSOLE_REVIEW_FILTERS = ['pending', 'approved', 'rejected'] as const;
export type ConsoleReviewFilter = (typeof CONSOLE_REVIEW_FILTERS)[number];

export const consoleReviewQuerySchema = pageQuerySchema.extend({
  queue: z.enum(CONSOLE_REVIEW_QUEUES),
  status: z.enum(CONSOLE_REVIEW_FILTERS).default('pending'),
});
export type ConsoleReviewQuery = z.infer<typeof consoleReviewQuerySchema>;

/** What a decision is about: an application, an app's first review, a listing update, a version. */
export const CONSOLE_REVIEW_SUBJECTS = ['developer', 'app', 'update', 'version'] as const;
export type ConsoleReviewSubject = (typeof CONSOLE_REVIEW_SUBJECTS)[number];

export const consoleReviewRowSchema = z.object({
  /** The developer's account id, the app's id or the version's id. */
  id: z.number().int(),
  subject: z.enum(CONSOLE_REVIEW_SUBJECTS),
  userId: z.number().int(),
  username: z.string(),
  /** The developer's name, or the app's name in both languages. */
  title: z.string(),
  status: z.string(),
  versionName: z.string().nullable(),
  versionCode: z.number().int().nullable(),
  /** ISO time of the submission; null for an item never submitted. */
  submittedAt: z.string().nullable(),
});
export type ConsoleReviewRow = z.infer<typeof consoleReviewRowSchema>;

export const consoleReviewDetailQuerySchema = z.object({
  queue: z.enum(CONSOLE_REVIEW_QUEUES),
  id: idSchema,
});

/** The facts read from an install package (decision 0015 / 0017). */
export const consoleApkSchema = z.object({
  versionId: z.number().int(),
  status: z.string(),
  packageName: z.string(),
  versionCode: z.number().int().nullable(),
  versionName: z.string(),
  minSdk: z.number().int().nullable(),
  /** SHA-256 of each signing certificate (lower-case hex). */
  signerSha256: z.array(z.string()),
  packageSize: z.number().int(),
  updateZh: z.string(),
  updateEn: z.string(),
});
export type ConsoleApk = z.infer<typeof consoleApkSchema>;

export const consoleReviewDetailSchema = z.object({
  subject: z.enum(CONSOLE_REVIEW_SUBJECTS),
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  /** The submitted form, field key → value (labels translated by the console). */
  fields: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Icon and media uploads, fetched through CONSOLE_REVIEW_PATHS.file (staff only). */
  iconFileId: z.number().int().nullable(),
  media: z.array(
    z.object({ fileId: z.number().int().nullable(), kind: z.string(), url: z.string() }),
  ),
  /** The package under review (a version, or an app's first version). */
  apk: consoleApkSchema.nullable(),
  /** The last accepted version before it (approved or published), null for a first version. */
  previous: consoleApkSchema.nullable(),
  /** What differs from the previous accepted version, or from the live listing for an update. */
  changes: z.array(z.object({ key: z.string(), before: z.string(), after: z.string() })),
  /** The app this is about (null for a developer application) and whether it is on the market. */
  appId: z.number().int().nullable(),
  released: z.boolean(),
  /** A reviewer's reason for taking the app off the market, until a new approval lifts it. */
  takenDownReason: z.string(),
  /** The latest decision on it, with its reply thread. */
  review: reviewSchema.nullable(),
  actions: z.object({ decide: z.boolean(), takeDown: z.boolean(), reply: z.boolean() }),
});
export type ConsoleReviewDetail = z.infer<typeof consoleReviewDetailSchema>;

export const consoleReviewDecisionSchema = z
  .object({
    queue: z.enum(CONSOLE_REVIEW_QUEUES),
    id: idSchema,
    approve: z.boolean(),
    /** Typed reasons of a rejection (contract REVIEW_REASONS, for the item's scope). */
    reasons: z
      .array(z.string().max(LIMITS.reviewReasonCodeMax))
      .max(LIMITS.reviewReasonsMax)
      .default([]),
    note: z.string().trim().max(LIMITS.reviewTextMax).default(''),
  })
  .superRefine((d, ctx) => {
    if (d.approve) return;
    const scope = d.queue === 'developers' ? 'developer' : d.queue === 'apps' ? 'app' : 'version';
    if (d.reasons.length === 0 || d.reasons.some((r) => !isReasonFor(r, scope)))
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: `reasons of a ${scope}` });
    if (d.reasons.includes('other') && !d.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: '"other" needs a note' });
  });
export type ConsoleReviewDecision = z.infer<typeof consoleReviewDecisionSchema>;

export const consoleReviewReplySchema = z.object({
  reviewId: idSchema,
  text: z.string().trim().min(1).max(LIMITS.reviewTextMax),
});
export type ConsoleReviewReply = z.infer<typeof consoleReviewReplySchema>;

export const consoleTakeDownSchema = z.object({
  appId: idSchema,
  reason: z.string().trim().min(1).max(LIMITS.staffReasonMax),
});
export type ConsoleTakeDown = z.infer<typeof consoleTakeDownSchema>;

/**
 * What a decided review is about when a reviewer asks to re-open it (four eyes, decision 0020):
 * a developer application (`id` = the user), an app, a version, or a certification (`id` = the
 * user).
 */
export const REOPEN_SUBJECTS = ['developer', 'app', 'version', 'identity', 'enterprise'] as const;
export type ReopenSubject = (typeof REOPEN_SUBJECTS)[number];

export const consoleReopenSchema = z.object({
  subject: z.enum(REOPEN_SUBJECTS),
  id: idSchema,
  reason: z.string().trim().min(1).max(LIMITS.staffReasonMax),
});
export type ConsoleReopen = z.infer<typeof consoleReopenSchema>;
/** The answer: the approval request waiting for a second reviewer. */
export const consoleReopenAnswerSchema = z.object({ approvalId: z.number().int() });

export const consoleReviewFileQuerySchema = z.object({ fileId: idSchema });

/** The install package of a submitted version, for its reviewer (issue 26 item 5, audited). */
export const consoleReviewPackageQuerySchema = z.object({ versionId: idSchema });
