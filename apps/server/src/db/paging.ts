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

/** A small time-bounded cache (list totals, hot list pages). */
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

  clear(): void {
    this.entries.clear();
  }
}
