import type { Db } from '../kysely.js';
import { CASES } from './catalogue-cases.data.js';
import type { CatalogueRefs } from './products.js';
import { DAY, idOf, joinText, link, need, type Ago, type Ids } from './seed-rows.js';

/** Solution cases with their industries and device models; ids by case key. */
export async function seedSolutions(db: Db, refs: CatalogueRefs, ago: Ago): Promise<Ids> {
  const cases: Ids = new Map();
  for (const [i, c] of CASES.entries()) {
    const at = ago(c.daysAgo, i);
    const caseId = await idOf(
      db.selectFrom('solution_cases').select('id').where('title_zh', '=', c.title.zh),
      () =>
        db
          .insertInto('solution_cases')
          .values({
            title_zh: c.title.zh,
            title_en: c.title.en,
            summary_zh: c.summary.zh,
            summary_en: c.summary.en,
            content_zh: joinText(c.content.zh),
            content_en: joinText(c.content.en),
            cover: c.cover,
            price: c.price,
            views: c.views,
            recommended: c.recommended ? 1 : 0,
            status: 1,
            created_at: at,
            updated_at: at + 2 * DAY,
          })
          .returning('id'),
    );
    cases.set(c.key, caseId);
    for (const key of c.industries) {
      const industryId = need(refs.industries, key, 'industry');
      await link(db, 'case_industries', { case_id: caseId, industry_id: industryId });
    }
    for (const model of c.devices) {
      const productId = need(refs.products, model, 'product');
      await link(db, 'case_products', { case_id: caseId, product_id: productId });
    }
  }
  return cases;
}
