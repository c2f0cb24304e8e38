import type { CatalogueFile, Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { iso, pick } from '../../lib/text.js';

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
