import type { Db } from '../../db/kysely.js';
import { defineGenerator, type TableGenerator } from './load.js';
import { loadClassifications, loadIndustries, loadProducts } from './references.js';
import { makeApp } from './rows-apps.js';
import { makeCase } from './rows-cases.js';
import { makeCatalogueFile } from './rows-files.js';
import { makeNotice } from './rows-notices.js';
import type { ClassifiedRefs, NamedRef } from './text.js';

/** The pinned row among `refs`, or undefined without a pin; an unknown id is an error. */
function pinned(refs: readonly NamedRef[], id: number | undefined, what: string) {
  if (id === undefined) return undefined;
  const ref = refs.find((r) => r.id === id);
  if (!ref) throw new Error(`there is no ${what} with id ${id}`);
  return ref;
}

/** Classifications of a kind and the device models, for apps and download-centre files. */
async function classifiedRefs(
  db: Db,
  kind: 'app' | 'download',
  pinId: number | undefined,
): Promise<ClassifiedRefs> {
  const classifications = await loadClassifications(db, kind);
  const products = await loadProducts(db);
  const pin = pinned(classifications, pinId, `${kind} classification`);
  return { classifications, products, ...(pin ? { pinned: pin } : {}) };
}

/**
 * Ids of rows a multi-row INSERT ... RETURNING id created, in the order of its VALUES: both
 * databases number the rows of one statement in that order (SQLite's rowid, PostgreSQL's serial),
 * whatever order RETURNING lists them in.
 */
function idsInOrder(rows: { id: number }[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function countRows(
  db: Db,
  table: 'notices' | 'solution_cases' | 'apps' | 'catalogue_files',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The list columns a case's links carry (migration 2026112104). */
function linkOf(row: { status?: number; created_at: number }): {
  status: number;
  created_at: number;
} {
  return { status: row.status ?? 1, created_at: row.created_at };
}

/** Every table the generator knows, by name: add a table by adding an entry. */
export const GENERATORS: Record<string, TableGenerator> = {
  notices: defineGenerator({
    description: 'bilingual notices (platform releases, firmware, maintenance, industry cases...)',
    prepare: () => Promise.resolve(null),
    make: (rng, now) => makeNotice(rng, now),
    columns: (row) => Object.keys(row).length,
    insert: (db, rows) => db.insertInto('notices').values(rows).execute(),
    count: (db) => countRows(db, 'notices'),
  }),
  solution_cases: defineGenerator({
    description: 'bilingual solution cases, linked to industries and device models',
    pins: 'industryId',
    prepare: async (db, opts) => {
      const industries = await loadIndustries(db);
      const products = await loadProducts(db);
      const pin = pinned(industries, opts.pin?.industryId, 'industry');
      return { industries, products, ...(pin ? { pinned: pin } : {}) };
    },
    make: makeCase,
    columns: (c) => Object.keys(c.row).length,
    insert: async (db, cases) => {
      const ids = idsInOrder(
        await db
          .insertInto('solution_cases')
          .values(cases.map((c) => c.row))
          .returning('id')
          .execute(),
      );
      await db
        .insertInto('case_industries')
        .values(
          cases.flatMap((c, i) =>
            c.industryIds.map((industry_id) => ({
              case_id: ids[i]!,
              industry_id,
              ...linkOf(c.row),
            })),
          ),
        )
        .execute();
      await db
        .insertInto('case_products')
        .values(
          cases.flatMap((c, i) =>
            c.productIds.map((product_id) => ({ case_id: ids[i]!, product_id, ...linkOf(c.row) })),
          ),
        )
        .execute();
    },
    count: (db) => countRows(db, 'solution_cases'),
  }),
  apps: defineGenerator({
    description: 'bilingual App Market apps, classified and adapted to device models',
    pins: 'classificationId',
    prepare: (db, opts) => classifiedRefs(db, 'app', opts.pin?.classificationId),
    make: makeApp,
    columns: (a) => Object.keys(a.row).length,
    insert: async (db, apps) => {
      const ids = idsInOrder(
        await db
          .insertInto('apps')
          .values(apps.map((a) => a.row))
          .returning('id')
          .execute(),
      );
      await db
        .insertInto('app_products')
        .values(
          apps.flatMap((a, i) =>
            a.productIds.map((product_id) => ({
              app_id: ids[i]!,
              product_id,
              channel: a.row.channel,
              released: a.row.released ?? 1,
              updated_at: a.row.updated_at,
            })),
          ),
        )
        .execute();
    },
    count: (db) => countRows(db, 'apps'),
  }),
  catalogue_files: defineGenerator({
    description:
      'download-centre files (manuals, firmware, drivers, certificates...); rows only, no file bytes',
    pins: 'classificationId',
    prepare: (db, opts) => classifiedRefs(db, 'download', opts.pin?.classificationId),
    make: makeCatalogueFile,
    columns: (row) => Object.keys(row).length,
    insert: (db, rows) => db.insertInto('catalogue_files').values(rows).execute(),
    count: (db) => countRows(db, 'catalogue_files'),
  }),
};
