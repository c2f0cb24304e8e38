import { sql } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { idSource, likePattern, type IdSource } from '../../db/paging.js';

/** The market ('market') or the ecosystem software ('ecology'). */
export type Channel = 'market' | 'ecology';

/** What narrows an app list. */
export type AppFilter = {
  keyword?: string | undefined;
  classificationId?: number | undefined;
  productId?: number | undefined;
  chargeType?: string | undefined;
};

/** Kysely queries of the released apps, their media and the models they are adapted to. */
export class MarketplaceRepo {
  constructor(private readonly db: Db) {}

  private filtered(channel: Channel, q: AppFilter, lang: Lang) {
    let base = this.db.selectFrom('apps').where('channel', '=', channel).where('released', '=', 1);
    if (q.classificationId) base = base.where('classification_id', '=', q.classificationId);
    if (q.chargeType) base = base.where('charge_type', '=', q.chargeType);
    if (q.productId)
      base = base.where(
        'id',
        'in',
        this.db.selectFrom('app_products').select('app_id').where('product_id', '=', q.productId),
      );
    if (q.keyword) {
      const p = likePattern(q.keyword);
      const name = lang === 'en' ? 'name_en' : 'name_zh';
      base = base.where(
        sql<boolean>`(lower(${sql.ref(name)}) like ${p} escape '\\' or lower(package_name) like ${p} escape '\\')`,
      );
    }
    return base;
  }

  /** Where an app page's ids come from; the adaptation query (model only) pages from the link table's covering index. */
  ids(channel: Channel, q: AppFilter, lang: Lang): IdSource {
    if (q.productId && !q.keyword && !q.classificationId && !q.chargeType)
      return idSource(
        this.db
          .selectFrom('app_products')
          .where('product_id', '=', q.productId)
          .where('channel', '=', channel)
          .where('released', '=', 1),
        'app_id',
        'updated_at',
      );
    return idSource(this.filtered(channel, q, lang), 'id', 'updated_at');
  }

  /** The apps of some ids, last updated first. */
  byIds(ids: ReturnType<IdSource['ids']>) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  classifications(ids: number[]) {
    return this.db.selectFrom('classifications').selectAll().where('id', 'in', ids).execute();
  }

  /** The recommended released apps, most downloaded first. */
  recommended(size: number) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('released', '=', 1)
      .where('recommended', '=', 1)
      .orderBy('downloads', 'desc')
      .orderBy('id')
      .limit(size)
      .execute();
  }

  /** A released app. */
  released(id: number) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', id)
      .where('released', '=', 1)
      .executeTakeFirst();
  }

  /** Every released app, by id. */
  allReleased() {
    return this.db.selectFrom('apps').selectAll().where('released', '=', 1).orderBy('id').execute();
  }

  media(appId: number) {
    return this.db
      .selectFrom('app_media')
      .select(['kind', 'url'])
      .where('app_id', '=', appId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The models an app is adapted to, in model order. */
  productsOf(appId: number) {
    return this.db
      .selectFrom('app_products')
      .innerJoin('products', 'products.id', 'app_products.product_id')
      .select(['products.id', 'products.model', 'products.name_zh', 'products.name_en'])
      .where('app_products.app_id', '=', appId)
      .orderBy('products.sort')
      .execute();
  }

  /** The ids of the apps adapted to a model, released or not. */
  async adaptedTo(productId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('app_products')
      .select('app_id')
      .where('product_id', '=', productId)
      .execute();
    return rows.map((r) => r.app_id);
  }

  /** A developer's own apps in one of the review states, released or not, last updated first. */
  byDeveloper(userId: number, reviewStatuses: readonly string[]) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('developer_id', '=', userId)
      .where('review_status', 'in', reviewStatuses)
      .orderBy('updated_at', 'desc')
      .execute();
  }
}
