import type { Db } from '../kysely.js';
import { DOCUMENTS } from './catalogue-documents.data.js';
import { FAQS } from './catalogue-faq.data.js';
import { insertMissing, joinText, type Ago } from './seed-rows.js';

/** Support articles: documents, then the FAQ. */
export async function seedSupport(db: Db, ago: Ago): Promise<void> {
  for (const [i, a] of [...DOCUMENTS, ...FAQS].entries()) {
    await insertMissing(
      db
        .selectFrom('articles')
        .select('id')
        .where('kind', '=', a.kind)
        .where('title_zh', '=', a.title.zh),
      () =>
        db.insertInto('articles').values({
          kind: a.kind,
          title_zh: a.title.zh,
          title_en: a.title.en,
          summary_zh: a.summary.zh,
          summary_en: a.summary.en,
          content_zh: joinText(a.content.zh),
          content_en: joinText(a.content.en),
          author: a.author.zh,
          author_en: a.author.en,
          views: a.views,
          hot: a.hot ? 1 : 0,
          status: 1,
          created_at: ago(a.daysAgo, i),
          updated_at: ago(a.updatedDaysAgo ?? a.daysAgo, i),
        }),
    );
  }
}
