import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.js';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';
import { MESSAGE_CALLS } from '@seuiot/contract';

/**
 * `message_counts` is kept by triggers (migration 2026112701, decision 0013): whoever writes
 * `messages` and however, the kept total and unread count equal a real count of the rows, and the
 * unread badge and list totals the server answers are those counts.
 */
let t: TestApp;
beforeAll(async () => {
  // The counts, not the answers kept per user: these tests change rows on the server's own
  // connection, outside any route, which nothing tells that cache (http/user-answers.ts).
  t = await createTestApp({ USER_CACHE_MS: '0' });
});
afterAll(async () => {
  await t.close();
});

const LIST = `/api${MESSAGE_CALLS.list.path}`;
const UPDATE = `/api${MESSAGE_CALLS.updateState.path}`;
const UNREAD = `/api${MESSAGE_CALLS.unreadCount.path}`;

interface Counts {
  total: number;
  unread: number;
}

/** The kept counts of a user (no row: none). */
async function kept(userId: number, db: Db = t.db): Promise<Counts> {
  const row = await db
    .selectFrom('message_counts')
    .select(['total', 'unread'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** A real count of the user's rows. */
async function real(userId: number): Promise<Counts> {
  const rows = await t.db
    .selectFrom('messages')
    .select('state')
    .where('user_id', '=', userId)
    .execute();
  return { total: rows.length, unread: rows.filter((r) => r.state === 0).length };
}

async function expectExact(...userIds: number[]): Promise<void> {
  for (const id of userIds) expect(await kept(id), `user ${id}`).toEqual(await real(id));
}

let serial = 0;
function message(userId: number, unread: boolean, type = 1) {
  serial++;
  return {
    user_id: userId,
    type,
    title_zh: `计数 ${serial}`,
    title_en: `Count ${serial}`,
    content_zh: '正文',
    content_en: 'Body',
    state: unread ? 0 : 1,
    created_at: Date.now() - serial * 1000,
  };
}

async function account(name: string) {
  const id = await insertUser(t, { username: name, password: 'Pass#1234' });
  return { id, cookies: await loginCookies(t, { username: name, password: 'Pass#1234' }) };
}

async function idsOf(userId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

async function data(url: string, cookies: Record<string, string>) {
  const body = (await get(t, url, cookies)).json();
  expect(body.rescode, `${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

/** What the server answers equals a real count: the badge and the list totals, by filter. */
async function expectAnswers(userId: number, cookies: Record<string, string>): Promise<void> {
  const r = await real(userId);
  expect(await data(UNREAD, cookies)).toBe(r.unread);
  expect((await data(`${LIST}?pageSize=5`, cookies)).total).toBe(r.total);
  expect((await data(`${LIST}?state=0&pageSize=5`, cookies)).total).toBe(r.unread);
  expect((await data(`${LIST}?state=1&pageSize=5`, cookies)).total).toBe(r.total - r.unread);
  // The last page of a list sized by the kept total is full, not past the end.
  if (r.total > 0) {
    const last = await data(`${LIST}?pageNum=${Math.ceil(r.total / 5)}&pageSize=5`, cookies);
    expect(last.list.length).toBe(r.total - 5 * (Math.ceil(r.total / 5) - 1));
  }
}

describe('message counts', () => {
  it('an account without messages counts 0 and has no row', async () => {
    const a = await account('cnt_empty');
    expect(
      await t.db
        .selectFrom('message_counts')
        .selectAll()
        .where('user_id', '=', a.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    await expectAnswers(a.id, a.cookies);
  });

  it('follow inserts, marking one read and marking all read', async () => {
    const a = await account('cnt_api');
    const other = await account('cnt_api_other');
    await t.db.insertInto('messages').values(message(other.id, true)).execute();
    const before = await kept(other.id);

    for (const unread of [true, true, false, true]) {
      await t.db.insertInto('messages').values(message(a.id, unread)).execute();
      await expectExact(a.id);
    }
    expect(await kept(a.id)).toEqual({ total: 4, unread: 3 });

    const [first] = await idsOf(a.id);
    expect((await post(t, UPDATE, { id: first }, { cookies: a.cookies })).json().data).toBe(2);
    // Read again: nothing changes.
    expect((await post(t, UPDATE, { id: first }, { cookies: a.cookies })).json().data).toBe(2);
    await expectExact(a.id);
    expect((await post(t, UPDATE, { all: 1 }, { cookies: a.cookies })).json().data).toBe(0);
    expect(await kept(a.id)).toEqual({ total: 4, unread: 0 });
    await expectAnswers(a.id, a.cookies);

    expect(await kept(other.id)).toEqual(before);
    await expectAnswers(other.id, other.cookies);
  });

  it('follow many rows inserted in one statement', async () => {
    const a = await account('cnt_bulk');
    const rows = Array.from({ length: 120 }, (_, i) => message(a.id, i % 3 !== 0, (i % 4) + 1));
    await t.db.insertInto('messages').values(rows).execute();
    expect(await kept(a.id)).toEqual({ total: 120, unread: 80 });
    await expectExact(a.id);
    await expectAnswers(a.id, a.cookies);
    // A type filter still counts rows.
    expect((await data(`${LIST}?type=2&state=0`, a.cookies)).total).toBe(
      rows.filter((r) => r.type === 2 && r.state === 0).length,
    );
  });

  it('follow one statement that writes several accounts', async () => {
    const a = await account('cnt_multi_a');
    const b = await account('cnt_multi_b');
    await t.db
      .insertInto('messages')
      .values(Array.from({ length: 9 }, (_, i) => message(i % 3 ? a.id : b.id, i % 2 === 0)))
      .execute();
    expect(await kept(a.id)).toEqual({ total: 6, unread: 3 });
    expect(await kept(b.id)).toEqual({ total: 3, unread: 2 });
    await t.db
      .updateTable('messages')
      .set({ state: 1 })
      .where('user_id', 'in', [a.id, b.id])
      .execute();
    await expectExact(a.id, b.id);
    await t.db
      .deleteFrom('messages')
      .where('user_id', 'in', [a.id, b.id])
      .where('type', '=', 1)
      .execute();
    expect(await kept(a.id)).toEqual({ total: 0, unread: 0 });
    expect(await kept(b.id)).toEqual({ total: 0, unread: 0 });
  });

  it('stay exact under concurrent writers, the first of them creating the row', async () => {
    const a = await account('cnt_concurrent');
    // On PostgreSQL each transaction has its own connection of the pool; they meet on the row.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('messages')
            .values([message(a.id, true), message(a.id, i % 2 === 0)])
            .execute();
          if (i % 4 === 0)
            await tx
              .updateTable('messages')
              .set({ state: 1 })
              .where('user_id', '=', a.id)
              .where('state', '=', 0)
              .execute();
        }),
      ),
    );
    expect((await kept(a.id)).total).toBe(32);
    await expectExact(a.id);
    await expectAnswers(a.id, a.cookies);
  });

  it('follow direct SQL: unread again, other columns, deletes, a message moved', async () => {
    const a = await account('cnt_sql');
    const b = await account('cnt_sql_b');
    await t.db
      .insertInto('messages')
      .values(Array.from({ length: 10 }, (_, i) => message(a.id, i < 4)))
      .execute();
    const ids = await idsOf(a.id);

    // Back to unread, and read rows set read again (no change).
    await t.db
      .updateTable('messages')
      .set({ state: 0 })
      .where('id', 'in', ids.slice(4, 6))
      .execute();
    await t.db.updateTable('messages').set({ state: 1 }).where('id', 'in', ids.slice(6)).execute();
    expect(await kept(a.id)).toEqual({ total: 10, unread: 6 });
    // Columns the counts do not depend on.
    await t.db.updateTable('messages').set({ title_en: 'x' }).where('user_id', '=', a.id).execute();
    await t.db.updateTable('messages').set({ user_id: a.id }).where('user_id', '=', a.id).execute();
    await expectExact(a.id);

    // Delete an unread and a read one, then several at once.
    await t.db.deleteFrom('messages').where('id', 'in', [ids[0]!, ids[9]!]).execute();
    expect(await kept(a.id)).toEqual({ total: 8, unread: 5 });
    await t.db.deleteFrom('messages').where('id', 'in', ids.slice(1, 5)).execute();
    await expectExact(a.id);

    // Moved to another account: state and user in one statement.
    await t.db
      .updateTable('messages')
      .set({ user_id: b.id, state: 0 })
      .where('id', 'in', ids.slice(5, 7))
      .execute();
    expect(await kept(b.id)).toEqual({ total: 2, unread: 2 });
    await expectExact(a.id, b.id);
    await expectAnswers(a.id, a.cookies);
    await expectAnswers(b.id, b.cookies);

    await t.db.deleteFrom('messages').where('user_id', '=', a.id).execute();
    expect(await kept(a.id)).toEqual({ total: 0, unread: 0 });
    await expectAnswers(a.id, a.cookies);
  });

  it('a rolled-back transaction leaves them as they were', async () => {
    const a = await account('cnt_rollback');
    await t.db
      .insertInto('messages')
      .values(Array.from({ length: 5 }, (_, i) => message(a.id, i < 3)))
      .execute();
    const before = await kept(a.id);
    const ids = await idsOf(a.id);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('messages')
          .values([message(a.id, true), message(a.id, true)])
          .execute();
        await tx.updateTable('messages').set({ state: 1 }).where('user_id', '=', a.id).execute();
        await tx.deleteFrom('messages').where('id', '=', ids[4]!).execute();
        // Inside the transaction the counts follow its changes.
        expect(await kept(a.id, tx)).toEqual({ total: 6, unread: 0 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await kept(a.id)).toEqual(before);
    await expectExact(a.id);
    await expectAnswers(a.id, a.cookies);
  });

  it("a deleted account's row goes with it, and no other row moves", async () => {
    const a = await account('cnt_gone');
    const other = await account('cnt_stays');
    await t.db
      .insertInto('messages')
      .values([message(a.id, true), message(a.id, false), message(other.id, true)])
      .execute();
    const before = await kept(other.id);
    // Messages, sessions and login records cascade with the account.
    await t.db.deleteFrom('users').where('id', '=', a.id).execute();
    expect(await idsOf(a.id)).toEqual([]);
    expect(
      await t.db
        .selectFrom('message_counts')
        .selectAll()
        .where('user_id', '=', a.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(await kept(other.id)).toEqual(before);
    await expectExact(other.id);
  });

  it('the answers equal a real count after any sequence of changes, for each account', async () => {
    const users = [await account('cnt_prop_a'), await account('cnt_prop_b')];
    const who = fc.integer({ min: 0, max: 1 });
    const pick = fc.nat({ max: 1000 });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        user: who,
        unread: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
      }),
      fc.record({ kind: fc.constant('markOne' as const), user: who, pick }),
      fc.record({ kind: fc.constant('markAll' as const), user: who }),
      fc.record({ kind: fc.constant('delete' as const), user: who, pick }),
      fc.record({ kind: fc.constant('unread' as const), user: who, pick }),
      fc.record({ kind: fc.constant('move' as const), user: who, pick }),
    );
    type Op = typeof op extends fc.Arbitrary<infer O> ? O : never;

    const apply = async (o: Op) => {
      const u = users[o.user]!;
      if (o.kind === 'insert') {
        await t.db
          .insertInto('messages')
          .values(o.unread.map((unread) => message(u.id, unread, 1 + (serial % 4))))
          .execute();
        return;
      }
      if (o.kind === 'markAll') {
        const res = await post(t, UPDATE, { all: 1 }, { cookies: u.cookies });
        expect(res.json().data).toBe(0);
        return;
      }
      const ids = await idsOf(u.id);
      if (ids.length === 0) return;
      const id = ids[o.pick % ids.length]!;
      if (o.kind === 'markOne') {
        const res = await post(t, UPDATE, { id }, { cookies: u.cookies });
        expect(res.json().data).toBe((await real(u.id)).unread);
      } else if (o.kind === 'delete') {
        await t.db.deleteFrom('messages').where('id', '=', id).execute();
      } else if (o.kind === 'unread') {
        await t.db.updateTable('messages').set({ state: 0 }).where('id', '=', id).execute();
      } else {
        const to = users[1 - o.user]!;
        await t.db.updateTable('messages').set({ user_id: to.id }).where('id', '=', id).execute();
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const untouched = users[1 - o.user]!;
          const before = await kept(untouched.id);
          await apply(o);
          // Only a move touches the other account.
          if (o.kind !== 'move') expect(await kept(untouched.id)).toEqual(before);
          await expectExact(users[0]!.id, users[1]!.id);
        }
        for (const u of users) await expectAnswers(u.id, u.cookies);
      }),
      { numRuns: 25 },
    );
  });
});
