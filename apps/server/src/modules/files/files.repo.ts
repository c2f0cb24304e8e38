import { sql, type ExpressionBuilder } from 'kysely';
import { ENTITY_TYPES } from '@seuiot/contract';
import { isPostgres, relaxed, type Db } from '../../db/kysely.js';
import type { PageWindow } from '../../db/paging.js';
import type { Database } from '../../db/tables.js';
import { addFavouriteTogether, removeFavouriteTogether } from './favourites-batch.js';

/** Type 2 of favourites: one catalogue file (contract ENTITY_TYPES, docs/decisions/0007). */
export const FILE_ENTITY = 2;

/** Kysely queries of files, share links and favourites; rows only, no rules. */
export class FilesRepo {
  constructor(private readonly db: Db) {}

  file(id: number) {
    return this.db
      .selectFrom('catalogue_files')
      .select([
        'id',
        'section',
        'name_zh',
        'name_en',
        'format',
        'size',
        'storage_key',
        'mime',
        'watermark',
        'classification_id',
        'in_download_centre',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One more download, counted in the database so parallel downloads never lose one. */
  async countDownload(id: number): Promise<void> {
    await this.db
      .updateTable('catalogue_files')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  liveCase(id: number) {
    return this.db
      .selectFrom('solution_cases')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  liveDocument(id: number) {
    return this.db
      .selectFrom('articles')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', '=', id)
      .where('kind', '=', 'document')
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  liveMaterial(id: number) {
    return this.db
      .selectFrom('materials')
      .select(['id'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  // ---- Share links

  async linksSince(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('share_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertLink(v: {
    tokenHash: string;
    userId: number;
    entityType: number;
    entityId: number;
    needLogin: number;
    redirectUrl: string;
    createdAt: number;
    expiresAt: number | null;
  }): Promise<void> {
    await this.db
      .insertInto('share_links')
      .values({
        token_hash: v.tokenHash,
        user_id: v.userId,
        entity_type: v.entityType,
        entity_id: v.entityId,
        need_login: v.needLogin,
        redirect_url: v.redirectUrl,
        created_at: v.createdAt,
        expires_at: v.expiresAt,
      })
      .execute();
  }

  /** Expired links of a user are dead weight; cleared when the user makes a new one. */
  // ---- Favourites

  /**
   * Adds a favourite in one statement when its entity is there to be opened: a live case or
   * document, or a file of one of `fileSections`. The new id; undefined when nothing was added
   * (no such entity, a file of another section, or a favourite already there).
   */
  async insertVisibleFavourite(
    userId: number,
    entity: { type: number; kind: 'case' | 'document' | 'file'; id: number },
    now: number,
    fileSections: readonly string[],
  ): Promise<number | undefined> {
    if (entity.kind === 'file' && !fileSections.length) return undefined;
    const live = (eb: ExpressionBuilder<Database, never>) => {
      switch (entity.kind) {
        case 'case':
          return eb
            .selectFrom('solution_cases')
            .select('id')
            .where('id', '=', entity.id)
            .where('status', '=', 1);
        case 'document':
          return eb
            .selectFrom('articles')
            .select('id')
            .where('id', '=', entity.id)
            .where('kind', '=', 'document')
            .where('status', '=', 1);
        case 'file':
          return eb
            .selectFrom('catalogue_files')
            .select('id')
            .where('id', '=', entity.id)
            .where('section', 'in', fileSections);
      }
    };
    const db = relaxed(this.db);
    if (isPostgres(db))
      return addFavouriteTogether(db, {
        userId,
        ...entity,
        entityId: entity.id,
        now,
        fileSections,
      });
    const row = await db
      .insertInto('favourites')
      .columns(['user_id', 'entity_type', 'entity_id', 'topped_at', 'created_at'])
      .expression(
        db
          .selectNoFrom([
            sql<number>`cast(${userId} as integer)`.as('user_id'),
            sql<number>`cast(${entity.type} as integer)`.as('entity_type'),
            sql<number>`cast(${entity.id} as integer)`.as('entity_id'),
            sql<number | null>`cast(null as bigint)`.as('topped_at'),
            sql<number>`cast(${now} as bigint)`.as('created_at'),
          ])
          .where((w) => w.exists(live(w))),
      )
      .onConflict((oc) => oc.columns(['user_id', 'entity_type', 'entity_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Deletes one of the user's favourites; the number deleted (0 or 1). */
  async deleteFavourite(
    userId: number,
    by: { id: number } | { entityType: number; entityId: number },
  ): Promise<number> {
    const db = relaxed(this.db);
    if (isPostgres(db)) return removeFavouriteTogether(db, { userId, ...by });
    let q = db.deleteFrom('favourites').where('user_id', '=', userId);
    q =
      'id' in by
        ? q.where('id', '=', by.id)
        : q.where('entity_type', '=', by.entityType).where('entity_id', '=', by.entityId);
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async topFavourite(userId: number, id: number, toppedAt: number | null): Promise<number> {
    const r = await relaxed(this.db)
      .updateTable('favourites')
      .set({ topped_at: toppedAt })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /**
   * How many of the user's favourites name an entity that is still there (a deleted case, file or
   * document leaves the list and its total quietly): one join per kind of entity, each read from
   * the favourites' unique key, rather than an existence check per favourite.
   */
  async favouriteCount(userId: number, entityType: number | undefined): Promise<number> {
    const of = (type: number) => entityType === undefined || entityType === type;
    const counts = await Promise.all([
      of(ENTITY_TYPES.solution)
        ? this.db
            .selectFrom('favourites')
            .innerJoin('solution_cases', 'solution_cases.id', 'favourites.entity_id')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('favourites.user_id', '=', userId)
            .where('favourites.entity_type', '=', ENTITY_TYPES.solution)
            .where('solution_cases.status', '=', 1)
            .executeTakeFirstOrThrow()
        : { n: 0 },
      of(FILE_ENTITY)
        ? this.db
            .selectFrom('favourites')
            .innerJoin('catalogue_files', 'catalogue_files.id', 'favourites.entity_id')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('favourites.user_id', '=', userId)
            .where('favourites.entity_type', '=', FILE_ENTITY)
            .executeTakeFirstOrThrow()
        : { n: 0 },
      of(ENTITY_TYPES.document)
        ? this.db
            .selectFrom('favourites')
            .innerJoin('articles', 'articles.id', 'favourites.entity_id')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('favourites.user_id', '=', userId)
            .where('favourites.entity_type', '=', ENTITY_TYPES.document)
            .where('articles.kind', '=', 'document')
            .where('articles.status', '=', 1)
            .executeTakeFirstOrThrow()
        : { n: 0 },
    ]);
    return counts.reduce((sum, c) => sum + Number(c.n), 0);
  }

  /**
   * One page window (db/paging.ts) of the user's live favourites: topped first, most recently
   * topped first, then newest. Read in index order (`favourites_list` backwards on SQLite, whose
   * nulls sort last in descending order; `favourites_list_order` on PostgreSQL), so a page checks
   * the entities of its own rows and of the rows it skips, and a back page is read from the end.
   */
  favouritePage(userId: number, entityType: number | undefined, window: PageWindow) {
    let q = this.db
      .selectFrom('favourites')
      .select([
        'favourites.id',
        'favourites.entity_type',
        'favourites.entity_id',
        'favourites.topped_at',
        'favourites.created_at',
      ])
      .where('favourites.user_id', '=', userId)
      .where(live);
    if (entityType !== undefined) q = q.where('favourites.entity_type', '=', entityType);
    const desc = window.order === 'desc';
    const pg = isPostgres(this.db);
    // The list order (desc) is topped_at descending with nulls last; read from the end (asc),
    // ascending with nulls first: each database's own null order, but for PostgreSQL's.
    const topped = desc
      ? pg
        ? sql`favourites.topped_at desc nulls last`
        : sql`favourites.topped_at desc`
      : pg
        ? sql`favourites.topped_at asc nulls first`
        : sql`favourites.topped_at asc`;
    return q
      .orderBy(topped)
      .orderBy('favourites.created_at', window.order)
      .orderBy('favourites.id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute()
      .then((rows) => (desc ? rows : rows.reverse()));
  }

  favouriteStates(userId: number, entityType: number, entityIds: number[]) {
    if (entityIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('favourites')
      .select(['id', 'entity_id'])
      .where('user_id', '=', userId)
      .where('entity_type', '=', entityType)
      .where('entity_id', 'in', entityIds)
      .execute();
  }

  // ---- Names and pages of listed entities

  cases(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('solution_cases')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', 'in', ids)
      .execute();
  }

  documents(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('articles')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', 'in', ids)
      .execute();
  }

  files(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('catalogue_files')
      .select([
        'id',
        'name_zh',
        'name_en',
        'format',
        'size',
        'classification_id',
        'in_download_centre',
      ])
      .where('id', 'in', ids)
      .execute();
  }

  /** Every entity link of these files with, for SDKs, the SDK's kind and model. */
  fileLinks(fileIds: number[]) {
    if (fileIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('entity_files')
      .leftJoin('sdks', (j) =>
        j
          .onRef('sdks.id', '=', 'entity_files.entity_id')
          .on('entity_files.entity_type', '=', 'sdk'),
      )
      .select([
        'entity_files.file_id',
        'entity_files.entity_type',
        'entity_files.entity_id',
        'sdks.kind as sdk_kind',
        'sdks.product_id as sdk_product_id',
      ])
      .where('entity_files.file_id', 'in', fileIds)
      .orderBy('entity_files.sort')
      .orderBy('entity_files.entity_type')
      .orderBy('entity_files.entity_id')
      .execute();
  }

  /** The catalogue files attached to entities, in attachment order. */
  attachedFiles(entityType: string, entityIds: number[]) {
    return this.db
      .selectFrom('entity_files')
      .innerJoin('catalogue_files', 'catalogue_files.id', 'entity_files.file_id')
      .selectAll('catalogue_files')
      .select(['entity_files.entity_id'])
      .where('entity_files.entity_type', '=', entityType)
      .where('entity_files.entity_id', 'in', entityIds)
      .orderBy('entity_files.sort')
      .orderBy('catalogue_files.id')
      .execute();
  }
}

/** The favourite's entity still exists (and, for cases and documents, is published). */
function live(eb: ExpressionBuilder<Database, 'favourites'>) {
  return eb.or([
    eb.and([
      eb('favourites.entity_type', '=', ENTITY_TYPES.solution),
      eb.exists(
        eb
          .selectFrom('solution_cases')
          .select('solution_cases.id')
          .whereRef('solution_cases.id', '=', 'favourites.entity_id')
          .where('solution_cases.status', '=', 1),
      ),
    ]),
    eb.and([
      eb('favourites.entity_type', '=', FILE_ENTITY),
      eb.exists(
        eb
          .selectFrom('catalogue_files')
          .select('catalogue_files.id')
          .whereRef('catalogue_files.id', '=', 'favourites.entity_id'),
      ),
    ]),
    eb.and([
      eb('favourites.entity_type', '=', ENTITY_TYPES.document),
      eb.exists(
        eb
          .selectFrom('articles')
          .select('articles.id')
          .whereRef('articles.id', '=', 'favourites.entity_id')
          .where('articles.kind', '=', 'document')
          .where('articles.status', '=', 1),
      ),
    ]),
  ]);
}
