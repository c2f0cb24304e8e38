import {
  APP_PASSED_STATUSES,
  isReasonFor,
  type AppReviewStatus,
  type ReviewReasonCode,
  type ReviewScope,
  type VersionStatus,
} from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import type { AppRow, VersionRow } from './apps.repo.js';

/**
 * The state rules of developer apps and versions (spec 4, decision 0015), in one place: which
 * action each state allows. The services refuse what these do not allow, and the answers carry
 * them (`actions`) so the pages show only the buttons that work.
 */

export function passed(status: string): boolean {
  return (APP_PASSED_STATUSES as readonly string[]).includes(status);
}

/** B0009 with the current state, unless `ok`. */
export function allow(ok: boolean, state: string): void {
  if (!ok) throw new AppError('B0009', state);
}

export const APP_EDITABLE: readonly AppReviewStatus[] = [
  'draft',
  'rejected',
  'approved',
  'updateRejected',
];
/** Before the first approval the app row itself is the working copy. */
export const APP_UNREVIEWED: readonly AppReviewStatus[] = ['draft', 'rejected'];
export const APP_UNDER_REVIEW: readonly AppReviewStatus[] = ['pending', 'updatePending'];

/** States an app may be deleted in: before its first review, or approved without a review waiting. */
const APP_DELETABLE: readonly AppReviewStatus[] = [...APP_UNREVIEWED, 'approved', 'updateRejected'];

/**
 * Whether the developer may delete the app (issue 26 item 7, decision 0055): not while a review
 * waits (withdraw first), and an approved app only if it never reached the market. One that did
 * keeps its record for the customers who bought or installed it: unrelease takes it off.
 */
export function appDeletable(
  app: Pick<AppRow, 'review_status' | 'released' | 'current_version_id'>,
): boolean {
  // A re-opened and rejected app may have been on the market before: the same rule holds.
  const s = app.review_status as AppReviewStatus;
  return APP_DELETABLE.includes(s) && app.released !== 1 && app.current_version_id === null;
}

/** The statuses a delete's conditional update accepts (appDeletable is checked in the same transaction). */
export const APP_DELETE_FROM = APP_DELETABLE;

export function appActions(
  app: Pick<AppRow, 'review_status' | 'released' | 'current_version_id'> & {
    taken_down_reason?: string;
  },
  hasEdit: boolean,
  versions: Pick<VersionRow, 'status'>[],
) {
  const s = app.review_status as AppReviewStatus;
  const highest = versions.at(-1);
  // Taken off the market by a reviewer: released again only after a new review (decision 0020).
  const takenDown = Boolean(app.taken_down_reason);
  return {
    edit: APP_EDITABLE.includes(s),
    submit:
      s === 'draft' ||
      s === 'rejected' ||
      s === 'updateRejected' ||
      (s === 'approved' && (hasEdit || takenDown)),
    withdraw: APP_UNDER_REVIEW.includes(s),
    delete: appDeletable(app),
    release: passed(s) && app.released !== 1 && !takenDown,
    unrelease: app.released === 1,
    newVersion: passed(s) && highest?.status === 'published',
  };
}

export const VERSION_EDITABLE: readonly VersionStatus[] = [
  'draft',
  'rejected',
  'updateRejected',
  'approved',
];
export const VERSION_SUBMITTABLE: readonly VersionStatus[] = [
  'draft',
  'rejected',
  'updateRejected',
];

/**
 * What a version allows. The first version follows its app until the app's first review passed
 * (it is edited, submitted and withdrawn with the app); it is never deleted on its own.
 */
export function versionActions(
  v: Pick<VersionRow, 'id' | 'status'>,
  app: Pick<AppRow, 'review_status'>,
  place: { first: boolean; highest: boolean },
) {
  const s = v.status as VersionStatus;
  const appPassed = passed(app.review_status);
  const withApp = place.first && !appPassed;
  return {
    edit: !withApp && VERSION_EDITABLE.includes(s),
    submit: !withApp && appPassed && VERSION_SUBMITTABLE.includes(s),
    withdraw: !withApp && s === 'pending',
    publish: appPassed && s === 'approved',
    delete: !place.first && place.highest && s !== 'pending',
  };
}

/** The name keys an app holds: each name trimmed and in lower case, both languages, once. */
/**
 * The published version the market offers again when version `currentId` (the current one) is
 * deleted: the highest published below it, or none (the app then has nothing to download).
 */
export function marketFallback<V extends { id: number; status: string }>(
  versions: readonly V[],
  currentId: number,
): V | undefined {
  return versions.filter((v) => v.id < currentId && v.status === 'published').at(-1);
}

export function nameKeys(...names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
}

/** Signing certificates as kept: sorted and comma separated, so equal sets compare equal. */
export function signerKey(signers: readonly string[]): string {
  return [...new Set(signers.map((s) => s.toLowerCase()))].sort().join(',');
}

export function signersOf(key: string | null): string[] {
  return key ? key.split(',').filter(Boolean) : [];
}

/** Reason codes as kept (comma separated) back to a list. */
export function reasonsOf(text: string): ReviewReasonCode[] {
  return text.split(',').filter(Boolean) as ReviewReasonCode[];
}

/**
 * Checks a rejection's reasons for its scope: at least one, each from the list and meant for
 * the scope, and a note with `other`. Plain errors: the operator reads them.
 */
export function checkReasons(
  scope: ReviewScope,
  reasons: readonly string[],
  note: string,
): ReviewReasonCode[] {
  const codes = [...new Set(reasons.map((r) => r.trim()).filter(Boolean))];
  if (codes.length === 0) throw new Error('a rejection needs at least one reason code');
  const bad = codes.filter((c) => !isReasonFor(c, scope));
  if (bad.length) throw new Error(`not a ${scope} reason code: ${bad.join(', ')}`);
  if (codes.includes('other') && !note.trim()) throw new Error('reason "other" needs a note');
  return codes as ReviewReasonCode[];
}

/** True when a database error is a unique-key violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}
