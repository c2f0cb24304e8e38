import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import { GroupCommitSqliteDialect, groupCommitPlugin } from './sqlite-group-commit.js';
import type { Database } from './tables.js';

// int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string;
  dataDir: string;
  poolMax: number;
  /**
   * SQLite: 'normal' (default) syncs the WAL at checkpoints, so a commit survives a crash of the
   * process but the last ones before a power loss may roll back; the transactions that precede
   * file operations commit with 'full' all the same (`durably`). 'full' syncs every commit.
   */
  sqliteSynchronous?: 'normal' | 'full';
  /**
   * PostgreSQL: 'relaxed' (default) runs the writes given to `relaxed` on a pool whose commits do
   * not wait for the disk; 'full' runs them like every other write.
   */
  pgCustomerCommits?: 'relaxed' | 'full';
}

/** Opens PostgreSQL when a postgres:// URL is configured, else the SQLite file in dataDir. */
export function createDb(opts: DbOptions): Db {
  if (/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: pgPool(opts.databaseUrl, opts.poolMax) }),
    });
    if (opts.pgCustomerCommits === 'full') return db;
    // The second, smaller pool's commits do not wait for the disk: see `relaxed`.
    const light = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: pgPool(
          opts.databaseUrl,
          relaxedPoolMax(opts.poolMax),
          '-c synchronous_commit=off',
          nameStatements,
        ),
      }),
    });
    relaxedDbs.set(db, light);
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await Promise.all([light.destroy(), destroy()]);
    };
    return db;
  }
  const file = opts.databaseUrl.startsWith('sqlite:')
    ? opts.databaseUrl.slice('sqlite:'.length)
    : path.join(opts.dataDir, 'portal.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer. NORMAL: one fsync per checkpoint, not per commit
  // (decision 0013: a commit under FULL took 200 µs of the event loop in fsync, and a write
  // request was four times as slow); what must survive a power loss commits in `durably`.
  const synchronous = opts.sqliteSynchronous ?? 'normal';
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(cachedStatements(sqlite)),
  });
  // The customer's everyday writes share commits (sqlite-group-commit.ts).
  relaxedDbs.set(db, db.withPlugin(groupCommitPlugin));
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  writeProbes.set(db, () => dataVersion.get() as number);
  if (synchronous === 'normal') durableLevels.set(db, { depth: 0 });
  return db;
}

/** How long a request waits for a new PostgreSQL connection before it is told the database is away. */
export const PG_CONNECT_TIMEOUT_MS = 3_000;

/** A warning at most this often, so an outage does not write one line per connection and request. */
const WARN_EVERY_MS = 10_000;
let lastPoolWarning = -Infinity;

function pgWarn(message: string): void {
  const now = Date.now();
  if (now - lastPoolWarning < WARN_EVERY_MS) return;
  lastPoolWarning = now;
  process.emitWarning(message);
}

function pgPool(
  connectionString: string,
  max: number,
  options?: string,
  onConnect?: (client: pg.PoolClient) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A database that does not answer (down, failing over, a dropped network) fails the request
    // in seconds with B0014 rather than leaving it waiting; keep-alive finds a silently dropped
    // connection.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options ? { options } : {}),
  });
  pool.on('connect', (client) => {
    // A connection lost while a request holds it (between two statements of a transaction, or
    // before it is given back) is an 'error' event of that client, which the pool does not hear:
    // unheard, it would end the process. The request's next statement fails, the client is
    // dropped when it is given back, and the pool opens a new one when needed.
    client.on('error', (err) => pgWarn(`PostgreSQL connection lost: ${err.message}`));
    onConnect?.(client);
  });
  // An idle connection closed by the server (restart, failover, dropped database) is an 'error'
  // event of the pool; unheard it would end the process.
  pool.on('error', (err) => pgWarn(`PostgreSQL closed an idle connection: ${err.message}`));
  return pool;
}

/** The most statement texts the relaxed pool prepares by name (each connection keeps its own). */
const NAMED_STATEMENTS_MAX = 64;
const statementNames = new Map<string, string>();

/**
 * Makes a pool client run each parameterised statement text under a name, prepared once per
 * connection: later runs send only its parameters (no Parse, no planning on the server after the first few runs). For the
 * relaxed pool, whose few statements (favourites, mark read) are the same texts all day; a text
 * past the first NAMED_STATEMENTS_MAX runs unnamed, so a connection never holds more than that.
 * Measured on this machine: 45–54 µs of the portal's CPU per write against 67–85 unnamed.
 */
function nameStatements(client: pg.PoolClient): void {
  type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const query = client.query.bind(client) as Query;
  const named: Query = (config, values, callback) => {
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      callback === undefined
    ) {
      let name = statementNames.get(config);
      if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
        name = `relaxed_${statementNames.size + 1}`;
        statementNames.set(config, name);
      }
      if (name !== undefined) return query({ name, text: config, values });
    }
    return query(config, values, callback);
  };
  (client as unknown as { query: Query }).query = named;
}

/** Connections of the relaxed pool beside a pool of `poolMax` (opened only when used). */
export function relaxedPoolMax(poolMax: number): number {
  return Math.max(2, Math.ceil(poolMax / 2));
}

/** The relaxed connection of each PostgreSQL database (decision 0013). */
const relaxedDbs = new WeakMap<Kysely<Database>, Kysely<Database>>();

/**
 * The database for the single-statement writes a customer makes all day and would not miss after a
 * crash of the database server: a favourite added or removed, a message marked read. On PostgreSQL
 * they run on a second pool whose commits do not wait for the WAL to reach the disk
 * (`synchronous_commit = off`: the change is seen by everyone at once, and a crash of the database
 * server may roll back the last half second of them, never part of one; the data stays
 * consistent). Waiting for the disk is what made these writes slow: the commits queued for the
 * WAL flush, and the marks of one customer queued behind each other for their counter row. On
 * SQLite, which syncs at checkpoints anyway (synchronous NORMAL), they share commits instead: the
 * ones that arrive in one turn of the event loop commit together (sqlite-group-commit.ts), each
 * answered after that commit. Not for transactions, nor for anything that accompanies stored
 * files, money or accounts.
 */
export function relaxed(db: Kysely<Database>): Kysely<Database> {
  return relaxedDbs.get(db) ?? db;
}

/** SQLite databases opened with synchronous NORMAL, and how many `durably` calls are under way. */
const durableLevels = new WeakMap<Kysely<Database>, { depth: number }>();

/**
 * Runs `work` with every commit synced to disk, on SQLite opened with synchronous NORMAL: for the
 * transactions whose commit is followed by something a rollback would not undo (stored files
 * renamed into place, replaced bytes removed), so a power loss cannot leave a file without its row
 * or a row without its bytes. Other commits made meanwhile are synced too. PostgreSQL syncs every
 * commit anyway.
 */
export async function durably<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  const level = durableLevels.get(db);
  if (!level) return work();
  // Through Kysely: it waits for the connection, and SQLite refuses the change inside a
  // transaction another request has open.
  if (level.depth++ === 0) await sql`pragma synchronous = FULL`.execute(db);
  try {
    return await work();
  } finally {
    if (--level.depth === 0) await sql`pragma synchronous = NORMAL`.execute(db);
  }
}

/** SQLite's `data_version` of each database this process opened. */
const writeProbes = new WeakMap<Kysely<Database>, () => number>();

/**
 * A reading that changes whenever another process (an admin command, the data generator) commits
 * to the database, and never for this connection's own writes (SQLite's `pragma data_version`;
 * about a microsecond). Null on PostgreSQL, which has no such reading.
 */
export function otherWritersProbe(db: Kysely<Database>): (() => number) | null {
  return writeProbes.get(db) ?? null;
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

/** The PostgreSQL channel on which writers outside the server name the users whose data changed. */
export const USER_CHANGES_CHANNEL = 'seuiot_user_changes';

/**
 * Tells every server that the user's data changed (PostgreSQL NOTIFY, delivered when `db`'s
 * transaction commits, not at all when it rolls back); a no-op on SQLite, where servers see other
 * processes' commits by `otherWritersProbe`. For writers outside the server (the admin commands).
 */
export async function announceUserChange(db: Kysely<Database>, userId: number): Promise<void> {
  if (isPostgres(db))
    await sql`select pg_notify(${USER_CHANGES_CHANNEL}, ${String(userId)})`.execute(db);
}

/**
 * Listens on PostgreSQL for `announceUserChange` and calls `changed` with each user id. While the
 * connection is lost, notifications are missed: `resync` is called each time listening starts
 * again after a loss, so everything kept per user is forgotten. Returns the function that stops.
 */
export function listenUserChanges(
  databaseUrl: string,
  changed: (userId: number) => void,
  resync: () => void,
  warn: (message: string) => void,
): () => Promise<void> {
  return listenChannel(databaseUrl, USER_CHANGES_CHANNEL, {
    heard: (payload) => {
      const id = Number(payload);
      if (Number.isInteger(id)) changed(id);
    },
    resync,
    warn: (message) => warn(`listening for user changes: ${message}`),
  });
}

/** Waits before the n-th attempt to listen again (1, 2, 4 ... up to 30 s, with ±25 % jitter). */
export function relistenDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, attempt - 1), 30_000);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface ChannelListener {
  /** Each notification's payload. */
  heard: (payload: string) => void;
  /** Listening started again after a loss: notifications may have been missed meanwhile. */
  resync: () => void;
  warn: (message: string) => void;
}

/**
 * Listens on a PostgreSQL channel on a connection of its own. A lost connection (the database
 * restarted, failed over, the network dropped) is opened again with back-off and jitter until
 * it holds, then LISTEN is issued again and `resync` called. Never throws and never lets an error
 * event go unheard. Returns the function that stops listening.
 */
export function listenChannel(
  databaseUrl: string,
  channel: string,
  listener: ChannelListener,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let everListened = false;
  const open = () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = c;
    let lostOnce = false;
    const lost = (err: Error) => {
      // A client may report one loss several times (an error event, then the failed query):
      // the first schedules the next attempt, the rest are ignored. Its error listener stays,
      // so a later error of this dead client cannot end the process.
      if (lostOnce || stopped) return;
      lostOnce = true;
      failures += 1;
      if (failures === 1 || failures % 10 === 0)
        listener.warn(`connection lost (${err.message}); trying again`);
      void c.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(open, relistenDelay(failures));
        retry.unref();
      }
    };
    c.on('error', lost);
    c.on('end', () => lost(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel === channel) listener.heard(n.payload ?? '');
    });
    c.connect()
      .then(() => c.query(`listen ${channel}`))
      .then(() => {
        if (lostOnce) return;
        if (failures > 0) listener.warn(`listening again after ${failures} failed attempts`);
        if (everListened || failures > 0) listener.resync();
        failures = 0;
        everListened = true;
      })
      .catch(lost);
  };
  open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
