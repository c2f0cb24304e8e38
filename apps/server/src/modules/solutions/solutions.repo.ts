import { sql } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { idSource, likePattern, type IdSource } from '../../db/paging.js';

/** What narrows the case lists. */
export type CaseFilter = {
  keyword?: string | undefined;
  industryId?: number | undefined;
  productId?: number | undefined;
  recommended?: boolean;
};

/** Kysely queries of solution cases, their industries and the models they apply to. */
export class SolutionsRepo {
  constructor(private readonly db: Db) {}

  industries() {
    return this.db.selectFrom('industries').selectAll().orderBy('sort').orderBy('id').execute();
  }

  private filtered(q: CaseFilter, lang: Lang) {
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

  /**
   * Where a case page's ids come from. One filter through a link table pages from that table's
   * covering index (migration 2026112104); other combinations filter the cases themselves.
   */
  ids(q: CaseFilter, lang: Lang): IdSource {
    const link = q.keyword
      ? undefined
      : q.industryId && !q.productId
        ? { table: 'case_industries' as const, column: 'industry_id' as const, id: q.industryId }
        : q.productId && !q.industryId
          ? { table: 'case_products' as const, column: 'product_id' as const, id: q.productId }
          : undefined;
    if (!link) return idSource(this.filtered(q, lang), 'id', 'created_at');
    return idSource(
      this.db.selectFrom(link.table).where(link.column, '=', link.id).where('status', '=', 1),
      'case_id',
      'created_at',
    );
  }

  /** The cases of some ids, newest first. */
  byIds(ids: ReturnType<IdSource['ids']>) {
    return this.db
      .selectFrom('solution_cases')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The newest cases of a filter, at most `limit`. */
  newest(q: CaseFilter, lang: Lang, limit: number) {
    return this.filtered(q, lang)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The industries of some cases, in industry order. */
  industriesOf(caseIds: number[]) {
    return this.db
      .selectFrom('case_industries')
      .innerJoin('industries', 'industries.id', 'case_industries.industry_id')
      .select([
        'case_industries.case_id',
        'industries.id',
        'industries.name_zh',
        'industries.name_en',
      ])
      .where('case_industries.case_id', 'in', caseIds)
      .orderBy('industries.sort')
      .execute();
  }

  /** The models some cases apply to, in model order. */
  productsOf(caseIds: number[]) {
    return this.db
      .selectFrom('case_products')
      .innerJoin('products', 'products.id', 'case_products.product_id')
      .select(['case_products.case_id', 'products.id', 'products.model'])
      .where('case_products.case_id', 'in', caseIds)
      .orderBy('products.sort')
      .execute();
  }

  /** A published case. */
  published(id: number) {
    return this.db
      .selectFrom('solution_cases')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  async countView(id: number): Promise<void> {
    await this.db
      .updateTable('solution_cases')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Listed models that some case applies to. */
  caseProducts() {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('status', '=', 1)
      .where('id', 'in', this.db.selectFrom('case_products').select('product_id'))
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  productClassifications() {
    return this.db
      .selectFrom('classifications')
      .selectAll()
      .where('kind', '=', 'product')
      .orderBy('sort')
      .execute();
  }

  /** Released apps adapted to a model, most downloaded first, at most 50. */
  appsFor(productId: number) {
    return this.db
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
  }
}
