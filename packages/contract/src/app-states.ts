/** Developer apps (apps.ts): the states of spec 4. */

// States (spec 4)

/**
 * App review status (spec 4): `draft` pending submission (saved, not submitted); `pending`
 * pending review (the first review); `approved` reviewed; `updatePending` update pending review
 * (changes to the listing of an approved app); `updateRejected` update review rejected (the
 * approved listing stays live, the changes wait to be fixed); `rejected` review not approved
 * (first review, with the reject reasons).
 */
export const APP_REVIEW_STATUSES = [
  'draft',
  'pending',
  'approved',
  'updatePending',
  'updateRejected',
  'rejected',
] as const;
export type AppReviewStatus = (typeof APP_REVIEW_STATUSES)[number];

/** The states in which an app has passed its first review: it may be released and get versions. */
export const APP_PASSED_STATUSES: readonly AppReviewStatus[] = [
  'approved',
  'updatePending',
  'updateRejected',
];

/** Shelf status (spec 4): `launched` in the market, `ready` for launching (not in the market). */
export const SHELF_STATUSES = ['launched', 'ready'] as const;
export type ShelfStatus = (typeof SHELF_STATUSES)[number];

/**
 * Version status (spec 4): `draft` pending submission; `pending` pending review; `approved`
 * reviewed, not published; `published` (the newest published one is the app's current version
 * in the market); `updateRejected` a later version (an update) rejected; `rejected` the app's
 * first version, rejected with the app's first review.
 */
export const VERSION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'published',
  'updateRejected',
  'rejected',
] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/**
 * Developer onboarding (spec 4): `none` nothing filled in; `draft` filled in, not submitted;
 * `pending` pending review; `approved`; `rejected` with reasons (fill in again and resubmit).
 */
export const DEVELOPER_STATUSES = ['none', 'draft', 'pending', 'approved', 'rejected'] as const;
export type DeveloperStatus = (typeof DEVELOPER_STATUSES)[number];

/** An individual developer, or a company (needs an approved enterprise certification). */
export const DEVELOPER_TYPES = ['personal', 'company'] as const;

/** What a form call does: `save` keeps it as a draft (pending submission), `submit` sends it for review. */
export const FORM_ACTIONS = ['save', 'submit'] as const;
