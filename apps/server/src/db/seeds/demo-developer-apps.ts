import crypto from 'node:crypto';
import type { Db } from '../kysely.js';
import type { Storage } from '../../storage/storage.js';
import { CLASSIFICATIONS } from './catalogue.data.js';
import { DEMO_DEVELOPER, type DemoApp } from './demo-developer.data.js';
import { DEMO_APK_SIGNER } from './demo-apks.data.js';
import { DEMO_APK_MIN_SDK, demoApk } from './demo-apks.js';
import { encodePng, fillRect, raster } from './png.js';
import { HOUR } from './seed-rows.js';

/** What seeding the demo developer's apps needs (demo-developer.ts makes it). */
export interface DemoDeveloperSeed {
  db: Db;
  storage: Storage;
  /** The demo customer, the apps' developer. */
  userId: number;
  now: number;
  /** The API address of an app file. */
  url: (fileId: number) => string;
  /** A time `days` before now. */
  ago: (days: number) => number;
}

/** The demo developer's signing certificate: the one of the committed demo packages. */
const DEMO_SIGNER = DEMO_APK_SIGNER;

/** A 512 × 512 icon: a coloured field with a mark. */
function icon(colours: DemoApp['colours'], seed: number): Buffer {
  const r = raster(512, 512, colours[0]);
  const w = 180 + (seed % 5) * 20;
  fillRect(r, 256 - w / 2, 136, 256 + w / 2, 376, colours[1]);
  fillRect(r, 256 - w / 4, 200, 256 + w / 4, 312, colours[0]);
  return encodePng(r);
}

/** A 720 × 1280 screenshot: a title bar, list rows and a button in the app's colour. */
function screenshot(colours: DemoApp['colours'], index: number): Buffer {
  const r = raster(720, 1280, [245, 247, 250]);
  fillRect(r, 0, 0, 720, 140, colours[0]);
  for (let row = 0; row < 7; row++) {
    const y = 190 + row * 130;
    fillRect(r, 40, y, 680, y + 100, [255, 255, 255]);
    fillRect(r, 64, y + 24, 64 + 52, y + 76, colours[0]);
    fillRect(r, 140, y + 30, 140 + 220 + ((row + index) % 4) * 60, y + 48, [89, 89, 89]);
    fillRect(r, 140, y + 60, 140 + 160 + ((row * 3 + index) % 5) * 40, y + 72, [191, 191, 191]);
  }
  fillRect(r, 40, 1140, 680, 1230, colours[0]);
  return encodePng(r);
}

/** Stores bytes as one of the demo's uploads; its file id. */
async function upload(
  s: DemoDeveloperSeed,
  key: string,
  bytes: Buffer,
  u: {
    purpose: 'icon' | 'package' | 'media';
    mime: string;
    fileName: string;
    appId: number;
    width?: number;
    height?: number;
    apk?: { packageName: string; versionCode: number; versionName: string; label: string };
    at: number;
  },
): Promise<number> {
  const { db, storage, userId } = s;
  if (!(await storage.exists(key))) await storage.put(key, bytes);
  const { id } = await db
    .insertInto('files')
    .values({
      owner_id: userId,
      kind: `app-${u.purpose}`,
      storage_key: key,
      mime: u.mime,
      size: bytes.length,
      width: u.width ?? null,
      height: u.height ?? null,
      created_at: u.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('app_uploads')
    .values({
      file_id: id,
      owner_id: userId,
      purpose: u.purpose,
      file_name: u.fileName,
      media_kind: u.purpose === 'media' ? 'image' : null,
      app_id: u.appId,
      package_name: u.apk?.packageName ?? null,
      version_code: u.apk?.versionCode ?? null,
      version_name: u.apk?.versionName ?? null,
      min_sdk: u.apk ? DEMO_APK_MIN_SDK : null,
      label: u.apk?.label ?? null,
      signer_sha256: u.apk ? DEMO_SIGNER : null,
      warnings: '',
      created_at: u.at,
    })
    .execute();
  return id;
}

/**
 * One of the demo developer's apps (demo-developer.data.ts) with its icon, screenshots, versions
 * and their packages, review state, listing changes, decisions and reply thread. Inserts only what
 * is missing: an app is keyed by its package name, and one that already has versions is left alone.
 */
export async function seedDemoApp(s: DemoDeveloperSeed, a: DemoApp, index: number): Promise<void> {
  const { db, userId, now, url, ago } = s;
  const cls = CLASSIFICATIONS.find((c) => c.key === a.cls)!;
  const { id: classificationId } = await db
    .selectFrom('classifications')
    .select('id')
    .where('kind', '=', 'app')
    .where('name_zh', '=', cls.name.zh)
    .executeTakeFirstOrThrow();
  const found = await db
    .selectFrom('apps')
    .select(['id', 'developer_id'])
    .where('package_name', '=', a.packageName)
    .executeTakeFirst();
  if (a.fromCatalogue ? !found || found.developer_id !== userId : found) return;
  if (found) {
    const versions = await db
      .selectFrom('app_versions')
      .select('id')
      .where('app_id', '=', found.id)
      .executeTakeFirst();
    if (versions) return;
  }
  const created = ago(a.daysAgo);
  const passed = ['approved', 'updatePending', 'updateRejected'].includes(a.reviewStatus);
  const appId =
    found?.id ??
    (
      await db
        .insertInto('apps')
        .values({
          channel: 'market',
          classification_id: classificationId,
          name_zh: a.name.zh,
          name_en: a.name.en,
          summary_zh: a.summary.zh,
          summary_en: a.summary.en,
          intro_zh: a.intro.zh,
          intro_en: a.intro.en,
          icon: '',
          package_name: a.packageName,
          version_name: a.versions[0]!.versionName,
          version_code: a.versions[0]!.versionCode,
          charge_type: 'free',
          software_type: 'business',
          developer_name: DEMO_DEVELOPER.name,
          developer_id: userId,
          downloads: 0,
          recommended: 0,
          released: 0,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  // Icon and screenshots (the catalogue's app keeps its own icon).
  let iconFileId: number | null = null;
  if (!a.fromCatalogue) {
    iconFileId = await upload(s, `app/demo-${a.packageName}-icon.png`, icon(a.colours, index), {
      purpose: 'icon',
      mime: 'image/png',
      fileName: `${a.packageName}-icon.png`,
      appId,
      width: 512,
      height: 512,
      at: created,
    });
  }
  const media: { fileId: number; kind: string; url: string }[] = [];
  for (let i = 0; i < a.media; i++) {
    const fileId = await upload(
      s,
      `app/demo-${a.packageName}-screen-${i + 1}.png`,
      screenshot(a.colours, i),
      {
        purpose: 'media',
        mime: 'image/png',
        fileName: `screen-${i + 1}.png`,
        appId,
        width: 720,
        height: 1280,
        at: created,
      },
    );
    media.push({ fileId, kind: 'image', url: url(fileId) });
  }
  for (const [i, m] of media.entries())
    await db
      .insertInto('app_media')
      .values({ app_id: appId, kind: m.kind, url: m.url, sort: i, file_id: m.fileId })
      .execute();

  // Versions, oldest first, each with its package.
  const versionIds: number[] = [];
  let current: { id: number; v: DemoApp['versions'][number]; size: number } | null = null;
  for (const v of a.versions) {
    // A real signed APK of this version (assets/demo-apks, made by cli/demo-apks.ts); its key
    // names the bytes, so a data directory seeded with other bytes never serves them.
    const bytes = demoApk(a.packageName, v.versionCode);
    const tag = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const submitted = v.submittedDaysAgo === null ? null : ago(v.submittedDaysAgo);
    const packageId = await upload(
      s,
      `app/demo-${a.packageName}-${v.versionCode}-${tag}.apk`,
      bytes,
      {
        purpose: 'package',
        mime: 'application/vnd.android.package-archive',
        fileName: `${a.packageName}-${v.versionName}.apk`,
        appId,
        apk: {
          packageName: a.packageName,
          versionCode: v.versionCode,
          versionName: v.versionName,
          label: a.name.en,
        },
        at: submitted ?? created,
      },
    );
    const { id } = await db
      .insertInto('app_versions')
      .values({
        app_id: appId,
        version_code: v.versionCode,
        version_name: v.versionName,
        package_file_id: packageId,
        package_name: a.packageName,
        signer_sha256: DEMO_SIGNER,
        min_sdk: DEMO_APK_MIN_SDK,
        package_size: bytes.length,
        update_zh: v.update.zh,
        update_en: v.update.en,
        status: v.status,
        downloads: v.status === 'published' ? 120 + (v.versionCode % 700) : 0,
        submitted_at: submitted,
        reviewed_at:
          submitted !== null && v.reviewHours !== null ? submitted + v.reviewHours * HOUR : null,
        published_at: v.publishedDaysAgo === null ? null : ago(v.publishedDaysAgo),
        created_at: submitted ?? created,
        updated_at: submitted ?? created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    versionIds.push(id);
    if (v.status === 'published') current = { id, v, size: bytes.length };
  }

  // The app's review state, current version and (after approval) signer.
  const submitted = a.submittedDaysAgo === null ? null : ago(a.submittedDaysAgo);
  await db
    .updateTable('apps')
    .set({
      classification_id: classificationId,
      review_status: a.reviewStatus,
      submitted_at: submitted,
      reviewed_at:
        submitted !== null && a.reviewHours !== null ? submitted + a.reviewHours * HOUR : null,
      test_account: a.testAccount,
      released: a.released ? 1 : 0,
      developer_name: DEMO_DEVELOPER.name,
      ...(iconFileId !== null ? { icon_file_id: iconFileId, icon: url(iconFileId) } : {}),
      ...(passed ? { signer_sha256: DEMO_SIGNER } : {}),
      ...(current
        ? {
            current_version_id: current.id,
            version_name: current.v.versionName,
            version_code: current.v.versionCode,
            update_zh: current.v.update.zh,
            update_en: current.v.update.en,
            package_size: current.size,
            published_code_max: current.v.versionCode,
            ...(a.fromCatalogue ? {} : { updated_at: ago(current.v.publishedDaysAgo ?? 0) }),
          }
        : {}),
    })
    .where('id', '=', appId)
    .execute();
  const keys = [...new Set([a.name.zh, a.name.en].map((n) => n.trim().toLowerCase()))];
  await db
    .insertInto('app_names')
    .values(keys.map((name_key) => ({ name_key, app_id: appId })))
    .onConflict((oc) => oc.doNothing())
    .execute();

  if (a.edit)
    await db
      .insertInto('app_edits')
      .values({
        app_id: appId,
        name_zh: a.name.zh,
        name_en: a.name.en,
        summary_zh: a.edit.summary.zh,
        summary_en: a.edit.summary.en,
        intro_zh: a.edit.intro.zh,
        intro_en: a.edit.intro.en,
        classification_id: classificationId,
        icon_file_id: null,
        test_account: a.testAccount,
        media: JSON.stringify(media),
        updated_at: submitted ?? now,
      })
      .execute();

  for (const r of a.reviews) {
    const at = ago(r.submittedDaysAgo);
    const decided = at + r.reviewHours * HOUR;
    const version = r.version === undefined ? undefined : a.versions[r.version];
    const { id } = await db
      .insertInto('app_reviews')
      .values({
        subject: r.subject,
        user_id: userId,
        app_id: appId,
        version_id: r.version === undefined ? null : versionIds[r.version]!,
        version_name: version?.versionName ?? null,
        outcome: r.outcome,
        reasons: r.reasons.join(','),
        note: r.note,
        reviewer: 'operator',
        submitted_at: at,
        decided_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const reply of r.replies)
      await db
        .insertInto('review_replies')
        .values({
          review_id: id,
          author: reply.author,
          body: reply.body,
          created_at: at + reply.hoursAfter * HOUR,
        })
        .execute();
  }
}
