import type { Storage } from '../storage/storage.js';
import type { Db } from './kysely.js';

/**
 * The removal journal of stored bytes (migration 2026112602): a change that makes bytes unnamed
 * writes their keys in its own transaction; the bytes are removed after the commit, and a key
 * leaves the journal only when its bytes are gone. What a killed process did not finish, the
 * next start does (`removePending`), so no replaced file stays on disk without a row.
 */
export async function queueRemovals(db: Db, keys: string[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('file_removals')
    .values(keys.map((storage_key) => ({ storage_key, created_at: now })))
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}

/** Removes the bytes of journalled keys, then the keys; a failure leaves the key for next time. */
export async function removeQueued(
  db: Db,
  storage: Pick<Storage, 'remove'>,
  keys: string[],
): Promise<{ removed: string[]; failed: { key: string; err: unknown }[] }> {
  const out = { removed: [] as string[], failed: [] as { key: string; err: unknown }[] };
  for (const key of keys) {
    try {
      await storage.remove(key);
      await db.deleteFrom('file_removals').where('storage_key', '=', key).execute();
      out.removed.push(key);
    } catch (err) {
      out.failed.push({ key, err });
    }
  }
  return out;
}

/** Finishes every removal in the journal (at start-up, before anything new is written). */
export async function removePending(db: Db, storage: Pick<Storage, 'remove'>) {
  const rows = await db.selectFrom('file_removals').select('storage_key').execute();
  return removeQueued(
    db,
    storage,
    rows.map((r) => r.storage_key),
  );
}
