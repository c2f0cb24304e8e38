import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Each customer's work orders per status, kept by triggers on `work_orders` like `message_counts`
 * (decisions 0013, 0016): the total of "my work orders" (all, or one status) becomes a read of at
 * most four primary-key rows instead of a count of up to 10,000 index entries. Triggers, not the
 * server, keep them, so every writer (server, admin command, seeds, the bench, a test's SQL) keeps
 * them exact in its own transaction. An insert adds with an upsert; a delete subtracts with a plain
 * UPDATE (a user's cascade may have removed the row already); an update that changes neither the
 * user nor the status writes nothing. PostgreSQL's are statement-level (see 2026112701).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await create(db, true);
  else await db.transaction().execute((tx) => create(tx, false));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>, pg: boolean): Promise<void> {
  await db.schema
    .createTable('order_counts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['user_id', 'status'])
    .execute();

  if (pg) {
    await sql`
      create function order_counts_on_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into order_counts as c (user_id, status, n)
            select user_id, status, count(*) from new_rows
            group by user_id, status order by user_id, status
            on conflict (user_id, status) do update set n = c.n + excluded.n;
        elsif tg_op = 'UPDATE' then
          insert into order_counts as c (user_id, status, n)
            select user_id, status, sum(d) from (
              select user_id, status, 1 as d from new_rows
              union all
              select user_id, status, -1 from old_rows
            ) x
            group by user_id, status having sum(d) <> 0 order by user_id, status
            on conflict (user_id, status) do update set n = c.n + excluded.n;
        else
          update order_counts c set n = c.n - d.n
            from (
              select user_id, status, count(*) as n from old_rows
              group by user_id, status order by user_id, status
            ) d
            where c.user_id = d.user_id and c.status = d.status;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger order_counts_insert after insert on work_orders
      referencing new table as new_rows
      for each statement execute function order_counts_on_change()`.execute(db);
    await sql`
      create trigger order_counts_update after update on work_orders
      referencing old table as old_rows new table as new_rows
      for each statement execute function order_counts_on_change()`.execute(db);
    await sql`
      create trigger order_counts_delete after delete on work_orders
      referencing old table as old_rows
      for each statement execute function order_counts_on_change()`.execute(db);
  } else {
    await sql`
      create trigger order_counts_insert after insert on work_orders
      begin
        insert into order_counts (user_id, status, n) values (new.user_id, new.status, 1)
          on conflict (user_id, status) do update set n = n + 1;
      end`.execute(db);
    await sql`
      create trigger order_counts_update after update of user_id, status on work_orders
      when old.user_id <> new.user_id or old.status <> new.status
      begin
        update order_counts set n = n - 1 where user_id = old.user_id and status = old.status;
        insert into order_counts (user_id, status, n) values (new.user_id, new.status, 1)
          on conflict (user_id, status) do update set n = n + 1;
      end`.execute(db);
    await sql`
      create trigger order_counts_delete after delete on work_orders
      begin
        update order_counts set n = n - 1 where user_id = old.user_id and status = old.status;
      end`.execute(db);
  }

  await sql`
    insert into order_counts (user_id, status, n)
    select user_id, status, count(*) from work_orders group by user_id, status`.execute(db);
}
