import type { Db } from '../kysely.js';
import { seedCatalogue } from './catalogue.js';
import { syncLinkColumns } from '../link-columns.js';
import type { Storage } from '../../storage/storage.js';
import { seedAccess } from './access.js';
import { seedDemoAccount } from './demo-account.js';
import { seedDemoDeveloper } from './demo-developer.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedNotices } from './notices.js';
import { insertMissing } from './seed-rows.js';

// The seeds' public face: main.ts, the test harness, the bench and the admin command import these.
export { DEMO_ACCOUNT } from './demo-account.js';

/** Dictionary entries every installation needs (spec 3: customer.type for user types). */
const DICTIONARY: { ctg: string; value: string; zh: string; en: string }[] = [
  { ctg: 'customer.type', value: '1', zh: '终端客户', en: 'End customer' },
  { ctg: 'customer.type', value: '2', zh: '渠道代理商', en: 'Channel partner' },
  { ctg: 'customer.type', value: '3', zh: '系统集成商', en: 'System integrator' },
  { ctg: 'customer.type', value: '4', zh: '软件开发商', en: 'Software developer' },
  { ctg: 'customer.type', value: '5', zh: '设备租赁商', en: 'Device leasing company' },
];

/** Problem/feedback types of work orders (decision 0016); `code` keeps the step idempotent. */
const ORDER_TYPES: { code: string; grp: string; zh: string; en: string }[] = [
  { code: 'device-fault', grp: 'problem', zh: '设备故障', en: 'Device fault' },
  { code: 'connectivity', grp: 'problem', zh: '联网与通信', en: 'Connectivity' },
  { code: 'platform', grp: 'problem', zh: '平台与管理系统', en: 'Platform and management system' },
  { code: 'app-sdk', grp: 'problem', zh: '应用与 SDK', en: 'Apps and SDK' },
  { code: 'account', grp: 'problem', zh: '账号与认证', en: 'Account and certification' },
  { code: 'suggestion', grp: 'feedback', zh: '产品建议', en: 'Product suggestion' },
  { code: 'documentation', grp: 'feedback', zh: '文档反馈', en: 'Documentation feedback' },
  { code: 'other', grp: 'feedback', zh: '其他', en: 'Other' },
];

/** Reference data, inserted at every start when missing (idempotent). */
export async function seedReference(db: Db): Promise<void> {
  for (const [i, d] of DICTIONARY.entries()) {
    await insertMissing(
      db
        .selectFrom('dictionary')
        .select('id')
        .where('ctg_key', '=', d.ctg)
        .where('value', '=', d.value),
      () =>
        db
          .insertInto('dictionary')
          .values({ ctg_key: d.ctg, value: d.value, name_zh: d.zh, name_en: d.en, sort: i }),
    );
  }
  for (const [i, o] of ORDER_TYPES.entries()) {
    await insertMissing(db.selectFrom('order_types').select('id').where('code', '=', o.code), () =>
      db
        .insertInto('order_types')
        .values({ code: o.code, grp: o.grp, name_zh: o.zh, name_en: o.en, sort: i }),
    );
  }
}

/**
 * The demo account and its data, the notices, the catalogue and the demo's developer apps (files
 * go to `storage`; uploaded files are addressed under `apiPrefix`). Inserts what is missing;
 * running it twice changes nothing. `now` is the time the demo's dates count back from.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  apiPrefix?: string,
  now = Date.now(),
): Promise<void> {
  await seedReference(db);
  const { customerRoleId } = await seedAccess(db);
  const demoId = await seedDemoAccount(db, customerRoleId, now);
  await seedNotices(db, now);
  await seedCatalogue(db, demoId, storage);
  await seedDemoDeveloper(db, storage, demoId, now, apiPrefix);
  await seedDemoOrders(db, demoId, storage, now);
  await syncLinkColumns(db);
}

/** True when the database holds no account yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}
