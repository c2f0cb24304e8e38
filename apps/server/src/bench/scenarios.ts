import os from 'node:os';
import { ROUTES } from '@seuiot/contract';
import { log, num } from './format.js';
import { BROWSER_HEADERS } from './http.js';
import { listLabel, type CatalogueList, type ListKey, type ListSize } from './lists.js';
import type { RequestSpec } from 'autocannon';
import { measure, medianOfRounds, type LoadOptions, type LoadResult } from './load.js';

/**
 * What a scenario loads: a process the bench started (a `Child`), or a load balancer in front of
 * several, whose processes' CPU is measured instead of `process.pid`'s.
 */
export interface Target {
  origin: string;
  process: { pid?: number | undefined };
  /** The server processes behind `origin` (their CPU is summed); default `process.pid`. */
  serverPids?: readonly number[];
  /** The processes in front of them (nginx), measured on their own. */
  proxyPids?: readonly number[];
}

/** One load run: a name, the process answering and the request it gets. */
export interface Scenario {
  name: string;
  target: Target;
  path: string;
  headers: Record<string, string>;
  /** A sequence of requests each connection sends in turn, instead of GET `path`. */
  requests?: RequestSpec[];
  /** Run before each load run of the scenario (measure's `prepare`). */
  prepare?: () => Promise<void>;
  /** For a catalogue list scenario, which list and page. */
  list?: { key: ListKey; size: ListSize; page: 'first' | 'last' };
  /** The answer asked without compression (no Accept-Encoding), beside the same one compressed. */
  plain?: true;
}

/** The medians of every scenario, in the order of `scenarios`, and how busy the machine was. */
export interface Measured {
  results: LoadResult[];
  base: LoadResult;
  session: LoadResult;
  page1: LoadResult;
  deep: LoadResult;
  /** A catalogue list's first or last page. */
  listRun(key: ListKey, size: ListSize, page: 'first' | 'last'): LoadResult;
  /** CPUs other programs kept busy during the runs (null: the machine was ours). */
  busy: number | null;
  /** The long case list's first page asked without compression, if it was measured. */
  plain: { compressed: LoadResult; plain: LoadResult } | null;
}

/**
 * The scenarios: the baseline, the session check, the notice list's first and last page, then
 * each catalogue list's first and last page.
 */
export function scenariosFor(ctx: {
  server: Target;
  baseline: Target;
  apiPrefix: string;
  cookie: string;
  notices: { path: (page: number) => string; lastPage: number };
  lists: CatalogueList[];
}): Scenario[] {
  const { server, notices } = ctx;
  const scenarios: Scenario[] = [
    { name: 'baseline (plain Fastify)', target: ctx.baseline, path: '/', headers: BROWSER_HEADERS },
    {
      name: 'session check',
      target: server,
      path: `${ctx.apiPrefix}${ROUTES.currentUser}`,
      headers: { ...BROWSER_HEADERS, cookie: ctx.cookie },
    },
    {
      name: 'notice list, first page',
      target: server,
      path: notices.path(1),
      headers: BROWSER_HEADERS,
    },
    {
      name: `notice list, last page (${notices.lastPage})`,
      target: server,
      path: notices.path(notices.lastPage),
      headers: BROWSER_HEADERS,
    },
  ];
  for (const list of ctx.lists) {
    for (const page of ['first', 'last'] as const) {
      const n = page === 'first' ? 1 : list.lastPage;
      scenarios.push({
        name: `${listLabel(list.key, list.rows)}, ${page === 'first' ? 'first page' : `last page (${num(n)})`}`,
        target: server,
        path: list.path(list.id, n),
        headers: list.headers,
        list: { key: list.key, size: list.size, page },
      });
    }
  }
  // The cost of compressing JSON answers (decision 0014): the long case list's first page again,
  // asked the way a client that accepts no compression asks it.
  const cases = ctx.lists.find((l) => l.key === 'cases' && l.size === 'long');
  if (cases) {
    const { 'accept-encoding': _encoding, ...plainHeaders } = cases.headers;
    scenarios.push({
      name: `${listLabel(cases.key, cases.rows)}, first page, not compressed`,
      target: server,
      path: cases.path(cases.id, 1),
      headers: plainHeaders,
      plain: true,
    });
  }
  return scenarios;
}

/**
 * Measures every scenario `rounds` times. On a shared machine one run of a scenario can be off by
 * a third; the scenarios take turns over several rounds, so a busy moment hits one round of each
 * rather than all of one, and each figure is the median of its rounds.
 */
export async function measureScenarios(
  scenarios: Scenario[],
  load: LoadOptions,
  roundCount: number,
): Promise<Measured> {
  const { results, busy } = await measureRounds(scenarios, load, roundCount);
  const [base, session, page1, deep] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
  return {
    results,
    base,
    session,
    page1,
    deep,
    listRun: (key, size, page) =>
      results[
        scenarios.findIndex(
          (s) => s.list?.key === key && s.list.size === size && s.list.page === page,
        )
      ]!,
    busy,
    plain: (() => {
      const i = scenarios.findIndex((s) => s.plain);
      if (i < 0) return null;
      const compressed =
        results[
          scenarios.findIndex(
            (s) => s.list?.key === 'cases' && s.list.size === 'long' && s.list.page === 'first',
          )
        ];
      return compressed ? { compressed, plain: results[i]! } : null;
    })(),
  };
}

/** The medians of every scenario over `roundCount` rounds, and how busy the machine was. */
export async function measureRounds(
  scenarios: Scenario[],
  load: LoadOptions,
  roundCount: number,
  /** Processes of the run itself that keep a CPU busy (the bench, the server, a database). */
  ownProcesses = 2,
): Promise<{ results: LoadResult[]; busy: number | null }> {
  log(
    `Load: ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s measured per scenario`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const rounds: LoadResult[][] = scenarios.map(() => []);
  for (let round = 1; round <= roundCount; round += 1) {
    if (roundCount > 1) log(`  round ${round} of ${roundCount}`);
    for (const [i, s] of scenarios.entries()) {
      const r = await measure({
        name: s.name,
        origin: s.target.origin,
        path: s.path,
        headers: s.headers,
        requests: s.requests,
        prepare: s.prepare,
        load,
        ...(s.target.process.pid === undefined ? {} : { serverPid: s.target.process.pid }),
        ...(s.target.serverPids ? { serverPids: s.target.serverPids } : {}),
        ...(s.target.proxyPids ? { proxyPids: s.target.proxyPids } : {}),
      });
      log(
        `  ${s.name}: ${num(r.rps)} req/s, p99 ${r.p99Ms} ms, one request alone ${r.singleMs} ms`,
      );
      rounds[i]!.push(r);
      if (r.drainSeconds > 1)
        log(`    (the server needed ${r.drainSeconds.toFixed(1)} s more for the queued requests)`);
    }
  }
  const results = rounds.map(medianOfRounds);
  // More than our own processes busy means someone else was busy too.
  const othersLoad = Math.max(loadBefore, os.loadavg()[0] ?? 0) - ownProcesses;
  return { results, busy: othersLoad > 0.5 ? Number(othersLoad.toFixed(1)) : null };
}
