import type { RequestSpec } from 'autocannon';
import {
  ACCOUNT_PATHS,
  AUTH_PATHS,
  CSRF_HEADER,
  CSRF_VALUE,
  DEVICE_CALLS,
  FAVOURITE_CALLS,
  LIMITS,
  MENU_PATHS,
  MESSAGE_CALLS,
  ORDER_CALLS,
  ROUTES,
  WORKBENCH_CALLS,
} from '@seuiot/contract';
import type { Check } from './checks.js';
import { CUSTOMER_VOLUME, type Customer } from './customer.js';
import { CUSTOMER_ORDERS } from './customer-orders.js';
import { pct } from './format.js';
import { BROWSER_HEADERS } from './http.js';
import type { LoadResult } from './load.js';
import type { Child } from './processes.js';
import type { Scenario } from './scenarios.js';

/**
 * The signed-in pass (issue 11): every read a signed-in page load makes and the common writes, for
 * the customer of customer.ts, against the same baseline. Run once on SQLite and once on
 * PostgreSQL.
 */

export const SIGNED_IN_TARGETS = {
  readVsBaseline: { sqlite: 0.3, postgresql: 0.2 },
  writeVsBaseline: { sqlite: 0.15, postgresql: 0.1 },
  lastVsFirst: 0.8,
  p99Ms: 25,
} as const;

export type DbKind = keyof typeof SIGNED_IN_TARGETS.readVsBaseline;

/** What a signed-in scenario is, for its checks. */
export interface SignedInScenario extends Scenario {
  kind: 'baseline' | 'read' | 'write';
  /** A paged list's first or last page: `key` pairs them. */
  paged?: { key: string; page: 'first' | 'last' };
}

const PAGE_SIZE = LIMITS.defaultPageSize;
const lastPage = (rows: number) => Math.ceil(rows / PAGE_SIZE);
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

/** Hands out the items of `pool` in turn to the requests that need one. */
function cycle<T>(pool: readonly T[]): () => T {
  let i = 0;
  return () => pool[i++ % pool.length]!;
}

export function signedInScenarios(ctx: {
  server: Child;
  baseline: Child;
  apiPrefix: string;
  cookie: string;
  customer: Customer;
  /** How many work orders the customer has (the generated ones and the seeded ones). */
  orders: number;
  /** The inbox account's session and messages, and what sets them unread again. */
  inbox: { cookie: string; ids: number[]; reset: () => Promise<void> };
  /** Customers writing side by side (customer.ts CROWD), and what puts them back. */
  crowd: {
    members: { cookie: string; ids: number[] }[];
    resetInboxes: () => Promise<void>;
    removeFavourites: () => Promise<void>;
  };
  /** Removes what an interrupted add + remove left behind (customer.ts). */
  removeAdded: () => Promise<void>;
}): SignedInScenario[] {
  const api = ctx.apiPrefix;
  const headers = { ...BROWSER_HEADERS, cookie: ctx.cookie };
  const post = { ...headers, 'content-type': FORM };
  const read = (name: string, path: string, paged?: SignedInScenario['paged']) => ({
    name,
    target: ctx.server,
    path: api + path,
    headers,
    kind: 'read' as const,
    ...(paged ? { paged } : {}),
  });
  const pagedRead = (name: string, route: string, rows: number, key: string) =>
    (['first', 'last'] as const).map((page) => {
      const n = page === 'first' ? 1 : lastPage(rows);
      return read(
        `${name}, ${page === 'first' ? 'first page' : `last page (${n})`}`,
        `${route}?pageNum=${n}&pageSize=${PAGE_SIZE}`,
        { key, page },
      );
    });

  // Favourite add + remove: each connection adds an entity nobody else holds at the moment and
  // removes it again, so every request is a real write.
  const nextSpare = cycle(ctx.customer.spare);
  const held = new Set<{ entityType: number; entityId: number }>();
  const spare = () => {
    for (;;) {
      const e = nextSpare();
      if (!held.has(e)) {
        held.add(e);
        return e;
      }
    }
  };
  const favouriteForm = (e: { entityType: number; entityId: number }) =>
    new URLSearchParams({ entityType: String(e.entityType), entityId: String(e.entityId) });
  const favouriteWrites: RequestSpec[] = [
    {
      method: 'POST',
      path: api + FAVOURITE_CALLS.add.path,
      headers: post,
      setupRequest: (req, context) => {
        const e = spare();
        context.entity = e;
        return { ...req, body: favouriteForm(e).toString() };
      },
    },
    {
      method: 'POST',
      path: api + FAVOURITE_CALLS.remove.path,
      headers: post,
      setupRequest: (req, context) => {
        const e = context.entity as { entityType: number; entityId: number };
        return { ...req, body: favouriteForm(e).toString() };
      },
      // Free for another connection only once its remove is answered.
      onResponse: (_status, _body, context) => {
        held.delete(context.entity as { entityType: number; entityId: number });
      },
    },
  ];
  // Mark read: each request marks the next message of the inbox account read; the inbox is
  // unread again before each run, so every request of a run is a real write.
  let unread = cycle(ctx.inbox.ids);
  const inboxPost = { ...post, cookie: ctx.inbox.cookie };
  const markRead: RequestSpec[] = [
    {
      method: 'POST',
      path: api + MESSAGE_CALLS.updateState.path,
      headers: inboxPost,
      setupRequest: (req) => ({ ...req, body: `id=${unread()}` }),
    },
  ];

  // The same two writes by many customers at once, each request the next customer's.
  const crowdWrites = crowdScenarios(api, post, ctx.crowd, ctx.customer.spare, favouriteForm);

  return [
    {
      name: 'baseline (plain Fastify)',
      target: ctx.baseline,
      path: '/',
      headers: BROWSER_HEADERS,
      kind: 'baseline',
    },
    read('current user', ROUTES.currentUser),
    read(
      'menus',
      `${MENU_PATHS.menus.path}?platformId=${LIMITS.menuPlatformId}&type=${LIMITS.menuType}`,
    ),
    read('permission tree', MENU_PATHS.permissionTree.path),
    read('unread count', MESSAGE_CALLS.unreadCount.path),
    read('profile', ACCOUNT_PATHS.profile.path),
    read('workbench my data', WORKBENCH_CALLS.myData.path),
    read('my devices', `${DEVICE_CALLS.myDevices.path}?pageNum=1&pageSize=${PAGE_SIZE}`),
    ...pagedRead(
      `my favourites (${CUSTOMER_VOLUME.favourites.toLocaleString('en')})`,
      FAVOURITE_CALLS.list.path,
      CUSTOMER_VOLUME.favourites,
      'favourites',
    ),
    ...pagedRead(
      `my messages (${CUSTOMER_VOLUME.messages.toLocaleString('en')})`,
      MESSAGE_CALLS.list.path,
      CUSTOMER_VOLUME.messages,
      'messages',
    ),
    ...pagedRead(
      `my work orders (${CUSTOMER_ORDERS.toLocaleString('en')})`,
      ORDER_CALLS.list.path,
      ctx.orders,
      'orders',
    ),
    ...pagedRead(
      `login log (${CUSTOMER_VOLUME.loginRecords.toLocaleString('en')})`,
      ACCOUNT_PATHS.loginLog.path,
      CUSTOMER_VOLUME.loginRecords,
      'loginLog',
    ),
    {
      name: 'favourite add + remove',
      target: ctx.server,
      path: api + FAVOURITE_CALLS.add.path,
      headers: post,
      requests: favouriteWrites,
      prepare: async () => {
        // Requests the last run sent before it stopped may still be on the server.
        await new Promise((resolve) => setTimeout(resolve, 200));
        held.clear();
        await ctx.removeAdded();
      },
      kind: 'write',
    },
    {
      name: 'mark one message read',
      target: ctx.server,
      path: api + MESSAGE_CALLS.updateState.path,
      headers: inboxPost,
      requests: markRead,
      prepare: () => {
        unread = cycle(ctx.inbox.ids);
        return ctx.inbox.reset();
      },
      kind: 'write',
    },
    ...crowdWrites.map((w) => ({ ...w, target: ctx.server, kind: 'write' as const })),
  ];
}

type Entity = { entityType: number; entityId: number };

/** Favourite add + remove and mark read, each request by the next of many customers. */
function crowdScenarios(
  api: string,
  post: Record<string, string>,
  crowd: Parameters<typeof signedInScenarios>[0]['crowd'],
  entities: readonly Entity[],
  form: (e: Entity) => URLSearchParams,
): Omit<SignedInScenario, 'target' | 'kind'>[] {
  const n = crowd.members.length;
  const members = crowd.members.map((m, index) => ({
    index,
    headers: { ...post, cookie: m.cookie },
    next: cycle(m.ids),
    ids: m.ids,
  }));
  let turn = 0;
  const nextMember = () => members[turn++ % n]!;
  // A customer and entity pair one connection holds between its add and its remove.
  const held = new Set<string>();
  let entity = 0;
  const add: RequestSpec = {
    method: 'POST',
    path: api + FAVOURITE_CALLS.add.path,
    headers: members[0]!.headers,
    setupRequest: (req, context) => {
      const m = nextMember();
      let key: string;
      let e: Entity;
      do {
        e = entities[entity++ % entities.length]!;
        key = `${m.index}:${e.entityType}:${e.entityId}`;
      } while (held.has(key));
      held.add(key);
      Object.assign(context, { member: m, entity: e, key });
      return { ...req, headers: m.headers, body: form(e).toString() };
    },
  };
  const remove: RequestSpec = {
    method: 'POST',
    path: api + FAVOURITE_CALLS.remove.path,
    headers: members[0]!.headers,
    setupRequest: (req, context) => ({
      ...req,
      headers: (context.member as (typeof members)[number]).headers,
      body: form(context.entity as Entity).toString(),
    }),
    onResponse: (_status, _body, context) => {
      held.delete(context.key as string);
    },
  };
  const markRead: RequestSpec = {
    method: 'POST',
    path: api + MESSAGE_CALLS.updateState.path,
    headers: members[0]!.headers,
    setupRequest: (req) => {
      const m = nextMember();
      return { ...req, headers: m.headers, body: `id=${m.next()}` };
    },
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  return [
    {
      name: `favourite add + remove, ${n} customers`,
      path: add.path!,
      headers: add.headers!,
      requests: [add, remove],
      prepare: async () => {
        await settle();
        held.clear();
        await crowd.removeFavourites();
      },
    },
    {
      name: `mark one message read, ${n} customers`,
      path: markRead.path!,
      headers: markRead.headers!,
      requests: [markRead],
      prepare: async () => {
        await settle();
        for (const m of members) m.next = cycle(m.ids);
        await crowd.resetInboxes();
      },
    },
  ];
}

/** The targets of issue 11 for one database's pass. */
export function signedInChecks(
  db: DbKind,
  scenarios: SignedInScenario[],
  results: LoadResult[],
): Check[] {
  const base = results[scenarios.findIndex((s) => s.kind === 'baseline')]!;
  const checks: Check[] = [];
  const invalid = (r: LoadResult) =>
    r.requests === 0
      ? `invalid run: no request of ${r.name} completed`
      : r.non2xx + r.errors + r.timeouts === 0
        ? undefined
        : `invalid run: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} time-outs`;
  const add = (name: string, target: string, value: string, pass: boolean, runs: LoadResult[]) => {
    const note = runs.map(invalid).find(Boolean);
    checks.push({
      name: `${db}: ${name}`,
      target,
      value,
      pass: pass && !note,
      ...(note ? { note } : {}),
    });
  };
  const cpu = (r: LoadResult) =>
    r.serverCpuUsPerReq === null ? '' : ` (${r.serverCpuUsPerReq} µs)`;
  for (const [i, s] of scenarios.entries()) {
    if (s.kind === 'baseline') continue;
    const r = results[i]!;
    const min =
      s.kind === 'read'
        ? SIGNED_IN_TARGETS.readVsBaseline[db]
        : SIGNED_IN_TARGETS.writeVsBaseline[db];
    const ratio = r.rps / base.rps;
    add(`${s.name} vs baseline`, `>= ${pct(min)}`, `${pct(ratio)}${cpu(r)}`, ratio >= min, [
      base,
      r,
    ]);
    add(
      `${s.name} p99`,
      `< ${SIGNED_IN_TARGETS.p99Ms} ms`,
      `${r.p99Ms} ms`,
      r.p99Ms < SIGNED_IN_TARGETS.p99Ms,
      [r],
    );
    if (s.paged?.page === 'last') {
      const first =
        results[
          scenarios.findIndex((f) => f.paged?.key === s.paged!.key && f.paged.page === 'first')
        ]!;
      add(
        `${s.name} vs first page`,
        `>= ${SIGNED_IN_TARGETS.lastVsFirst} x`,
        `${(r.rps / first.rps).toFixed(2)} x`,
        r.rps >= SIGNED_IN_TARGETS.lastVsFirst * first.rps,
        [first, r],
      );
    }
  }
  return checks;
}

/** The body of a login of the demo account, as the web app sends it. */
export function loginRequest(api: string, wireBody: string): RequestSpec {
  return {
    method: 'POST',
    path: api + AUTH_PATHS.login.path,
    headers: {
      'content-type': FORM,
      [CSRF_HEADER]: CSRF_VALUE,
      accept: 'application/json',
      'user-agent': 'seuiot-bench',
    },
    body: wireBody,
  };
}
