import { sql } from 'kysely';
import { TtlCache, likePattern } from '../../db/paging.js';
import type { Lang } from '@seuiot/contract';
import { type CatalogueFilesService, fileView } from '../files/catalogue-files.service.js';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { iso, t } from '../../lib/text.js';

const SEARCH_HISTORY_SIZE = 10;

/** Marketing materials, articles (documents and FAQ), keywords, search history, banners. */
export class ContentService {
  private readonly counts = new TtlCache<number>(30_000);

  constructor(
    private readonly db: Db,
    private readonly catalogueFiles: CatalogueFilesService,
  ) {}

  async materialTypes(lang: Lang) {
    const rows = await this.db
      .selectFrom('material_types')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: t(r, 'name', lang) }));
  }

  private materialBase(q: { title?: string | undefined; typeId?: number | undefined }, lang: Lang) {
    let base = this.db.selectFrom('materials').where('status', '=', 1);
    if (q.typeId) base = base.where('type_id', '=', q.typeId);
    if (q.title)
      base = base.where(
        sql<boolean>`lower(${sql.ref(lang === 'en' ? 'title_en' : 'title_zh')}) like ${likePattern(q.title)} escape '\\'`,
      );
    return base;
  }

  private async materialViews(
    rows: {
      id: number;
      type_id: number;
      title_zh: string;
      title_en: string;
      summary_zh: string;
      summary_en: string;
      cover: string;
      views: number;
      created_at: number;
    }[],
    lang: Lang,
  ) {
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

  async materials(
    q: {
      pageNum: number;
      pageSize: number;
      title?: string | undefined;
      typeId?: number | undefined;
    },
    lang: Lang,
  ) {
    const base = this.materialBase(q, lang);
    const ids = base
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('materials')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.counts.get(`materials:${lang}:${q.title ?? ''}:${q.typeId ?? ''}`, async () =>
        Number(
          (
            await base
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    ]);
    return {
      list: await this.materialViews(rows, lang),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** The newest materials of every type, for the marketing page's lists. */
  async materialsByType(lang: Lang, perType = 4) {
    const types = await this.materialTypes(lang);
    const out = [];
    for (const type of types) {
      const rows = await this.db
        .selectFrom('materials')
        .selectAll()
        .where('status', '=', 1)
        .where('type_id', '=', type.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perType)
        .execute();
      out.push({ ...type, items: await this.materialViews(rows, lang) });
    }
    return out;
  }

  async material(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('materials')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    await this.db
      .updateTable('materials')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const [view] = await this.materialViews([{ ...row, views: row.views + 1 }], lang);
    return {
      ...view!,
      content: t(row, 'content', lang),
      files: await this.catalogueFiles.of('material', id, lang),
    };
  }

  /** Every downloadable marketing file, newest first (the marketing downloads page). */
  async materialFiles(
    q: {
      pageNum: number;
      pageSize: number;
      title?: string | undefined;
      typeId?: number | undefined;
    },
    lang: Lang,
  ) {
    let base = this.db
      .selectFrom('entity_files')
      .innerJoin('materials', 'materials.id', 'entity_files.entity_id')
      .innerJoin('catalogue_files', 'catalogue_files.id', 'entity_files.file_id')
      .where('entity_files.entity_type', '=', 'material')
      .where('materials.status', '=', 1);
    if (q.typeId) base = base.where('materials.type_id', '=', q.typeId);
    if (q.title)
      base = base.where(
        sql<boolean>`lower(${sql.ref(lang === 'en' ? 'catalogue_files.name_en' : 'catalogue_files.name_zh')}) like ${likePattern(q.title)} escape '\\'`,
      );
    const [rows, count] = await Promise.all([
      base
        .selectAll('catalogue_files')
        .select([
          'materials.id as material_id',
          'materials.title_zh as m_title_zh',
          'materials.title_en as m_title_en',
        ])
        .orderBy('catalogue_files.updated_at', 'desc')
        .orderBy('catalogue_files.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({
        ...fileView(r, lang),
        materialId: r.material_id,
        materialTitle: t({ title_zh: r.m_title_zh, title_en: r.m_title_en }, 'title', lang),
      })),
      total: Number(count.n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  private articleBase(kind: string, keyword: string | undefined, lang: Lang) {
    let base = this.db.selectFrom('articles').where('kind', '=', kind).where('status', '=', 1);
    if (keyword) {
      // Substring match: works for Chinese, which has no spaces between words, and for English.
      const p = likePattern(keyword);
      const [title, content] =
        lang === 'en' ? ['title_en', 'content_en'] : ['title_zh', 'content_zh'];
      base = base.where(
        sql<boolean>`(lower(${sql.ref(title)}) like ${p} escape '\\' or lower(${sql.ref(content)}) like ${p} escape '\\')`,
      );
    }
    return base;
  }

  private articleView(
    r: {
      id: number;
      kind: string;
      title_zh: string;
      title_en: string;
      summary_zh: string;
      summary_en: string;
      author: string;
      views: number;
      created_at: number;
      updated_at: number;
    },
    lang: Lang,
  ) {
    return {
      id: r.id,
      kind: r.kind === 'faq' ? ('faq' as const) : ('document' as const),
      name: t(r, 'title', lang),
      author: r.author,
      summary: t(r, 'summary', lang),
      views: r.views,
      createTime: iso(r.created_at),
      updateTime: iso(r.updated_at),
    };
  }

  async articles(
    q: { pageNum: number; pageSize: number; kind: string; keyword?: string | undefined },
    lang: Lang,
  ) {
    const base = this.articleBase(q.kind, q.keyword, lang);
    const ids = base
      .select('id')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('articles')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      q.keyword
        ? base
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
            .then((r) => Number(r.n))
        : this.counts.get(`articles:${q.kind}`, async () =>
            Number(
              (
                await base
                  .select((eb) => eb.fn.countAll<number | string>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
    ]);
    return {
      list: rows.map((r) => this.articleView(r, lang)),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async articleKind(id: number): Promise<string> {
    const row = await this.db
      .selectFrom('articles')
      .select('kind')
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return row.kind;
  }

  async article(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return { ...this.articleView(row, lang), content: t(row, 'content', lang) };
  }

  /** Counts one read and answers the new count. */
  async read(id: number): Promise<number> {
    await this.articleKind(id);
    await this.db
      .updateTable('articles')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const row = await this.db
      .selectFrom('articles')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.views;
  }

  async faqs(lang: Lang, opts: { hot?: boolean; size: number }) {
    let q = this.db
      .selectFrom('articles')
      .selectAll()
      .where('kind', '=', 'faq')
      .where('status', '=', 1);
    if (opts.hot) q = q.where('hot', '=', 1);
    const rows = await q
      .orderBy('hot', 'desc')
      .orderBy('views', 'desc')
      .orderBy('id')
      .limit(opts.size)
      .execute();
    return rows.map((r) => this.articleView(r, lang));
  }

  async hotKeywords(lang: Lang) {
    const rows = await this.db
      .selectFrom('hot_keywords')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, word: t(r, 'word', lang) }));
  }

  async recordSearch(userId: number, keyword: string): Promise<void> {
    await this.db
      .insertInto('search_records')
      .values({ user_id: userId, keyword: keyword.slice(0, 100), created_at: Date.now() })
      .execute();
  }

  /** The user's recent distinct searches, newest first. */
  async searchHistory(userId: number) {
    const rows = await this.db
      .selectFrom('search_records')
      .select(['keyword', (eb) => eb.fn.max('created_at').as('last')])
      .where('user_id', '=', userId)
      .groupBy('keyword')
      .orderBy('last', 'desc')
      .limit(SEARCH_HISTORY_SIZE)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, time: iso(Number(r.last)) }));
  }

  async banners(position: string, lang: Lang) {
    const rows = await this.db
      .selectFrom('banners')
      .selectAll()
      .where('position', '=', position)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: t(r, 'title', lang),
      image: r.image,
      link: r.link,
    }));
  }
}
