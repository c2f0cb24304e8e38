import type { Lang, MaterialListQuery } from '@seuiot/contract';
import { pagedList, TtlCache } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, t } from '../../lib/text.js';
import { type CatalogueFilesService, fileView } from '../files/catalogue-files.service.js';
import type { MarketingRepo, MaterialRow } from './marketing.repo.js';

/** Marketing materials by type, their detail, and the downloadable files attached to them. */
export class MarketingService {
  private readonly counts = new TtlCache<number>(30_000);

  constructor(
    private readonly repo: MarketingRepo,
    private readonly catalogueFiles: CatalogueFilesService,
  ) {}

  async materialTypes(lang: Lang) {
    return (await this.repo.types()).map((r) => ({ id: r.id, name: t(r, 'name', lang) }));
  }

  private async views(rows: MaterialRow[], lang: Lang) {
    const types = await this.materialTypes(lang);
    return rows.map((r) => ({
      id: r.id,
      typeId: r.type_id,
      typeName: types.find((x) => x.id === r.type_id)?.name ?? '',
      title: t(r, 'title', lang),
      summary: t(r, 'summary', lang),
      cover: r.cover,
      views: r.views,
      createTime: iso(r.created_at),
    }));
  }

  /** A page of the materials, newest first, searchable by title in the request language. */
  materials(q: MaterialListQuery, lang: Lang) {
    const f = { lang, title: q.title, typeId: q.typeId };
    return pagedList(
      q,
      () =>
        this.counts.get(`materials:${lang}:${q.title ?? ''}:${q.typeId ?? ''}`, () =>
          this.repo.count(f),
        ),
      (w) => this.repo.page(f, w),
      (rows) => this.views(rows, lang),
    );
  }

  /** The newest materials of every type, for the marketing page's lists. */
  async materialsByType(lang: Lang, perType = 4) {
    const types = await this.materialTypes(lang);
    const out = [];
    for (const type of types) {
      const rows = await this.repo.newestOfType(type.id, perType);
      out.push({ ...type, items: await this.views(rows, lang) });
    }
    return out;
  }

  /** One material with its files; counts the view. */
  async material(id: number, lang: Lang) {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError('A0078');
    await this.repo.countView(id);
    const [view] = await this.views([{ ...row, views: row.views + 1 }], lang);
    return {
      ...view!,
      content: t(row, 'content', lang),
      files: await this.catalogueFiles.of('material', id, lang),
    };
  }

  /** Every downloadable marketing file, newest first (the marketing downloads page). */
  materialFiles(q: MaterialListQuery, lang: Lang) {
    const f = { lang, title: q.title, typeId: q.typeId };
    return pagedList(
      q,
      () => this.repo.countFiles(f),
      (w) => this.repo.filePage(f, w),
      (rows) =>
        rows.map((r) => ({
          ...fileView(r, lang),
          materialId: r.material_id,
          materialTitle: t({ title_zh: r.m_title_zh, title_en: r.m_title_en }, 'title', lang),
        })),
    );
  }
}
