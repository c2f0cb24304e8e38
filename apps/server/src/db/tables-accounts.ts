import type { ColumnType, Generated } from 'kysely';
import type { Millis } from './tables-columns.js';

/**
 * Accounts, sessions, roles and menus, messages and notices, codes, stored files and
 * certifications (tables.ts).
 */

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
  /** 1: issued as the `__Host-` cookie, 0: the plain one; read only under that name (0040). */
  secure: number | null;
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
  /** ISO 3166-1 alpha-2 (CN: the credit code and the area chain apply). */
  country: Generated<string>;
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
