import crypto from 'node:crypto';
import { APP_PATHS, API_PREFIX } from '@seuiot/contract';
import type { Db } from '../kysely.js';
import type { Storage } from '../../storage/storage.js';
import { seedDemoApp } from './demo-developer-apps.js';
import { DEMO_APPS, DEMO_DEVELOPER } from './demo-developer.data.js';
import { encodePng, fillRect, raster } from './png.js';
import { DAY, HOUR } from './seed-rows.js';

/**
 * The demo customer's real-name certification (approved: developers need it, spec 6), its
 * developer onboarding (approved) and its apps in every review state (demo-developer.data.ts),
 * with their icons, screenshots, versions, decisions and a reply thread. Inserts only what is
 * missing: an app is keyed by its package name, and one that already has versions is left alone
 * (demo-developer-apps.ts).
 */
export async function seedDemoDeveloper(
  db: Db,
  storage: Storage,
  userId: number,
  now: number,
  apiPrefix: string = API_PREFIX,
): Promise<void> {
  const url = (fileId: number) => `${apiPrefix}${APP_PATHS.file.path}/${fileId}`;
  const ago = (days: number) => Math.round(now - days * DAY);

  // Real-name certification, approved (its two photos are stored like an upload's).
  const cert = await db
    .selectFrom('identity_certs')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!cert) {
    const photos: number[] = [];
    for (const [i, colour] of [
      [210, 220, 235],
      [235, 225, 205],
    ].entries()) {
      const r = raster(640, 400, colour);
      fillRect(r, 40, 60, 240, 340, [160, 170, 185]);
      fillRect(r, 280, 100, 600, 130, [120, 120, 120]);
      fillRect(r, 280, 180, 520, 205, [150, 150, 150]);
      const bytes = encodePng(r);
      const key = `identity/demo-seed-${i}.png`;
      if (!(await storage.exists(key))) await storage.put(key, bytes);
      const { id } = await db
        .insertInto('files')
        .values({
          owner_id: userId,
          kind: 'identity',
          storage_key: key,
          mime: 'image/png',
          size: bytes.length,
          width: 640,
          height: 400,
          created_at: ago(DEMO_DEVELOPER.daysAgo + 2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      photos.push(id);
    }
    await db
      .insertInto('identity_certs')
      .values({
        user_id: userId,
        truename: '陈晓',
        id_type: 'resident',
        // Not a real number's HMAC: only the uniqueness of ID numbers is kept by it.
        id_hash: crypto.createHash('sha256').update('seuiot-demo-identity').digest('hex'),
        id_masked: '31**************28',
        portrait_file_id: photos[0]!,
        emblem_file_id: photos[1]!,
        status: 'approved',
        reject_reason: '',
        submitted_at: ago(DEMO_DEVELOPER.daysAgo + 2),
        reviewed_at: ago(DEMO_DEVELOPER.daysAgo + 1),
      })
      .execute();
  }

  // Developer onboarding, approved.
  const dev = await db
    .selectFrom('developers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!dev) {
    const submitted = ago(DEMO_DEVELOPER.daysAgo);
    const decided = submitted + 20 * HOUR;
    await db
      .insertInto('developers')
      .values({
        user_id: userId,
        type: DEMO_DEVELOPER.type,
        name: DEMO_DEVELOPER.name,
        email: DEMO_DEVELOPER.email,
        phone: DEMO_DEVELOPER.phone,
        website: DEMO_DEVELOPER.website,
        intro: DEMO_DEVELOPER.intro,
        status: 'approved',
        submitted_at: submitted,
        reviewed_at: decided,
        created_at: submitted,
        updated_at: decided,
      })
      .execute();
    await db
      .insertInto('app_reviews')
      .values({
        subject: 'developer',
        user_id: userId,
        app_id: null,
        version_id: null,
        version_name: null,
        outcome: 'approved',
        reasons: '',
        note: '',
        reviewer: 'operator',
        submitted_at: submitted,
        decided_at: decided,
      })
      .execute();
  }

  const seed = { db, storage, userId, now, url, ago };
  for (const [index, a] of DEMO_APPS.entries()) await seedDemoApp(seed, a, index);
}
