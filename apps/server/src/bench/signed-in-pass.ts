import path from 'node:path';
import { ROUTES } from '@seuiot/contract';
import type { Config } from '../config.js';
import { createDb, type Db } from '../db/kysely.js';
import type { Check } from './checks.js';
import {
  addCustomerVolume,
  addInbox,
  CUSTOMER_VOLUME,
  INBOX_ACCOUNT,
  addCrowd,
  removeAddedFavourites,
  removeFavouritesOf,
  resetInbox,
} from './customer.js';
import { addCustomerOrders, CUSTOMER_ORDERS } from './customer-orders.js';
import { log, num } from './format.js';
import { getJson, loginCookie } from './http.js';
import { measure, warmUp, type LoadResult } from './load.js';
import { loginChecks, measureLogins, type LoginFindings } from './logins.js';
import type { BenchOptions } from './options.js';
import { startNode, type Child } from './processes.js';
import { measureRounds } from './scenarios.js';
import { distDir } from './setup.js';
import {
  signedInChecks,
  signedInScenarios,
  type DbKind,
  type SignedInScenario,
} from './signed-in.js';

/** What one database's signed-in pass found. */
export interface SignedInFindings {
  db: DbKind;
  results: LoadResult[];
  /**
   * The reads again on a second server that keeps no answers (USER_CACHE_MS=0), one short run
   * each: what a read costs the first time, or after a change; null for the writes.
   */
  uncached: (LoadResult | null)[];
  busy: number | null;
  /** Null when `--only` left the logins out. */
  logins: LoginFindings | null;
  checks: Check[];
}

/**
 * The signed-in pass on the server `server` (already started on its database): adds the
 * customer's volume, logs in, measures every scenario over the rounds, then the logins.
 */
export async function signedInPass(ctx: {
  db: DbKind;
  config: Config;
  server: Child;
  baseline: Child;
  /** The server's environment, to start the one that keeps nothing. */
  serverEnv: NodeJS.ProcessEnv;
  options: BenchOptions;
}): Promise<SignedInFindings> {
  const { config } = ctx;
  log('');
  log(`Signed-in pass on ${ctx.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
  try {
    return await measurePass(ctx, db);
  } finally {
    await db.destroy();
  }
}

async function measurePass(
  ctx: Parameters<typeof signedInPass>[0],
  db: Db,
): Promise<SignedInFindings> {
  const { config, options } = ctx;
  const t0 = performance.now();
  const customer = await addCustomerVolume(db);
  const orders = await addCustomerOrders(db, customer.userId);
  const inbox = await addInbox(db);
  const crowd = await addCrowd(db);
  log(
    `  the demo customer: ${num(CUSTOMER_VOLUME.favourites)} favourites, ${num(CUSTOMER_VOLUME.messages)} messages ` +
      `(${num(customer.unread.length)} unread), ${num(CUSTOMER_VOLUME.loginRecords)} login records, ` +
      `${num(CUSTOMER_ORDERS)} work orders ` +
      `(added in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const api = `${ctx.server.origin}${config.apiPrefix}`;
  const cookie = await loginCookie(api, config.cipherKey);
  const me = await getJson<{ rescode: number }>(`${api}${ROUTES.currentUser}`, { cookie });
  if (me.rescode !== 200)
    throw new Error(`session check does not accept the demo session: ${JSON.stringify(me)}`);

  const all = signedInScenarios({
    server: ctx.server,
    baseline: ctx.baseline,
    apiPrefix: config.apiPrefix,
    cookie,
    customer,
    orders,
    removeAdded: () => removeAddedFavourites(db, customer),
    inbox: {
      cookie: await loginCookie(api, config.cipherKey, INBOX_ACCOUNT),
      ids: inbox.ids,
      reset: () => resetInbox(db, [inbox.userId]),
    },
    crowd: {
      members: await Promise.all(
        crowd.map(async (c) => ({
          cookie: await loginCookie(api, config.cipherKey, {
            username: c.username,
            password: INBOX_ACCOUNT.password,
          }),
          ids: c.ids,
        })),
      ),
      resetInboxes: () =>
        resetInbox(
          db,
          crowd.map((c) => c.userId),
        ),
      removeFavourites: () =>
        removeFavouritesOf(
          db,
          crowd.map((c) => c.userId),
        ),
    },
  });
  const only = options.only;
  const scenarios = only
    ? all.filter((s) => s.kind === 'baseline' || only.some((o) => s.name.toLowerCase().includes(o)))
    : all;
  // Compile every read's code path before the first measured run.
  for (const s of scenarios)
    if (s.kind === 'read') await warmUp(s.target.origin + s.path, s.headers, 200);
  const { results, busy } = await measureRounds(
    scenarios,
    options.signedInLoad,
    options.rounds,
    ctx.db === 'postgresql' ? 3 : 2,
  );
  if (only)
    return {
      db: ctx.db,
      results,
      uncached: [],
      busy,
      logins: null,
      checks: signedInChecks(ctx.db, scenarios, results),
    };
  const uncached = await measureUncached(ctx, scenarios);
  const unread = scenarios.find((s) => s.name === 'unread count')!;
  const logins = await measureLogins({
    server: ctx.server,
    apiPrefix: config.apiPrefix,
    cipherKey: config.cipherKey,
    load: options.signedInLoad,
    other: { name: unread.name, path: unread.path, headers: unread.headers },
  });
  return {
    db: ctx.db,
    results,
    uncached,
    busy,
    logins,
    checks: [...signedInChecks(ctx.db, scenarios, results), ...loginChecks(ctx.db, logins)],
  };
}

/** Each read once more, on a server of the same database that keeps no answers per user. */
async function measureUncached(
  ctx: Parameters<typeof signedInPass>[0],
  scenarios: SignedInScenario[],
): Promise<(LoadResult | null)[]> {
  const cold = await startNode({
    name: 'portal server keeping no answers',
    script: path.join(distDir, 'main.js'),
    env: { ...ctx.serverEnv, USER_CACHE_MS: '0' },
    readyPath: `${ctx.config.apiPrefix}${ROUTES.health}`,
    timeoutMs: 60_000,
  });
  try {
    log(
      `  the reads on a server that keeps no answers (USER_CACHE_MS=0, pid ${cold.process.pid}):`,
    );
    const load = { ...ctx.options.signedInLoad, duration: 2, warmup: 0.5 };
    const out: (LoadResult | null)[] = [];
    for (const s of scenarios) {
      if (s.kind !== 'read') {
        out.push(null);
        continue;
      }
      const r = await measure({
        name: s.name,
        origin: cold.origin,
        path: s.path,
        headers: s.headers,
        load,
        ...(cold.process.pid === undefined ? {} : { serverPid: cold.process.pid }),
      });
      log(
        `    ${s.name}: ${num(r.rps)} req/s, ${r.serverCpuUsPerReq === null ? '?' : num(r.serverCpuUsPerReq)} µs of server CPU each`,
      );
      out.push(r);
    }
    return out;
  } finally {
    await cold.stop();
  }
}
