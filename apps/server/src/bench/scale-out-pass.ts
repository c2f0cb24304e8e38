import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_CALLS } from '@seuiot/contract';
import { loadConfig, type Config } from '../config.js';
import { NGINX, haveRedis, startNginx, startTestRedis } from '../test/stack.js';
import type { Check } from './checks.js';
import { log } from './format.js';
import { BROWSER_HEADERS, loginCookie } from './http.js';
import { openCatalogueLists, openNotices } from './lists.js';
import { warmUp, type LoadResult } from './load.js';
import type { BenchOptions } from './options.js';
import { benchDatabase } from './postgres.js';
import { descendants, type Child } from './processes.js';
import { measureRounds, scenariosFor, type Scenario, type Target } from './scenarios.js';
import { distDir, generateData, serverEnvFor, startPortal, startServers } from './setup.js';

/**
 * The scale-out pass (issue 16, decision 0029): the public pass's session check and cached lists
 * and one signed-in read, through Debian's nginx with the shipped deploy/nginx/seuiot.conf, in
 * front of one and of two instances on PostgreSQL + Redis and of one instance on SQLite, and the
 * SQLite instance asked directly; all configurations run at once and their scenarios take turns
 * over the rounds, as ratios of the one plain-Fastify baseline. nginx's template names two
 * upstream servers: one instance is both of them.
 */

/** The configurations, in the order of the report. */
export const CONFIGS = [
  { key: 'pg1', label: 'PostgreSQL, 1 instance, nginx', instances: 1, nginx: true },
  { key: 'pg2', label: 'PostgreSQL, 2 instances, nginx', instances: 2, nginx: true },
  { key: 'sqlite1', label: 'SQLite, 1 instance, nginx', instances: 1, nginx: true },
  { key: 'direct', label: 'SQLite, 1 instance, direct', instances: 1, nginx: false },
] as const;
export type ConfigKey = (typeof CONFIGS)[number]['key'];

/** One scenario of one configuration. */
export interface ScaleOutRow {
  config: ConfigKey;
  scenario: string;
  result: LoadResult;
}

export interface ScaleOutFindings {
  base: LoadResult;
  rows: ScaleOutRow[];
  busy: number | null;
  /** The share of the two-instance configuration's requests each instance answered (nginx's log). */
  split: number[];
  checks: Check[];
}

/** The data each database gets: the list answers are cached pages, their length hardly matters. */
const DATA = { notices: 1000, catalogue: 1200 };

/** The public pass's scenarios this pass repeats, by name, and the signed-in read it adds. */
const PICK = (s: Scenario) =>
  s.name === 'session check' ||
  s.name === 'notice list, first page' ||
  (s.list?.key === 'cases' && s.list.size === 'long' && s.list.page === 'first');
const SIGNED_IN_READ = { name: 'unread count (signed in)', path: MESSAGE_CALLS.unreadCount.path };

export async function scaleOutPass(ctx: {
  dataDir: string;
  options: BenchOptions;
  children: Child[];
  /** Stops of what is not a Child (nginx, Redis, the database), also run on Ctrl-C. */
  drops: (() => Promise<void>)[];
}): Promise<{ findings?: ScaleOutFindings; skipped?: string; output: string[] }> {
  log('');
  log('Scale-out pass: nginx in front of PostgreSQL + Redis and SQLite instances');
  if (!fs.existsSync(NGINX)) return { skipped: `nginx is not installed (${NGINX})`, output: [] };
  if (!haveRedis()) return { skipped: 'redis-server is not installed', output: [] };
  const database = await benchDatabase();
  if ('skipped' in database) return { skipped: database.skipped, output: [] };
  const stops: (() => Promise<void>)[] = [];
  const later = (stop: () => Promise<void>) => {
    let done: Promise<void> | undefined;
    const once = () => (done ??= stop());
    stops.unshift(once);
    ctx.drops.push(once);
  };
  later(() => database.drop());
  try {
    return await measurePass(ctx, database.url, later);
  } finally {
    // The instances first: the database and Redis must outlive their connections.
    await Promise.allSettled(ctx.children.splice(0).map((c) => c.stop()));
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

async function measurePass(
  ctx: Parameters<typeof scaleOutPass>[0],
  databaseUrl: string,
  later: (stop: () => Promise<void>) => void,
): Promise<{ findings: ScaleOutFindings; output: string[] }> {
  const { children, options } = ctx;
  const redis = await startTestRedis();
  later(() => redis.stop());
  const behindProxy = { TRUST_PROXY: 'loopback' };
  const liteEnv = { ...serverEnvFor(path.join(ctx.dataDir, 'scale-sqlite')), ...behindProxy };
  const liteConfig = loadConfig(liteEnv);
  const liteFilters = await generateData(liteConfig, { ...options, ...DATA });
  const pgEnv = {
    ...serverEnvFor(path.join(ctx.dataDir, 'scale-postgresql')),
    ...behindProxy,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
  };
  const pgConfig = loadConfig(pgEnv);
  const pgFilters = await generateData(pgConfig, { ...options, ...DATA });
  const { server: lite, baseline } = await startServers(liteConfig, liteEnv, children);
  // One after the other: the first seeds the demo data, the second finds it there.
  const a = await startPortal(pgConfig, pgEnv, children, 'portal instance A (PostgreSQL)');
  const b = await startPortal(pgConfig, pgEnv, children, 'portal instance B (PostgreSQL)');
  log(
    `PostgreSQL instances ${a.origin} (pid ${a.process.pid}), ${b.origin} (pid ${b.process.pid})`,
  );

  const lb = async (label: string, upstreams: [Child, Child]) => {
    const before = new Set(descendants(process.pid, 'nginx'));
    const nginx = await startNginx({
      upstreams: [port(upstreams[0]), port(upstreams[1])],
      webDist: path.resolve(distDir, '../../web/dist'),
      consoleDist: path.resolve(distDir, '../../console/dist'),
    });
    later(() => nginx.stop());
    const pids = descendants(process.pid, 'nginx').filter((p) => !before.has(p));
    log(`nginx for ${label}: ${nginx.origin} (master and worker pids ${pids.join(', ')})`);
    return { nginx, pids };
  };
  const pg1 = await lb('PostgreSQL, 1 instance', [a, a]);
  const pg2 = await lb('PostgreSQL, 2 instances', [a, b]);
  const lite1 = await lb('SQLite', [lite, lite]);
  const pids = (...c: Child[]) => c.map((x) => x.process.pid).filter((p) => p !== undefined);
  const targets: Record<ConfigKey, Target> = {
    pg1: { origin: pg1.nginx.origin, process: {}, serverPids: pids(a), proxyPids: pg1.pids },
    pg2: { origin: pg2.nginx.origin, process: {}, serverPids: pids(a, b), proxyPids: pg2.pids },
    sqlite1: {
      origin: lite1.nginx.origin,
      process: {},
      serverPids: pids(lite),
      proxyPids: lite1.pids,
    },
    direct: lite,
  };

  const pgScenarios = await scenariosOf(pgConfig, a, pgFilters);
  const liteScenarios = await scenariosOf(liteConfig, lite, liteFilters);
  const planned: { config: ConfigKey; scenario: Scenario }[] = [];
  for (const proto of pgScenarios.keys())
    for (const c of CONFIGS) {
      const s = (c.key.startsWith('pg') ? pgScenarios : liteScenarios)[proto]!;
      planned.push({ config: c.key, scenario: { ...s, target: targets[c.key] } });
    }
  for (const { scenario: s } of planned) await warmUp(s.target.origin + s.path, s.headers, 500);
  const { results, busy } = await measureRounds(
    [
      { name: 'baseline (plain Fastify)', target: baseline, path: '/', headers: BROWSER_HEADERS },
      ...planned.map((p) => ({
        ...p.scenario,
        name: `${p.scenario.name} [${CONFIGS.find((c) => c.key === p.config)!.label}]`,
      })),
    ],
    options.load,
    options.rounds,
    // The bench, nginx, the instances and PostgreSQL keep the two CPUs busy between them.
    4,
  );
  const [base, ...rest] = results as [LoadResult, ...LoadResult[]];
  const rows = planned.map((p, i) => ({
    config: p.config,
    scenario: p.scenario.name,
    result: rest[i]!,
  }));
  const upstreams = pg2.nginx.accessLog().map((l) => l.split('|')[0] ?? '');
  const split = [a, b].map(
    (x) => upstreams.filter((u) => u.endsWith(`:${port(x)}`)).length / (upstreams.length || 1),
  );
  return {
    findings: { base, rows, busy, split, checks: checksOf(rows, split) },
    output: [lite.output(), a.output(), b.output()],
  };
}

const port = (c: Child) => Number(new URL(c.origin).port);

/** The picked public-pass scenarios and the signed-in read, asked of `server` on its database. */
async function scenariosOf(
  config: Config,
  server: Child,
  filters: Awaited<ReturnType<typeof generateData>>,
): Promise<Scenario[]> {
  const cookie = await loginCookie(`${server.origin}${config.apiPrefix}`, config.cipherKey);
  const notices = await openNotices(server.origin, config.apiPrefix);
  const lists = await openCatalogueLists(
    server.origin,
    config.apiPrefix,
    filters,
    cookie,
    DATA.catalogue,
  );
  const picked = scenariosFor({
    server,
    baseline: server,
    apiPrefix: config.apiPrefix,
    cookie,
    notices,
    lists,
  }).filter(PICK);
  return [
    ...picked,
    {
      name: SIGNED_IN_READ.name,
      target: server,
      path: `${config.apiPrefix}${SIGNED_IN_READ.path}`,
      headers: { ...BROWSER_HEADERS, cookie },
    },
  ];
}

/** Every answer through nginx was a 2xx, and nginx spread the two-instance runs over both. */
function checksOf(rows: ScaleOutRow[], split: number[]): Check[] {
  const failures = rows.reduce(
    (n, r) => n + r.result.non2xx + r.result.errors + r.result.timeouts,
    0,
  );
  const least = Math.min(...split);
  return [
    {
      name: 'scale-out: answers that failed, every configuration',
      value: String(failures),
      target: '0',
      pass: failures === 0,
    },
    {
      name: 'scale-out: the smaller share of the two instances (nginx round robin)',
      value: `${(least * 100).toFixed(1)} %`,
      target: '>= 40 %',
      pass: least >= 0.4,
    },
  ];
}
