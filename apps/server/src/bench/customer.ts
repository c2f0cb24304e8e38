import { ENTITY_TYPES } from '@seuiot/contract';
import type { Db } from '../db/kysely.js';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { DEMO_MESSAGES, type DemoMessage } from '../db/seeds/demo-messages.data.js';
import { hashPassword } from '../lib/password.js';
import { AccountsRepo } from '../modules/accounts/accounts.repo.js';
import { FILE_ENTITY } from '../modules/files/files.repo.js';

/** The seeded inbox's messages that name no order (those name a demo order's number). */
const INBOX = DEMO_MESSAGES.filter((m) => m.order === undefined);

/**
 * The signed-in pass's customer: the demo account with the volume of a customer who has used the
 * portal for years (issue 11): 1,000 favourites, 10,000 messages, 1,000 login records. Added with
 * the server running (after its demo seed), through a connection of the bench's own, before any
 * signed-in call is made, so no cache of the server holds an older state.
 */
export const CUSTOMER_VOLUME = { favourites: 1000, messages: 10_000, loginRecords: 1000 } as const;

/** Unread messages among them. */
export const UNREAD_MESSAGES = 6000;

/**
 * A second account for the mark-read scenario: marking a message read can be done once per
 * message, and a run of it marks more than the customer's inbox holds. Its inbox is set unread
 * again before each run (`resetInbox`), so every request of a run is a real write.
 */
export const INBOX_ACCOUNT = { username: 'bench-inbox', password: 'Inbox#2026', messages: 40_000 };

/**
 * Customers who write at the same time, each at their own pace (the realistic load, beside one
 * customer writing flat out): this many inboxes of their own, named `bench-crowd-N`, with the
 * inbox account's password.
 */
export const CROWD = { customers: 50, messagesEach: 1000 };

/** Favourites topped (pinned first in the list). */
const TOPPED = 12;
const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.53',
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
];

export interface Customer {
  userId: number;
  /** Ids of the unread messages, newest first. */
  unread: number[];
  /** A case and a file the customer has not favourited, for the add + remove scenario. */
  spare: { entityType: number; entityId: number }[];
  /** The newest of the customer's favourites: any later one was added by the bench. */
  lastFavouriteId: number;
}

/** An account with the demo customer's roles and `messages` unread messages; their ids. */
export async function addInbox(
  db: Db,
  username: string = INBOX_ACCOUNT.username,
  messages: number = INBOX_ACCOUNT.messages,
  now = Date.now(),
): Promise<{ userId: number; username: string; ids: number[] }> {
  const demo = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['user_roles.role_id'])
    .where('users.username', '=', DEMO_ACCOUNT.username)
    .execute();
  const userId = await new AccountsRepo(db).insertUser({
    username,
    password_hash: (inboxHash ??= await hashPassword(INBOX_ACCOUNT.password)),
    truename: '收件箱',
    // Phones are unique: one of its own per account.
    phone: `1390000${String((phoneSeq += 1)).padStart(4, '0')}`,
    email: `${username}@example.com`,
    company_name: '基准测试有限公司',
    category: '1',
    sale_manager: '',
    apply_system: 2,
    status: 'active',
    created_at: now,
    updated_at: now,
  });
  if (demo.length)
    await db
      .insertInto('user_roles')
      .values(demo.map((r) => ({ user_id: userId, role_id: r.role_id })))
      .execute();
  const rows = Array.from({ length: messages }, (_, i) =>
    messageRow(userId, INBOX[0]!, 0, now - (i + 1) * 60_000),
  );
  await insertBatched(rows, (b) => db.insertInto('messages').values(b).execute());
  const ids = await db.selectFrom('messages').select('id').where('user_id', '=', userId).execute();
  return { userId, username, ids: ids.map((r) => r.id) };
}

let inboxHash: string | undefined;
let phoneSeq = 0;

/** The crowd's inboxes (CROWD). */
export async function addCrowd(db: Db) {
  const crowd = [];
  for (let i = 1; i <= CROWD.customers; i++)
    crowd.push(await addInbox(db, `bench-crowd-${i}`, CROWD.messagesEach));
  return crowd;
}

/** Sets every message of these accounts unread again (before each run of mark read). */
export async function resetInbox(db: Db, userIds: number[]): Promise<void> {
  await db
    .updateTable('messages')
    .set({ state: 0 })
    .where('user_id', 'in', userIds)
    .where('state', '=', 1)
    .execute();
}

/** Removes every favourite of these accounts (the crowd starts each run with none). */
export async function removeFavouritesOf(db: Db, userIds: number[]): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', 'in', userIds).execute();
}

/**
 * Removes the favourites added since the volume (a run of the add + remove scenario that ended
 * between a connection's add and its remove leaves one behind).
 */
export async function removeAddedFavourites(db: Db, c: Customer): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', c.userId)
    .where('id', '>', c.lastFavouriteId)
    .execute();
}

/** A messages row of the user with a demo message's texts. */
function messageRow(userId: number, m: DemoMessage, state: number, createdAt: number) {
  return {
    user_id: userId,
    type: m.type,
    title_zh: m.zh[0],
    title_en: m.en[0],
    content_zh: m.zh[1],
    content_en: m.en[1],
    state,
    created_at: createdAt,
  };
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Adds the volume to the demo account; needs published cases and catalogue files for the
 * favourites (half and half) and as many more for the add + remove scenario's spare entities.
 */
export async function addCustomerVolume(db: Db, now = Date.now()): Promise<Customer> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNT.username)
    .executeTakeFirstOrThrow();
  const userId = user.id;
  const had = await db
    .selectFrom('favourites')
    .select(['entity_type', 'entity_id'])
    .where('user_id', '=', userId)
    .execute();
  const taken = new Set(had.map((f) => `${f.entity_type}:${f.entity_id}`));
  const want = CUSTOMER_VOLUME.favourites - had.length;
  const cases = await db
    .selectFrom('solution_cases')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id')
    .limit(want + 100)
    .execute();
  const files = await db
    .selectFrom('catalogue_files')
    .select('id')
    .orderBy('id')
    .limit(want + 100)
    .execute();
  const candidates = [
    ...cases.map((c) => ({ entityType: ENTITY_TYPES.solution as number, entityId: c.id })),
    ...files.map((f) => ({ entityType: FILE_ENTITY, entityId: f.id })),
  ].filter((e) => !taken.has(`${e.entityType}:${e.entityId}`));
  // Alternate cases and files, so both kinds are on every page.
  const half = Math.ceil(candidates.length / 2);
  const mixed = candidates
    .slice(0, half)
    .flatMap((e, i) => (candidates[half + i] ? [e, candidates[half + i]!] : [e]));
  if (mixed.length < want + 2)
    throw new Error(`only ${mixed.length} cases and files to favourite; ${want + 2} needed`);
  const favourites = mixed.slice(0, want).map((e, i) => ({
    user_id: userId,
    entity_type: e.entityType,
    entity_id: e.entityId,
    topped_at: i < TOPPED ? now - i * DAY : null,
    created_at: now - (i + 1) * 7 * 60 * 60 * 1000,
  }));
  await insertBatched(favourites, (b) => db.insertInto('favourites').values(b).execute());

  // The newest are unread, as in a real inbox.
  const messages = Array.from({ length: CUSTOMER_VOLUME.messages }, (_, i) =>
    messageRow(
      userId,
      INBOX[i % INBOX.length]!,
      i < UNREAD_MESSAGES ? 0 : 1,
      now - (i + 1) * 90 * 60 * 1000,
    ),
  );
  await insertBatched(messages, (b) => db.insertInto('messages').values(b).execute());

  const records = Array.from({ length: CUSTOMER_VOLUME.loginRecords }, (_, i) => ({
    user_id: userId,
    username: DEMO_ACCOUNT.username,
    ip: `10.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`,
    user_agent: USER_AGENTS[i % USER_AGENTS.length]!,
    result: i % 25 === 0 ? 'A0003' : 'success',
    created_at: now - (i + 1) * 13 * 60 * 60 * 1000,
  }));
  await insertBatched(records, (b) => db.insertInto('login_records').values(b).execute());

  const unread = await db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const last = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    userId,
    unread: unread.map((r) => r.id),
    spare: mixed.slice(want),
    lastFavouriteId: Number(last.id),
  };
}
