import type { Lang, NoticeDetail, NoticeSummary, Page } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { pick } from '../../http/context.js';
import type { NoticesRepo } from './notices.repo.js';

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

export class NoticesService {
  constructor(private readonly repo: NoticesRepo) {}

  async list(
    q: { pageNum: number; pageSize: number; title?: string | undefined },
    lang: Lang,
  ): Promise<Page<NoticeSummary>> {
    const { rows, total } = await this.repo.page({
      lang,
      title: q.title || undefined,
      offset: (q.pageNum - 1) * q.pageSize,
      limit: q.pageSize,
      now: Date.now(),
    });
    return {
      list: rows.map((r) => toSummary(r, lang)),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async latest(size: number, lang: Lang): Promise<NoticeSummary[]> {
    const { rows } = await this.repo.page({ lang, offset: 0, limit: size, now: Date.now() });
    return rows.map((r) => toSummary(r, lang));
  }

  async detail(id: number, lang: Lang): Promise<NoticeDetail> {
    const now = Date.now();
    const row = await this.repo.byId(id, now);
    if (!row) throw new AppError('A0078');
    const n = await this.repo.neighbours(row, now);
    return { ...toSummary(row, lang), content: pick(lang, row.content_zh, row.content_en), ...n };
  }
}
