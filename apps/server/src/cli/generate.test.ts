import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { batchSizeFor, createRng, describeDatabase, GENERATORS, makeNotice } from './generate.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const CJK = /[\u4e00-\u9fff]/;

describe('makeNotice', () => {
  it('gives the same rows for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 50; i++) expect(makeNotice(a, NOW)).toEqual(makeNotice(b, NOW));
  });

  it('writes each notice in both languages, in the past, within the column limits', () => {
    const rng = createRng(7);
    const titles = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const n = makeNotice(rng, NOW);
      titles.add(n.title_en);
      expect(n.title_zh).toMatch(CJK);
      expect(n.content_zh).toMatch(CJK);
      expect(n.title_en).not.toMatch(CJK);
      expect(n.content_en).not.toMatch(CJK);
      expect(n.title_zh.length).toBeLessThanOrEqual(200);
      expect(n.title_en.length).toBeLessThanOrEqual(200);
      expect(n.content_en.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(n.publish_time).toBeLessThan(NOW);
      expect(n.publish_time).toBeGreaterThan(NOW - 7 * 365 * 86_400_000);
      expect(n.created_at).toBeLessThan(n.publish_time);
      expect([0, 1]).toContain(n.status);
    }
    // Varied enough that a title search or a page does not show the same line ten times.
    expect(titles.size).toBeGreaterThan(1000);
  });
});

describe('batchSizeFor', () => {
  it('keeps every INSERT under PostgreSQL’s 65,535 parameters', () => {
    expect(batchSizeFor(7)).toBe(500);
    expect(batchSizeFor(200) * 200).toBeLessThanOrEqual(65_535);
    expect(batchSizeFor(7, 100_000) * 7).toBeLessThanOrEqual(65_535);
  });
});

describe('describeDatabase', () => {
  it('never prints the password of a PostgreSQL URL', () => {
    const text = describeDatabase('postgres://app:s3cret@db.internal:5432/portal', '/data');
    expect(text).toBe('PostgreSQL db.internal:5432/portal');
  });
});

describe('GENERATORS.notices', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-gen-'));
    db = createDb({ databaseUrl: '', dataDir: dir, poolMax: 1 });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the rows asked for in batches, again on a second run, and leaves accounts alone', async () => {
    const g = GENERATORS.notices!;
    const progress: number[] = [];
    const added = await g.fill(db, 1234, {
      seed: 1,
      now: NOW,
      batchSize: 100,
      onProgress: (n) => progress.push(n),
    });
    expect(added).toBe(1234);
    expect(progress.at(-1)).toBe(1234);
    expect(await g.count(db)).toBe(1234);
    await g.fill(db, 10, { seed: 2, now: NOW });
    expect(await g.count(db)).toBe(1244);
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(0);
  });
});
