import { sql, type Selectable } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { ArticlesTable } from '../../db/tables.js';
import { idSource, likePattern, type PageWindow } from '../../db/paging.js';

export type ArticleRow = Selectable<ArticlesTable>;

/** What narrows the articles: their kind, and a keyword in the title or body in the language. */
export interface ArticleFilter {
  kind: string;
  keyword?: string | undefined;
  lang: Lang;
}

/** Articles (developer documents and FAQ), hot keywords and the users' FAQ searches. */
export class SupportRepo {
  constructor(private readonly db: Db) {}

  private published(f: ArticleFilter) {
    let base = this.db.selectFrom('articles').where('kind', '=', f.kind).where('status', '=', 1);
    if (f.keyword) {
      // Substring match: works for Chinese, which has no spaces between words, and for English.
      const p = likePattern(f.keyword);
      const [title, content] =
        f.lang === 'en' ? ['title_en', 'content_en'] : ['title_zh', 'content_zh'];
      base = base.where(
        sql<boolean>`(lower(${sql.ref(title)}) like ${p} escape '\\' or lower(${sql.ref(content)}) like ${p} escape '\\')`,
      );
    }
    return base;
  }

  count(f: ArticleFilter): Promise<number> {
    return idSource(this.published(f), 'id', 'updated_at').count();
  }

  /** The articles of one page window (db/paging.ts), last updated first. */
  page(f: ArticleFilter, w: PageWindow): Promise<ArticleRow[]> {
    return this.db
      .selectFrom('articles')
      .selectAll()
      .where('id', 'in', idSource(this.published(f), 'id', 'updated_at').ids(w))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async kindOf(id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('articles')
      .select('kind')
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    return row?.kind;
  }

  byId(id: number): Promise<ArticleRow | undefined> {
    return this.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  /** Counts one read; the new count. */
  async countRead(id: number): Promise<number> {
    await this.db
      .updateTable('articles')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const row = await this.db
      .selectFrom('articles')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.views;
  }

  /** FAQ (only the hot ones with `hot`), hot first, then the most read. */
  faqs(opts: { hot?: boolean | undefined; size: number }): Promise<ArticleRow[]> {
    let q = this.db
      .selectFrom('articles')
      .selectAll()
      .where('kind', '=', 'faq')
      .where('status', '=', 1);
    if (opts.hot) q = q.where('hot', '=', 1);
    return q
      .orderBy('hot', 'desc')
      .orderBy('views', 'desc')
      .orderBy('id')
      .limit(opts.size)
      .execute();
  }

  hotKeywords() {
    return this.db.selectFrom('hot_keywords').selectAll().orderBy('sort').orderBy('id').execute();
  }

  async addSearch(userId: number, keyword: string, at: number): Promise<void> {
    await this.db
      .insertInto('search_records')
      .values({ user_id: userId, keyword, created_at: at })
      .execute();
  }

  /** A user's latest distinct searches, newest first. */
  recentSearches(userId: number, size: number) {
    return this.db
      .selectFrom('search_records')
      .select(['keyword', (eb) => eb.fn.max('created_at').as('last')])
      .where('user_id', '=', userId)
      .groupBy('keyword')
      .orderBy('last', 'desc')
      .limit(size)
      .execute();
  }
}
