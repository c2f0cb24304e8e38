import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { isErrorCode, OK_RESCODE, SESSION_COOKIE } from '@seuiot/contract';
import type { Database } from '../db/tables.js';
import type { TestApp } from './harness.js';

/** What the fuzz and cross-account tests require of every answer, and how they see a write. */

export interface Answer {
  /** True when the call was refused (an error envelope or an error status). */
  refused: boolean;
  /** Why the answer is not acceptable, or null. */
  problem: string | null;
}

/**
 * An answer is acceptable when it is below 500 and is the envelope `{ rescode, msg, data }`:
 * rescode 200 with msg 'success', or rescode equal to the HTTP status with msg a code of the
 * catalogue. A route without a response schema (downloads, previews, stored images) may answer
 * a 2xx with raw bytes instead. The session check (`sessionCheck`) answers "not signed in"
 * (A0001, A0004) with HTTP 200, so that no visitor's browser logs an error (decision 0014).
 */
export function judgeAnswer(
  res: LightMyRequestResponse,
  rawAllowed: boolean,
  sessionCheck = false,
): Answer {
  const status = res.statusCode;
  const refused = status >= 400;
  if (status >= 500) return { refused, problem: `status ${status}: ${res.body.slice(0, 300)}` };
  const type = String(res.headers['content-type'] ?? '');
  // The bytes of a file, which may be of any type (a JSON file too).
  if (rawAllowed && status >= 200 && status < 300) return { refused, problem: null };
  if (!type.startsWith('application/json'))
    return { refused, problem: `status ${status} answered ${type || 'no content type'}` };
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return { refused, problem: `status ${status}: JSON content type, not JSON` };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { refused, problem: `status ${status}: not an envelope` };
  const e = body as Record<string, unknown>;
  const keys = Object.keys(e).sort().join();
  if (keys !== 'data,msg,rescode' || typeof e.rescode !== 'number' || typeof e.msg !== 'string')
    return { refused, problem: `status ${status}: not an envelope: ${res.body.slice(0, 200)}` };
  if (e.rescode === OK_RESCODE) {
    if (status !== 200 || e.msg !== 'success')
      return { refused: true, problem: `status ${status} with rescode 200 and msg ${e.msg}` };
    return { refused: false, problem: null };
  }
  if (!isErrorCode(e.msg)) return { refused: true, problem: `msg ${e.msg} not in the catalogue` };
  if (sessionCheck && status === 200 && (e.msg === 'A0001' || e.msg === 'A0004'))
    return e.rescode === 401
      ? { refused: true, problem: null }
      : { refused: true, problem: `status 200 with rescode ${e.rescode} (${e.msg})` };
  if (e.rescode !== status)
    return { refused: true, problem: `status ${status} with rescode ${e.rescode} (${e.msg})` };
  return { refused: true, problem: null };
}

/** The code of an error envelope, or null. */
export function codeOf(res: LightMyRequestResponse): string | null {
  try {
    const body = JSON.parse(res.body) as { rescode?: unknown; msg?: unknown };
    return body.rescode !== OK_RESCODE && typeof body.msg === 'string' ? body.msg : null;
  } catch {
    return null;
  }
}

/** True when the answer ends the session (a logout): the caller signs in again. */
export function endsSession(res: LightMyRequestResponse): boolean {
  return res.cookies.some(
    (c) =>
      c.name.endsWith(SESSION_COOKIE) &&
      (c.value === '' ||
        c.maxAge === 0 ||
        (c.expires !== undefined && new Date(c.expires).getTime() <= Date.now())),
  );
}

type Table = keyof Database;

/**
 * The columns of an account that only a successful call changes (failed logins, the lock and
 * updated_at move on a refused login too).
 */
export const USER_COLUMNS = [
  'id',
  'username',
  'password_hash',
  'truename',
  'headimg',
  'phone',
  'email',
  'company_name',
  'category',
  'sale_manager',
  'apply_system',
  'sex',
  'wechat',
  'status',
  'expires_at',
  'lang',
] as const;

/**
 * The columns a call may change only when it succeeds. Left out on purpose: what a refused call
 * must record (failed logins and their throttle, login records, code attempts, captchas) and
 * sessions. Growing tables are seen by count and last id.
 */
const WATCHED: Partial<Record<Table, readonly string[] | 'count'>> = {
  users: USER_COLUMNS,
  user_roles: ['user_id', 'role_id'],
  favourites: ['id', 'user_id', 'entity_type', 'entity_id', 'topped_at'],
  share_links: ['id', 'user_id', 'entity_type', 'entity_id', 'need_login', 'expires_at'],
  files: ['id', 'owner_id', 'kind', 'storage_key', 'size'],
  messages: ['id', 'user_id', 'state'],
  identity_certs: ['user_id', 'id_hash', 'status', 'portrait_file_id', 'emblem_file_id'],
  enterprise_certs: ['user_id', 'tax_number', 'status', 'license_file_id'],
  reset_grants: ['grant_hash', 'used_at'],
  sso_tickets: ['ticket_hash'],
  user_platforms: ['user_id', 'platform_id', 'state', 'trial_ends_at'],
  device_authorizations: ['user_id', 'platform_id', 'device_quantity'],
  devices: ['id', 'user_id', 'serial', 'service_password'],
  app_purchases: ['user_id', 'app_id'],
  admin_accounts: ['id', 'owner_id', 'username'],
  search_records: 'count',
  verification_codes: 'count',
  articles: ['id', 'views'],
  solution_cases: ['id', 'views'],
  materials: ['id', 'views'],
  catalogue_files: ['id', 'downloads'],
  apps: ['id', 'review_status', 'released', 'current_version_id', 'downloads'],
  developers: ['user_id', 'status', 'name'],
  app_versions: ['id', 'app_id', 'status', 'package_file_id', 'downloads'],
  app_edits: ['app_id', 'updated_at'],
  app_names: ['name_key', 'app_id'],
  app_uploads: ['file_id', 'app_id'],
  app_media: ['id', 'app_id', 'file_id'],
  app_reviews: 'count',
  review_replies: 'count',
};

/**
 * A mark that moves whenever anything may have been written: SQLite's count of changes on the
 * app's one connection; PostgreSQL's next transaction id (it moves only for transactions that
 * write, here or in another database of the cluster). An unmoved mark spares the fingerprint.
 */
export async function changeMark(t: TestApp): Promise<string> {
  const query = t.config.databaseUrl
    ? sql<{ n: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`
    : sql<{ n: string }>`select total_changes() as n`;
  const { rows } = await query.execute(t.db);
  return String(rows[0]!.n);
}

/**
 * A digest of every watched table and of the stored files on disk: equal digests before and after
 * a refused call mean the call wrote nothing.
 */
export async function fingerprint(t: TestApp): Promise<string> {
  const parts = await Promise.all(
    Object.entries(WATCHED).map(async ([table, columns]) => {
      const name = table as Table;
      if (columns === 'count') {
        const r = await t.db
          .selectFrom(name)
          .select((eb) => [eb.fn.countAll<number | string>().as('n')])
          .executeTakeFirstOrThrow();
        return `${table}:${String(r.n)}`;
      }
      let query = t.db.selectFrom(name).select(columns as never[]);
      for (const c of columns) query = query.orderBy(c as never);
      const rows = await query.execute();
      return `${table}:${JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
    }),
  );
  parts.push(`disk:${storedFiles(t).join()}`);
  return crypto.createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** The files under DATA_DIR/files, temporary ones included. */
function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => !d.isDirectory())
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}
