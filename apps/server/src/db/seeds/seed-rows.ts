import type { Insertable } from 'kysely';
import type { Db } from '../kysely.js';
import type { Database } from '../tables.js';
import type { Paras } from './catalogue.data.js';

/**
 * What every seed step shares. Seeds run at every empty start and again in tests, so each row is
 * looked up by a natural value first and inserted only when missing: running twice changes nothing.
 */

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** A time `days` before now; `index` spreads rows of one list a little apart. */
export type Ago = (days: number, index?: number) => number;

export function agoFrom(now: number): Ago {
  return (days, index = 0) => now - days * DAY - index * 37 * MINUTE;
}

/** Paragraphs as stored: separated by a blank line. */
export const joinText = (t: Paras): string => (Array.isArray(t) ? t.join('\n\n') : t);

/** Ids of seeded rows by their key in the seed data. */
export type Ids = Map<string, number>;

export function need(map: Ids, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed data refers to unknown ${what} ${key}`);
  return id;
}

/** A Kysely query that reads one row, not yet run. */
interface Finds<T> {
  executeTakeFirst(): Promise<T | undefined>;
}

/** The id of the row `find` finds, or else of the row `insert` adds. */
export async function idOf(
  find: Finds<{ id: number }>,
  insert: () => { executeTakeFirstOrThrow(): Promise<{ id: number }> },
): Promise<number> {
  return ((await find.executeTakeFirst()) ?? (await insert().executeTakeFirstOrThrow())).id;
}

/** Runs `insert` unless `find` finds a row. */
export async function insertMissing(
  find: Finds<unknown>,
  insert: () => { execute(): Promise<unknown> },
): Promise<void> {
  if (!(await find.executeTakeFirst())) await insert().execute();
}

/** Tables that link two rows, keyed by the pair (their primary key). */
type LinkTable = 'case_industries' | 'case_products' | 'app_products' | 'entity_files';

/** Adds a link; one already there (same primary key) is kept as it is. */
export async function link<T extends LinkTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<void> {
  await db
    .insertInto(table as LinkTable)
    .values(row as Insertable<Database[LinkTable]>)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
