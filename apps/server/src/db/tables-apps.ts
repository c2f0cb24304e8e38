import type { Generated } from 'kysely';
import type { Bi, Millis } from './tables-columns.js';

/**
 * Apps, developer onboarding, versions, listing changes, uploads and review decisions (tables.ts).
 */

export type AppsTable = {
  id: Generated<number>;
  /** market or ecology. */
  channel: string;
  classification_id: number;
  icon: string;
  package_name: string;
  version_name: string;
  version_code: number;
  /** free or paid. */
  charge_type: string;
  software_type: string;
  developer_name: string;
  developer_id: number | null;
  downloads: number;
  recommended: number;
  released: number;
  created_at: Millis;
  updated_at: Millis;
  /**
   * Developer apps (decision 0015): draft, pending, approved, updatePending, updateRejected,
   * rejected; the catalogue's apps are approved. Only `released` decides what the market shows.
   */
  review_status: Generated<string>;
  submitted_at: Generated<Millis | null>;
  reviewed_at: Generated<Millis | null>;
  test_account: Generated<string>;
  /** The uploaded icon (`icon` holds its address). */
  icon_file_id: Generated<number | null>;
  /** The published version the market shows, and its update content and package size. */
  current_version_id: Generated<number | null>;
  update_zh: Generated<string>;
  update_en: Generated<string>;
  package_size: Generated<number>;
  /** Signing certificates of the first approved version (SHA-256, sorted, comma separated). */
  signer_sha256: Generated<string>;
  /** The highest versionCode ever published: a new version must pass it. */
  published_code_max: Generated<number>;
  /** Set when a reviewer took the app off the market; cleared when a new listing review passes. */
  taken_down_reason: Generated<string>;
} & Bi<'name'> &
  Bi<'summary'> &
  Bi<'intro'>;

/** Links carry their app's channel, release state and update time (list order). */
export interface AppProductsTable {
  app_id: number;
  product_id: number;
  channel: Generated<string>;
  released: Generated<number>;
  updated_at: Generated<Millis>;
}
export interface AppMediaTable {
  id: Generated<number>;
  app_id: number;
  /** image or video. */
  kind: string;
  url: string;
  sort: number;
  /** The uploaded file of a developer app's medium; null for the catalogue's. */
  file_id: Generated<number | null>;
}

/** A developer's onboarding (decision 0015). */
export interface DevelopersTable {
  user_id: number;
  /** personal or company. */
  type: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  intro: string;
  /** draft, pending, approved, rejected. */
  status: string;
  submitted_at: Millis | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** A version of a developer app. */
export interface AppVersionsTable {
  id: Generated<number>;
  app_id: number;
  /** The package's versionCode; null while no package is attached. */
  version_code: number | null;
  version_name: string;
  package_file_id: number | null;
  package_name: string;
  signer_sha256: string;
  min_sdk: number | null;
  package_size: number;
  update_zh: string;
  update_en: string;
  /** draft, pending, approved, published, updateRejected, rejected. */
  status: string;
  downloads: Generated<number>;
  submitted_at: Millis | null;
  reviewed_at: Millis | null;
  published_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** Changes to an approved app's listing, waiting for (or failed) their review. */
export type AppEditsTable = {
  app_id: number;
  classification_id: number;
  icon_file_id: number | null;
  test_account: string;
  /** JSON [{ fileId, kind }]. */
  media: string;
  updated_at: Millis;
} & Bi<'name'> &
  Bi<'summary'> &
  Bi<'intro'>;

/** The names developer apps use (lower case, trimmed), in either language. */
export interface AppNamesTable {
  name_key: string;
  app_id: number;
}

/** What an uploaded icon, package or medium is, and which app uses it. */
export interface AppUploadsTable {
  file_id: number;
  owner_id: number;
  /** icon, package, media. */
  purpose: string;
  file_name: string;
  media_kind: string | null;
  app_id: number | null;
  package_name: string | null;
  version_code: number | null;
  version_name: string | null;
  min_sdk: number | null;
  label: string | null;
  signer_sha256: string | null;
  /** Comma separated (contract UPLOAD_WARNINGS). */
  warnings: string;
  created_at: Millis;
}

/** A review decision: onboarding, an app's first review or listing update, a version. */
export interface AppReviewsTable {
  id: Generated<number>;
  /** developer, app, update, version. */
  subject: string;
  user_id: number;
  app_id: number | null;
  version_id: number | null;
  version_name: string | null;
  /** approved, rejected. */
  outcome: string;
  /** Reason codes, comma separated. */
  reasons: string;
  note: string;
  reviewer: string;
  submitted_at: Millis;
  decided_at: Millis;
}

export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  /** developer or reviewer. */
  author: string;
  body: string;
  created_at: Millis;
}
