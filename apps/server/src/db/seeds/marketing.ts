import type { Db } from '../kysely.js';
import { MATERIAL_TYPES } from './catalogue.data.js';
import { MATERIALS } from './catalogue-materials.data.js';
import { idOf, joinText, need, type Ago, type Ids } from './seed-rows.js';

/** Marketing material types and materials; ids of the materials by key. */
export async function seedMarketing(db: Db, ago: Ago): Promise<Ids> {
  const materialTypes: Ids = new Map();
  for (const [i, t] of MATERIAL_TYPES.entries()) {
    const id = await idOf(
      db.selectFrom('material_types').select('id').where('name_zh', '=', t.name.zh),
      () =>
        db
          .insertInto('material_types')
          .values({ name_zh: t.name.zh, name_en: t.name.en, sort: i })
          .returning('id'),
    );
    materialTypes.set(t.key, id);
  }

  const materials: Ids = new Map();
  for (const [i, m] of MATERIALS.entries()) {
    const id = await idOf(
      db.selectFrom('materials').select('id').where('title_zh', '=', m.title.zh),
      () =>
        db
          .insertInto('materials')
          .values({
            type_id: need(materialTypes, m.type, 'material type'),
            title_zh: m.title.zh,
            title_en: m.title.en,
            summary_zh: m.summary.zh,
            summary_en: m.summary.en,
            content_zh: joinText(m.content.zh),
            content_en: joinText(m.content.en),
            cover: m.cover,
            views: m.views,
            status: 1,
            created_at: ago(m.daysAgo, i),
          })
          .returning('id'),
    );
    materials.set(m.key, id);
  }
  return materials;
}
