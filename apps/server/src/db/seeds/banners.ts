import type { Db } from '../kysely.js';
import { BANNERS, HOT_KEYWORDS } from './catalogue.data.js';
import { insertMissing } from './seed-rows.js';

/** The banners of the section pages and the hot search keywords. */
export async function seedBanners(db: Db): Promise<void> {
  for (const [i, b] of BANNERS.entries()) {
    await insertMissing(
      db
        .selectFrom('banners')
        .select('id')
        .where('position', '=', b.position)
        .where('image', '=', b.image),
      () =>
        db.insertInto('banners').values({
          position: b.position,
          title_zh: b.title.zh,
          title_en: b.title.en,
          image: b.image,
          link: b.link,
          link_en: '',
          sort: i,
          status: 1,
        }),
    );
  }
  for (const [i, w] of HOT_KEYWORDS.entries()) {
    await insertMissing(
      db.selectFrom('hot_keywords').select('id').where('word_zh', '=', w.zh),
      () => db.insertInto('hot_keywords').values({ word_zh: w.zh, word_en: w.en, sort: i }),
    );
  }
}
