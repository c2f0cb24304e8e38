import { sql } from 'kysely';
import type {
  DeviceApplicable,
  EquipmentDevice,
  EquipmentGroup,
  Lang,
  Page,
  SolutionCaseSummary,
} from '@seuiot/contract';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { pageWindow, TtlCache, idSource, likePattern } from '../../db/paging.js';
import { iso, t } from '../../lib/text.js';
import { shared } from '../../http/answer-json.js';

type CaseRow = {
  id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  cover: string;
  price: number;
  views: number;
  created_at: number;
};

const PRICE_NOTE = { zh: '价格面议', en: 'Price on request' };

/** Solution cases: filtered lists, device-applicable query, detail with files. */
type CaseQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  industryId?: number | undefined;
  productId?: number | undefined;
};

export class SolutionsService {
  private readonly counts = new TtlCache<number>(30_000);
  /** Pages without a keyword are kept 2 s: the public lists are read far more than written. */
  private readonly pages = new TtlCache<Page<SolutionCaseSummary>>(2_000, 1000, shared);

  constructor(
    private readonly db: Db,
    private readonly catalogueFiles: CatalogueFilesService,
  ) {}

  async industries(lang: Lang) {
    const rows = await this.db
      .selectFrom('industries')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: t(r, 'name', lang) }));
  }

  private filtered(
    q: {
      keyword?: string | undefined;
      industryId?: number | undefined;
      productId?: number | undefined;
      recommended?: boolean;
    },
    lang: Lang,
  ) {
    let base = this.db.selectFrom('solution_cases').where('status', '=', 1);
    if (q.industryId) {
      base = base.where(
        'id',
        'in',
        this.db
          .selectFrom('case_industries')
          .select('case_id')
          .where('industry_id', '=', q.industryId),
      );
    }
    if (q.productId) {
      base = base.where(
        'id',
        'in',
        this.db.selectFrom('case_products').select('case_id').where('product_id', '=', q.productId),
      );
    }
    if (q.recommended) base = base.where('recommended', '=', 1);
    if (q.keyword) {
      const p = likePattern(q.keyword);
      const [title, summary] =
        lang === 'en' ? ['title_en', 'summary_en'] : ['title_zh', 'summary_zh'];
      base = base.where(
        sql<boolean>`(lower(${sql.ref(title)}) like ${p} escape '\\' or lower(${sql.ref(summary)}) like ${p} escape '\\')`,
      );
    }
    return base;
  }

  async list(q: CaseQuery, lang: Lang): Promise<Page<SolutionCaseSummary>> {
    if (q.keyword) return this.load(q, lang);
    return this.pages.get(
      `${lang}:${q.industryId ?? ''}:${q.productId ?? ''}:${q.pageNum}:${q.pageSize}`,
      () => this.load(q, lang),
    );
  }

  /**
   * One filter through a link table pages from that table's covering index (migration
   * 2026112104); other combinations filter the cases themselves. Both read the page's ids first.
   */
  private async load(q: CaseQuery, lang: Lang): Promise<Page<SolutionCaseSummary>> {
    const source =
      q.industryId && !q.productId && !q.keyword
        ? idSource(
            this.db
              .selectFrom('case_industries')
              .where('industry_id', '=', q.industryId)
              .where('status', '=', 1),
            'case_id',
            'created_at',
          )
        : q.productId && !q.industryId && !q.keyword
          ? idSource(
              this.db
                .selectFrom('case_products')
                .where('product_id', '=', q.productId)
                .where('status', '=', 1),
              'case_id',
              'created_at',
            )
          : idSource(this.filtered(q, lang), 'id', 'created_at');
    const total = q.keyword
      ? await source.count()
      : await this.counts.get(`cases:${q.industryId ?? ''}:${q.productId ?? ''}`, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const ids = source.ids(w);
    const rows = await this.db
      .selectFrom('solution_cases')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      list: await this.summaries(rows, lang),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async recommended(lang: Lang, size = 6): Promise<SolutionCaseSummary[]> {
    const rows = await this.filtered({ recommended: true }, lang)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    return this.summaries(rows, lang);
  }

  private async summaries(rows: CaseRow[], lang: Lang): Promise<SolutionCaseSummary[]> {
    const ids = rows.map((r) => r.id);
    const [inds, devs] = await Promise.all([
      ids.length
        ? this.db
            .selectFrom('case_industries')
            .innerJoin('industries', 'industries.id', 'case_industries.industry_id')
            .select([
              'case_industries.case_id',
              'industries.id',
              'industries.name_zh',
              'industries.name_en',
            ])
            .where('case_industries.case_id', 'in', ids)
            .orderBy('industries.sort')
            .execute()
        : Promise.resolve([]),
      ids.length
        ? this.db
            .selectFrom('case_products')
            .innerJoin('products', 'products.id', 'case_products.product_id')
            .select(['case_products.case_id', 'products.id', 'products.model'])
            .where('case_products.case_id', 'in', ids)
            .orderBy('products.sort')
            .execute()
        : Promise.resolve([]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: t(r, 'title', lang),
      summary: t(r, 'summary', lang),
      cover: r.cover,
      price: r.price,
      priceNote: r.price > 0 ? '' : PRICE_NOTE[lang],
      industries: inds
        .filter((i) => i.case_id === r.id)
        .map((i) => ({ id: i.id, name: t(i, 'name', lang) })),
      devices: devs.filter((d) => d.case_id === r.id).map((d) => ({ id: d.id, model: d.model })),
      views: r.views,
      createTime: iso(r.created_at),
    }));
  }

  /** Detail with its files; each opening counts as a view. */
  async detail(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('solution_cases')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    await this.db
      .updateTable('solution_cases')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const [summary] = await this.summaries([{ ...row, views: row.views + 1 }], lang);
    const files = await this.catalogueFiles.of('case', id, lang);
    return { ...summary!, content: t(row, 'content', lang), files };
  }

  async files(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('solution_cases')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return await this.catalogueFiles.of('case', id, lang);
  }

  /** Device models that some case applies to (the device filter). */
  async equipment(lang: Lang): Promise<EquipmentDevice[]> {
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .where('status', '=', 1)
      .where('id', 'in', this.db.selectFrom('case_products').select('product_id'))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      model: r.model,
      name: t(r, 'name', lang),
      classificationId: r.classification_id,
    }));
  }

  /** The device filter grouped by classification. */
  async equipmentGrouped(lang: Lang): Promise<EquipmentGroup[]> {
    const list = await this.equipment(lang);
    const classes = await this.db
      .selectFrom('classifications')
      .selectAll()
      .where('kind', '=', 'product')
      .orderBy('sort')
      .execute();
    return classes
      .map((c) => ({
        id: c.id,
        name: t(c, 'name', lang),
        devices: list.filter((d) => d.classificationId === c.id),
      }))
      .filter((g) => g.devices.length > 0);
  }

  /** Device-applicable query: for a model, the cases and the market apps adapted to it. */
  async forDevice(productId: number, lang: Lang): Promise<DeviceApplicable> {
    const product = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!product) throw new AppError('A0078');
    const cases = await this.filtered({ productId }, lang)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const apps = await this.db
      .selectFrom('apps')
      .select(['id', 'name_zh', 'name_en', 'icon', 'version_name'])
      .where('released', '=', 1)
      .where(
        'id',
        'in',
        this.db.selectFrom('app_products').select('app_id').where('product_id', '=', productId),
      )
      .orderBy('downloads', 'desc')
      .limit(50)
      .execute();
    return {
      product: { id: product.id, model: product.model, name: t(product, 'name', lang) },
      cases: await this.summaries(cases, lang),
      apps: apps.map((a) => ({
        id: a.id,
        name: t(a, 'name', lang),
        icon: a.icon,
        versionName: a.version_name,
      })),
    };
  }
}
