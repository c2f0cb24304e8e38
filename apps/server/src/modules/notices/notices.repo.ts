import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';
import type { Lang } from '@seuiot/contract';
import { likePattern, type PageWindow } from '../../db/paging.js';

export class NoticesRepo {
  constructor(private readonly db: Db) {}

  private published(now: number, lang: Lang, title?: string) {
    let q = this.db.selectFrom('notices').where('status', '=', 1).where('publish_time', '<=', now);
    if (title) {
      const col = lang === 'en' ? 'title_en' : 'title_zh';
      q = q.where(sql<boolean>`lower(${sql.ref(col)}) like ${likePattern(title)} escape '\\'`);
    }
    return q;
  }

  async count(opts: { lang: Lang; title?: string | undefined; now: number }): Promise<number> {
    const r = await this.published(opts.now, opts.lang, opts.title)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The rows of one page window (db/paging.ts), in list order. */
  async page(opts: { lang: Lang; title?: string | undefined; window: PageWindow; now: number }) {
    const { order, offset, limit } = opts.window;
    // Deferred join: the page's ids come from the covering index alone, then only its rows are read.
    const ids = this.published(opts.now, opts.lang, opts.title)
      .select('id')
      .orderBy('publish_time', order)
      .orderBy('id', order)
      .limit(limit)
      .offset(offset);
    return this.db
      .selectFrom('notices')
      .select([
        'id',
        'title_zh',
        'title_en',
        'content_zh',
        'content_en',
        'publish_time',
        'created_at',
      ])
      .where('id', 'in', ids)
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  byId(id: number, now: number) {
    return this.db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .where('publish_time', '<=', now)
      .executeTakeFirst();
  }

  /** The neighbours of a notice in list order (newer = previous, older = next). */
  async neighbours(row: { id: number; publish_time: number }, now: number) {
    const newer = await this.db
      .selectFrom('notices')
      .select('id')
      .where('status', '=', 1)
      .where('publish_time', '<=', now)
      .where((eb) =>
        eb.or([
          eb('publish_time', '>', row.publish_time),
          eb.and([eb('publish_time', '=', row.publish_time), eb('id', '>', row.id)]),
        ]),
      )
      .orderBy('publish_time', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    const older = await this.db
      .selectFrom('notices')
      .select('id')
      .where('status', '=', 1)
      .where((eb) =>
        eb.or([
          eb('publish_time', '<', row.publish_time),
          eb.and([eb('publish_time', '=', row.publish_time), eb('id', '<', row.id)]),
        ]),
      )
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { prevId: newer?.id ?? null, nextId: older?.id ?? null };
  }
}
