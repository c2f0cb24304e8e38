import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './tables.js';

// int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string;
  dataDir: string;
  poolMax: number;
}

/** Opens PostgreSQL when a postgres:// URL is configured, else the SQLite file in dataDir. */
export function createDb(opts: DbOptions): Db {
  if (/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax });
    // An idle connection closed by the server (restart, failover, dropped database) is an 'error'
    // event of the pool; unheard it would end the process. The pool opens a new one when needed.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = opts.databaseUrl.startsWith('sqlite:')
    ? opts.databaseUrl.slice('sqlite:'.length)
    : path.join(opts.dataDir, 'portal.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes every commit durable on power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
}

/** Statements kept per connection; `in (...)` lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles every `prepare(sql)` anew and Kysely prepares each query it runs; reusing
 * the compiled statement of the same text saves a good share of a short request's CPU.
 */
function cachedStatements(db: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = db.prepare.bind(db);
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (sql: string) => {
          let stmt = cache.get(sql);
          if (stmt) {
            // Most recently used last, so the first key is the one to evict.
            cache.delete(sql);
          } else {
            stmt = prepare(sql);
            if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
          }
          cache.set(sql, stmt);
          return stmt;
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** True on PostgreSQL; migrations use it where the two dialects differ. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
