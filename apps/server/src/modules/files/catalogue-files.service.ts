import type { CatalogueFile, Lang } from '@seuiot/contract';
import { iso, pick } from '../../lib/text.js';
import type { FilesRepo } from './files.repo.js';

/**
 * The catalogue files attached to cases, apps, materials and SDKs, as every list shows them. The
 * areas that show files (solutions, marketplace, marketing, developer, downloads) ask this service.
 */
export class CatalogueFilesService {
  constructor(private readonly repo: FilesRepo) {}

  /** The files attached to entities, in order, by entity id. */
  async attached(
    entityType: string,
    entityIds: number[],
    lang: Lang,
  ): Promise<Map<number, CatalogueFile[]>> {
    const out = new Map<number, CatalogueFile[]>();
    if (entityIds.length === 0) return out;
    for (const r of await this.repo.attachedFiles(entityType, entityIds)) {
      const list = out.get(r.entity_id) ?? [];
      list.push(fileView(r, lang));
      out.set(r.entity_id, list);
    }
    return out;
  }

  /** The files attached to one entity. */
  async of(entityType: string, entityId: number, lang: Lang): Promise<CatalogueFile[]> {
    return (await this.attached(entityType, [entityId], lang)).get(entityId) ?? [];
  }
}

/** A catalogue file row as lists show it (spec 3). */
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
