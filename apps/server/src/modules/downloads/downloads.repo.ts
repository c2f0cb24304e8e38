import { sql } from 'kysely';
import type { Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { idSource, likePattern, type PageWindow } from '../../db/paging.js';

/** What narrows the download centre: classifications (a branch), a file name in the language. */
export interface DownloadFilter {
  lang: Lang;
  classificationIds?: number[] | undefined;
  keyword?: string | undefined;
}

/** The catalogue files of the download centre. */
export class DownloadsRepo {
  constructor(private readonly db: Db) {}

  /** The download centre's files, newest first. */
  private files(f: DownloadFilter) {
    let base = this.db.selectFrom('catalogue_files').where('in_download_centre', '=', 1);
    if (f.classificationIds) base = base.where('classification_id', 'in', f.classificationIds);
    if (f.keyword)
      base = base.where(
        sql<boolean>`lower(${sql.ref(f.lang === 'en' ? 'name_en' : 'name_zh')}) like ${likePattern(f.keyword)} escape '\\'`,
      );
    return idSource(base, 'id', 'updated_at');
  }

  count(f: DownloadFilter): Promise<number> {
    return this.files(f).count();
  }

  /** The files of one page window (db/paging.ts), newest first. */
  page(f: DownloadFilter, w: PageWindow) {
    return this.db
      .selectFrom('catalogue_files')
      .selectAll()
      .where('id', 'in', this.files(f).ids(w))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
