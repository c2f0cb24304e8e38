import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@seuiot/contract';
import { sql } from 'kysely';
import { ensureClassification, ensureIndustry } from '../cli/generate/references.js';
import { GENERATORS } from '../cli/generate/registry.js';
import type { Config } from '../config.js';
import { createDb, isPostgres } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { log, num, secondsSince } from './format.js';
import { LIST_FILTERS, type ListFilters } from './lists.js';
import { SHORT_LIST, type BenchOptions } from './options.js';
import { startNode, type Child } from './processes.js';

/** The built server (dist/), whose main.js and bench/baseline.js the bench starts. */
export const distDir = path.resolve(import.meta.dirname, '..');

/** The server must see exactly this environment: SQLite in `dataDir`, whatever the shell has. */
export function serverEnvFor(dataDir: string): NodeJS.ProcessEnv {
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    COOKIE_SECURE: 'false',
    TRUST_PROXY: 'false',
    // Every login of the bench comes from 127.0.0.1: the per-address limit (20 a minute) would
    // refuse all but the first of the login measurement's.
    LOGIN_RATE_PER_MINUTE: '1000000',
  };
}

/**
 * Fills the temporary database before the server starts: the notices, and each catalogue list
 * under its own filter. The demo seed then adds its own catalogue beside these rows (the
 * generator creates the seed's device models under the same keys). Returns the filters' ids.
 */
export async function generateData(config: Config, options: BenchOptions): Promise<ListFilters> {
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
  try {
    await migrateToLatest(db);
    // A throw-away database: commits need not reach the disk (the generator's one connection).
    if (!isPostgres(db)) await sql`pragma synchronous = off`.execute(db);
    let t0 = performance.now();
    await GENERATORS.notices!.fill(db, options.notices, { seed: 2026 });
    log(`Generated ${num(options.notices)} notices in ${secondsSince(t0)} s`);
    t0 = performance.now();
    const longRows = options.catalogue;
    const downloads = {
      long: await ensureClassification(db, 'download', LIST_FILTERS.downloads.long),
      short: await ensureClassification(db, 'download', LIST_FILTERS.downloads.short),
    };
    const files = GENERATORS.catalogue_files!;
    await files.fill(db, longRows, { seed: 2027, pin: { classificationId: downloads.long } });
    await files.fill(db, SHORT_LIST, { seed: 2028, pin: { classificationId: downloads.short } });
    const cases = {
      long: await ensureIndustry(db, LIST_FILTERS.cases.long),
      short: await ensureIndustry(db, LIST_FILTERS.cases.short),
    };
    const solutionCases = GENERATORS.solution_cases!;
    await solutionCases.fill(db, longRows, { seed: 2029, pin: { industryId: cases.long } });
    await solutionCases.fill(db, SHORT_LIST, { seed: 2030, pin: { industryId: cases.short } });
    log(
      `Generated ${num(longRows)} + ${SHORT_LIST} download-centre files and ${num(longRows)} + ` +
        `${SHORT_LIST} solution cases in ${secondsSince(t0)} s`,
    );
    return { downloads, cases };
  } finally {
    await db.destroy();
  }
}

/** Starts one portal server (dist/main.js) and adds it to `children` once it answers its health check. */
export async function startPortal(
  config: Config,
  serverEnv: NodeJS.ProcessEnv,
  children: Child[],
  name = 'portal server',
): Promise<Child> {
  const server = await startNode({
    name,
    script: path.join(distDir, 'main.js'),
    env: serverEnv,
    readyPath: `${config.apiPrefix}${ROUTES.health}`,
    timeoutMs: 60_000,
  });
  children.push(server);
  return server;
}

/**
 * Starts the portal server and the plain-Fastify baseline; each is added to `children` as soon
 * as it runs, so the caller stops whatever started even when the next start fails.
 */
export async function startServers(
  config: Config,
  serverEnv: NodeJS.ProcessEnv,
  children: Child[],
): Promise<{ server: Child; baseline: Child }> {
  const server = await startPortal(config, serverEnv, children);
  const baseline = await startNode({
    name: 'baseline server',
    script: path.join(distDir, 'bench', 'baseline.js'),
    env: { ...process.env, NODE_ENV: 'production' },
    readyPath: '/',
  });
  children.push(baseline);
  log(
    `Portal server ${server.origin} (pid ${server.process.pid}); baseline ${baseline.origin} (pid ${baseline.process.pid})`,
  );
  return { server, baseline };
}
