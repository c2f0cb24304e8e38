import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, durably } from './kysely.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-durably-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** SQLite's synchronous level: 1 NORMAL, 2 FULL. */
async function level(db: ReturnType<typeof createDb>): Promise<number> {
  const r = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return r.rows[0]!.synchronous;
}

describe('SQLite commits synced where files follow them', () => {
  it('syncs every commit inside durably, and at checkpoints outside it', async () => {
    const db = createDb({ databaseUrl: '', dataDir: dir, poolMax: 1 });
    try {
      await sql`create table t (a integer)`.execute(db);
      expect(await level(db)).toBe(1);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // Two at once: the level goes back only when the last one ends.
      const first = durably(db, async () => {
        expect(await level(db)).toBe(2);
        await held;
        await db.transaction().execute((tx) => sql`insert into t values (1)`.execute(tx));
        expect(await level(db)).toBe(2);
      });
      const second = durably(db, () =>
        db.transaction().execute(async (tx) => {
          await sql`insert into t values (2)`.execute(tx);
        }),
      );
      await second;
      expect(await level(db)).toBe(2);
      release();
      await first;
      expect(await level(db)).toBe(1);
      // A failing piece of work gives the level back too.
      await expect(durably(db, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(await level(db)).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('leaves a database opened with full alone', async () => {
    const db = createDb({
      databaseUrl: `sqlite:${path.join(dir, 'full.db')}`,
      dataDir: dir,
      poolMax: 1,
      sqliteSynchronous: 'full',
    });
    try {
      expect(await level(db)).toBe(2);
      await durably(db, async () => expect(await level(db)).toBe(2));
      expect(await level(db)).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
