import { sql } from 'kysely';
import type { DownloadFile, Lang, Page } from '@seuiot/contract';
import { fileView } from '../files/catalogue-files.service.js';
import type { Db } from '../../db/kysely.js';
import { pageWindow, TtlCache, idSource, likePattern } from '../../db/paging.js';
import type { ProductsService } from '../catalogue/products.service.js';
import { shared } from '../../http/answer-json.js';

type DownloadPage = Page<DownloadFile>;
type DownloadQuery = {
  pageNum: number;
  pageSize: number;
  classificationId?: number | undefined;
  keyword?: string | undefined;
};

/** The download centre: files by classification branch, searchable, paged. */
export class DownloadsService {
  private readonly counts = new TtlCache<number>(30_000);
  private readonly pages = new TtlCache<DownloadPage>(2_000, 1000, shared);

  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
  ) {}

  async page(q: DownloadQuery, lang: Lang): Promise<DownloadPage> {
    if (q.keyword) return this.load(q, lang);
    return this.pages.get(`${lang}:${q.classificationId ?? ''}:${q.pageNum}:${q.pageSize}`, () =>
      this.load(q, lang),
    );
  }

  private async load(q: DownloadQuery, lang: Lang): Promise<DownloadPage> {
    let base = this.db.selectFrom('catalogue_files').where('in_download_centre', '=', 1);
    if (q.classificationId)
      base = base.where(
        'classification_id',
        'in',
        await this.products.branchIds(q.classificationId),
      );
    if (q.keyword)
      base = base.where(
        sql<boolean>`lower(${sql.ref(lang === 'en' ? 'name_en' : 'name_zh')}) like ${likePattern(q.keyword)} escape '\\'`,
      );
    const source = idSource(base, 'id', 'updated_at');
    const total = q.keyword
      ? await source.count()
      : await this.counts.get(`downloads:${q.classificationId ?? ''}`, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const ids = source.ids(w);
    const rows = await this.db
      .selectFrom('catalogue_files')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      list: rows.map((r) => ({ ...fileView(r, lang), classificationId: r.classification_id })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}
