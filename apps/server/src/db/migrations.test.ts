import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, createTestApp, type TestApp } from '../test/harness.js';
import type { Db } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import * as messageCounts from './migrations/2026112701-message-counts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every user's message total and unread count, counted from the rows (users with none left out). */
async function counted(db: Db): Promise<Record<number, { total: number; unread: number }>> {
  const rows = await db.selectFrom('messages').select(['user_id', 'state']).execute();
  const out: Record<number, { total: number; unread: number }> = {};
  for (const r of rows) {
    const c = (out[r.user_id] ??= { total: 0, unread: 0 });
    c.total++;
    if (r.state === 0) c.unread++;
  }
  return out;
}

/** The kept counts, users with none left out. */
async function kept(db: Db): Promise<Record<number, { total: number; unread: number }>> {
  const rows = await db.selectFrom('message_counts').selectAll().where('total', '>', 0).execute();
  return Object.fromEntries(rows.map((r) => [r.user_id, { total: r.total, unread: r.unread }]));
}

function message(userId: number, state: number, i: number) {
  return {
    user_id: userId,
    type: 1,
    title_zh: `迁移 ${i}`,
    title_en: `Migration ${i}`,
    content_zh: '正文',
    content_en: 'Body',
    state,
    created_at: i,
  };
}

describe('2026112701-message-counts', () => {
  it('backfills the counts of the messages already there, and down removes its triggers', async () => {
    // The seeded demo messages were counted by the triggers.
    expect(Object.keys(await kept(t.db)).length).toBeGreaterThan(0);
    expect(await kept(t.db)).toEqual(await counted(t.db));

    await messageCounts.down(t.db);
    // Without the triggers a message is written as before, and nothing counts it.
    const a = await insertUser(t, { username: 'mig_a', password: 'Pass#1234' });
    const b = await insertUser(t, { username: 'mig_b', password: 'Pass#1234' });
    await t.db
      .insertInto('messages')
      .values([
        ...Array.from({ length: 7 }, (_, i) => message(a, i % 2, i)),
        message(b, 1, 8),
        message(b, 1, 9),
      ])
      .execute();
    await expect(sql`select count(*) from message_counts`.execute(t.db)).rejects.toThrow();

    await messageCounts.up(t.db);
    const after = await kept(t.db);
    expect(after[a]).toEqual({ total: 7, unread: 4 });
    expect(after[b]).toEqual({ total: 2, unread: 0 });
    expect(after).toEqual(await counted(t.db));

    // The triggers are back: a new message is counted once, not twice.
    await t.db
      .insertInto('messages')
      .values(message(b, 0, 10))
      .execute();
    expect((await kept(t.db))[b]).toEqual({ total: 3, unread: 1 });
    expect(await migrateToLatest(t.db)).toEqual([]);
  });
});
