import { ACCOUNT_PATHS, ENTITY_TYPES, IMAGE_RULES, SUPPORT_PATHS } from '@seuiot/contract';
import { expect } from 'vitest';
import type { World } from './cross-account.table.js';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { encryptWire } from '../lib/password.js';
import { AccountsRepo } from '../modules/accounts/accounts.repo.js';
import {
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  postMultipart,
  type TestApp,
} from './harness.js';

/** The two accounts of cross-account.test.ts and what B's answers are checked against. */
export interface CrossAccountWorld {
  aId: number;
  aCookies: Record<string, string>;
  bCookies: Record<string, string>;
  /** A's objects the probes name. */
  world: World;
  /** Texts only A's rows hold: an answer to B that contains one leaks A's data. */
  markers: string[];
}

/**
 * Account A (the demo customer, with objects of each kind it does not have from the seed) and
 * account B (a customer with every section and an approved developer, so a refusal is about
 * ownership), both signed in.
 */
export async function crossAccountWorld(
  t: TestApp,
  B: { username: string; password: string },
): Promise<CrossAccountWorld> {
  const accounts = new AccountsRepo(t.db);
  const png = makePng(IMAGE_RULES.idPhoto.minPx, IMAGE_RULES.idPhoto.minPx);

  // Account A: the demo customer, and objects of each kind it does not have from the seed.
  const aCookies = await loginCookies(t);
  const aId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow()
  ).id;
  const caseId = (
    await t.db
      .selectFrom('entity_files')
      .select('entity_id')
      .where('entity_type', '=', 'case')
      .executeTakeFirstOrThrow()
  ).entity_id;
  const favourite = { entityType: ENTITY_TYPES.solution, entityId: caseId };
  const fav = await post(t, '/api/front/favorites/add', favourite, { cookies: aCookies });
  const avatar = await postMultipart(
    t,
    `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
    {},
    { file: ['a.png', png] },
    { cookies: aCookies },
  );
  expect(avatar.json().rescode).toBe(200);
  const fileId = (
    await t.db
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', aId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
  const keyword = 'alicekeyword01';
  await get(t, `/api${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=${keyword}`, aCookies);
  const now = Date.now();
  // The demo is a certified developer (db/seeds/demo-developer.ts): its certification is replaced.
  await t.db.deleteFrom('identity_certs').where('user_id', '=', aId).execute();
  await t.db
    .insertInto('identity_certs')
    .values({
      user_id: aId,
      truename: 'Alicemarker Real',
      id_type: 'passport',
      id_hash: 'a'.repeat(64),
      id_masked: 'E1****78',
      portrait_file_id: fileId,
      emblem_file_id: fileId,
      status: 'approved',
      reject_reason: '',
      submitted_at: now,
      reviewed_at: now,
    })
    .execute();
  await t.db
    .insertInto('enterprise_certs')
    .values({
      user_id: aId,
      company_name: 'Alicemarker Holdings',
      tax_number: '91350100M000100Y43',
      province: '35',
      city: '3501',
      district: '350102',
      address: 'Alicemarker Road 1',
      scope: 'Alicemarker scope',
      license_file_id: fileId,
      status: 'pending',
      reject_reason: '',
      submitted_at: now,
      reviewed_at: null,
    })
    .execute();
  // An app A develops, not released: shown to no one.
  const { id: _id, ...app } = await t.db
    .selectFrom('apps')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const unreleasedAppId = (
    await t.db
      .insertInto('apps')
      .values({
        ...app,
        name_zh: 'Alicemarker 草稿应用',
        name_en: 'Alicemarker draft app',
        package_name: 'com.example.alicemarker',
        developer_id: aId,
        released: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const platform =
    (await t.db
      .selectFrom('user_platforms')
      .select('platform_id')
      .where('user_id', '=', aId)
      .executeTakeFirst()) ??
    (await t.db.selectFrom('platforms').select('id as platform_id').executeTakeFirstOrThrow());
  const message = await t.db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', aId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const device = await t.db
    .selectFrom('devices')
    .select('serial')
    .where('user_id', '=', aId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // A's developer app that is not released: the demo's draft (db/seeds/demo-developer.ts).
  const devApp = await t.db
    .selectFrom('apps')
    .select('id')
    .where('developer_id', '=', aId)
    .where('review_status', '=', 'draft')
    .executeTakeFirstOrThrow();
  const version = await t.db
    .selectFrom('app_versions')
    .select(['id', 'package_file_id'])
    .where('app_id', '=', devApp.id)
    .executeTakeFirstOrThrow();
  const review = await t.db
    .selectFrom('app_reviews')
    .select('id')
    .where('user_id', '=', aId)
    .where('app_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const category = await t.db
    .selectFrom('classifications')
    .select('id')
    .where('kind', '=', 'app')
    .executeTakeFirstOrThrow();
  const orderOf = (status: number) =>
    t.db
      .selectFrom('work_orders')
      .select('id')
      .where('user_id', '=', aId)
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const orderFile = await t.db
    .selectFrom('work_order_files')
    .innerJoin('work_orders', 'work_orders.id', 'work_order_files.order_id')
    .select('work_order_files.id')
    .where('work_orders.user_id', '=', aId)
    .executeTakeFirstOrThrow();
  // Packages and icons of A's apps in each state (decision 0036): a package is served to others
  // only as a market download, an icon only while its app is released.
  const appFiles = (released: 0 | 1, status: string) =>
    t.db
      .selectFrom('apps')
      .innerJoin('app_versions', 'app_versions.app_id', 'apps.id')
      .select(['apps.icon_file_id', 'app_versions.package_file_id', 'app_versions.status'])
      .where('apps.developer_id', '=', aId)
      .where('apps.released', '=', released)
      .where('apps.review_status', '=', status)
      .where('app_versions.package_file_id', 'is not', null)
      .orderBy('app_versions.id')
      .execute();
  const releasedFiles = await appFiles(1, 'approved');
  const updatingFiles = await appFiles(1, 'updatePending');
  const draftFiles = await appFiles(0, 'draft');
  const loginRecords = await t.db
    .selectFrom('login_records')
    .select('id')
    .where('user_id', '=', aId)
    .execute();
  expect(loginRecords.length).toBeGreaterThan(0);
  const world: World = {
    a: {
      orderId: (await orderOf(1)).id,
      closedOrderId: (await orderOf(3)).id,
      orderFileId: orderFile.id,
      favouriteId: fav.json<{ data: number }>().data,
      favourite,
      messageId: message.id,
      fileId,
      deviceSerial: device.serial,
      unreleasedAppId,
      platformId: platform.platform_id,
      devAppId: devApp.id,
      versionId: version.id,
      reviewId: review.id,
      uploadId: version.package_file_id!,
      unreleasedIconId: draftFiles.find((f) => f.icon_file_id !== null)!.icon_file_id!,
      releasedPackageId: releasedFiles[0]!.package_file_id!,
      pendingPackageId: updatingFiles.at(-1)!.package_file_id!,
      loginRecordIds: loginRecords.map((r) => r.id),
    },
    categoryId: category.id,
    caseId,
    aPassword: DEMO_ACCOUNT.password,
    wire: (password) => encryptWire(t.config.cipherKey, password),
    png,
  };

  // Account B: a customer with every section, so a refusal is about ownership, not sections.
  const bId = await insertUser(t, B);
  await accounts.grantRole(bId, 'customer');
  // B is an approved developer too, so a refusal of A's apps is about ownership.
  await t.db
    .insertInto('identity_certs')
    .values({
      user_id: bId,
      truename: 'Mallory',
      id_type: 'passport',
      id_hash: 'b'.repeat(64),
      id_masked: 'E1****79',
      portrait_file_id: fileId,
      emblem_file_id: fileId,
      status: 'approved',
      reject_reason: '',
      submitted_at: now,
      reviewed_at: now,
    })
    .execute();
  await t.db
    .insertInto('developers')
    .values({
      user_id: bId,
      type: 'personal',
      name: 'Mallory Apps',
      email: 'm@example.com',
      phone: '13900139000',
      website: '',
      intro: '',
      status: 'approved',
      submitted_at: now,
      reviewed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const bCookies = await loginCookies(t, B);

  // What only A's rows say.
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', aId)
    .executeTakeFirstOrThrow();
  const texts = [
    user.truename,
    user.phone,
    user.email,
    user.company_name,
    user.wechat,
    keyword,
    'Alicemarker',
    ...(await t.db.selectFrom('devices').select('serial').where('user_id', '=', aId).execute()).map(
      (d) => d.serial,
    ),
    ...(
      await t.db
        .selectFrom('messages')
        .select(['title_zh', 'title_en'])
        .where('user_id', '=', aId)
        .execute()
    ).flatMap((m) => [m.title_zh, m.title_en]),
    ...(
      await t.db
        .selectFrom('work_orders')
        .select(['number', 'title', 'description'])
        .where('user_id', '=', aId)
        .execute()
    ).flatMap((o) => [o.number, o.title, o.description]),
    ...(
      await t.db
        .selectFrom('admin_accounts')
        .select('username')
        .where('owner_id', '=', aId)
        .execute()
    ).map((a) => a.username),
    // A's developer apps that are in no market (the released ones are public).
    ...(
      await t.db
        .selectFrom('apps')
        .select(['name_zh', 'name_en', 'package_name'])
        .where('developer_id', '=', aId)
        .where('review_status', 'in', ['draft', 'pending', 'rejected'])
        .execute()
    ).flatMap((a) => [a.name_zh, a.name_en, a.package_name]),
  ];
  const markers = [...new Set(texts.filter((s): s is string => !!s && s.length >= 6))];
  return { aId, aCookies, bCookies, world, markers };
}
