import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * The periodic jobs run once across instances (issue 16, decision 0028): `jobs` holds one row per
 * job, its next due time and the lease of the instance running it now; `job_runs` records each run
 * (which instance, when, how it ended) so an operator can see what ran where.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('every_ms', ms, (c) => c.notNull())
    .addColumn('next_due_at', ms, (c) => c.notNull())
    .addColumn('holder', 'varchar(128)')
    .addColumn('lease_until', ms)
    .execute();
  await db.schema
    .createTable('job_runs')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('started_at', ms, (c) => c.notNull())
    .addColumn('finished_at', ms)
    /** running, ok, failed, or abandoned (its instance stopped before the end). */
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('job_runs_name_id').on('job_runs').columns(['name', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('jobs').execute();
}
