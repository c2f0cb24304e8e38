import type { Db } from '../kysely.js';
import { API_CATEGORIES, API_ENTRIES, SDKS, TEST_PACKAGES } from './catalogue-developer.data.js';
import type { CatalogueRefs } from './products.js';
import { idOf, insertMissing, joinText, need, type Ago, type Ids } from './seed-rows.js';

/** The developer area: API reference, SDKs and test packages; ids of SDKs and test packages. */
export async function seedDeveloper(
  db: Db,
  refs: CatalogueRefs,
  ago: Ago,
): Promise<{ sdks: Ids; tests: Ids }> {
  const apiCategories: Ids = new Map();
  for (const [i, c] of API_CATEGORIES.entries()) {
    const parentId = c.parent ? need(apiCategories, c.parent, 'API category') : null;
    let q = db.selectFrom('api_categories').select('id').where('name_zh', '=', c.name.zh);
    q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
    const id = await idOf(q, () =>
      db
        .insertInto('api_categories')
        .values({ parent_id: parentId, name_zh: c.name.zh, name_en: c.name.en, sort: i })
        .returning('id'),
    );
    apiCategories.set(c.key, id);
  }
  for (const [i, e] of API_ENTRIES.entries()) {
    const categoryId = need(apiCategories, e.category, 'API category');
    await insertMissing(
      db
        .selectFrom('api_entries')
        .select('id')
        .where('category_id', '=', categoryId)
        .where('name', '=', e.name),
      () =>
        db.insertInto('api_entries').values({
          category_id: categoryId,
          name: e.name,
          signature: e.signature,
          description_zh: e.description.zh,
          description_en: e.description.en,
          params: JSON.stringify(e.params),
          returns_zh: e.returns.zh,
          returns_en: e.returns.en,
          example: e.example,
          sort: i,
        }),
    );
  }

  const productOf = (model: string | undefined) =>
    model ? need(refs.products, model, 'product') : null;

  const sdks: Ids = new Map();
  for (const [i, s] of SDKS.entries()) {
    const id = await idOf(
      db
        .selectFrom('sdks')
        .select('id')
        .where('kind', '=', s.kind)
        .where('name_zh', '=', s.name.zh),
      () =>
        db
          .insertInto('sdks')
          .values({
            kind: s.kind,
            product_id: productOf(s.product),
            name_zh: s.name.zh,
            name_en: s.name.en,
            description_zh: joinText(s.description.zh),
            description_en: joinText(s.description.en),
            version: s.version,
            params: JSON.stringify(s.params),
            updated_at: ago(s.daysAgo, i),
          })
          .returning('id'),
    );
    sdks.set(s.key, id);
  }

  const tests: Ids = new Map();
  for (const [i, t] of TEST_PACKAGES.entries()) {
    const id = await idOf(
      db.selectFrom('test_packages').select('id').where('name_zh', '=', t.name.zh),
      () =>
        db
          .insertInto('test_packages')
          .values({
            product_id: productOf(t.product),
            name_zh: t.name.zh,
            name_en: t.name.en,
            description_zh: joinText(t.description.zh),
            description_en: joinText(t.description.en),
            version: t.version,
            updated_at: ago(t.daysAgo, i),
          })
          .returning('id'),
    );
    tests.set(t.key, id);
  }
  return { sdks, tests };
}
