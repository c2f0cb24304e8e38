import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seeds/index.js';
import { LocalStorage } from '../storage/storage.js';

/**
 * The migrated and seeded database of one test run (decision 0042): built once by the server
 * project's globalSetup, then copied for every test app that keeps the default database and the
 * local storage. `database` is the PostgreSQL template's name, or null on SQLite.
 */
export interface TemplateDb {
  /** A DATA_DIR holding portal.db (SQLite, its WAL folded in) and files/ (the seeded uploads). */
  dataDir: string;
  database: string | null;
  /**
   * The copy's CREATE DATABASE clause: FILE_COPY (PostgreSQL 15+) copies the template's files
   * after a checkpoint, cheap on the test cluster (fsync off), where WAL_LOG, the default, writes
   * every page of the template through the WAL (measured: 0.9-1.2 s a copy against 0.5-0.9 s).
   */
  strategy: string;
}

/** Runs `statements` on the cluster's admin database; the rows of the last one. */
async function onAdmin(adminUrl: string, statements: string[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    let rows: Record<string, unknown>[] = [];
    for (const s of statements) rows = (await client.query(s)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the cluster of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other test database takes. */
export function databaseName(kind: 't' | 'tpl'): string {
  return `seuiot_${kind}_${crypto.randomBytes(6).toString('hex')}`;
}

/**
 * Migrates and seeds a new database once; the caller drops it with `dropTemplate` when the run
 * ends. `adminUrl` (TEST_DATABASE_URL) selects PostgreSQL; without it the template is SQLite.
 */
export async function buildTemplate(adminUrl: string | undefined): Promise<TemplateDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-template-'));
  const database = adminUrl ? databaseName('tpl') : null;
  if (adminUrl && database) await onAdmin(adminUrl, [`create database ${database}`]);
  const db = createDb({
    databaseUrl: adminUrl && database ? databaseUrl(adminUrl, database) : '',
    dataDir,
    poolMax: 4,
  });
  try {
    await migrateToLatest(db);
    await seedDemo(db, new LocalStorage(path.join(dataDir, 'files'), { sync: false }));
    // One self-contained portal.db: the WAL folded in and emptied before the file is copied.
    if (!database) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
  // A template nobody may connect to: CREATE DATABASE ... TEMPLATE needs it without sessions.
  let strategy = '';
  if (adminUrl && database) {
    const [row] = await onAdmin(adminUrl, [
      `alter database ${database} with is_template true allow_connections false`,
      'show server_version_num',
    ]);
    if (Number(row?.server_version_num) >= 150000) strategy = ' strategy file_copy';
  }
  return { dataDir, database, strategy };
}

/** Removes the template's directory and PostgreSQL database. */
export async function dropTemplate(t: TemplateDb, adminUrl: string | undefined): Promise<void> {
  if (adminUrl && t.database)
    await onAdmin(adminUrl, [
      `alter database ${t.database} with is_template false allow_connections true`,
      `drop database if exists ${t.database} with (force)`,
    ]);
  fs.rmSync(t.dataDir, { recursive: true, force: true });
}

/**
 * A copy of the template: its portal.db and files/ into `dataDir` (copied, never linked: a test
 * may write into a file's bytes, and the next copy must not see it), and on PostgreSQL a new
 * database `name` made from the template.
 */
export async function copyTemplate(
  t: TemplateDb,
  dataDir: string,
  admin?: { url: string; name: string },
): Promise<void> {
  fs.cpSync(t.dataDir, dataDir, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  if (admin && t.database)
    await onAdmin(admin.url, [`create database ${admin.name} template ${t.database}${t.strategy}`]);
}
