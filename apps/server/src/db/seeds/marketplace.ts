import type { Db } from '../kysely.js';
import { APPS } from './catalogue-apps.data.js';
import type { CatalogueRefs } from './products.js';
import { joinText, link, need, type Ago, type Ids } from './seed-rows.js';

/**
 * Apps of the market and the developer area with their device models; ids by package name. The
 * demo developer's apps belong to `demoUserId` (null: no demo account).
 */
export async function seedMarketplace(
  db: Db,
  refs: CatalogueRefs,
  demoUserId: number | null,
  ago: Ago,
): Promise<Ids> {
  const apps: Ids = new Map();
  for (const [i, a] of APPS.entries()) {
    let row = await db
      .selectFrom('apps')
      .select(['id', 'developer_id'])
      .where('package_name', '=', a.packageName)
      .executeTakeFirst();
    const developerId = a.demoDeveloper ? demoUserId : null;
    if (!row) {
      row = await db
        .insertInto('apps')
        .values({
          channel: a.channel,
          classification_id: need(refs.cls, a.cls, 'classification'),
          name_zh: a.name.zh,
          name_en: a.name.en,
          summary_zh: a.summary.zh,
          summary_en: a.summary.en,
          intro_zh: joinText(a.intro.zh),
          intro_en: joinText(a.intro.en),
          icon: a.icon,
          package_name: a.packageName,
          version_name: a.versionName,
          version_code: a.versionCode,
          charge_type: a.charge,
          software_type: a.softwareType,
          developer_name: a.developer,
          developer_id: developerId,
          downloads: a.downloads,
          recommended: a.recommended ? 1 : 0,
          released: 1,
          created_at: ago(a.daysAgo, i),
          updated_at: ago(a.updatedDaysAgo, i),
        })
        .returning(['id', 'developer_id'])
        .executeTakeFirstOrThrow();
    } else if (developerId !== null && row.developer_id === null) {
      // Seeded before the demo account existed: hand the demo developer's app over.
      await db
        .updateTable('apps')
        .set({ developer_id: developerId })
        .where('id', '=', row.id)
        .execute();
    }
    const appId = row.id;
    apps.set(a.packageName, appId);
    for (const model of a.devices) {
      const productId = need(refs.products, model, 'product');
      await link(db, 'app_products', { app_id: appId, product_id: productId });
    }
  }
  return apps;
}
