import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CATALOGUE_ROUTES,
  CSRF_HEADER,
  CSRF_VALUE,
  ROUTES,
  SESSION_COOKIE,
} from '@seuiot/contract';
import { sql } from 'kysely';
import { ensureClassification, ensureIndustry } from '../cli/generate/references.js';
import { GENERATORS } from '../cli/generate/registry.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { encryptWire } from '../modules/auth/password.js';
import {
  CHROMIUM,
  measureFromManifest,
  measureInBrowser,
  type PageJs,
  type PageToMeasure,
} from './bundle-size.js';
import { measure, medianOfRounds, warmUp, type LoadOptions, type LoadResult } from './load.js';
import { startNode, type Child } from './processes.js';

/**
 * `npm run bench`: one run measures the built server against a plain-Fastify baseline on the same
 * machine, and the JavaScript a first visit of the login and home pages downloads. It prints a
 * table, the verdict of each target and a JSON summary; a missed target is a finding, not a crash,
 * so the exit code is 0 unless the benchmark itself could not run.
 *
 * Catalogue lists: one database holds a long and a short list under two filters of the same list
 * (100,000 and 100 download-centre files in two folders; 100,000 and 100 solution cases of two
 * industries). "A long list pages as fast as a short one" is checked as: the long list's first
 * and last pages each reach 0.8 x the short list's first page.
 */

const TARGETS = {
  sessionVsBaseline: 0.5,
  listVsBaseline: 0.3,
  deepVsFirst: 0.8,
  listP99Ms: 25,
  loginJsKb: 180,
  homeJsKb: 280,
} as const;
/** Budgets are in kB of 1,000 bytes, the unit Vite's build report uses. */
const KB = 1000;
/** Rows of each short catalogue list. */
const SHORT_LIST = 100;
const PAGE_SIZE = 10;

/**
 * The filters of the catalogue lists: names no seed uses, so each list holds exactly the rows the
 * bench generates into it.
 */
const LIST_FILTERS = {
  downloads: {
    long: { zh: '固件归档', en: 'Firmware archive' },
    short: { zh: '安全公告', en: 'Security advisories' },
  },
  cases: {
    long: { zh: '港口码头', en: 'Ports & terminals' },
    short: { zh: '机场航空', en: 'Airports & aviation' },
  },
} as const;

interface ListIds {
  long: number;
  short: number;
}

/** A catalogue list under one filter (a download folder, an industry). */
interface CatalogueList {
  key: 'downloads' | 'cases';
  size: 'long' | 'short';
  /** The folder or industry. */
  id: number;
  rows: number;
  lastPage: number;
  path: (id: number, page: number) => string;
  headers: Record<string, string>;
}

const KEY_LABEL = { downloads: 'download list', cases: 'case list' } as const;

function listLabel(list: CatalogueList): string {
  return `${KEY_LABEL[list.key]} ${num(list.rows)}`;
}

const PAGES: PageToMeasure[] = [
  {
    name: 'login',
    path: '/seuiot/portal/login',
    routeModules: /features\/auth\/pages\/login-page/,
  },
  { name: 'home', path: '/seuiot/', routeModules: /app\/(pages\/home-page|layout\/main-layout)/ },
];

const distDir = path.resolve(import.meta.dirname, '..');
/** Where the server serves the web app from (WEB_DIST, as the server reads it; empty: none). */
const webDist = process.env.WEB_DIST ?? path.resolve(distDir, '../../web/dist');

const USAGE = `Usage: npm run bench [-- --notices N] [--catalogue N] [--connections C] [--duration S] [--warmup S] [--rounds R]
  --notices      notices generated into the temporary database (default 20000, at least 10000)
  --catalogue    rows of each long catalogue list (default 100000, at least 10000); the short
                 lists hold ${SHORT_LIST}
  --connections  concurrent connections per load run (default 100)
  --duration     seconds measured per scenario (default 5)
  --warmup       seconds of unmeasured load before each scenario (default 1)
  --rounds       times every scenario is measured, the scenarios taking turns; each figure is
                 the median of its rounds (default 3)
`;

function positive(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number >= ${min}`);
  return n;
}

function parseOptions(): {
  notices: number;
  catalogue: number;
  rounds: number;
  load: LoadOptions;
} {
  const { values } = parseArgs({
    options: {
      notices: { type: 'string', default: '20000' },
      catalogue: { type: 'string', default: '100000' },
      connections: { type: 'string', default: '100' },
      // 12 scenarios, 3 rounds: 5 s + 1 s each keeps the whole run near four minutes.
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  return {
    // The deep-page check means something from 10,000 rows on.
    notices: Math.round(positive('notices', values.notices, 10_000)),
    catalogue: Math.round(positive('catalogue', values.catalogue, 10_000)),
    rounds: Math.round(positive('rounds', values.rounds, 1)),
    load: {
      connections: Math.round(positive('connections', values.connections, 1)),
      duration: positive('duration', values.duration, 1),
      warmup: positive('warmup', values.warmup, 0),
    },
  };
}

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions();
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  process.exit(2);
}
const NOTICES = options.notices;
const LONG_LIST = options.catalogue;
const LOAD = options.load;

/** What a browser sends with an API call of the web app (the bench must pay for compression too). */
const BROWSER_HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'seuiot-bench',
  [CSRF_HEADER]: CSRF_VALUE,
};

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

interface Check {
  name: string;
  target: string;
  value: string;
  pass: boolean;
  note?: string;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(0)} %`;
}

function num(x: number): string {
  return Math.round(x).toLocaleString('en');
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) =>
          i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Logs the demo user in and returns the Cookie header of the session. */
async function loginCookie(api: string, cipherKey: string): Promise<string> {
  const res = await fetch(`${api}${ROUTES.login}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CSRF_HEADER]: CSRF_VALUE,
      accept: 'application/json',
    },
    body: new URLSearchParams({
      username: DEMO_ACCOUNT.username,
      password: encryptWire(cipherKey, DEMO_ACCOUNT.password),
    }),
  });
  const body = (await res.json()) as { rescode?: number; msg?: string };
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const session = cookies.find((c) => c.split('=')[0]?.endsWith(SESSION_COOKIE));
  if (body.rescode !== 200 || !session) {
    throw new Error(`demo login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return cookies.join('; ');
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function run(): Promise<void> {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-bench-'));
  const children: Child[] = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.allSettled(children.map((c) => c.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(
      `SEUIOT benchmark: Node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}`,
    );
    log(`Temporary data directory: ${dataDir}`);

    // The server must see exactly this environment: SQLite in the temp dir, whatever the shell has.
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'false',
    };
    const config = loadConfig(serverEnv);

    const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
    let filters: { downloads: ListIds; cases: ListIds };
    try {
      await migrateToLatest(db);
      // A throw-away database: commits need not reach the disk (the generator's one connection).
      await sql`pragma synchronous = off`.execute(db);
      let t0 = performance.now();
      await GENERATORS.notices!.fill(db, NOTICES, { seed: 2026 });
      log(`Generated ${num(NOTICES)} notices in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      t0 = performance.now();
      // Before the server starts, like the notices: the demo seed then adds its own catalogue
      // beside these rows (the generator creates the seed's device models under the same keys).
      const downloads = {
        long: await ensureClassification(db, 'download', LIST_FILTERS.downloads.long),
        short: await ensureClassification(db, 'download', LIST_FILTERS.downloads.short),
      };
      const files = GENERATORS.catalogue_files!;
      await files.fill(db, LONG_LIST, { seed: 2027, pin: { classificationId: downloads.long } });
      await files.fill(db, SHORT_LIST, { seed: 2028, pin: { classificationId: downloads.short } });
      const cases = {
        long: await ensureIndustry(db, LIST_FILTERS.cases.long),
        short: await ensureIndustry(db, LIST_FILTERS.cases.short),
      };
      const solutionCases = GENERATORS.solution_cases!;
      await solutionCases.fill(db, LONG_LIST, { seed: 2029, pin: { industryId: cases.long } });
      await solutionCases.fill(db, SHORT_LIST, { seed: 2030, pin: { industryId: cases.short } });
      filters = { downloads, cases };
      log(
        `Generated ${num(LONG_LIST)} + ${SHORT_LIST} download-centre files and ${num(LONG_LIST)} + ` +
          `${SHORT_LIST} solution cases in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    } finally {
      await db.destroy();
    }

    const server = await startNode({
      name: 'portal server',
      script: path.join(distDir, 'main.js'),
      env: serverEnv,
      readyPath: `${config.apiPrefix}${ROUTES.health}`,
      timeoutMs: 60_000,
    });
    children.push(server);
    const baseline = await startNode({
      name: 'baseline server',
      script: path.join(distDir, 'bench', 'baseline.js'),
      env: { ...process.env, NODE_ENV: 'production' },
      readyPath: '/',
    });
    children.push(baseline);
    log(
      `Portal server ${server.origin} (pid ${server.process.pid}); baseline ${baseline.origin} (pid ${baseline.process.pid})`,
    );

    const api = `${server.origin}${config.apiPrefix}`;
    const cookie = await loginCookie(api, config.cipherKey);
    const me = await getJson<{ rescode: number }>(`${api}${ROUTES.currentUser}`, { cookie });
    if (me.rescode !== 200)
      throw new Error(`session check does not accept the demo session: ${JSON.stringify(me)}`);
    const listPath = (page: number) =>
      `${config.apiPrefix}${ROUTES.noticeList}?pageNum=${page}&pageSize=10`;
    const first = await getJson<{ rescode: number; data: { total: number; list: unknown[] } }>(
      server.origin + listPath(1),
    );
    if (first.rescode !== 200 || first.data.list.length !== 10) {
      throw new Error(`notice list answered unexpectedly: ${JSON.stringify(first).slice(0, 300)}`);
    }
    const lastPage = Math.ceil(first.data.total / 10);
    const last = await getJson<{ data: { list: unknown[] } }>(server.origin + listPath(lastPage));
    if (last.data.list.length === 0)
      throw new Error(`the last page (${lastPage}) of the notice list is empty`);
    log(`Published notices: ${num(first.data.total)} (last page ${num(lastPage)})`);

    // The catalogue lists: long and short, under two filters of the same list.
    const cataloguePath = {
      downloads: (id: number, page: number) =>
        `${config.apiPrefix}${CATALOGUE_ROUTES.downloadCenter}?classificationId=${id}&pageNum=${page}&pageSize=${PAGE_SIZE}`,
      cases: (id: number, page: number) =>
        `${config.apiPrefix}${CATALOGUE_ROUTES.caseList}?industryId=${id}&pageNum=${page}&pageSize=${PAGE_SIZE}`,
    };
    const listHeaders = {
      // The download centre needs a session with the download section; solution cases are public.
      downloads: { ...BROWSER_HEADERS, cookie },
      cases: BROWSER_HEADERS,
    };
    const lists: CatalogueList[] = [];
    for (const key of ['downloads', 'cases'] as const) {
      for (const size of ['long', 'short'] as const) {
        const id = filters[key][size];
        const rows = size === 'long' ? LONG_LIST : SHORT_LIST;
        const pages = Math.ceil(rows / PAGE_SIZE);
        const headers = listHeaders[key];
        for (const page of [1, pages]) {
          const res = await getJson<{
            rescode: number;
            data?: { total: number; list: unknown[] };
          }>(server.origin + cataloguePath[key](id, page), headers);
          if (res.rescode !== 200 || res.data?.total !== rows || res.data.list.length === 0) {
            throw new Error(
              `${key} list ${id}, page ${page}: expected ${rows} rows in all, got ${JSON.stringify(res).slice(0, 300)}`,
            );
          }
        }
        lists.push({ key, size, id, rows, lastPage: pages, path: cataloguePath[key], headers });
      }
    }
    // The long and short lists share their code path: warm it on the cheap one (the short list's
    // first page), or the list measured first pays for compiling it.
    for (const list of lists.filter((l) => l.size === 'short'))
      await warmUp(server.origin + list.path(list.id, 1), list.headers);
    log(
      `Catalogue lists: download-centre folders ${filters.downloads.long} (${num(LONG_LIST)} files) and ` +
        `${filters.downloads.short} (${SHORT_LIST}); solution-case industries ${filters.cases.long} ` +
        `(${num(LONG_LIST)} cases) and ${filters.cases.short} (${SHORT_LIST})`,
    );

    log(
      `Load: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s measured per scenario`,
    );
    const results: LoadResult[] = [];
    const scenarios: [string, Child, string, Record<string, string>][] = [
      ['baseline (plain Fastify)', baseline, '/', BROWSER_HEADERS],
      [
        'session check',
        server,
        `${config.apiPrefix}${ROUTES.currentUser}`,
        { ...BROWSER_HEADERS, cookie },
      ],
      ['notice list, first page', server, listPath(1), BROWSER_HEADERS],
      [`notice list, last page (${lastPage})`, server, listPath(lastPage), BROWSER_HEADERS],
    ];
    // Each catalogue list's first and last page, after the notices (scenario index 4 on).
    const listScenarios: { list: CatalogueList; page: 'first' | 'last' }[] = [];
    for (const list of lists) {
      for (const page of ['first', 'last'] as const) {
        listScenarios.push({ list, page });
        const n = page === 'first' ? 1 : list.lastPage;
        scenarios.push([
          `${listLabel(list)}, ${page === 'first' ? 'first page' : `last page (${num(n)})`}`,
          server,
          list.path(list.id, n),
          list.headers,
        ]);
      }
    }
    const loadBefore = os.loadavg()[0] ?? 0;
    // On a shared machine one run of a scenario can be off by a third; the scenarios take turns
    // over several rounds, so a busy moment hits one round of each rather than all of one, and
    // each figure is the median of its rounds.
    const rounds: LoadResult[][] = scenarios.map(() => []);
    for (let round = 1; round <= options.rounds; round += 1) {
      if (options.rounds > 1) log(`  round ${round} of ${options.rounds}`);
      for (const [i, [name, target, p, headers]] of scenarios.entries()) {
        const r = await measure({
          name,
          origin: target.origin,
          path: p,
          headers,
          load: LOAD,
          ...(target.process.pid === undefined ? {} : { serverPid: target.process.pid }),
        });
        log(
          `  ${name}: ${num(r.rps)} req/s, p99 ${r.p99Ms} ms, one request alone ${r.singleMs} ms`,
        );
        rounds[i]!.push(r);
        if (r.drainSeconds > 1)
          log(
            `    (the server needed ${r.drainSeconds.toFixed(1)} s more for the queued requests)`,
          );
      }
    }
    results.push(...rounds.map(medianOfRounds));
    // Our own run keeps about two processes busy; more than that means someone else was busy too.
    const othersLoad = Math.max(loadBefore, os.loadavg()[0] ?? 0) - 2;
    const busy = othersLoad > 0.5 ? Number(othersLoad.toFixed(1)) : null;
    const [base, session, page1, deep] = results as [
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    const listRun = (
      key: CatalogueList['key'],
      size: CatalogueList['size'],
      page: 'first' | 'last',
    ) =>
      results[
        4 +
          listScenarios.findIndex(
            (x) => x.list.key === key && x.list.size === size && x.page === page,
          )
      ]!;

    const checks: Check[] = [];
    const clean = (r: LoadResult) =>
      r.requests === 0
        ? `invalid run: no request of ${r.name} completed within ${LOAD.duration} s`
        : r.non2xx + r.errors + r.timeouts === 0
          ? undefined
          : `invalid run: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} time-outs`;
    const ratio = (r: LoadResult) => r.rps / base.rps;
    const addCheck = (
      name: string,
      target: string,
      value: string,
      pass: boolean,
      ...runs: LoadResult[]
    ) => {
      const note = runs.map(clean).find(Boolean);
      checks.push({ name, target, value, pass: pass && !note, ...(note ? { note } : {}) });
    };
    addCheck(
      'session check vs baseline',
      `>= ${pct(TARGETS.sessionVsBaseline)}`,
      pct(ratio(session)),
      ratio(session) >= TARGETS.sessionVsBaseline,
      base,
      session,
    );
    addCheck(
      'list first page vs baseline',
      `>= ${pct(TARGETS.listVsBaseline)}`,
      pct(ratio(page1)),
      ratio(page1) >= TARGETS.listVsBaseline,
      base,
      page1,
    );
    addCheck(
      'list last page vs baseline',
      `>= ${pct(TARGETS.listVsBaseline)}`,
      pct(ratio(deep)),
      ratio(deep) >= TARGETS.listVsBaseline,
      base,
      deep,
    );
    addCheck(
      'list last page vs first page',
      `>= ${TARGETS.deepVsFirst} x`,
      `${(deep.rps / page1.rps).toFixed(2)} x`,
      deep.rps >= TARGETS.deepVsFirst * page1.rps,
      page1,
      deep,
    );
    addCheck(
      'list first page p99',
      `< ${TARGETS.listP99Ms} ms`,
      `${page1.p99Ms} ms`,
      page1.p99Ms < TARGETS.listP99Ms,
      page1,
    );
    addCheck(
      'list last page p99',
      `< ${TARGETS.listP99Ms} ms`,
      `${deep.p99Ms} ms`,
      deep.p99Ms < TARGETS.listP99Ms,
      deep,
    );
    for (const key of ['downloads', 'cases'] as const) {
      const short1 = listRun(key, 'short', 'first');
      for (const size of ['long', 'short'] as const) {
        for (const page of ['first', 'last'] as const) {
          const r = listRun(key, size, page);
          const name = `${KEY_LABEL[key]} ${num(size === 'long' ? LONG_LIST : SHORT_LIST)}, ${page} page`;
          addCheck(
            `${name} vs baseline`,
            `>= ${pct(TARGETS.listVsBaseline)}`,
            pct(ratio(r)),
            ratio(r) >= TARGETS.listVsBaseline,
            base,
            r,
          );
          addCheck(
            `${name} p99`,
            `< ${TARGETS.listP99Ms} ms`,
            `${r.p99Ms} ms`,
            r.p99Ms < TARGETS.listP99Ms,
            r,
          );
        }
      }
      // "Pages as fast as": the long list's first and last pages against the short list's first.
      for (const page of ['first', 'last'] as const) {
        const r = listRun(key, 'long', page);
        addCheck(
          `${KEY_LABEL[key]} ${num(LONG_LIST)} ${page} page vs ${SHORT_LIST} first page`,
          `>= ${TARGETS.deepVsFirst} x`,
          // The same ratio from server CPU per request, steady when the machine is shared.
          `${(r.rps / short1.rps).toFixed(2)} x` +
            (r.serverCpuUsPerReq && short1.serverCpuUsPerReq
              ? ` (CPU ${(short1.serverCpuUsPerReq / r.serverCpuUsPerReq).toFixed(2)} x)`
              : ''),
          r.rps >= TARGETS.deepVsFirst * short1.rps,
          r,
          short1,
        );
      }
    }

    // Page weight: after the load runs, so the browser does not compete with them for the CPU.
    let pagesJs: PageJs[] = [];
    let sizeSkipped: string | undefined;
    if (webDist === '') {
      sizeSkipped = 'WEB_DIST is empty: the server serves no web app';
    } else if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      sizeSkipped = `no web build at ${webDist} (run npm run build -w @seuiot/web)`;
    } else if (fs.existsSync(CHROMIUM)) {
      try {
        pagesJs = await measureInBrowser(server.origin, PAGES);
      } catch (err) {
        log(
          `Browser measurement failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); using the build manifest`,
        );
      }
    }
    if (!sizeSkipped && pagesJs.length === 0) {
      if (fs.existsSync(path.join(webDist, '.vite', 'manifest.json'))) {
        pagesJs = measureFromManifest(webDist, PAGES);
      } else {
        sizeSkipped = `neither ${CHROMIUM} nor ${webDist}/.vite/manifest.json is available`;
      }
    }
    for (const pj of pagesJs) {
      const budget = pj.name === 'login' ? TARGETS.loginJsKb : TARGETS.homeJsKb;
      checks.push({
        name: `${pj.name} page initial JS (gzip)`,
        target: `<= ${budget} kB`,
        value: `${(pj.gzipBytes / KB).toFixed(1)} kB`,
        pass: pj.gzipBytes <= budget * KB,
        ...(pj.method === 'manifest' ? { note: 'estimated from the Vite manifest' } : {}),
      });
    }

    // --- report ---
    log('');
    log('API throughput (autocannon)');
    log(
      table([
        [
          'scenario',
          'req/s',
          'vs baseline',
          'p50 ms',
          'p99 ms',
          'alone ms',
          'server CPU µs/req',
          'non-2xx/errors',
        ],
        ...results.map((r) => [
          r.name,
          num(r.rps),
          pct(ratio(r)),
          String(r.p50Ms),
          String(r.p99Ms),
          String(r.singleMs),
          r.serverCpuUsPerReq === null ? '-' : num(r.serverCpuUsPerReq),
          String(r.non2xx + r.errors + r.timeouts),
        ]),
      ]),
    );
    if (busy !== null) {
      log(
        `WARNING: other programs kept about ${busy} CPU(s) busy during the load runs ` +
          `(load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs): ` +
          'req/s and latency are noisy; server CPU per request is the steadier figure.',
      );
    }
    if (pagesJs.length) {
      log('');
      log('Initial JavaScript per page (first visit, empty cache)');
      for (const pj of pagesJs) {
        log(
          `  ${pj.name} ${pj.path} (${pj.method}): ${(pj.gzipBytes / KB).toFixed(1)} kB gzip in ${pj.files.length} file(s)`,
        );
        for (const f of [...pj.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          log(`    ${(f.gzipBytes / KB).toFixed(1).padStart(7)} kB  ${f.file}`);
        }
      }
    }
    log('');
    log('Targets');
    log(
      table([
        ['check', 'measured', 'target', 'result'],
        ...checks.map((c) => [
          c.name,
          c.value,
          c.target,
          `${c.pass ? 'PASS' : 'FAIL'}${c.note ? ` (${c.note})` : ''}`,
        ]),
      ]),
    );
    if (sizeSkipped) log(`SKIPPED: page JavaScript size check: ${sizeSkipped}`);
    const failed = checks.filter((c) => !c.pass);
    log('');
    log(
      failed.length
        ? `RESULT: FAIL (${failed.length} of ${checks.length} targets missed: ${failed.map((c) => c.name).join('; ')})`
        : `RESULT: PASS (${checks.length} targets met${sizeSkipped ? '; size check skipped' : ''})`,
    );

    // The start banner aside, the server wrote only warnings and errors (pino JSON lines).
    const serverLogs = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    if (serverLogs.length) {
      log(`\nServer warnings and errors during the run (${serverLogs.length}; last 10):`);
      for (const line of serverLogs.slice(-10)) log(`  ${line.slice(0, 400)}`);
    }

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      notices: { generated: NOTICES, published: first.data.total, lastPage },
      catalogueLists: lists.map((l) => ({
        list: l.key,
        filter: l.key === 'downloads' ? { classificationId: l.id } : { industryId: l.id },
        rows: l.rows,
        lastPage: l.lastPage,
      })),
      load: LOAD,
      ...(busy !== null ? { otherLoadDuringRun: busy } : {}),
      scenarios: results.map((r) => ({
        ...r,
        rps: Math.round(r.rps),
        serverCpuUsPerReq: r.serverCpuUsPerReq === null ? null : Math.round(r.serverCpuUsPerReq),
        vsBaseline: Number(ratio(r).toFixed(3)),
      })),
      pages: pagesJs.map((pj) => ({
        name: pj.name,
        path: pj.path,
        method: pj.method,
        gzipBytes: pj.gzipBytes,
        files: pj.files,
      })),
      ...(sizeSkipped ? { pagesSkipped: sizeSkipped } : {}),
      checks,
      pass: failed.length === 0,
      seconds: Math.round((performance.now() - started) / 1000),
    };
    log('');
    log('JSON summary:');
    log(JSON.stringify(summary, null, 2));
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `benchmark could not run: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
