import type { Db } from '../../db/kysely.js';
import {
  CLASSIFICATIONS as SEED_CLASSIFICATIONS,
  INDUSTRIES as SEED_INDUSTRIES,
  PRODUCTS as SEED_PRODUCTS,
} from '../../db/seeds/catalogue.data.js';
import { productRow } from '../../db/seeds/products.js';
import { idOf, insertMissing } from '../../db/seeds/seed-rows.js';
import type { NamedRef, Pair, ProductRef } from './text.js';

// Reference rows. Generated rows link to the industries, device models and classifications that
// exist; on an empty database the seed's own are created first (the same natural keys, so a
// later seed run finds and keeps them).

export type ClassificationKind = 'product' | 'app' | 'download';

/** The seed's classifications of a kind, created (parents first); by seed key. */
async function createSeedClassifications(
  db: Db,
  kind: ClassificationKind,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, c] of SEED_CLASSIFICATIONS.entries()) {
    if (c.kind !== kind) continue;
    const row = await db
      .insertInto('classifications')
      .values({
        parent_id: c.parent ? (ids.get(c.parent) ?? null) : null,
        kind,
        name_zh: c.name.zh,
        name_en: c.name.en,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(c.key, row.id);
  }
  return ids;
}

/** Classifications of a kind; the seed's are created when there are none. */
export async function loadClassifications(db: Db, kind: ClassificationKind): Promise<NamedRef[]> {
  const read = () =>
    db
      .selectFrom('classifications')
      .select(['id', 'name_zh', 'name_en'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await db.transaction().execute((trx) => createSeedClassifications(trx, kind));
    rows = await read();
  }
  return rows.map((r) => ({ id: r.id, zh: r.name_zh, en: r.name_en }));
}

/** Industries; the seed's are created when there are none. */
export async function loadIndustries(db: Db): Promise<NamedRef[]> {
  const read = () =>
    db.selectFrom('industries').select(['id', 'name_zh', 'name_en']).orderBy('id').execute();
  let rows = await read();
  if (rows.length === 0) {
    await db
      .insertInto('industries')
      .values(SEED_INDUSTRIES.map((i, sort) => ({ name_zh: i.name.zh, name_en: i.name.en, sort })))
      .execute();
    rows = await read();
  }
  return rows.map((r) => ({ id: r.id, zh: r.name_zh, en: r.name_en }));
}

/** Published device models; the seed's (and their classifications) are created when there are none. */
export async function loadProducts(db: Db): Promise<ProductRef[]> {
  const read = () =>
    db
      .selectFrom('products')
      .select(['id', 'model', 'name_zh', 'name_en'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('classifications')
        .select(['id', 'name_zh'])
        .where('kind', '=', 'product')
        .orderBy('id')
        .execute();
      const byKey = existing.length
        ? new Map(
            SEED_CLASSIFICATIONS.map((c) => [
              c.key,
              (existing.find((e) => e.name_zh === c.name.zh) ?? existing[0]!).id,
            ]),
          )
        : await createSeedClassifications(trx, 'product');
      for (const [sort, p] of SEED_PRODUCTS.entries()) {
        // A withdrawn model (status 0) keeps its row.
        await insertMissing(
          trx.selectFrom('products').select('id').where('model', '=', p.model),
          () => trx.insertInto('products').values(productRow(p, byKey.get(p.cls)!, sort)),
        );
      }
    });
    rows = await read();
  }
  if (rows.length === 0) throw new Error('no published device model to link generated rows to');
  return rows.map((r) => ({ id: r.id, model: r.model, zh: r.name_zh, en: r.name_en }));
}

/** The industry of this Chinese name, created when missing; its id. */
export async function ensureIndustry(db: Db, name: Pair): Promise<number> {
  return idOf(db.selectFrom('industries').select('id').where('name_zh', '=', name.zh), () =>
    db
      .insertInto('industries')
      .values({ name_zh: name.zh, name_en: name.en, sort: 100 })
      .returning('id'),
  );
}

/** The top-level classification of this kind and Chinese name, created when missing; its id. */
export async function ensureClassification(
  db: Db,
  kind: ClassificationKind,
  name: Pair,
): Promise<number> {
  return idOf(
    db
      .selectFrom('classifications')
      .select('id')
      .where('kind', '=', kind)
      .where('parent_id', 'is', null)
      .where('name_zh', '=', name.zh),
    () =>
      db
        .insertInto('classifications')
        .values({ parent_id: null, kind, name_zh: name.zh, name_en: name.en, sort: 100 })
        .returning('id'),
  );
}
