import type { Db } from '../kysely.js';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../tables.js';
import { CLASSIFICATIONS, INDUSTRIES, PRODUCTS, type ProductSeed } from './catalogue.data.js';
import { idOf, need, type Ids } from './seed-rows.js';

/** The reference rows the catalogue files its content under, by seed key. */
export interface CatalogueRefs {
  /** Classifications of products, apps and downloads. */
  cls: Ids;
  /** Device models, by model. */
  products: Ids;
  industries: Ids;
}

/** Classifications (parents first), device models and industries. */
export async function seedProducts(db: Db): Promise<CatalogueRefs> {
  const cls: Ids = new Map();
  for (const [i, c] of CLASSIFICATIONS.entries()) {
    const parentId = c.parent ? need(cls, c.parent, 'classification') : null;
    let q = db
      .selectFrom('classifications')
      .select('id')
      .where('kind', '=', c.kind)
      .where('name_zh', '=', c.name.zh);
    q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
    const id = await idOf(q, () =>
      db
        .insertInto('classifications')
        .values({
          parent_id: parentId,
          kind: c.kind,
          name_zh: c.name.zh,
          name_en: c.name.en,
          sort: i,
        })
        .returning('id'),
    );
    cls.set(c.key, id);
  }

  const products: Ids = new Map();
  for (const [i, p] of PRODUCTS.entries()) {
    const id = await idOf(db.selectFrom('products').select('id').where('model', '=', p.model), () =>
      db
        .insertInto('products')
        .values(productRow(p, need(cls, p.cls, 'classification'), i))
        .returning('id'),
    );
    products.set(p.model, id);
  }

  const industries: Ids = new Map();
  for (const [i, ind] of INDUSTRIES.entries()) {
    const id = await idOf(
      db.selectFrom('industries').select('id').where('name_zh', '=', ind.name.zh),
      () =>
        db
          .insertInto('industries')
          .values({ name_zh: ind.name.zh, name_en: ind.name.en, sort: i })
          .returning('id'),
    );
    industries.set(ind.key, id);
  }
  return { cls, products, industries };
}

/** The row of a seeded device model, published, filed under `classificationId`. */
export function productRow(
  p: ProductSeed,
  classificationId: number,
  sort: number,
): Insertable<ProductsTable> {
  return {
    classification_id: classificationId,
    model: p.model,
    name_zh: p.name.zh,
    name_en: p.name.en,
    summary_zh: p.summary.zh,
    summary_en: p.summary.en,
    image: p.image,
    specs: JSON.stringify(p.specs),
    sort,
    status: 1,
  };
}
