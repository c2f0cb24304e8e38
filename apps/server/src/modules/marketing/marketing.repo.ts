import { sql, type Selectable } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { MaterialsTable } from '../../db/tables.js';
import { idSource, likePattern, type PageWindow } from '../../db/paging.js';

export type MaterialRow = Selectable<MaterialsTable>;

/** What narrows the materials, or their files: a type, and a title (file name) in the language. */
export interface MaterialFilter {
  lang: Lang;
  title?: string | undefined;
  typeId?: number | undefined;
}

/** Marketing materials, their types and the files attached to them. */
export class MarketingRepo {
  constructor(private readonly db: Db) {}

  types() {
    return this.db.selectFrom('material_types').selectAll().orderBy('sort').orderBy('id').execute();
  }

  private published(f: MaterialFilter) {
    let base = this.db.selectFrom('materials').where('status', '=', 1);
    if (f.typeId) base = base.where('type_id', '=', f.typeId);
    if (f.title)
      base = base.where(
        sql<boolean>`lower(${sql.ref(f.lang === 'en' ? 'title_en' : 'title_zh')}) like ${likePattern(f.title)} escape '\\'`,
      );
    return base;
  }

  count(f: MaterialFilter): Promise<number> {
    return idSource(this.published(f), 'id', 'created_at').count();
  }

  /** The materials of one page window (db/paging.ts), newest first. */
  page(f: MaterialFilter, w: PageWindow): Promise<MaterialRow[]> {
    return this.db
      .selectFrom('materials')
      .selectAll()
      .where('id', 'in', idSource(this.published(f), 'id', 'created_at').ids(w))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  newestOfType(typeId: number, size: number): Promise<MaterialRow[]> {
    return this.db
      .selectFrom('materials')
      .selectAll()
      .where('status', '=', 1)
      .where('type_id', '=', typeId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
  }

  byId(id: number): Promise<MaterialRow | undefined> {
    return this.db
      .selectFrom('materials')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  async countView(id: number): Promise<void> {
    await this.db
      .updateTable('materials')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  private files(f: MaterialFilter) {
    let base = this.db
      .selectFrom('entity_files')
      .innerJoin('materials', 'materials.id', 'entity_files.entity_id')
      .innerJoin('catalogue_files', 'catalogue_files.id', 'entity_files.file_id')
      .where('entity_files.entity_type', '=', 'material')
      .where('materials.status', '=', 1);
    if (f.typeId) base = base.where('materials.type_id', '=', f.typeId);
    if (f.title)
      base = base.where(
        sql<boolean>`lower(${sql.ref(f.lang === 'en' ? 'catalogue_files.name_en' : 'catalogue_files.name_zh')}) like ${likePattern(f.title)} escape '\\'`,
      );
    return base;
  }

  async countFiles(f: MaterialFilter): Promise<number> {
    const r = await this.files(f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * The attached files of one page window, newest first, each with its material. A file attached
   * to two materials is listed twice, so the window is read from the link rows themselves.
   */
  async filePage(f: MaterialFilter, w: PageWindow) {
    const rows = await this.files(f)
      .selectAll('catalogue_files')
      .select([
        'materials.id as material_id',
        'materials.title_zh as m_title_zh',
        'materials.title_en as m_title_en',
      ])
      .orderBy('catalogue_files.updated_at', w.order)
      .orderBy('catalogue_files.id', w.order)
      .orderBy('materials.id', w.order)
      .limit(w.limit)
      .offset(w.offset)
      .execute();
    // An 'asc' window is the list read from its end: put it back in list order.
    return w.order === 'asc' ? rows.reverse() : rows;
  }
}
