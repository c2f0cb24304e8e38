import { sql } from 'kysely';
import type { Db } from '../../db/kysely.js';
import { likePattern } from '../../db/paging.js';
import type { NoticesTable } from '../../db/tables.js';

/** A notice's `status` column (decision 0023); the portal shows only `published` ones. */
export const NOTICE_STATUS = { draft: 0, published: 1, scheduled: 2, withdrawn: 3 } as const;

type Texts = Pick<NoticesTable, 'title_zh' | 'title_en' | 'content_zh' | 'content_en'>;

/** The editor's queries on notices: every state, and the conditional moves between them. */
export class NoticesAdminRepo {
  constructor(readonly db: Db) {}

  on(db: Db): NoticesAdminRepo {
    return new NoticesAdminRepo(db);
  }

  transaction<T>(work: (repo: NoticesAdminRepo, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(this.on(tx), tx));
  }

  private filtered(status: number | undefined, keyword: string | undefined) {
    let q = this.db.selectFrom('notices');
    if (status !== undefined) q = q.where('status', '=', status);
    if (keyword) {
      const p = likePattern(keyword);
      q = q.where((eb) =>
        eb.or([
          sql<boolean>`lower(title_zh) like ${p} escape '\\'`,
          sql<boolean>`lower(title_en) like ${p} escape '\\'`,
        ]),
      );
    }
    return q;
  }

  async count(status: number | undefined, keyword: string | undefined): Promise<number> {
    const r = await this.filtered(status, keyword)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  page(status: number | undefined, keyword: string | undefined, offset: number, limit: number) {
    return this.filtered(status, keyword)
      .selectAll()
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  byId(id: number) {
    return this.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(texts: Texts, now: number): Promise<number> {
    const r = await this.db
      .insertInto('notices')
      .values({ ...texts, status: NOTICE_STATUS.draft, publish_time: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async updateTexts(id: number, texts: Texts): Promise<boolean> {
    const r = await this.db
      .updateTable('notices')
      .set(texts)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Moves a notice from the state it was read in; false when someone moved it meanwhile. */
  async move(id: number, from: number, to: number, publishTime?: number): Promise<boolean> {
    const r = await this.db
      .updateTable('notices')
      .set(publishTime === undefined ? { status: to } : { status: to, publish_time: publishTime })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Deletes a draft; false when it is no longer one (or gone). */
  async deleteDraft(id: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('notices')
      .where('id', '=', id)
      .where('status', '=', NOTICE_STATUS.draft)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The scheduled notices whose time has come. */
  due(now: number) {
    return this.db
      .selectFrom('notices')
      .select(['id', 'publish_time'])
      .where('status', '=', NOTICE_STATUS.scheduled)
      .where('publish_time', '<=', now)
      .orderBy('publish_time')
      .execute();
  }

  /** Whether some scheduled notice's time has come (one indexed row at most). */
  async anyDue(now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('notices')
      .select('id')
      .where('status', '=', NOTICE_STATUS.scheduled)
      .where('publish_time', '<=', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countOf(status: number): Promise<number> {
    const r = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
