import type { CatalogueFile, Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { SelectQueryBuilder } from 'kysely';
import type { PageWindow } from '../../db/paging.js';
import { iso, pick } from '../../lib/text.js';

/** `%text%` for a case-insensitive LIKE with the wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Totals of list filters, kept for a short while: counting 100,000 rows on every page would
 * make a long list slower than a short one. Writes that change a list clear its entries.
 */
export class CountCache {
  private readonly entries = new Map<string, { n: number; at: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly max = 2000,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.n;
    const n = await count();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { n, at: Date.now() });
    return n;
  }

  clear(prefix = ''): void {
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }
}

/** The files attached to entities, in order, as lists show them. */
export async function filesOf(
  db: Db,
  entityType: string,
  entityIds: number[],
  lang: Lang,
): Promise<Map<number, CatalogueFile[]>> {
  const out = new Map<number, CatalogueFile[]>();
  if (entityIds.length === 0) return out;
  const rows = await db
    .selectFrom('entity_files')
    .innerJoin('catalogue_files', 'catalogue_files.id', 'entity_files.file_id')
    .selectAll('catalogue_files')
    .select(['entity_files.entity_id'])
    .where('entity_files.entity_type', '=', entityType)
    .where('entity_files.entity_id', 'in', entityIds)
    .orderBy('entity_files.sort')
    .orderBy('catalogue_files.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.entity_id) ?? [];
    list.push(fileView(r, lang));
    out.set(r.entity_id, list);
  }
  return out;
}

export function fileView(
  r: {
    id: number;
    name_zh: string;
    name_en: string;
    format: string;
    size: number;
    downloads: number;
    updated_at: number;
    watermark: number;
    section: string;
  },
  lang: Lang,
): CatalogueFile {
  return {
    fileId: r.id,
    fileName: pick(lang, r.name_zh, r.name_en),
    fileType: r.format,
    fileSize: Number(r.size),
    fileSizeDouble: Math.round((Number(r.size) / 1024 / 1024) * 100) / 100,
    downloads: r.downloads,
    updateTime: iso(r.updated_at),
    watermark: r.watermark === 1,
    section: r.section,
  };
}

/** Where a list's ids come from: its count and one page window of ids (db/paging.ts). */
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
