import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, isPostgres, relaxed } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import path from 'node:path';
import { seedDemo } from './seeds/index.js';
import { LocalStorage } from '../storage/storage.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('database', () => {
  it('runs on the dialect this pass is for', () => {
    expect(isPostgres(t.db)).toBe(Boolean(process.env.TEST_DATABASE_URL));
  });

  it('runs the relaxed writes without waiting for the disk on PostgreSQL, in shared commits on SQLite', async () => {
    if (!isPostgres(t.db)) {
      // The same database through the group-commit plugin (sqlite-group-commit.test.ts).
      expect(relaxed(t.db)).not.toBe(t.db);
      expect(relaxed(t.db)).toBe(relaxed(t.db));
      return;
    }
    const setting = async (db: typeof t.db) =>
      (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]!
        .synchronous_commit;
    expect(await setting(t.db)).toBe('on');
    expect(await setting(relaxed(t.db))).toBe('off');
    // The same data: a row the relaxed connection commits is read at once by the other.
    const before = await t.db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await relaxed(t.db)
      .updateTable('users')
      .set({ truename: 'relaxed write' })
      .where('id', '=', before.id)
      .execute();
    const after = await t.db
      .selectFrom('users')
      .select('truename')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.truename).toBe('relaxed write');
    // Its parameterised statements are prepared by name, once per connection: the same text again
    // answers the same, and the connection (idle connections are reused last-in first-out) holds
    // the prepared statement.
    for (const name of ['named once', 'named twice']) {
      const r = await relaxed(t.db)
        .updateTable('users')
        .set({ truename: name })
        .where('id', '=', before.id)
        .executeTakeFirst();
      expect(Number(r.numUpdatedRows)).toBe(1);
    }
    const prepared = await sql<{ statement: string }>`
      select statement from pg_prepared_statements where name like 'relaxed_%'`.execute(
      relaxed(t.db),
    );
    expect(prepared.rows.some((row) => row.statement.startsWith('update "users"'))).toBe(true);
    // PG_CUSTOMER_COMMITS=full: no second pool, every commit waits for the disk.
    const full = createDb({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      dataDir: '',
      poolMax: 1,
      pgCustomerCommits: 'full',
    });
    try {
      expect(relaxed(full)).toBe(full);
    } finally {
      await full.destroy();
    }
  });

  it('migrations and seeds are idempotent', async () => {
    const count = async () => {
      const tables = [
        'users',
        'menus',
        'permissions',
        'notices',
        'messages',
        'role_permissions',
      ] as const;
      const out: Record<string, number> = {};
      for (const table of tables) {
        const r = await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        out[table] = Number(r.n);
      }
      return out;
    };
    const before = await count();
    expect(await migrateToLatest(t.db)).toEqual([]);
    await seedDemo(t.db, new LocalStorage(path.join(t.config.dataDir, 'files')));
    expect(await count()).toEqual(before);
    expect(before.notices).toBeGreaterThanOrEqual(10);
  });

  it('refuses a row that breaks a foreign key', async () => {
    await expect(
      t.db
        .insertInto('sessions')
        .values({
          id_hash: 'x',
          user_id: 999_999,
          created_at: 0,
          expires_at: 0,
          ip: '',
          user_agent: '',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
