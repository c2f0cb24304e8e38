import { type ArticleListQuery, type Lang, SECTIONS } from '@seuiot/contract';
import { pagedList, TtlCache } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import type { Shown } from '../../http/share-token.js';
import { iso, t } from '../../lib/text.js';
import type { ArticleRow, SupportRepo } from './support.repo.js';

const SEARCH_HISTORY_SIZE = 10;
const SEARCH_KEYWORD_CHARS = 100;

/**
 * The caller of an article call, as its route sees it: the checks the route can run for the
 * document guard, and who is signed in.
 */
export interface ArticleReader {
  /** Passes when the caller holds the section (A0001, A0017 otherwise). */
  section(title: string): Promise<unknown>;
  /** Passes with the section, or with a share token that covers what the call shows. */
  shared(title: string, what: Shown): Promise<unknown>;
  /** The signed-in user, if any. */
  userId(): Promise<number | undefined>;
}

function articleView(r: ArticleRow, lang: Lang) {
  return {
    id: r.id,
    kind: r.kind === 'faq' ? ('faq' as const) : ('document' as const),
    name: t(r, 'title', lang),
    author: lang === 'en' && r.author_en ? r.author_en : r.author,
    summary: t(r, 'summary', lang),
    views: r.views,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}

/**
 * Articles: the developer documents (login, developer section) and the support FAQ (public), hot
 * keywords, and the user's FAQ search history.
 */
export class SupportService {
  private readonly counts = new TtlCache<number>(30_000);

  constructor(private readonly repo: SupportRepo) {}

  /**
   * The document guard: FAQ is public; documents need the developer section, and with an id a
   * share token covering that document lets it through too.
   */
  private async guard(kind: string, reader: ArticleReader, id?: number): Promise<void> {
    if (kind !== 'document') return;
    if (id === undefined) await reader.section(SECTIONS.developer);
    else await reader.shared(SECTIONS.developer, { type: 'article', id });
  }

  /** A page of the articles of a kind, as the reader may see them; keeps FAQ searches. */
  async list(q: ArticleListQuery, lang: Lang, reader: ArticleReader) {
    await this.guard(q.kind, reader);
    // The search history is of FAQ searches (support); document searches stay out of it.
    if (q.kind === 'faq' && q.keyword && q.pageNum === 1) {
      const userId = await reader.userId();
      if (userId !== undefined) await this.recordSearch(userId, q.keyword);
    }
    return this.articles(q, lang);
  }

  /** A page of the articles of a kind, last updated first, searchable in either language. */
  articles(q: ArticleListQuery, lang: Lang) {
    const f = { kind: q.kind, keyword: q.keyword, lang };
    return pagedList(
      q,
      q.keyword
        ? () => this.repo.count(f)
        : () => this.counts.get(`articles:${q.kind}`, () => this.repo.count(f)),
      (w) => this.repo.page(f, w),
      (rows) => rows.map((r) => articleView(r, lang)),
    );
  }

  async article(id: number, lang: Lang, reader: ArticleReader) {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError('A0078');
    await this.guard(row.kind, reader, id);
    return { ...articleView(row, lang), content: t(row, 'content', lang) };
  }

  /** Counts one read and answers the new count. */
  async read(id: number, reader: ArticleReader): Promise<number> {
    const kind = await this.repo.kindOf(id);
    if (kind === undefined) throw new AppError('A0078');
    await this.guard(kind, reader, id);
    return this.repo.countRead(id);
  }

  async faqs(lang: Lang, opts: { hot?: boolean; size: number }) {
    return (await this.repo.faqs(opts)).map((r) => articleView(r, lang));
  }

  async hotKeywords(lang: Lang) {
    return (await this.repo.hotKeywords()).map((r) => ({ id: r.id, word: t(r, 'word', lang) }));
  }

  private recordSearch(userId: number, keyword: string): Promise<void> {
    return this.repo.addSearch(userId, keyword.slice(0, SEARCH_KEYWORD_CHARS), Date.now());
  }

  /** The user's recent distinct searches, newest first. */
  async searchHistory(userId: number) {
    const rows = await this.repo.recentSearches(userId, SEARCH_HISTORY_SIZE);
    return rows.map((r) => ({ keyword: r.keyword, time: iso(Number(r.last)) }));
  }
}
