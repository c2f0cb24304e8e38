import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb, isPostgres } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import type { TableGenerator } from './generate/load.js';
import { GENERATORS } from './generate/registry.js';

/**
 * `npm run db:generate -- --scale N [--table notices|solution_cases|apps|catalogue_files]`: fills
 * content tables with N realistic bilingual rows for benchmarks and load tests. It only adds rows
 * (running it twice doubles the volume) and never touches accounts, sessions or anything a person
 * typed; on an empty database it first creates the seed's industries, device models and
 * classifications for the new rows to link to.
 *
 * This file is the command line; the work is in generate/: corpus.data.ts and text.ts (the
 * bilingual text), rng.ts (seeded randomness), rows-*.ts (one row maker per table group),
 * references.ts (the rows they link to), load.ts (batched inserts) and registry.ts (GENERATORS).
 */

/** A printable name of the database, without credentials. */
export function describeDatabase(databaseUrl: string, dataDir: string): string {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const u = new URL(databaseUrl);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  }
  const file = databaseUrl.startsWith('sqlite:')
    ? databaseUrl.slice('sqlite:'.length)
    : `${dataDir}/portal.db`;
  return `SQLite ${file}`;
}

const USAGE = `Usage: npm run db:generate -- --scale N [--table ${Object.keys(GENERATORS).join('|')}[,...]]
         [--seed S] [--industry ID] [--classification ID]

Adds N generated rows to each named table (default: notices) of the configured database
(DATABASE_URL, or DATA_DIR/portal.db), after applying pending migrations. Accounts are never
touched. Running it again adds N more rows.

  --industry ID        solution_cases: all published and linked to this industry only
  --classification ID  apps, catalogue_files: all released, under this classification
                       (a list of known length, as the benchmark builds)

Tables:
${Object.entries(GENERATORS)
  .map(([name, g]) => `  ${name.padEnd(16)} ${g.description}`)
  .join('\n')}
`;

/** A mistake on the command line: answered with the usage text. */
class UsageError extends Error {}

function parseCount(text: string | undefined): number {
  const n = Number((text ?? '').replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--scale must be a positive integer (got ${text ?? 'nothing'})`);
  return n;
}

function optionalId(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a row id (got ${text})`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        table: { type: 'string', multiple: true },
        seed: { type: 'string' },
        industry: { type: 'string' },
        classification: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const scale = parseCount(values.scale);
  const tables = (values.table ?? ['notices'])
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = tables.filter((t) => !(t in GENERATORS));
  if (unknown.length)
    throw new UsageError(
      `unknown table ${unknown.join(', ')}; known: ${Object.keys(GENERATORS).join(', ')}`,
    );
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    throw new UsageError('--seed must be an integer');
  const pin = {
    industryId: optionalId('industry', values.industry),
    classificationId: optionalId('classification', values.classification),
  };
  for (const key of ['industryId', 'classificationId'] as const) {
    if (pin[key] === undefined) continue;
    const misfit = tables.filter((t) => GENERATORS[t]?.pins !== key);
    if (misfit.length)
      throw new UsageError(
        `--${key === 'industryId' ? 'industry' : 'classification'} does not apply to ${misfit.join(', ')}`,
      );
  }

  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    const applied = await migrateToLatest(db);
    const where = describeDatabase(config.databaseUrl, config.dataDir);
    process.stdout.write(
      `Database: ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}\n`,
    );
    for (const name of tables) {
      const g = GENERATORS[name] as TableGenerator;
      const started = performance.now();
      let last = started;
      const inserted = await g.fill(db, scale, {
        ...(seed === undefined ? {} : { seed }),
        pin,
        onProgress: (n) => {
          if (performance.now() - last > 2000 && n < scale) {
            last = performance.now();
            process.stdout.write(
              `  ${name}: ${n.toLocaleString('en')} / ${scale.toLocaleString('en')}\n`,
            );
          }
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const total = await g.count(db);
      process.stdout.write(
        `${name}: inserted ${inserted.toLocaleString('en')} rows in ${seconds.toFixed(1)} s ` +
          `(${Math.round(inserted / seconds).toLocaleString('en')} rows/s, ${isPostgres(db) ? 'PostgreSQL' : 'SQLite'}); ` +
          `the table now holds ${total.toLocaleString('en')} rows.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

/** True when this file is the program being run (not imported by the benchmark or a test). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(err instanceof UsageError ? `${message}\n\n${USAGE}` : `${message}\n`);
    process.exit(1);
  });
}
