import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite) in every table. */
type Millis = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  truename: string;
  headimg: string;
  phone: string | null;
  email: string | null;
  company_name: string;
  category: string;
  sale_manager: string;
  apply_system: number;
  sex: number;
  wechat: string;
  /** pending (awaiting review), active, disabled. */
  status: string;
  expires_at: Millis | null;
  /** Unused since decision 0010 (failures are counted per client in login_throttle). */
  failed_logins: number;
  /** Unused since decision 0010: an account is never locked. */
  locked_until: Millis | null;
  lang: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
  id_hash: string;
  user_id: number;
  created_at: Millis;
  expires_at: Millis;
  ip: string;
  user_agent: string;
}

export interface LoginRecordsTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  ip: string;
  user_agent: string;
  /** 'success' or the catalogue code answered. */
  result: string;
  created_at: Millis;
}

export interface LoginThrottleTable {
  /**
   * `client:<id>`, `ip:<address>`, `acct:<h>`, `acct-cid:<h>` or `acct-ip:<h>` (decision 0010;
   * h is a SHA-256 of the username, with the client id or address).
   */
  key: string;
  failures: number;
  updated_at: Millis;
}

export interface CaptchasTable {
  id: string;
  client_key: string;
  answer_hash: string;
  expires_at: Millis;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface PermissionsTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Stable section title the checks look for (for example `download`). */
  title: string;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  platform_id: number;
  type: number;
  title_zh: string;
  title_en: string;
  href: string;
  sort: number;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  /** 0 unread, 1 read. */
  state: number;
  created_at: Millis;
  /** A web path the message opens (a work order), or null. */
  link: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A user's message total and unread count, kept by triggers on `messages` (migration
 * 2026112701); a user without a row has none. Only the triggers write it.
 */
export interface MessageCountsTable {
  user_id: number;
  total: number;
  unread: number;
}

/** Each customer's work orders per status, kept by triggers (migration 2026120801). */
export interface OrderCountsTable {
  user_id: number;
  status: number;
  n: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  /** 0 draft, 1 published, 2 scheduled (for publish_time), 3 withdrawn (decision 0023). */
  status: number;
  publish_time: Millis;
  created_at: Millis;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: string;
  target: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  ip: string;
  created_at: Millis;
  expires_at: Millis;
  spent_at: Millis | null;
}

export interface ResetGrantsTable {
  grant_hash: string;
  user_id: number;
  expires_at: Millis;
  used_at: Millis | null;
}

/** Problem/feedback types of work orders (decision 0016). */
export interface OrderTypesTable {
  id: Generated<number>;
  grp: string;
  code: string;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

/** A service work order (spec 3, 4; decision 0016). */
export interface WorkOrdersTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  type_id: number | null;
  title: string;
  product_name: string;
  contact: string;
  description: string;
  status: number;
  device_serial: string | null;
  device_model: string | null;
  app_name: string | null;
  app_version: string | null;
  linked_order_id: number | null;
  created_at: Millis;
  submitted_at: Millis | null;
  first_reply_at: Millis | null;
  last_staff_reply_at: Millis | null;
  closed_at: Millis | null;
  closed_by: string | null;
  autoclose_warned_at: Millis | null;
  working_ms: Generated<number>;
  status_since: Millis;
  first_reply_ms: number | null;
  resolution_ms: number | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: Millis | null;
  /** The support agent it is assigned to (decision 0021). */
  assignee_id: number | null;
  assignee_name: string | null;
  /** The order a merged duplicate continues in. */
  merged_into_id: number | null;
}

/** A staff-only note on a work order (decision 0021); no customer call reads it. */
export interface WorkOrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  staff_name: string;
  content: string;
  created_at: Millis;
}

/** A canned reply of the console, in both languages. */
export interface OrderSavedRepliesTable {
  id: Generated<number>;
  title: string;
  content_zh: string;
  content_en: string;
  version: Generated<number>;
  updated_by: string;
  updated_at: Millis;
}

export interface WorkOrderMessagesTable {
  id: Generated<number>;
  order_id: number;
  author: string;
  author_name: string;
  content: string;
  content_en: string | null;
  created_at: Millis;
}

export interface WorkOrderFilesTable {
  id: Generated<number>;
  order_id: number;
  message_id: number | null;
  file_id: number;
  name: string;
  format: string;
}

export interface WorkOrderDaysTable {
  day: string;
  last: number;
}

export interface FilesTable {
  id: Generated<number>;
  owner_id: number | null;
  kind: string;
  storage_key: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: Millis;
}

export interface IdentityCertsTable {
  user_id: number;
  truename: string;
  id_type: string;
  id_hash: string;
  id_masked: string;
  portrait_file_id: number;
  emblem_file_id: number;
  /** pending, approved, rejected. */
  status: string;
  reject_reason: string;
  submitted_at: Millis;
  reviewed_at: Millis | null;
}

export interface EnterpriseCertsTable {
  user_id: number;
  company_name: string;
  tax_number: string;
  province: string;
  city: string;
  district: string;
  address: string;
  scope: string;
  license_file_id: number;
  status: string;
  reject_reason: string;
  submitted_at: Millis;
  reviewed_at: Millis | null;
}

export interface DictionaryTable {
  id: Generated<number>;
  ctg_key: string;
  value: string;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface SsoTicketsTable {
  ticket_hash: string;
  api_key: string;
  user_id: number;
  expires_at: Millis;
}

/** Bilingual text columns: `<name>_zh` and `<name>_en`. */
type Bi<N extends string> = { [K in `${N}_zh` | `${N}_en`]: string };

export type ClassificationsTable = {
  id: Generated<number>;
  parent_id: number | null;
  /** product, app, download. */
  kind: string;
  sort: number;
} & Bi<'name'>;

export type ProductsTable = {
  id: Generated<number>;
  classification_id: number;
  model: string;
  image: string;
  /** JSON [{label_zh,label_en,value_zh,value_en}]. */
  specs: string;
  sort: number;
  status: number;
} & Bi<'name'> &
  Bi<'summary'>;

export type IndustriesTable = { id: Generated<number>; sort: number } & Bi<'name'>;

export type SolutionCasesTable = {
  id: Generated<number>;
  cover: string;
  /** Yuan; 0 = by quotation. */
  price: number;
  views: number;
  recommended: number;
  status: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

/** Links carry their case's status and creation time (list order), see link-columns.ts. */
export interface CaseIndustriesTable {
  case_id: number;
  industry_id: number;
  status: Generated<number>;
  created_at: Generated<Millis>;
}
export interface CaseProductsTable {
  case_id: number;
  product_id: number;
  status: Generated<number>;
  created_at: Generated<Millis>;
}

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

export type MaterialTypesTable = { id: Generated<number>; sort: number } & Bi<'name'>;
export type MaterialsTable = {
  id: Generated<number>;
  type_id: number;
  cover: string;
  views: number;
  status: number;
  created_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

export type ArticlesTable = {
  id: Generated<number>;
  /** document or faq. */
  kind: string;
  /** The author's name for Chinese readers (and for both when `author_en` is empty). */
  author: string;
  author_en: Generated<string>;
  views: number;
  hot: number;
  status: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

export type ApiCategoriesTable = {
  id: Generated<number>;
  parent_id: number | null;
  sort: number;
} & Bi<'name'>;
export type ApiEntriesTable = {
  id: Generated<number>;
  category_id: number;
  name: string;
  signature: string;
  /** JSON [{name,type,required,description_zh,description_en}]. */
  params: string;
  example: string;
  sort: number;
} & Bi<'description'> &
  Bi<'returns'>;

export type SdksTable = {
  id: Generated<number>;
  /** general or model. */
  kind: string;
  product_id: number | null;
  version: string;
  /** JSON [{name,type,default,description_zh,description_en}]. */
  params: string;
  updated_at: Millis;
} & Bi<'name'> &
  Bi<'description'>;

export type TestPackagesTable = {
  id: Generated<number>;
  product_id: number | null;
  version: string;
  updated_at: Millis;
} & Bi<'name'> &
  Bi<'description'>;

export type BannersTable = {
  id: Generated<number>;
  position: string;
  image: string;
  link: string;
  /** The link for English readers; empty: `link` serves both (decision 0023). */
  link_en: string;
  sort: number;
  /** 1 shown, 0 withdrawn. */
  status: number;
} & Bi<'title'>;

/** Sections sales gave (allow 1) or took from (allow 0) a customer beside the roles' (0023). */
export interface UserSectionOverridesTable {
  user_id: number;
  permission_id: number;
  allow: number;
}

export type HotKeywordsTable = { id: Generated<number>; sort: number } & Bi<'word'>;
export interface SearchRecordsTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  created_at: Millis;
}

export type CatalogueFilesTable = {
  id: Generated<number>;
  classification_id: number | null;
  /** Permission title needed to download or preview. */
  section: string;
  format: string;
  size: number;
  storage_key: string;
  mime: string;
  downloads: number;
  watermark: number;
  in_download_centre: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'name'>;

export interface EntityFilesTable {
  /** case, app, material, sdk, test. */
  entity_type: string;
  entity_id: number;
  file_id: number;
  sort: number;
}

export type PlatformsTable = {
  id: Generated<number>;
  code: string;
  url: string;
  needs_authorization: number;
  trial_days: number;
  sort: number;
} & Bi<'name'> &
  Bi<'description'>;

export interface UserPlatformsTable {
  user_id: number;
  platform_id: number;
  /** trial or active. */
  state: string;
  trial_ends_at: Millis | null;
  updated_at: Millis;
}
export interface DeviceAuthorizationsTable {
  user_id: number;
  platform_id: number;
  device_quantity: number;
  granted_by: string;
  granted_at: Millis;
}
export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  serial: string;
  service_password: string;
  created_at: Millis;
}
export interface AppPurchasesTable {
  user_id: number;
  app_id: number;
  created_at: Millis;
}
export interface AdminAccountsTable {
  id: Generated<number>;
  owner_id: number;
  username: string;
  name: string;
  platform_id: number;
  created_at: Millis;
}

export interface ShareLinksTable {
  id: Generated<number>;
  /** SHA-256 of the raw token, which only the sharer ever sees. */
  token_hash: string;
  user_id: number;
  /** 1 solution case, 2 catalogue file, 3 document article. */
  entity_type: number;
  entity_id: number;
  need_login: number;
  /** App path of the shared page, without the token. */
  redirect_url: string;
  created_at: Millis;
  /** Null for links that need login (they do not expire). */
  expires_at: Millis | null;
}

export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  /** 1 solution case, 2 catalogue file, 3 document article. */
  entity_type: number;
  entity_id: number;
  topped_at: Millis | null;
  created_at: Millis;
}

/** Keys of bytes a committed change left unnamed, until the bytes are removed (decision 0010). */
export interface FileRemovalsTable {
  storage_key: string;
  created_at: number;
}

/** A staff member of the console (decision 0018); never a customer. */
export interface StaffTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Comma-separated role names (contract STAFF_ROLES). */
  roles: string;
  /** active or disabled. */
  status: string;
  totp_secret: string | null;
  totp_enabled: number;
  /** The last TOTP time-step accepted: replayed codes are refused. */
  totp_last_step: Millis;
  created_at: Millis;
  updated_at: Millis;
  /** When the staff member last signed in with both factors (decision 0022). */
  last_login_at: Millis | null;
}

/** An act waiting for a second staff member's approval (four-eyes rule, decision 0022). */
export interface PendingApprovalsTable {
  id: Generated<number>;
  kind: string;
  /** JSON of the act's parameters. */
  payload: string;
  object_type: string;
  object_id: string;
  requested_by: number;
  requester: string;
  reason: string;
  /** pending, approved or refused. */
  state: string;
  decided_by: number | null;
  decider: string | null;
  decided_at: Millis | null;
  note: string;
  created_at: Millis;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  /** 'password' until the second factor is given, then 'full'. */
  stage: string;
  created_at: Millis;
  last_seen_at: Millis;
  ip: string;
  user_agent: string;
}

export interface StaffRecoveryCodesTable {
  staff_id: number;
  /** SHA-256 of the code. */
  code_hash: string;
  used_at: Millis | null;
}

/** Append-only (triggers refuse UPDATE and DELETE); each record hashes the one before. */
export interface AuditLogTable {
  id: number;
  at: Millis;
  staff_id: number | null;
  staff: string;
  ip: string;
  action: string;
  object_type: string;
  object_id: string;
  /** JSON of the object's state before and after the action ('' when none). */
  before: string;
  after: string;
  prev_hash: string;
  hash: string;
}

/** The one row (id 1) every audit append locks first: the chain's last id and hash. */
export interface AuditHeadTable {
  id: number;
  last_id: number;
  last_hash: string;
}

export interface Database {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  pending_approvals: PendingApprovalsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_records: LoginRecordsTable;
  login_throttle: LoginThrottleTable;
  captchas: CaptchasTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  messages: MessagesTable;
  order_types: OrderTypesTable;
  work_orders: WorkOrdersTable;
  work_order_messages: WorkOrderMessagesTable;
  work_order_files: WorkOrderFilesTable;
  work_order_days: WorkOrderDaysTable;
  work_order_notes: WorkOrderNotesTable;
  order_saved_replies: OrderSavedRepliesTable;
  message_counts: MessageCountsTable;
  order_counts: OrderCountsTable;
  notices: NoticesTable;
  verification_codes: VerificationCodesTable;
  reset_grants: ResetGrantsTable;
  files: FilesTable;
  file_removals: FileRemovalsTable;
  identity_certs: IdentityCertsTable;
  enterprise_certs: EnterpriseCertsTable;
  dictionary: DictionaryTable;
  sso_tickets: SsoTicketsTable;
  classifications: ClassificationsTable;
  products: ProductsTable;
  industries: IndustriesTable;
  solution_cases: SolutionCasesTable;
  case_industries: CaseIndustriesTable;
  case_products: CaseProductsTable;
  apps: AppsTable;
  app_products: AppProductsTable;
  app_media: AppMediaTable;
  developers: DevelopersTable;
  app_versions: AppVersionsTable;
  app_edits: AppEditsTable;
  app_names: AppNamesTable;
  app_uploads: AppUploadsTable;
  app_reviews: AppReviewsTable;
  review_replies: ReviewRepliesTable;
  material_types: MaterialTypesTable;
  materials: MaterialsTable;
  articles: ArticlesTable;
  api_categories: ApiCategoriesTable;
  api_entries: ApiEntriesTable;
  sdks: SdksTable;
  test_packages: TestPackagesTable;
  banners: BannersTable;
  user_section_overrides: UserSectionOverridesTable;
  hot_keywords: HotKeywordsTable;
  search_records: SearchRecordsTable;
  catalogue_files: CatalogueFilesTable;
  entity_files: EntityFilesTable;
  platforms: PlatformsTable;
  user_platforms: UserPlatformsTable;
  device_authorizations: DeviceAuthorizationsTable;
  devices: DevicesTable;
  app_purchases: AppPurchasesTable;
  admin_accounts: AdminAccountsTable;
  share_links: ShareLinksTable;
  favourites: FavouritesTable;
  jobs: JobsTable;
  job_runs: JobRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NoticeRow = Selectable<NoticesTable>;

/** One periodic job (decision 0028): its next due time and the lease of the instance running it. */
export interface JobsTable {
  name: string;
  every_ms: number;
  next_due_at: Millis;
  holder: string | null;
  lease_until: Millis | null;
}

/** One run of a periodic job: which instance ran it, when, and how it ended. */
export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  instance_id: string;
  started_at: Millis;
  finished_at: Millis | null;
  /** running, ok, failed, or abandoned (its instance stopped before the end). */
  outcome: string;
  error: string | null;
}
