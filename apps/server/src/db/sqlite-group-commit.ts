import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type TransactionSettings,
  type UnknownRow,
} from 'kysely';

/*
 * Group commit for SQLite (decision 0013, "The writes"). A commit in WAL mode writes every page
 * the transaction changed to the log: a favourite added changes the table's page and one page
 * of each index, 16 kB written for a 40-byte row, 80–150 µs of the event loop on this machine's
 * disk, most of what a write request costs. The customer's everyday single-statement writes
 * (those given to `relaxed(db)`: favourite add, remove and top, mark read) therefore share
 * commits: the first one opens a transaction, the others that arrive before the event loop's
 * next turn join it, and one commit on that turn ends it. Each caller's promise settles after
 * that commit (a write is answered only when it is in the database), with its own statement's
 * result, or its error: a statement that fails is undone alone (SQLite's statement rollback); a
 * commit that fails rejects every statement of the group.
 *
 * Everything else is as before: an explicit transaction, a write not marked relaxed, a pragma
 * or any raw statement first commits the open group, then runs alone. Reads through the query
 * builder run inside an open group (the one connection sees its own writes); they would have seen
 * the same rows a moment later.
 */

/** The statements compiled through `groupCommitPlugin`: they may share a commit. */
const grouped = new WeakSet<RootOperationNode>();

/** Marks a Kysely instance's statements as ones that may share a commit (`relaxed(db)`). */
export const groupCommitPlugin: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    grouped.add(args.node);
    return args.node;
  },
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  },
};

/** SQLite through Kysely with group commit; otherwise Kysely's own SQLite dialect. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #db: SQLite.Database;

  constructor(db: SQLite.Database) {
    super({ database: db });
    this.#db = db;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#db);
  }
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** One connection, one user at a time (as Kysely's SQLite driver), and the open group. */
class GroupCommitDriver implements Driver {
  readonly db: SQLite.Database;
  #locked: Promise<void> | null = null;
  #unlock: (() => void) | null = null;
  /** An explicit transaction is open (begin … commit/rollback through Kysely). */
  inTransaction = false;
  /** The callers waiting for the open group's commit; null when no group is open. */
  #group: Waiter[] | null = null;

  constructor(db: SQLite.Database) {
    this.db = db;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock();
    return new GroupConnection(this);
  }

  async lock(): Promise<void> {
    while (this.#locked) await this.#locked;
    this.#locked = new Promise((resolve) => {
      this.#unlock = resolve;
    });
  }

  unlock(): void {
    const unlock = this.#unlock;
    this.#locked = null;
    this.#unlock = null;
    unlock?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    void settings;
    this.commitGroup();
    this.run(CompiledQuery.raw('begin'));
    this.inTransaction = true;
    await Promise.resolve(connection);
  }

  async commitTransaction(): Promise<void> {
    this.inTransaction = false;
    this.run(CompiledQuery.raw('commit'));
    await Promise.resolve();
  }

  async rollbackTransaction(): Promise<void> {
    this.inTransaction = false;
    this.run(CompiledQuery.raw('rollback'));
    await Promise.resolve();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as GroupConnection).release();
    await Promise.resolve();
  }

  async destroy(): Promise<void> {
    this.commitGroup();
    this.db.close();
    await Promise.resolve();
  }

  /** Runs one statement now, on the connection as it is. */
  run(query: CompiledQuery): QueryResult<UnknownRow> {
    const stmt = this.db.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(parameters) as UnknownRow[] };
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /** Runs a statement that may share a commit; settles after the commit that ends its group. */
  runGrouped(query: CompiledQuery): { result: QueryResult<UnknownRow>; committed: Promise<void> } {
    if (!this.#group) {
      this.db.prepare('begin immediate').run();
      this.#group = [];
      setImmediate(() => this.commitGroup());
    }
    const group = this.#group;
    let result: QueryResult<UnknownRow>;
    try {
      result = this.run(query);
    } catch (err) {
      // Some errors (disk full, a trigger's RAISE(ROLLBACK)) end the whole transaction: the
      // statements already in the group are gone with it.
      if (!this.db.inTransaction) this.endGroup(err);
      throw err;
    }
    const committed = new Promise<void>((resolve, reject) => group.push({ resolve, reject }));
    return { result, committed };
  }

  /** Commits the open group, if any, and tells its callers. */
  commitGroup(): void {
    if (!this.#group) return;
    try {
      this.db.prepare('commit').run();
    } catch (err) {
      if (this.db.inTransaction) this.db.prepare('rollback').run();
      this.endGroup(err);
      return;
    }
    this.endGroup(null);
  }

  private endGroup(err: unknown): void {
    const group = this.#group ?? [];
    this.#group = null;
    for (const waiter of group) {
      if (err === null) waiter.resolve();
      else waiter.reject(err);
    }
  }
}

/** One use of the connection: released when Kysely is done, or early by a grouped statement. */
class GroupConnection implements DatabaseConnection {
  readonly #driver: GroupCommitDriver;
  #held = true;

  constructor(driver: GroupCommitDriver) {
    this.#driver = driver;
  }

  release(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#driver.unlock();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const driver = this.#driver;
    if (!this.#held) {
      await driver.lock();
      this.#held = true;
    }
    if (!driver.inTransaction && grouped.has(query.query)) {
      const { result, committed } = driver.runGrouped(query);
      // Others may use the connection (and join the group) while this caller waits for the commit.
      this.release();
      await committed;
      return result as QueryResult<R>;
    }
    if (!driver.inTransaction && !SelectQueryNode.is(query.query)) driver.commitGroup();
    return Promise.resolve(driver.run(query) as QueryResult<R>);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used on SQLite');
  }
}
