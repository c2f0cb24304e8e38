import type { Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Staff administration and the four-eyes rule (decision 0022): the staff member's last sign-in,
 * and `pending_approvals`, the acts that wait for a second staff member's approval (a role grant
 * today; re-opening a decided review and bulk actions later). A request moves once, from
 * `pending` to `approved` or `refused`, by a conditional update. The audit log gets an index on
 * its object, which the audit page filters by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await create(db, true);
  else await db.transaction().execute((tx) => create(tx, false));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>, pg: boolean): Promise<void> {
  const ms = pg ? 'bigint' : 'integer';
  await db.schema.alterTable('staff').addColumn('last_login_at', ms).execute();
  await db.schema
    .createTable('pending_approvals')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    /** What is asked, e.g. 'staff.role.grant' (the server's registered kinds). */
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    /** The act's parameters as JSON, checked by the kind's schema. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('object_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('requester', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** pending, approved or refused. */
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('decider', 'varchar(64)')
    .addColumn('decided_at', ms)
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_approvals_state')
    .on('pending_approvals')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pending_approvals_object')
    .on('pending_approvals')
    .columns(['object_type', 'object_id'])
    .execute();
  // The audit page filters by object (a staff member, a request, an account).
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_object').execute();
  await db.schema.dropTable('pending_approvals').execute();
  await db.schema.alterTable('staff').dropColumn('last_login_at').execute();
}
