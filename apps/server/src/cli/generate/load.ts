import type { Db } from '../../db/kysely.js';
import { createRng, type Rng } from './rng.js';

// Batched insertion, shared by every table.

/** PostgreSQL refuses a statement with more than 65,535 bind parameters. */
const PG_MAX_PARAMS = 65_535;
const DEFAULT_BATCH = 500;
/** Rows per transaction: big enough to amortise the commit (fsync), small enough not to hold locks long. */
const ROWS_PER_TRANSACTION = 10_000;

export interface GenerateOptions {
  /** Seed of the random source; the same seed and count give the same rows. */
  seed?: number;
  /** "Now" for the time columns (tests pin it). */
  now?: number;
  /** Rows per INSERT statement (capped by the parameter limit). */
  batchSize?: number;
  /** Called after each committed transaction with the rows inserted so far. */
  onProgress?: (inserted: number) => void;
  /**
   * Builds a list of known length, for benchmarks: every row is published (released) and filed
   * under exactly this industry (solution_cases) or classification (apps, catalogue_files).
   */
  pin?: { industryId?: number | undefined; classificationId?: number | undefined };
}

/** A table the generator can fill. */
export interface TableGenerator {
  description: string;
  /** The `pin` option it takes, if any. */
  pins?: 'industryId' | 'classificationId';
  /** Adds `count` rows; returns how many were inserted. */
  fill(db: Db, count: number, opts?: GenerateOptions): Promise<number>;
  /** Rows in the table now. */
  count(db: Db): Promise<number>;
}

/** Rows per INSERT for a table of `columns` inserted columns, within PostgreSQL's limit. */
export function batchSizeFor(columns: number, wanted = DEFAULT_BATCH): number {
  return Math.max(1, Math.min(wanted, Math.floor(PG_MAX_PARAMS / columns)));
}

export function defineGenerator<Row, Ref>(g: {
  description: string;
  pins?: TableGenerator['pins'];
  /** Reads (and, where missing, creates) the reference rows the new rows link to. */
  prepare(db: Db, opts: GenerateOptions): Promise<Ref>;
  make(rng: Rng, now: number, ref: Ref): Row;
  /** Columns of a row's main INSERT, for the parameter cap. */
  columns(row: Row): number;
  insert(db: Db, rows: Row[]): Promise<unknown>;
  count(db: Db): Promise<number>;
}): TableGenerator {
  return {
    description: g.description,
    ...(g.pins ? { pins: g.pins } : {}),
    count: g.count,
    async fill(db, count, opts = {}) {
      const rng = createRng(opts.seed ?? Date.now());
      const now = opts.now ?? Date.now();
      const ref = await g.prepare(db, opts);
      let done = 0;
      while (done < count) {
        const inTx = Math.min(ROWS_PER_TRANSACTION, count - done);
        await db.transaction().execute(async (trx) => {
          let left = inTx;
          let size = 0;
          while (left > 0) {
            const first = g.make(rng, now, ref);
            // The cap needs the column count, known once a row exists.
            size ||= batchSizeFor(g.columns(first), opts.batchSize);
            const rows = [first];
            const n = Math.min(left, size);
            while (rows.length < n) rows.push(g.make(rng, now, ref));
            await g.insert(trx, rows);
            left -= n;
          }
        });
        done += inTx;
        opts.onProgress?.(done);
      }
      return done;
    },
  };
}
