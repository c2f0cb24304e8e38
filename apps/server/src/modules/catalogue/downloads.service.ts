import { sql } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { CountCache, fileView, likePattern } from './shared.js';
import type { ProductsService } from './products.service.js';

/** The download centre: files by classification branch, searchable, paged. */
export class DownloadsService {
  private readonly counts = new CountCache();

  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
  ) {}

  async page(
    q: {
      pageNum: number;
      pageSize: number;
      classificationId?: number | undefined;
      keyword?: string | undefined;
    },
    lang: Lang,
  ) {
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
    const ids = base
      .select('id')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('catalogue_files')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.counts.get(
        `downloads:${lang}:${q.classificationId ?? ''}:${q.keyword ?? ''}`,
        async () =>
          Number(
            (
              await base
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
    ]);
    return {
      list: rows.map((r) => ({ ...fileView(r, lang), classificationId: r.classification_id })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}
