import type { Lang, NoticeDetail, NoticeSummary, Page } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { pick } from '../../lib/text.js';
import type { NoticesRepo } from './notices.repo.js';
import { pagedList, TtlCache } from '../../db/paging.js';
import { shared } from '../../http/answer-json.js';
import type { ContentChanges } from './content-changes.service.js';

const SUMMARY_CHARS = 120;

function summaryOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS)}…` : flat;
}

type Row = {
  id: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  publish_time: number;
  created_at: number;
};

function toSummary(r: Row, lang: Lang): NoticeSummary {
  return {
    id: r.id,
    title: pick(lang, r.title_zh, r.title_en),
    summary: summaryOf(pick(lang, r.content_zh, r.content_en)),
    createTime: new Date(r.created_at).toISOString(),
    publishTime: new Date(r.publish_time).toISOString(),
  };
}

/** Totals are kept 30 s; a page without a search is kept 2 s (the home page's hot path). */
const TOTAL_TTL_MS = 30_000;
const PAGE_TTL_MS = 2_000;

export class NoticesService {
  private readonly totals = new TtlCache<number>(TOTAL_TTL_MS);
  private readonly pages = new TtlCache<Page<NoticeSummary>>(PAGE_TTL_MS, 500, shared);

  private seen = 0;

  constructor(
    private readonly repo: NoticesRepo,
    /** Moves when notices change on any server: kept pages and totals are dropped (0023). */
    private readonly changes: ContentChanges | null = null,
  ) {}

  /** The generation of the kept lists; a change drops them all. */
  private generation(): number {
    const g = this.changes?.generation() ?? 0;
    if (g !== this.seen) {
      this.seen = g;
      this.pages.clear();
      this.totals.clear();
    }
    return g;
  }

  async list(
    q: { pageNum: number; pageSize: number; title?: string | undefined },
    lang: Lang,
  ): Promise<Page<NoticeSummary>> {
    const g = this.generation();
    if (q.title) return this.load(q, lang, g);
    // The generation is part of the key: a load that began before a change is never served after.
    return this.pages.get(`${g}:${lang}:${q.pageNum}:${q.pageSize}`, () => this.load(q, lang, g));
  }

  private async load(
    q: { pageNum: number; pageSize: number; title?: string | undefined },
    lang: Lang,
    g: number,
  ): Promise<Page<NoticeSummary>> {
    const now = Date.now();
    return pagedList(
      q,
      q.title
        ? () => this.repo.count({ lang, title: q.title, now })
        : () => this.totals.get(`${g}`, () => this.repo.count({ lang, now })),
      (window) => this.repo.page({ lang, title: q.title, window, now }),
      (rows) => rows.map((r) => toSummary(r, lang)),
    );
  }

  async latest(size: number, lang: Lang): Promise<NoticeSummary[]> {
    return (await this.list({ pageNum: 1, pageSize: size }, lang)).list;
  }

  async detail(id: number, lang: Lang): Promise<NoticeDetail> {
    const now = Date.now();
    const row = await this.repo.byId(id, now);
    if (!row) throw new AppError('A0078');
    const n = await this.repo.neighbours(row, now);
    return { ...toSummary(row, lang), content: pick(lang, row.content_zh, row.content_en), ...n };
  }
}
