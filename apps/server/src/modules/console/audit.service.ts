import crypto from 'node:crypto';
import type { AuditAction, AuditQuery, AuditRecord, AuditVerify, Page } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { AuditLogTable } from '../../db/tables.js';
import { AuditRepo, type AuditFilter } from './audit.repo.js';

/** Hash that links the first record (there is none before it). */
export const GENESIS_HASH = '0'.repeat(64);

/** What a console action tells the audit log; who and from where come from the session. */
export interface AuditEntry {
  staffId: number | null;
  staff: string;
  ip: string;
  action: AuditAction;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

function json(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** The record's hash: over the previous hash and every field, so editing any of them shows. */
export function recordHash(r: Omit<AuditLogTable, 'hash'>): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        r.prev_hash,
        r.id,
        Number(r.at),
        r.staff_id,
        r.staff,
        r.ip,
        r.action,
        r.object_type,
        r.object_id,
        r.before,
        r.after,
      ]),
    )
    .digest('hex');
}

const CSV_COLUMNS = [
  'id',
  'at',
  'staff',
  'ip',
  'action',
  'objectType',
  'objectId',
  'before',
  'after',
  'hash',
] as const;

/** A CSV cell: quoted, and a leading formula character defused for spreadsheets. */
function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** The filter part of an audit query. */
type AuditFilterQuery = Pick<
  AuditQuery,
  'action' | 'staff' | 'objectType' | 'objectId' | 'from' | 'to'
>;

/** The append-only, hash-chained audit log of the console. */
export class AuditService {
  constructor(private readonly repo: AuditRepo) {}

  static on(db: Db): AuditService {
    return new AuditService(new AuditRepo(db));
  }

  /**
   * Appends one record inside the caller's transaction `db`: it lands with the action or not at
   * all. The chain head is locked first, so appends are serialised and the chain never forks.
   */
  async append(db: Db, e: AuditEntry): Promise<void> {
    const repo = this.repo.on(db);
    const head = await repo.lockHead();
    const row: Omit<AuditLogTable, 'hash'> = {
      id: head.last_id + 1,
      at: Date.now(),
      staff_id: e.staffId,
      staff: e.staff,
      ip: e.ip.slice(0, 64),
      action: e.action,
      object_type: e.objectType,
      object_id: String(e.objectId),
      before: json(e.before),
      after: json(e.after),
      prev_hash: head.last_hash,
    };
    await repo.insert({ ...row, hash: recordHash(row) });
  }

  /**
   * The callback that writes one action's record inside the action's transaction: who (`by`),
   * from where and on what; `madeId` names an object the action itself made. For the area
   * modules' staff routes (decision 0067).
   */
  within(
    by: { staffId: number; username: string },
    ip: string,
    action: AuditAction,
    objectType: string,
    objectId: string | number,
  ) {
    return (db: Db, before: unknown, after: unknown, madeId?: number): Promise<void> =>
      this.append(db, {
        staffId: by.staffId,
        staff: by.username,
        ip,
        action,
        objectType,
        objectId: madeId ?? objectId,
        before,
        after,
      });
  }

  /** Appends a record in a transaction of its own (reads of the log, sign-in events). */
  async record(e: AuditEntry): Promise<void> {
    await this.repo.db.transaction().execute((tx) => this.append(tx, e));
  }

  private filter(q: AuditFilterQuery): AuditFilter {
    return {
      action: q.action || undefined,
      staff: q.staff || undefined,
      objectType: q.objectType || undefined,
      objectId: q.objectId || undefined,
      from: q.from ? Date.parse(q.from) : undefined,
      to: q.to ? Date.parse(q.to) : undefined,
    };
  }

  /** The actions the log holds, for the console's action filter. */
  actions(): Promise<string[]> {
    return this.repo.actions();
  }

  async list(q: AuditQuery): Promise<Page<AuditRecord>> {
    const f = this.filter(q);
    const total = await this.repo.count(f);
    const rows = await this.repo.page(f, (q.pageNum - 1) * q.pageSize, q.pageSize);
    return { list: rows.map(toRecord), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  /** The filtered log as CSV, oldest first (at most `max` records). */
  async csv(q: AuditFilterQuery, max = 100_000) {
    const f = this.filter(q);
    const rows = (await this.repo.page(f, 0, max)).reverse();
    const lines = [CSV_COLUMNS.join(',')];
    for (const r of rows.map(toRecord)) lines.push(CSV_COLUMNS.map((c) => csvCell(r[c])).join(','));
    return `${lines.join('\r\n')}\r\n`;
  }

  /**
   * Walks the chain from the first record: each must follow the one before (id + 1, its hash as
   * prev_hash) and hash to what it carries; the head must name the last. Answers the first
   * record that does not.
   */
  async verify(): Promise<AuditVerify> {
    let prevId = 0;
    let prevHash = GENESIS_HASH;
    let checked = 0;
    for (;;) {
      const rows = await this.repo.batch(prevId, 1000);
      if (rows.length === 0) break;
      for (const r of rows) {
        const { hash, ...rest } = r;
        if (r.id !== prevId + 1 || r.prev_hash !== prevHash || recordHash(rest) !== hash)
          return { ok: false, checked, firstBroken: r.id === prevId + 1 ? r.id : prevId + 1 };
        prevId = r.id;
        prevHash = hash;
        checked += 1;
      }
    }
    const head = await this.repo.head();
    if (head.last_id !== prevId || head.last_hash !== prevHash)
      return { ok: false, checked, firstBroken: prevId + 1 };
    return { ok: true, checked, firstBroken: null };
  }

  /** The chain's last record: the anchor to keep outside the database (`verify-audit`). */
  async anchor(): Promise<AuditAnchor> {
    const head = await this.repo.head();
    return { id: head.last_id, hash: head.last_hash };
  }

  /**
   * Whether record `a.id` still carries the hash kept outside the database. A chain that holds
   * can still have been rewritten whole, every hash recomputed, by someone with the database's
   * owner rights; an anchor taken before the rewrite no longer matches.
   */
  async holdsAnchor(a: AuditAnchor): Promise<'holds' | 'missing' | 'differs'> {
    const hash = await this.repo.hashOf(a.id);
    if (hash === null) return 'missing';
    return hash === a.hash ? 'holds' : 'differs';
  }
}

/** A record's id and hash, kept outside the database to check the chain against later. */
export interface AuditAnchor {
  id: number;
  hash: string;
}

function toRecord(r: AuditLogTable): AuditRecord {
  return {
    id: r.id,
    at: new Date(Number(r.at)).toISOString(),
    staff: r.staff,
    ip: r.ip,
    action: r.action,
    objectType: r.object_type,
    objectId: r.object_id,
    before: r.before,
    after: r.after,
    hash: r.hash,
  };
}
