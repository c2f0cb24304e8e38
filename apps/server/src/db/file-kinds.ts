/**
 * The kinds of stored files (`files.kind`) an account owns, and the quota each counts against.
 * The two quotas are apart (README configuration; decisions 0010, 0015, 0047): the account's own
 * files (its pictures and its work-order attachments) under USER_STORAGE_QUOTA_MB, a developer's
 * app files (icons, install packages, intro media) under DEVELOPER_STORAGE_QUOTA_MB. Every check
 * of either quota sums only its own kinds, so filling one never refuses an upload to the other.
 */

/** Under the account's quota (USER_STORAGE_QUOTA_MB). */
export const ACCOUNT_FILE_KINDS: readonly string[] = ['avatar', 'identity', 'license', 'order'];

/** A developer's app files, by upload purpose (DEVELOPER_STORAGE_QUOTA_MB). */
export const APP_UPLOAD_KINDS = {
  icon: 'app-icon',
  package: 'app-package',
  media: 'app-media',
} as const;

/** Under the developer's quota (DEVELOPER_STORAGE_QUOTA_MB). */
export const APP_FILE_KINDS: readonly string[] = Object.values(APP_UPLOAD_KINDS);
