import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';

/**
 * What crash.test.ts writes and checks after each restart: the writes of a round and their
 * outcomes, and what must hold of the database and DATA_DIR/files once the server is back.
 */

export interface Entity {
  type: number;
  id: number;
}
export const keyOf = (e: Entity) => `${e.type}:${e.id}`;

export type Outcome = 'acked' | 'refused' | 'in flight' | 'unsent';

export interface FavouriteWrite {
  entity: Entity;
  op: 'add' | 'remove';
  outcome: Outcome;
  /** The favourite's id, of an acknowledged add. */
  id?: number;
  msg?: string;
}

export interface UploadWrite {
  size: number;
  sha256: string;
  outcome: Outcome;
  fileId?: number;
  msg?: string;
}

export interface Registration {
  username: string;
  phone: string;
  code: string;
  outcome: Outcome;
  msg?: string;
}

export interface RoundLog {
  favourites: FavouriteWrite[];
  uploads: UploadWrite[];
  registrations: Registration[];
}

export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** The demo user's favourite id of each entity (null: not favourited). */
export function favouriteStates(db: SQLite.Database, userId: number, entities: Entity[]) {
  const stmt = db.prepare(
    'select id from favourites where user_id = ? and entity_type = ? and entity_id = ?',
  );
  return new Map(
    entities.map((e) => {
      const row = stmt.get(userId, e.type, e.id) as { id: number } | undefined;
      return [keyOf(e), row?.id ?? null] as const;
    }),
  );
}

/** Every file under `dir`, as storage keys (relative, with `/`). */
function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** What is wrong after the restart; empty when the round passed. */
export function check(
  db: SQLite.Database,
  dataDir: string,
  demoId: number,
  entities: Entity[],
  before: Map<string, number | null>,
  log: RoundLog,
): string[] {
  const problems: string[] = [];
  const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
  if (integrity.map((r) => r.integrity_check).join() !== 'ok')
    problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
  const fk = db.pragma('foreign_key_check') as unknown[];
  if (fk.length) problems.push(`foreign_key_check: ${JSON.stringify(fk)}`);

  // Favourites: the last acknowledged state of each entity, or what its write in flight made it.
  const after = favouriteStates(db, demoId, entities);
  for (const e of entities) {
    let expected = before.get(keyOf(e)) ?? null;
    let inFlight: FavouriteWrite | undefined;
    for (const w of log.favourites.filter((x) => keyOf(x.entity) === keyOf(e))) {
      if (w.outcome === 'refused') problems.push(`favourite ${w.op} ${keyOf(e)} refused: ${w.msg}`);
      else if (w.outcome === 'in flight') inFlight = w;
      else expected = w.op === 'add' ? w.id! : null;
    }
    const got = after.get(keyOf(e)) ?? null;
    const fine =
      got === expected ||
      (inFlight?.op === 'add' && expected === null && got !== null) ||
      (inFlight?.op === 'remove' && got === null);
    if (!fine)
      problems.push(
        `favourite ${keyOf(e)}: ${String(got)} after the restart, acknowledged ${String(expected)}` +
          (inFlight ? ` (${inFlight.op} in flight)` : ''),
      );
  }

  // Uploads: each acknowledged one is there with its bytes, unless a later upload replaced it;
  // the avatar is the last acknowledged upload or one sent after it.
  const headimg = (
    db.prepare('select headimg from users where id = ?').get(demoId) as { headimg: string }
  ).headimg;
  const avatarId = Number(/\/(\d+)$/.exec(headimg)?.[1] ?? 0);
  const fileRow = db.prepare('select storage_key, size from files where id = ? and owner_id = ?');
  const acked = log.uploads.filter((u) => u.outcome === 'acked');
  for (const u of acked) {
    const row = fileRow.get(u.fileId, demoId) as { storage_key: string; size: number } | undefined;
    if (!row) {
      if (avatarId <= u.fileId!) problems.push(`acknowledged upload ${u.fileId} is lost`);
      continue;
    }
    const file = path.join(dataDir, 'files', row.storage_key);
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (!bytes || row.size !== u.size || sha256(bytes) !== u.sha256)
      problems.push(`upload ${u.fileId}: the stored bytes differ from those acknowledged`);
  }
  const lastAcked = Math.max(0, ...acked.map((u) => u.fileId!));
  if (avatarId < lastAcked)
    problems.push(`avatar is file ${avatarId}, older than acknowledged upload ${lastAcked}`);

  for (const r of log.registrations) {
    if (r.outcome === 'refused') problems.push(`registration ${r.username} refused: ${r.msg}`);
    if (r.outcome !== 'acked') continue;
    const user = db.prepare('select status from users where username = ?').get(r.username) as
      { status: string } | undefined;
    if (user?.status !== 'pending')
      problems.push(`acknowledged registration ${r.username}: ${user?.status ?? 'missing'}`);
  }

  // Files: every row's bytes are there, and every file is a row's.
  const rows = db
    .prepare(
      'select storage_key, size from files union all select storage_key, size from catalogue_files',
    )
    .all() as { storage_key: string; size: number }[];
  const keys = new Set(rows.map((r) => r.storage_key));
  for (const r of rows) {
    const file = path.join(dataDir, 'files', r.storage_key);
    const size = fs.existsSync(file) ? fs.statSync(file).size : null;
    if (size !== Number(r.size))
      problems.push(`${r.storage_key}: ${size ?? 'no'} bytes on disk, the row says ${r.size}`);
  }
  for (const key of listFiles(path.join(dataDir, 'files')))
    if (!keys.has(key)) problems.push(`orphan file ${key}`);
  return problems;
}
