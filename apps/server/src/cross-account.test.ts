import * as contract from '@seuiot/contract';
import { ENTITY_TYPES, IMAGE_RULES } from '@seuiot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ACCOUNT, type Probe, type World } from './cross-account.table.js';
import { DEMO_ACCOUNT } from './db/seeds/index.js';
import { encryptWire } from './lib/password.js';
import { AccountsRepo } from './modules/accounts/accounts.repo.js';
import { codeOf, endsSession, judgeAnswer, USER_COLUMNS } from './test/fuzz-checks.js';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  postMultipart,
  type TestApp,
} from './test/harness.js';

/**
 * Cross-account access, grown from the table in cross-account.table.ts: account B (a customer
 * holding every section) calls every call that reads or changes a user-owned object, against
 * account A's objects (the demo account, with its seeded devices, messages, apps and admin
 * accounts, plus a favourite, an avatar, certifications and a search made here). B must be
 * refused where it names A's object (A0078, or A0012 for A's password), an anonymous caller too
 * (A0001); B's answers hold nothing of
 * A's; A's rows and A's session are unchanged after every call. The table must name every path
 * of the contract and every API route of the app.
 */

type Cookies = Record<string, string>;
let t: TestApp;
let aId: number;
let aCookies: Cookies;
let bCookies: Cookies;
let world: World;
/** Texts only A's rows hold: an answer to B that contains one leaks A's data. */
let markers: string[];

const B = { username: 'mallory', password: 'Mallory#2026' };

/** Every path of the contract: the values of each `*ROUTES` object it exports. */
const CONTRACT_PATHS = new Set(
  Object.entries(contract)
    .filter(([name, v]) => /(^|_)ROUTES$/.test(name) && v && typeof v === 'object')
    .flatMap(([, v]) => Object.values(v as Record<string, unknown>))
    .filter((p): p is string => typeof p === 'string' && p.startsWith('/')),
);

/** The API routes of the app (method, contract path), docs and HEAD left out. */
function appRoutes(): { method: string; path: string; url: string }[] {
  const prefix = t.config.apiPrefix;
  return t.routes
    .filter((r) => r.url.startsWith(`${prefix}/`) && !r.url.startsWith(`${prefix}/docs`))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method,
          url: r.url,
          path: r.url.slice(prefix.length).replace(/\/:[^/]+/g, ''),
        })),
    );
}

/** Every row of A's that a call of B could change, and A's live sessions. */
async function snapshotOfA(): Promise<string> {
  const db = t.db;
  const parts = await Promise.all([
    db.selectFrom('users').select(USER_COLUMNS).where('id', '=', aId).execute(),
    db.selectFrom('favourites').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('share_links').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('files').selectAll().where('owner_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('work_orders').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('work_order_messages')
      .innerJoin('work_orders', 'work_orders.id', 'work_order_messages.order_id')
      .select(['work_order_messages.id', 'work_order_messages.content'])
      .where('work_orders.user_id', '=', aId)
      .orderBy('work_order_messages.id')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'state'])
      .where('user_id', '=', aId)
      .orderBy('id')
      .execute(),
    db.selectFrom('identity_certs').selectAll().where('user_id', '=', aId).execute(),
    db.selectFrom('enterprise_certs').selectAll().where('user_id', '=', aId).execute(),
    db
      .selectFrom('user_platforms')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('platform_id')
      .execute(),
    db
      .selectFrom('device_authorizations')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('platform_id')
      .execute(),
    db.selectFrom('devices').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('app_purchases')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('app_id')
      .execute(),
    db.selectFrom('admin_accounts').selectAll().where('owner_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('apps')
      .select(['id', 'released', 'name_en', 'version_code', 'review_status', 'current_version_id'])
      .where('developer_id', '=', aId)
      .orderBy('id')
      .execute(),
    db.selectFrom('developers').selectAll().where('user_id', '=', aId).execute(),
    db
      .selectFrom('app_versions')
      .innerJoin('apps', 'apps.id', 'app_versions.app_id')
      .select(['app_versions.id', 'app_versions.status', 'app_versions.package_file_id'])
      .where('apps.developer_id', '=', aId)
      .orderBy('app_versions.id')
      .execute(),
    db
      .selectFrom('app_edits')
      .innerJoin('apps', 'apps.id', 'app_edits.app_id')
      .select(['app_edits.app_id', 'app_edits.updated_at'])
      .where('apps.developer_id', '=', aId)
      .execute(),
    db
      .selectFrom('app_uploads')
      .select(['file_id', 'app_id'])
      .where('owner_id', '=', aId)
      .orderBy('file_id')
      .execute(),
    db
      .selectFrom('app_reviews')
      .leftJoin('review_replies', 'review_replies.review_id', 'app_reviews.id')
      .select(['app_reviews.id', 'review_replies.id as reply'])
      .where('app_reviews.user_id', '=', aId)
      .orderBy('app_reviews.id')
      .orderBy('review_replies.id')
      .execute(),
    db
      .selectFrom('app_names')
      .innerJoin('apps', 'apps.id', 'app_names.app_id')
      .select('app_names.name_key')
      .where('apps.developer_id', '=', aId)
      .orderBy('app_names.name_key')
      .execute(),
    db.selectFrom('search_records').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', aId)
      .execute()
      .then((r) => r.map((x) => String(x.n))),
  ]);
  return JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
}

/** Sends a probe with the given cookies (none: anonymous), as the web client does. */
function send(probe: Probe, cookies: Cookies) {
  const url = t.config.apiPrefix + probe.url;
  if (probe.multipart)
    return postMultipart(t, url, probe.multipart.fields, probe.multipart.files, { cookies });
  if (probe.method === 'POST') return post(t, url, probe.body ?? {}, { cookies });
  return get(t, url, cookies);
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  const accounts = new AccountsRepo(t.db);
  const png = makePng(IMAGE_RULES.idPhoto.minPx, IMAGE_RULES.idPhoto.minPx);

  // Account A: the demo customer, and objects of each kind it does not have from the seed.
  aCookies = await loginCookies(t);
  aId = (
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
    '/api/front/user/uploadAvatar',
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
  await get(t, `/api/front/article/articleList?kind=faq&keyword=${keyword}`, aCookies);
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
  world = {
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
  bCookies = await loginCookies(t, B);

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
  markers = [...new Set(texts.filter((s): s is string => !!s && s.length >= 6))];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the cross-account table', () => {
  it('has an entry for every path of the contract, and none for a path it lacks', () => {
    const missing = [...CONTRACT_PATHS].filter((p) => !(p in CROSS_ACCOUNT));
    expect(missing, 'add these paths to cross-account.table.ts').toEqual([]);
    const stale = Object.keys(CROSS_ACCOUNT).filter((p) => !CONTRACT_PATHS.has(p));
    expect(stale).toEqual([]);
  });

  it('knows every API route of the app, and probes each method of an owned one', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const unknown = routes.filter((r) => !CONTRACT_PATHS.has(r.path)).map((r) => r.url);
    expect(unknown, 'API routes without a path in the contract').toEqual([]);
    const unprobed = routes
      .filter((r) => {
        const access = CROSS_ACCOUNT[r.path];
        return (
          access && 'owned' in access && !access.probes(world).some((p) => p.method === r.method)
        );
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unprobed, 'owned routes with a method no probe calls').toEqual([]);
  });

  it('has A holding one object of every kind the probes name', () => {
    expect(markers.length).toBeGreaterThan(5);
    expect(Object.values(world.a).every((v) => v !== undefined && v !== null)).toBe(true);
  });
});

describe('account B against account A', () => {
  for (const [path, access] of Object.entries(CROSS_ACCOUNT)) {
    if (!('owned' in access)) continue;
    it(`${path} (${access.owned})`, async () => {
      for (const probe of access.probes(world)) {
        const label = `${probe.method} ${probe.url}`;
        const before = await snapshotOfA();
        const res = await send(probe, bCookies);
        expect(judgeAnswer(res, true).problem, label).toBeNull();
        if (probe.refuse) expect(probe.refuse, label).toContain(codeOf(res));
        const leaked = markers.filter((m) => res.body.includes(m));
        expect(leaked, `${label} shows A's data`).toEqual([]);
        if (probe.clean && codeOf(res) === null)
          expect(probe.clean(res.json<{ data: unknown }>().data, world), label).toBe(true);
        expect(await snapshotOfA(), `${label} changed A's rows`).toBe(before);
        if (endsSession(res)) bCookies = await loginCookies(t, B);

        if (probe.refuse) {
          // Anonymous: log in first (A0001), or the same refusal when the object is shown to no one.
          const anonymous = await send(probe, {});
          expect(['A0001', ...probe.refuse], `${label} anonymous`).toContain(codeOf(anonymous));
          expect(await snapshotOfA(), `${label} anonymous changed A's rows`).toBe(before);
        }
        // A is still signed in, as A.
        const me = await get(t, '/api/user/get_login_user', aCookies);
        expect(me.json().data?.username, `${label} ended A's session`).toBe(DEMO_ACCOUNT.username);
      }
    });
  }
});
