import crypto from 'node:crypto';
import type { Db } from '../kysely.js';
import { DEMO_ADMIN_ACCOUNTS, DEMO_DEVICES, DEMO_PURCHASES, PLATFORMS } from './catalogue.data.js';
import { DAY, idOf, insertMissing, need, type Ids } from './seed-rows.js';

/** The management platforms a customer can open or try; ids by code. */
export async function seedPlatforms(db: Db): Promise<Ids> {
  const platforms: Ids = new Map();
  for (const [i, p] of PLATFORMS.entries()) {
    const id = await idOf(db.selectFrom('platforms').select('id').where('code', '=', p.code), () =>
      db
        .insertInto('platforms')
        .values({
          code: p.code,
          name_zh: p.name.zh,
          name_en: p.name.en,
          description_zh: p.description.zh,
          description_en: p.description.en,
          url: p.url,
          needs_authorization: p.needsAuthorization ? 1 : 0,
          trial_days: p.trialDays,
          sort: i,
        })
        .returning('id'),
    );
    platforms.set(p.code, id);
  }
  return platforms;
}

/** The demo customer's fleet, purchases, admin accounts and IoT platform (no MDM trial). */
export async function seedDemoCustomer(
  db: Db,
  userId: number,
  now: number,
  ids: { products: Ids; apps: Ids; platforms: Ids },
): Promise<void> {
  for (const d of DEMO_DEVICES) {
    await insertMissing(db.selectFrom('devices').select('id').where('serial', '=', d.serial), () =>
      db.insertInto('devices').values({
        user_id: userId,
        product_id: need(ids.products, d.model, 'product'),
        serial: d.serial,
        service_password: servicePassword(d.serial),
        created_at: now - d.daysAgo * DAY,
      }),
    );
  }
  for (const p of DEMO_PURCHASES) {
    const appId = need(ids.apps, p.packageName, 'app');
    await insertMissing(
      db
        .selectFrom('app_purchases')
        .select('app_id')
        .where('user_id', '=', userId)
        .where('app_id', '=', appId),
      () =>
        db
          .insertInto('app_purchases')
          .values({ user_id: userId, app_id: appId, created_at: now - p.daysAgo * DAY }),
    );
  }
  for (const a of DEMO_ADMIN_ACCOUNTS) {
    await insertMissing(
      db
        .selectFrom('admin_accounts')
        .select('id')
        .where('owner_id', '=', userId)
        .where('username', '=', a.username),
      () =>
        db.insertInto('admin_accounts').values({
          owner_id: userId,
          username: a.username,
          name: a.name,
          platform_id: need(ids.platforms, a.platform, 'platform'),
          created_at: now - a.daysAgo * DAY,
        }),
    );
  }
  const iot = need(ids.platforms, 'iot', 'platform');
  await insertMissing(
    db
      .selectFrom('user_platforms')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('platform_id', '=', iot),
    () =>
      db.insertInto('user_platforms').values({
        user_id: userId,
        platform_id: iot,
        state: 'active',
        trial_ends_at: null,
        updated_at: now - 200 * DAY,
      }),
  );
}

/** A stable 6–8 digit service password derived from the serial number. */
export function servicePassword(serial: string): string {
  const h = crypto.createHash('sha256').update(`service:${serial}`).digest();
  const digits = 6 + (h[0]! % 3);
  const n = h.readUInt32BE(1) % 10 ** digits;
  return String(n).padStart(digits, '0');
}
