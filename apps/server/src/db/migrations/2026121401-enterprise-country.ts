import type { Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

// Frozen once landed: later changes go into new migration files.

/**
 * Enterprises registered outside China (issue 26 item 10, decision 0056): the country or region
 * of registration (ISO 3166-1 alpha-2; every earlier row is a Chinese company), and room in
 * `tax_number` for other countries' registration numbers (up to 50 characters; SQLite does not
 * enforce lengths).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enterprise_certs')
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo('CN'))
    .execute();
  if (isPostgres(db))
    await db.schema
      .alterTable('enterprise_certs')
      .alterColumn('tax_number', (c) => c.setDataType('varchar(50)'))
      .execute();
}
