import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { Database } from '../../db/tables.js';
import { idSource, type PageWindow } from '../../db/paging.js';

/** Which SDKs of a kind: of one model (its id), of no model (null), or all (undefined). */
export type SdkProductFilter = number | null | undefined;

/** API reference, SDKs and test packages, and the models they are for. */
export class DeveloperRepo {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.selectFrom('api_categories').selectAll().orderBy('sort').orderBy('id').execute();
  }

  categoryLinks() {
    return this.db.selectFrom('api_categories').select(['id', 'parent_id']).execute();
  }

  /** The API entries of some categories (all without), by category, then place. */
  private apis(categoryIds: number[] | undefined) {
    let base = this.db.selectFrom('api_entries');
    if (categoryIds) base = base.where('category_id', 'in', categoryIds);
    return idSource(base, 'id', ['category_id', 'sort'], 'asc');
  }

  countApis(categoryIds: number[] | undefined): Promise<number> {
    return this.apis(categoryIds).count();
  }

  apiPage(categoryIds: number[] | undefined, w: PageWindow) {
    return this.db
      .selectFrom('api_entries')
      .selectAll()
      .where('id', 'in', this.apis(categoryIds).ids(w))
      .orderBy('category_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The SDKs of a kind, of one model, of no model (null) or all (undefined), newest first. */
  private sdks(kind: string, productId: SdkProductFilter) {
    let base = this.db.selectFrom('sdks').where('kind', '=', kind);
    if (productId === null) base = base.where('product_id', 'is', null);
    else if (productId) base = base.where('product_id', '=', productId);
    return idSource(base, 'id', 'updated_at');
  }

  countSdks(kind: string, productId: SdkProductFilter): Promise<number> {
    return this.sdks(kind, productId).count();
  }

  sdkPage(kind: string, productId: SdkProductFilter, w: PageWindow) {
    return this.db
      .selectFrom('sdks')
      .leftJoin('products', 'products.id', 'sdks.product_id')
      .selectAll('sdks')
      .select(['products.model'])
      .where('sdks.id', 'in', this.sdks(kind, productId).ids(w))
      .orderBy('sdks.updated_at', 'desc')
      .orderBy('sdks.id', 'desc')
      .execute();
  }

  sdkParams(sdkId: number) {
    return this.db.selectFrom('sdks').select('params').where('id', '=', sdkId).executeTakeFirst();
  }

  async sdkExists(sdkId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sdks')
      .select('id')
      .where('id', '=', sdkId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The test packages, of one model or all, newest first. */
  private tests(productId: number | undefined) {
    let base = this.db.selectFrom('test_packages');
    if (productId) base = base.where('product_id', '=', productId);
    return idSource(base, 'id', 'updated_at');
  }

  countTests(productId: number | undefined): Promise<number> {
    return this.tests(productId).count();
  }

  testPage(productId: number | undefined, w: PageWindow) {
    return this.db
      .selectFrom('test_packages')
      .leftJoin('products', 'products.id', 'test_packages.product_id')
      .selectAll('test_packages')
      .select(['products.model'])
      .where('test_packages.id', 'in', this.tests(productId).ids(w))
      .orderBy('test_packages.updated_at', 'desc')
      .orderBy('test_packages.id', 'desc')
      .execute();
  }

  /** Models that have a model-specific SDK. */
  sdkProducts() {
    return this.productsIn(
      this.db
        .selectFrom('sdks')
        .select('product_id')
        .where('kind', '=', 'model')
        .where('product_id', 'is not', null)
        .$narrowType<{ product_id: number }>(),
    );
  }

  /** Models that have a test package. */
  testProducts() {
    return this.productsIn(
      this.db
        .selectFrom('test_packages')
        .select('product_id')
        .where('product_id', 'is not', null)
        .$narrowType<{ product_id: number }>(),
    );
  }

  /** The models a subquery names, in catalogue order (the filters of the model lists). */
  private productsIn(
    productIds: SelectQueryBuilder<Database, 'sdks' | 'test_packages', { product_id: number }>,
  ) {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', productIds)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
