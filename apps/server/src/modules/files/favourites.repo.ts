import { sql, type ExpressionBuilder } from 'kysely';
import { ENTITY_TYPES } from '@seuiot/contract';
import { isPostgres, relaxed, type Db } from '../../db/kysely.js';
import type { PageWindow } from '../../db/paging.js';
import type { Database } from '../../db/tables.js';
import { addFavouriteTogether, removeFavouriteTogether } from './favourites-batch.js';
import { FILE_ENTITY } from './files.repo.js';

/** Kysely queries of a user's favourites; rows only, no rules (favourites.service.ts has them). */
export class FavouritesRepo {
  constructor(private readonly db: Db) {}

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

  /** Sets (or, with null, clears) the user's own name of one of their favourites. */
  async labelFavourite(userId: number, id: number, label: string | null): Promise<number> {
    const r = await relaxed(this.db)
      .updateTable('favourites')
      .set({ label })
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
        'favourites.label',
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
