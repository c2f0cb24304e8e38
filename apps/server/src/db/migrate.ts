import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely.js';
import * as m2026112101 from './migrations/2026112101-foundation.js';
import * as m2026112102 from './migrations/2026112102-accounts.js';
import * as m2026112103 from './migrations/2026112103-catalogue.js';
import * as m2026112104 from './migrations/2026112104-list-indexes.js';
import * as m2026112201 from './migrations/2026112201-files-share-favourites.js';
import * as m2026112301 from './migrations/2026112301-developer-list-indexes.js';
import * as m2026112401 from './migrations/2026112401-message-indexes.js';
import * as m2026112501 from './migrations/2026112501-share-link-expiry.js';
import * as m2026112601 from './migrations/2026112601-files-owner-index.js';
import * as m2026112602 from './migrations/2026112602-file-removals.js';
import * as m2026112701 from './migrations/2026112701-message-counts.js';
import * as m2026112702 from './migrations/2026112702-favourites-list-order.js';
import * as m2026112703 from './migrations/2026112703-article-author-en.js';
import * as m2026112801 from './migrations/2026112801-developer-apps.js';
import * as m2026112802 from './migrations/2026112802-developer-app-indexes.js';
import * as m2026113001 from './migrations/2026113001-work-orders.js';
import * as m2026113101 from './migrations/2026113101-console.js';
import * as m2026120101 from './migrations/2026120101-console-orders.js';
import * as m2026120201 from './migrations/2026120201-staff-admin.js';
import * as m2026120301 from './migrations/2026120301-console-content.js';
import * as m2026120801 from './migrations/2026120801-order-counts.js';
import * as m2026120901 from './migrations/2026120901-taken-down.js';
import * as m2026121101 from './migrations/2026121101-jobs.js';
import * as m2026121201 from './migrations/2026121201-staff-code-tries.js';
import * as m2026121202 from './migrations/2026121202-audit-action-index.js';
import * as m2026121301 from './migrations/2026121301-session-cookie-mode.js';
import * as m2026121302 from './migrations/2026121302-staff-code-lock.js';
import * as m2026121401 from './migrations/2026121401-enterprise-country.js';
import * as m2026121501 from './migrations/2026121501-demo-order-numbers.js';
import * as m2026121601 from './migrations/2026121601-favourite-labels.js';

/** Every migration, in order; listed explicitly so the build needs no file scanning. */
const MIGRATIONS: Record<string, Migration> = {
  '2026112101-foundation': m2026112101,
  '2026112102-accounts': m2026112102,
  '2026112103-catalogue': m2026112103,
  '2026112104-list-indexes': m2026112104,
  '2026112201-files-share-favourites': m2026112201,
  '2026112301-developer-list-indexes': m2026112301,
  '2026112401-message-indexes': m2026112401,
  '2026112501-share-link-expiry': m2026112501,
  '2026112601-files-owner-index': m2026112601,
  '2026112602-file-removals': m2026112602,
  '2026112701-message-counts': m2026112701,
  '2026112702-favourites-list-order': m2026112702,
  '2026112703-article-author-en': m2026112703,
  '2026112801-developer-apps': m2026112801,
  '2026112802-developer-app-indexes': m2026112802,
  '2026113001-work-orders': m2026113001,
  '2026113101-console': m2026113101,
  '2026120101-console-orders': m2026120101,
  '2026120201-staff-admin': m2026120201,
  '2026120301-console-content': m2026120301,
  '2026120801-order-counts': m2026120801,
  '2026120901-taken-down': m2026120901,
  '2026121101-jobs': m2026121101,
  '2026121201-staff-code-tries': m2026121201,
  '2026121202-audit-action-index': m2026121202,
  '2026121301-session-cookie-mode': m2026121301,
  '2026121302-staff-code-lock': m2026121302,
  '2026121401-enterprise-country': m2026121401,
  '2026121501-demo-order-numbers': m2026121501,
  '2026121601-favourite-labels': m2026121601,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema to the newest migration; throws on the first failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations of this code that the database has not applied (empty when it is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
