import type { Db } from '../kysely.js';
import type { Storage } from '../../storage/storage.js';
import { seedBanners } from './banners.js';
import { seedDemoCustomer, seedPlatforms } from './demo-customer.js';
import { seedDeveloper } from './developer.js';
import { CATALOGUE_FILE_CONTENTS, seedFiles } from './files.js';
import { seedMarketing } from './marketing.js';
import { seedMarketplace } from './marketplace.js';
import { seedProducts } from './products.js';
import { agoFrom } from './seed-rows.js';
import { seedSolutions } from './solutions.js';
import { seedSupport } from './support.js';

/**
 * Catalogue content a customer would recognise: device models, solutions, apps, marketing
 * material, developer resources, downloads and support articles; with `demoUserId`, the demo
 * customer's devices, purchases, admin accounts and IoT platform. Inserts only what is missing
 * (keyed on natural values), so running it twice changes nothing. Files are written to storage
 * only when missing.
 */
export async function seedCatalogue(
  db: Db,
  demoUserId: number | null,
  storage: Storage,
): Promise<void> {
  const contents = new Map<string, Buffer>();
  for (const { storageKey, bytes } of CATALOGUE_FILE_CONTENTS()) {
    contents.set(storageKey, bytes);
    if (!(await storage.exists(storageKey))) await storage.put(storageKey, bytes);
  }
  const run = (trx: Db) => seedRows(trx, demoUserId, contents, Date.now());
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/** The steps, in the order the rows were always inserted (ids stay what they were). */
async function seedRows(
  db: Db,
  demoUserId: number | null,
  contents: Map<string, Buffer>,
  now: number,
): Promise<void> {
  const ago = agoFrom(now);
  const refs = await seedProducts(db);
  const cases = await seedSolutions(db, refs, ago);
  const apps = await seedMarketplace(db, refs, demoUserId, ago);
  const materials = await seedMarketing(db, ago);
  await seedSupport(db, ago);
  const { sdks, tests } = await seedDeveloper(db, refs, ago);
  await seedBanners(db);
  const entities = { case: cases, app: apps, material: materials, sdk: sdks, test: tests };
  await seedFiles(db, contents, refs.cls, entities, ago);
  const platforms = await seedPlatforms(db);
  if (demoUserId !== null)
    await seedDemoCustomer(db, demoUserId, now, { products: refs.products, apps, platforms });
}
