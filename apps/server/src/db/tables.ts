import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  CaptchasTable,
  DictionaryTable,
  EnterpriseCertsTable,
  FilesTable,
  IdentityCertsTable,
  LoginRecordsTable,
  LoginThrottleTable,
  MenusTable,
  MessageCountsTable,
  MessagesTable,
  NoticesTable,
  OrderCountsTable,
  PermissionsTable,
  ResetGrantsTable,
  RolePermissionsTable,
  RolesTable,
  SessionsTable,
  SsoTicketsTable,
  UserRolesTable,
  UsersTable,
  VerificationCodesTable,
} from './tables-accounts.js';
import type {
  AppEditsTable,
  AppMediaTable,
  AppNamesTable,
  AppProductsTable,
  AppReviewsTable,
  AppsTable,
  AppUploadsTable,
  AppVersionsTable,
  DevelopersTable,
  ReviewRepliesTable,
} from './tables-apps.js';
import type {
  AdminAccountsTable,
  ApiCategoriesTable,
  ApiEntriesTable,
  AppPurchasesTable,
  ArticlesTable,
  BannersTable,
  CaseIndustriesTable,
  CaseProductsTable,
  CatalogueFilesTable,
  ClassificationsTable,
  DeviceAuthorizationsTable,
  DevicesTable,
  EntityFilesTable,
  FavouritesTable,
  HotKeywordsTable,
  IndustriesTable,
  MaterialsTable,
  MaterialTypesTable,
  PlatformsTable,
  ProductsTable,
  SdksTable,
  SearchRecordsTable,
  ShareLinksTable,
  SolutionCasesTable,
  TestPackagesTable,
  UserPlatformsTable,
  UserSectionOverridesTable,
} from './tables-catalogue.js';
import type { Millis } from './tables-columns.js';
import type {
  OrderSavedRepliesTable,
  OrderTypesTable,
  WorkOrderDaysTable,
  WorkOrderFilesTable,
  WorkOrderMessagesTable,
  WorkOrderNotesTable,
  WorkOrdersTable,
} from './tables-orders.js';

export type * from './tables-accounts.js';
export type * from './tables-apps.js';
export type * from './tables-catalogue.js';
export type * from './tables-orders.js';
export type { Bi, Millis } from './tables-columns.js';

/**
 * The database's tables: the staff console's, the audit log's and the jobs' here, the others by
 * area in tables-accounts.ts, tables-orders.ts, tables-catalogue.ts and tables-apps.ts.
 */

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
  /** Second-factor codes tried since `code_failures_since` without success (decision 0040). */
  code_failures: Generated<number>;
  code_failures_since: Generated<Millis>;
  /** The second factor refuses every code until then (0: not locked). */
  code_locked_until: Generated<Millis>;
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
  /** Second-factor codes tried in this session (at most five are compared, decision 0036). */
  code_tries: Generated<number>;
  /** 1: issued as the `__Secure-` cookie, 0: the plain one; read only under that name (0040). */
  secure: number | null;
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
