import { sql, type Kysely } from 'kysely';
import { batcher, batcherOf } from '../../db/batch.js';
import type { Database } from '../../db/tables.js';

/**
 * A customer's favourite added or removed, many customers' at once in one PostgreSQL statement
 * each (db/batch.ts, decision 0013). The same rules as the single statements in files.repo.ts:
 * a favourite is added only when its entity is there to be opened (a live case or document, a
 * file of a section the customer holds) and is not there already; a removal names the
 * customer's own favourite by id or by entity.
 */

export interface FavouriteAdd {
  userId: number;
  type: number;
  kind: 'case' | 'document' | 'file';
  entityId: number;
  now: number;
  fileSections: readonly string[];
}

export type FavouriteRemoval =
  { userId: number; id: number } | { userId: number; entityType: number; entityId: number };

/** The new favourite's id; undefined when nothing was added. */
export function addFavouriteTogether(db: Kysely<Database>, add: FavouriteAdd) {
  return batcherOf(db, 'favourites.add', () => batcher(addAll(db))).submit(add);
}

/** How many favourites the removal deleted (0 or 1). */
export function removeFavouriteTogether(db: Kysely<Database>, removal: FavouriteRemoval) {
  return 'id' in removal
    ? batcherOf(db, 'favourites.removeById', () => batcher(removeByIds(db))).submit(removal)
    : batcherOf(db, 'favourites.removeByEntity', () => batcher(removeByEntities(db))).submit(
        removal,
      );
}

const addAll =
  (db: Kysely<Database>) =>
  async (adds: readonly FavouriteAdd[]): Promise<(number | undefined)[]> => {
    // Of two adds of one favourite in one batch the first visible one adds it, and the other is
    // told it was there already, as when they run one after the other.
    const { rows } = await sql<{ id: number; k: number }>`
      with input as (
        select * from unnest(
          ${adds.map((a) => a.userId)}::int8[],
          ${adds.map((a) => a.type)}::int8[],
          ${adds.map((a) => a.kind)}::text[],
          ${adds.map((a) => a.entityId)}::int8[],
          ${adds.map((a) => a.now)}::int8[],
          ${adds.map((a) => JSON.stringify(a.fileSections))}::text[]
        ) with ordinality as x(user_id, entity_type, kind, entity_id, created_at, sections, k)
      ),
      visible as (
        select distinct on (user_id, entity_type, entity_id) *
        from input i
        where case i.kind
          when 'case' then exists (
            select 1 from solution_cases s where s.id = i.entity_id and s.status = 1
          )
          when 'document' then exists (
            select 1 from articles a
            where a.id = i.entity_id and a.kind = 'document' and a.status = 1
          )
          when 'file' then exists (
            select 1 from catalogue_files f
            where f.id = i.entity_id
              and f.section in (select json_array_elements_text(i.sections::json))
          )
          else false
        end
        order by user_id, entity_type, entity_id, k
      ),
      added as (
        insert into favourites (user_id, entity_type, entity_id, topped_at, created_at)
        select user_id, entity_type, entity_id, null, created_at from visible
        on conflict (user_id, entity_type, entity_id) do nothing
        returning id, user_id, entity_type, entity_id
      )
      select added.id, visible.k
      from added join visible using (user_id, entity_type, entity_id)
    `.execute(db);
    const byAsker = new Map(rows.map((r) => [Number(r.k), r.id]));
    return adds.map((_, i) => byAsker.get(i + 1));
  };

const removeByIds =
  (db: Kysely<Database>) =>
  async (removals: readonly { userId: number; id: number }[]): Promise<number[]> => {
    const { rows } = await sql<{ id: number; user_id: number }>`
      with input as (
        select * from unnest(${removals.map((r) => r.userId)}::int8[], ${removals.map((r) => r.id)}::int8[])
          as x(user_id, id)
      )
      delete from favourites f using input i
      where f.id = i.id and f.user_id = i.user_id
      returning f.id, f.user_id
    `.execute(db);
    return once(
      rows.map((r) => `${r.user_id}:${r.id}`),
      removals.map((r) => `${r.userId}:${r.id}`),
    );
  };

const removeByEntities =
  (db: Kysely<Database>) =>
  async (
    removals: readonly { userId: number; entityType: number; entityId: number }[],
  ): Promise<number[]> => {
    const { rows } = await sql<{ user_id: number; entity_type: number; entity_id: number }>`
      with input as (
        select * from unnest(
          ${removals.map((r) => r.userId)}::int8[],
          ${removals.map((r) => r.entityType)}::int8[],
          ${removals.map((r) => r.entityId)}::int8[]
        ) as x(user_id, entity_type, entity_id)
      )
      delete from favourites f using input i
      where f.user_id = i.user_id and f.entity_type = i.entity_type and f.entity_id = i.entity_id
      returning f.user_id, f.entity_type, f.entity_id
    `.execute(db);
    return once(
      rows.map((r) => key(r.user_id, r.entity_type, r.entity_id)),
      removals.map((r) => key(r.userId, r.entityType, r.entityId)),
    );
  };

const key = (userId: number, type: number, entityId: number) => `${userId}:${type}:${entityId}`;

/** 1 for the first asker of each deleted key, 0 for the rest (as if they had run in turn). */
function once(deleted: string[], asked: string[]): number[] {
  const left = new Set(deleted);
  return asked.map((k) => (left.delete(k) ? 1 : 0));
}
