import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, relaxed, type Db } from './kysely.js';

interface TestTables {
  t: { id: Generated<number>; v: string };
  log: { id: Generated<number>; v: string };
}
/** The test's own tables, through the portal's database object. */
const tables = (d: Db) => d as unknown as Kysely<TestTables>;

// The driver only exists on SQLite: these tests open their own file whatever the pass.
let dir: string;
let db: Db;
/** A second connection to the same file, as another process would read it. */
let other: SQLite.Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-group-'));
  db = createDb({ databaseUrl: '', dataDir: dir, poolMax: 1 });
  await sql`create table t (id integer primary key, v text not null unique)`.execute(db);
  await sql`create table log (id integer primary key, v text)`.execute(db);
  other = new SQLite(path.join(dir, 'portal.db'), { readonly: true });
});

afterEach(async () => {
  other.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const seen = () =>
  (other.prepare('select v from t order by v').all() as { v: string }[]).map((r) => r.v);
const add = (v: string) =>
  tables(relaxed(db)).insertInto('t').values({ v }).returning('id').execute();

/** Counts the commits this connection makes, from the other connection's data_version. */
function commitsCounter(): () => number {
  const probe = other.prepare('pragma data_version').pluck();
  const start = probe.get() as number;
  return () => (probe.get() as number) - start;
}

describe('SQLite group commit (relaxed writes)', () => {
  it('commits the writes of one event-loop turn together, each answered after the commit', async () => {
    const commits = commitsCounter();
    const writes = ['a', 'b', 'c', 'd'].map(async (v) => {
      const rows = await add(v);
      // Answered only once another connection can read it: it is in the database.
      expect(seen()).toContain(v);
      return rows[0]!.id;
    });
    expect(new Set(await Promise.all(writes)).size).toBe(4);
    expect(seen()).toEqual(['a', 'b', 'c', 'd']);
    // data_version moves once per commit of another connection that the reader has not seen.
    expect(commits()).toBe(1);
  });

  it('undoes a failing statement alone: the others of its group commit', async () => {
    await add('taken');
    const results = await Promise.allSettled([add('x'), add('taken'), add('y')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen()).toEqual(['taken', 'x', 'y']);
  });

  it('rejects every statement of a group that a rollback ended', async () => {
    await sql`create trigger no_boom before insert on t when new.v = 'boom'
      begin select raise(rollback, 'refused'); end`.execute(db);
    const results = await Promise.allSettled([add('p'), add('boom'), add('q')]);
    // p went with the rolled-back group; q came after, in a group of its own.
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(seen()).toEqual(['q']);
  });

  it('commits an open group before an explicit transaction or another write, which run alone', async () => {
    const grouped = add('g1');
    // Not relaxed: commits the group first, then itself.
    await tables(db).insertInto('log').values({ v: 'plain' }).execute();
    expect(seen()).toEqual(['g1']);
    await grouped;
    const inGroup = add('g2');
    await tables(db)
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('log').values({ v: 'in transaction' }).execute();
        // The relaxed database inside a transaction of the plain one waits its turn.
      });
    await inGroup;
    expect(seen()).toEqual(['g1', 'g2']);
    const logged = await tables(db).selectFrom('log').select('v').orderBy('id').execute();
    expect(logged.map((r) => r.v)).toEqual(['plain', 'in transaction']);
    // A transaction of the relaxed database is an ordinary transaction.
    await tables(relaxed(db))
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ v: 't1' }).execute();
        await trx.insertInto('t').values({ v: 't2' }).execute();
      });
    expect(seen()).toEqual(['g1', 'g2', 't1', 't2']);
  });

  it('reads see the group they run beside, and nothing is left open', async () => {
    const write = add('r');
    const read = await tables(db).selectFrom('t').select('v').execute();
    expect(read.map((r) => r.v)).toEqual(['r']);
    await write;
    await new Promise((resolve) => setImmediate(resolve));
    // Nothing uncommitted: a pragma (which commits any group first) runs outside a transaction.
    await sql`pragma synchronous = FULL`.execute(db);
    expect(seen()).toEqual(['r']);
  });
});
