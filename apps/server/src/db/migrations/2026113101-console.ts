import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * The staff console (decision 0018): staff accounts apart from customers, their sessions and
 * recovery codes, and the append-only, hash-chained audit log. Triggers refuse every UPDATE and
 * DELETE of an audit record on both databases, whoever writes (server, admin command, plain SQL);
 * `audit_head` is the one row every append locks first, so concurrent appends cannot fork the chain.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await create(db, true);
  else await db.transaction().execute((tx) => create(tx, false));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>, pg: boolean): Promise<void> {
  const ms = pg ? 'bigint' : 'integer';
  const idType = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('staff')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    /** Comma-separated role names. */
    .addColumn('roles', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** Base32 TOTP secret; set at enrolment, confirmed when totp_enabled is 1. */
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    /** The last time-step whose code was accepted: a code is never accepted twice. */
    .addColumn('totp_last_step', ms, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    /** 'password' until the second factor is given, then 'full'. */
    .addColumn('stage', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('last_seen_at', ms, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff')
    .on('staff_sessions')
    .column('staff_id')
    .execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', ms)
    .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('at', ms, (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('audit_head')
    .values({ id: 1, last_id: 0, last_hash: '0'.repeat(64) })
    .execute();

  if (pg) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
      $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_head').execute();
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only`.execute(db);
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
