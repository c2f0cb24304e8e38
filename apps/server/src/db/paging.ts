import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Page } from '@seuiot/contract';

/**
 * Server-side paging that costs about the same on the last page as on the first: the page's ids
 * are read from the list's covering index (deferred join), and a page in the back half of the list
 * is read from the far end, so OFFSET never walks more than half the index.
 */
export interface PageWindow {
  /** Order of the id query; the rows are put back in list order afterwards. */
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The window of ids for a page, or null when the page lies past the end. */
export function pageWindow(total: number, pageNum: number, pageSize: number): PageWindow | null {
  const offset = (pageNum - 1) * pageSize;
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset
    ? { order: 'asc', offset: fromEnd, limit }
    : { order: 'desc', offset, limit };
}

/**
 * The one time-bounded cache of the server (list totals, hot list pages, section checks). Entries
 * expire after `ttlMs`; nothing else removes them today, because every writer of the cached lists
 * (the seed, the generator, the operator commands) runs in another process. A writer inside the
 * server must call `clear` with the prefix of the keys it makes stale.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  /**
   * `prepare` sees each loaded value once, before it is kept: `shared` (http/answer-json.ts) for
   * list pages that answers hand out as they are.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly max = 2000,
    private readonly prepare: (value: V) => V = (value) => value,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = this.prepare(await load());
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  /** Forgets the entries whose key starts with `prefix` (all of them without one). */
  clear(prefix = ''): void {
    if (!prefix) this.entries.clear();
    else for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }
}

/**
 * One page of a list: the total, the window of the page (null past the end), the rows of that
 * window in list order, and their answer items. Every paged list of the server goes through here.
 */
export async function pagedList<R, T>(
  q: { pageNum: number; pageSize: number },
  total: number | (() => Promise<number>),
  rows: (w: PageWindow) => Promise<R[]>,
  view: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const n = typeof total === 'number' ? total : await total();
  const w = pageWindow(n, q.pageNum, q.pageSize);
  const list = w ? await view(await rows(w)) : [];
  return { list, total: n, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Where a list's ids come from: its count and one page window of ids. */
export interface IdSource {
  count: () => Promise<number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ids: (w: PageWindow) => SelectQueryBuilder<any, any, { id: number }>;
}

/**
 * The id source of a filtered query: `idColumn` names the list's row id in it (a link table's
 * `case_id`, say) and `orderColumn` the list order, newest first. A list in ascending order (the
 * API reference: category, then place) passes its columns and `'asc'`; the id breaks ties in the
 * list's direction either way.
 */
export function idSource(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>,
  idColumn: string,
  orderColumn: string | readonly string[],
  listOrder: 'asc' | 'desc' = 'desc',
): IdSource {
  const columns = [...(typeof orderColumn === 'string' ? [orderColumn] : orderColumn), idColumn];
  return {
    count: async () =>
      Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    ids: (w) => {
      // The window's 'desc' is the list's own order, its 'asc' the list read from the end.
      const direction = listOrder === 'desc' ? w.order : w.order === 'desc' ? 'asc' : 'desc';
      let ids = query.select(`${idColumn} as id`);
      for (const column of columns) ids = ids.orderBy(column, direction);
      return ids.limit(w.limit).offset(w.offset);
    },
  };
}

/** `%text%` for a case-insensitive LIKE with the wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive search of `text` in any of the columns: `lower(column) like %text%` (the
 * wildcards of the text escaped), joined by `or`, for a query's `where`.
 */
export function likeAny(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = likePattern(text);
  const each = columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}
