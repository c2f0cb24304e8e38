import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { APP_PATHS, ROUTES } from '@seuiot/contract';
import type { Config } from '../config.js';
import { GENERATORS } from '../cli/generate/registry.js';
import { createDb, type Db } from '../db/kysely.js';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { makeApk } from '../cli/apk-build/make-apk.js';
import type { Check } from './checks.js';
import { log, num, pct } from './format.js';
import { BROWSER_HEADERS, loginCookie } from './http.js';
import { cpuSeconds, measure, waitIdle, warmUp, type LoadResult } from './load.js';
import type { BenchOptions } from './options.js';
import { startNode, type Child } from './processes.js';
import { distDir } from './setup.js';
import {
  download,
  MB,
  mbPerSecond,
  rssOf,
  uploadFile,
  withPeakRss,
  type Transfer,
} from './transfer.js';

/**
 * The apps pass (issue 13), on a server and SQLite database of its own: a 150 MB APK uploaded
 * over loopback (alone, then 5 at once, the server's RSS sampled), the same package downloaded
 * from the market (alone, then 20 at once), and the app list of a developer with 1,000 apps.
 */

export const APPS_TARGETS = {
  /** Server RSS above idle while 5 packages upload at once. */
  uploadRssMb: 100,
  /** One download alone. */
  downloadMbPerSecond: 300,
  /** "Flat": server RSS above idle while 20 downloads run at once. */
  downloadRssMb: 50,
  /** The list's last page against its first (as the catalogue lists). */
  deepVsFirst: 0.8,
  /** One request of the list alone. */
  listAloneMs: 25,
} as const;

const PARALLEL_UPLOADS = 5;
const PARALLEL_DOWNLOADS = 20;
const DEVELOPER_APPS = 1000;
const APK_MIME = 'application/vnd.android.package-archive';

export interface AppsFindings {
  packageBytes: number;
  idleRssMb: number | null;
  upload: { alone: Transfer; parallel: Transfer[]; peakRssMb: number | null };
  download: {
    alone: Transfer[];
    parallel: Transfer[];
    /** Server RSS idle just before the parallel downloads, and its peak during them. */
    idleRssMb: number | null;
    peakRssMb: number | null;
    /** Server CPU time per 100 MB of the downloads alone. */
    cpuMsPer100Mb: number | null;
  };
  list: { apps: number; results: LoadResult[] };
  checks: Check[];
}

const mb = (bytes: number | null) => (bytes === null ? null : bytes / MB);
const fmt = (x: number | null, digits = 0) => (x === null ? '?' : x.toFixed(digits));

/** The pass: starts its server, measures, stops it. */
export async function appsPass(ctx: {
  dataDir: string;
  serverEnvFor: (dir: string) => NodeJS.ProcessEnv;
  loadConfig: (env: NodeJS.ProcessEnv) => Config;
  options: BenchOptions;
  children: Child[];
}): Promise<{ findings: AppsFindings; output: string }> {
  log('');
  log('Apps pass (SQLite): install packages and the developer app list');
  const env = {
    ...ctx.serverEnvFor(path.join(ctx.dataDir, 'apps')),
    // Six 150 MB packages and more: room beyond a developer's usual quota.
    DEVELOPER_STORAGE_QUOTA_MB: '100000',
  };
  const config = ctx.loadConfig(env);
  const t0 = performance.now();
  // Built before the server starts (aapt, zipalign, apksigner; cached in the tmpdir per machine).
  const apk = await makeApk({
    packageName: 'com.seuiot.bench.large',
    versionCode: 1,
    versionName: '1.0.0',
    label: 'Bench',
    padBytes: 150 * MB - 256 * 1024,
  });
  log(`  a 150 MB signed APK built in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${apk}`);
  const server = await startNode({
    name: 'portal server (apps pass)',
    script: path.join(distDir, 'main.js'),
    env,
    readyPath: `${config.apiPrefix}${ROUTES.health}`,
    timeoutMs: 60_000,
  });
  ctx.children.push(server);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
  try {
    const findings = await measureApps({ config, server, db, apk, options: ctx.options });
    return { findings, output: server.output() };
  } finally {
    await db.destroy();
  }
}

async function measureApps(ctx: {
  config: Config;
  server: Child;
  db: Db;
  apk: string;
  options: BenchOptions;
}): Promise<AppsFindings> {
  const { config, server, db } = ctx;
  const pid = server.process.pid;
  const api = `${server.origin}${config.apiPrefix}`;
  const cookie = await loginCookie(api, config.cipherKey);
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNT.username)
    .executeTakeFirstOrThrow();
  const apps = await addDeveloperApps(db, demo.id);

  // ---- the developer's app list, first: on a server the transfers have not yet worked
  const headers = { ...BROWSER_HEADERS, cookie };
  const pageSize = 10;
  const lastPage = Math.ceil(apps / pageSize);
  const listPath = (page: number) =>
    `${config.apiPrefix}${APP_PATHS.list.path}?pageNum=${page}&pageSize=${pageSize}`;
  await warmUp(server.origin + listPath(1), headers, 200);
  const results: LoadResult[] = [];
  for (const [name, page] of [
    [`my apps, first page (${num(apps)} apps)`, 1],
    [`my apps, last page (${num(lastPage)})`, lastPage],
  ] as const) {
    const r = await measure({
      name,
      origin: server.origin,
      path: listPath(page),
      headers,
      load: ctx.options.signedInLoad,
      ...(pid === undefined ? {} : { serverPid: pid }),
    });
    log(
      `  ${name}: ${num(r.rps)} req/s, p99 ${r.p99Ms} ms, alone ${r.singleMs} ms, ` +
        `${r.serverCpuUsPerReq === null ? '?' : num(r.serverCpuUsPerReq)} µs of server CPU each`,
    );
    results.push(r);
  }

  // ---- uploads
  const uploadOnce = () =>
    uploadFile({
      url: `${api}${APP_PATHS.upload.path}`,
      cookie,
      fields: { purpose: 'package' },
      file: ctx.apk,
      fileName: 'bench-large.apk',
      mime: APK_MIME,
    });
  const accepted = (t: Transfer) => {
    if (t.status !== 200 || !t.body.includes('"rescode":200'))
      throw new Error(`upload refused: HTTP ${t.status} ${t.body.slice(0, 300)}`);
    return (JSON.parse(t.body) as { data: { busId: number } }).data.busId;
  };
  await waitIdle(pid);
  const idle = rssOf(pid);
  log(`  server RSS idle: ${fmt(mb(idle))} MB`);
  const alone = await uploadOnce();
  const busId = accepted(alone);
  log(`  upload alone: ${fmt(mbPerSecond(alone))} MB/s (${alone.seconds.toFixed(2)} s)`);
  await waitIdle(pid);
  const up = await withPeakRss(pid, () =>
    Promise.all(Array.from({ length: PARALLEL_UPLOADS }, uploadOnce)),
  );
  up.result.forEach(accepted);
  log(
    `  ${PARALLEL_UPLOADS} uploads at once: ${fmt(aggregate(up.result))} MB/s together, ` +
      `server RSS peak ${fmt(mb(up.peak))} MB`,
  );

  // ---- downloads: a released demo app's current version now has the large package
  const released = await db
    .selectFrom('apps')
    .select(['id', 'current_version_id'])
    .where('developer_id', '=', demo.id)
    .where('released', '=', 1)
    .where('current_version_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('app_versions')
    .set({ package_file_id: busId })
    .where('id', '=', released.current_version_id!)
    .execute();
  const url = `${api}${APP_PATHS.marketDownload.path}?appId=${released.id}`;
  const got = (t: Transfer) => {
    if (t.status !== 200 || t.bytes < 150 * MB - MB)
      throw new Error(`download failed: HTTP ${t.status} ${t.bytes} bytes ${t.body}`);
    return t;
  };
  await waitIdle(pid);
  const downloadsAlone: Transfer[] = [];
  const cpu0 = cpuSeconds(pid);
  for (let i = 0; i < 3; i++) downloadsAlone.push(got(await download(url, cookie)));
  const cpu1 = cpuSeconds(pid);
  // Server CPU per 100 MB sent: steadier than MB/s when other programs share the machine.
  const downloadCpuMsPer100Mb =
    cpu0 === null || cpu1 === null
      ? null
      : ((cpu1 - cpu0) * 1000 * 100) / (downloadsAlone.reduce((s, t) => s + t.bytes, 0) / MB);
  log(
    `  download alone: ${downloadsAlone.map((t) => fmt(mbPerSecond(t))).join(', ')} MB/s (3 runs); ` +
      `${fmt(downloadCpuMsPer100Mb)} ms of server CPU per 100 MB`,
  );
  await waitIdle(pid);
  const idleBeforeDownloads = rssOf(pid);
  const down = await withPeakRss(pid, () =>
    Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, () => download(url, cookie))),
  );
  down.result.forEach(got);
  log(
    `  ${PARALLEL_DOWNLOADS} downloads at once: ${fmt(aggregate(down.result))} MB/s together, ` +
      `server RSS ${fmt(mb(idleBeforeDownloads))} MB before, peak ${fmt(mb(down.peak))} MB`,
  );

  const findings = {
    packageBytes: alone.bytes,
    idleRssMb: mb(idle),
    upload: { alone, parallel: up.result, peakRssMb: mb(up.peak) },
    download: {
      alone: downloadsAlone,
      parallel: down.result,
      peakRssMb: mb(down.peak),
      idleRssMb: mb(idleBeforeDownloads),
      cpuMsPer100Mb: downloadCpuMsPer100Mb,
    },
    list: { apps, results },
  };
  return { ...findings, checks: appsChecks(findings) };
}

/** MB/s of transfers run at once: all their bytes over the time from the first start to the last end. */
function aggregate(ts: Transfer[]): number {
  const bytes = ts.reduce((s, t) => s + t.bytes, 0);
  return bytes / MB / Math.max(...ts.map((t) => t.seconds));
}

function appsChecks(f: Omit<AppsFindings, 'checks'>): Check[] {
  const downloadIdleMb = f.download.idleRssMb;
  const checks: Check[] = [];
  const T = APPS_TARGETS;
  if (f.idleRssMb !== null && f.upload.peakRssMb !== null) {
    const grew = f.upload.peakRssMb - f.idleRssMb;
    checks.push({
      name: `server RSS, ${PARALLEL_UPLOADS} x 150 MB uploads at once, above idle`,
      target: `<= ${T.uploadRssMb} MB`,
      value: `${fmt(grew)} MB`,
      pass: grew <= T.uploadRssMb,
    });
  }
  const best = Math.max(...f.download.alone.map(mbPerSecond));
  const cpu = f.download.cpuMsPer100Mb;
  checks.push({
    name: '150 MB package download alone (best of 3)',
    target: `>= ${T.downloadMbPerSecond} MB/s`,
    value: `${fmt(best)} MB/s`,
    pass: best >= T.downloadMbPerSecond,
    // What the server itself can send, whatever else runs: its CPU per 100 MB.
    ...(cpu !== null
      ? {
          note:
            `server CPU ${fmt(cpu)} ms per 100 MB, about ${fmt(100_000 / cpu)} MB/s per core; ` +
            `load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs`,
        }
      : {}),
  });
  if (downloadIdleMb !== null && f.download.peakRssMb !== null) {
    const grew = f.download.peakRssMb - downloadIdleMb;
    checks.push({
      name: `server RSS, ${PARALLEL_DOWNLOADS} downloads at once, above idle`,
      target: `<= ${T.downloadRssMb} MB (flat)`,
      value: `${fmt(grew)} MB`,
      pass: grew <= T.downloadRssMb,
    });
  }
  const [first, last] = f.list.results;
  if (first && last) {
    const note = [first, last].some((r) => r.non2xx + r.errors + r.timeouts > 0 || !r.requests)
      ? 'invalid run: failed requests'
      : undefined;
    const ratio = last.rps / first.rps;
    checks.push({
      name: `my apps (${num(f.list.apps)}): last page vs first`,
      target: `>= ${pct(T.deepVsFirst)}`,
      value: pct(ratio),
      pass: ratio >= T.deepVsFirst && !note,
      ...(note ? { note } : {}),
    });
    const alone = Math.max(first.singleMs, last.singleMs);
    checks.push({
      name: `my apps (${num(f.list.apps)}): one request alone, slower page`,
      target: `<= ${T.listAloneMs} ms`,
      value: `${alone} ms`,
      pass: alone <= T.listAloneMs && !note,
      ...(note ? { note } : {}),
    });
  }
  return checks;
}

/**
 * Gives the demo developer 1,000 apps beside its seeded ones (the catalogue's generator, then
 * owned, given package names and spread over every review state); answers how many it has now.
 */
async function addDeveloperApps(db: Db, developerId: number): Promise<number> {
  const before = await db
    .selectFrom('apps')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  await GENERATORS.apps!.fill(db, DEVELOPER_APPS, { seed: 2031 });
  const states = ['draft', 'pending', 'approved', 'updatePending', 'updateRejected', 'rejected'];
  for (const [i, state] of states.entries())
    await db
      .updateTable('apps')
      .set({
        developer_id: developerId,
        review_status: state,
        released: state === 'approved' ? 1 : 0,
        package_name: sql<string>`'com.seuiot.bench.app' || id`,
      })
      .where('id', '>', Number(before.max ?? 0))
      .where((eb) => eb(eb('id', '%', states.length), '=', i))
      .execute();
  const { n } = await db
    .selectFrom('apps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('developer_id', '=', developerId)
    .executeTakeFirstOrThrow();
  log(`  the demo developer now has ${num(Number(n))} apps (${num(DEVELOPER_APPS)} added)`);
  return Number(n);
}
