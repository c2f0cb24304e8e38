import os from 'node:os';
import type { PageJs } from './bundle-size.js';
import type { Check } from './checks.js';
import type { LighthousePage } from './lighthouse.js';
import { log, num, pct, table } from './format.js';
import type { LoadOptions, LoadResult } from './load.js';
import { KB } from './page-weight.js';
import type { AppsFindings } from './apps-pass.js';
import type { PublicFindings } from './public-pass.js';
import type { ScaleOutFindings } from './scale-out-pass.js';
import { printScaleOut, scaleOutSummary } from './scale-out-report.js';
import type { SignedInFindings } from './signed-in-pass.js';

/** Everything a run found, for the printed report and the JSON summary. */
export interface Findings {
  publicPass: PublicFindings | undefined;
  /** The apps pass: install packages up and down, a developer's 1,000 apps. */
  apps?: AppsFindings | undefined;
  signedIn: SignedInFindings[];
  /** The scale-out pass: nginx in front of one and two instances (issue 16). */
  scaleOut?: ScaleOutFindings | undefined;
  pages: PageJs[];
  /** Why the page JavaScript was not measured. */
  pagesSkipped?: string | undefined;
  /** Lighthouse on the public pages (median of its runs), and why not when it did not run. */
  lighthouse?: LighthousePage[];
  lighthouseSkipped?: string | undefined;
  /** Passes that could not run, and why. */
  skipped: string[];
  checks: Check[];
  /** The portal servers' output (pino JSON lines among the banner). */
  serverOutput: string[];
}

/** One pass's table: every scenario against the pass's baseline (its first result). */
function printThroughput(
  title: string,
  results: LoadResult[],
  busy: number | null,
  uncached?: (LoadResult | null)[],
): void {
  const base = results[0]!;
  const cold = (i: number) => {
    const r = uncached?.[i];
    return r
      ? `${r.serverCpuUsPerReq === null ? '?' : num(r.serverCpuUsPerReq)} (${pct(r.rps / base.rps)})`
      : '-';
  };
  log('');
  log(title);
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
        ...(uncached ? ['uncached µs/req (vs baseline)'] : []),
        'non-2xx/errors',
      ],
      ...results.map((r, i) => [
        r.name,
        num(r.rps),
        pct(r.rps / base.rps),
        String(r.p50Ms),
        String(r.p99Ms),
        String(r.singleMs),
        r.serverCpuUsPerReq === null ? '-' : num(r.serverCpuUsPerReq),
        ...(uncached ? [cold(i)] : []),
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
}

/** Lighthouse's medians per page, beside the JavaScript budgets. */
function printLighthouse(pages: LighthousePage[]): void {
  log('');
  log(`Lighthouse, mobile (median of ${pages[0]?.runs ?? 0} runs per page)`);
  log(
    table([
      [
        'page',
        'perf',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'SI ms',
        'a11y',
        'best pr.',
        'kB sent',
        'CPU index',
      ],
      ...pages.map((p) => [
        `${p.name} ${p.path}`,
        String(p.performance),
        num(p.fcpMs),
        num(p.lcpMs),
        num(p.tbtMs),
        p.cls.toFixed(3),
        num(p.speedIndexMs),
        String(p.accessibility),
        String(p.bestPractices),
        (p.transferBytes / KB).toFixed(1),
        num(p.benchmarkIndex),
      ]),
    ]),
  );
  log(
    "  Performance, FCP, LCP, TBT and SI are simulated from this machine's CPU (slowed 4 x): on a " +
      'shared machine they read worse; CLS, the audits and the bytes sent do not depend on it.',
  );
  for (const p of pages)
    if (p.failedAudits.length) log(`  ${p.name}: failed audits: ${p.failedAudits.join('; ')}`);
}

/** The tables, the verdict and the server's warnings; returns whether every target was met. */
export function printReport(f: Findings): boolean {
  if (f.publicPass)
    printThroughput(
      'Public pass, SQLite: API throughput (autocannon)',
      f.publicPass.measured.results,
      f.publicPass.measured.busy,
    );
  for (const p of f.signedIn) {
    printThroughput(
      `Signed-in pass, ${p.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: API throughput (autocannon)`,
      p.results,
      p.busy,
      p.uncached.length ? p.uncached : undefined,
    );
    const l = p.logins;
    if (l)
      log(
        `Logins: ${num(l.alone.rps)}/s at ${l.alone.p99Ms} ms p99; ` +
          `${l.alone.serverCpuUsPerReq === null ? '?' : num(l.alone.serverCpuUsPerReq)} µs of server CPU each, ` +
          `${l.perCore === null ? '?' : l.perCore.toFixed(1)} logins per second per core. ` +
          `${l.quiet.name}: p99 ${l.quiet.p99Ms} ms, ${num(l.quiet.rps)} req/s; ${l.busy.name}: ` +
          `p99 ${l.busy.p99Ms} ms, ${num(l.busy.rps)} req/s.`,
      );
  }
  if (f.scaleOut) printScaleOut(f.scaleOut);
  for (const s of f.skipped) log(`SKIPPED: ${s}`);
  if (f.pages.length) {
    log('');
    log('Initial JavaScript per page (first visit, empty cache)');
    for (const pj of f.pages) {
      log(
        `  ${pj.name} ${pj.path} (${pj.method}): ${(pj.gzipBytes / KB).toFixed(1)} kB gzip in ${pj.files.length} file(s)`,
      );
      for (const file of [...pj.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        log(`    ${(file.gzipBytes / KB).toFixed(1).padStart(7)} kB  ${file.file}`);
      }
    }
  }
  if (f.lighthouse?.length) printLighthouse(f.lighthouse);
  if (f.publicPass?.compression) {
    const c = f.publicPass.compression;
    log('');
    log(
      `JSON compression (from 2 kB): ${c.path}, ${num(c.bytes)} bytes -> brotli ${num(c.br.bytes)} ` +
        `(${c.br.us.toFixed(0)} µs of CPU), gzip ${num(c.gzip.bytes)} (${c.gzip.us.toFixed(0)} µs) when ` +
        'not a cached page; a cached page is compressed once (see the "not compressed" run above).',
    );
  }
  log('');
  log('Targets');
  log(
    table([
      ['check', 'measured', 'target', 'result'],
      ...f.checks.map((c) => [
        c.name,
        c.value,
        c.target,
        `${c.pass ? 'PASS' : 'FAIL'}${c.note ? ` (${c.note})` : ''}`,
      ]),
    ]),
  );
  if (f.pagesSkipped) log(`SKIPPED: page JavaScript size check: ${f.pagesSkipped}`);
  if (f.lighthouseSkipped) log(`SKIPPED: Lighthouse: ${f.lighthouseSkipped}`);
  const failed = f.checks.filter((c) => !c.pass);
  log('');
  log(
    failed.length
      ? `RESULT: FAIL (${failed.length} of ${f.checks.length} targets missed: ${failed.map((c) => c.name).join('; ')})`
      : `RESULT: PASS (${f.checks.length} targets met${f.pagesSkipped ? '; size check skipped' : ''})`,
  );

  // The start banner aside, the server wrote only warnings and errors (pino JSON lines).
  const serverLogs = f.serverOutput
    .flatMap((out) => out.split('\n'))
    .filter((line) => line.startsWith('{'));
  if (serverLogs.length) {
    log(`\nServer warnings and errors during the run (${serverLogs.length}; last 10):`);
    for (const line of serverLogs.slice(-10)) log(`  ${line.slice(0, 400)}`);
  }
  return failed.length === 0;
}

const scenarioSummary = (results: LoadResult[]) =>
  results.map((r) => ({
    ...r,
    rps: Math.round(r.rps),
    serverCpuUsPerReq: r.serverCpuUsPerReq === null ? null : Math.round(r.serverCpuUsPerReq),
    vsBaseline: Number((r.rps / results[0]!.rps).toFixed(3)),
  }));

/** The machine-readable summary printed last (copied into the README's bench figures). */
export function printSummary(
  f: Findings,
  run: { load: LoadOptions; signedInLoad: LoadOptions; pass: boolean; started: number },
): void {
  const p = f.publicPass;
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    ...(p
      ? {
          public: {
            notices: p.notices,
            catalogueLists: p.lists.map((l) => ({
              list: l.key,
              filter: l.key === 'downloads' ? { classificationId: l.id } : { industryId: l.id },
              rows: l.rows,
              lastPage: l.lastPage,
            })),
            load: run.load,
            ...(p.measured.busy !== null ? { otherLoadDuringRun: p.measured.busy } : {}),
            scenarios: scenarioSummary(p.measured.results),
          },
        }
      : {}),
    signedIn: f.signedIn.map((s) => ({
      db: s.db,
      load: run.signedInLoad,
      ...(s.busy !== null ? { otherLoadDuringRun: s.busy } : {}),
      scenarios: scenarioSummary(s.results),
      uncached: s.uncached.map((r) =>
        r
          ? {
              name: r.name,
              rps: Math.round(r.rps),
              serverCpuUsPerReq: r.serverCpuUsPerReq,
              p99Ms: r.p99Ms,
            }
          : null,
      ),
      logins: s.logins && {
        perSecond: Math.round(s.logins.alone.rps),
        p99Ms: s.logins.alone.p99Ms,
        serverCpuUsPerLogin: s.logins.alone.serverCpuUsPerReq,
        perSecondPerCore: s.logins.perCore === null ? null : Number(s.logins.perCore.toFixed(1)),
        otherCallP99Ms: { alone: s.logins.quiet.p99Ms, duringLogins: s.logins.busy.p99Ms },
      },
    })),
    ...(f.apps ? { apps: appsSummary(f.apps) } : {}),
    ...(f.scaleOut ? { scaleOut: scaleOutSummary(f.scaleOut) } : {}),
    pages: f.pages.map((pj) => ({
      name: pj.name,
      path: pj.path,
      method: pj.method,
      gzipBytes: pj.gzipBytes,
      files: pj.files,
    })),
    ...(f.pagesSkipped ? { pagesSkipped: f.pagesSkipped } : {}),
    ...(f.lighthouse?.length
      ? {
          lighthouse: f.lighthouse.map((p) => ({
            ...p,
            fcpMs: Math.round(p.fcpMs),
            lcpMs: Math.round(p.lcpMs),
            tbtMs: Math.round(p.tbtMs),
            speedIndexMs: Math.round(p.speedIndexMs),
            cls: Number(p.cls.toFixed(4)),
          })),
        }
      : {}),
    ...(f.lighthouseSkipped ? { lighthouseSkipped: f.lighthouseSkipped } : {}),
    ...(p?.compression ? { compression: p.compression } : {}),
    ...(f.skipped.length ? { skipped: f.skipped } : {}),
    checks: f.checks,
    pass: run.pass,
    seconds: Math.round((performance.now() - run.started) / 1000),
  };
  log('');
  log('JSON summary:');
  log(JSON.stringify(summary, null, 2));
}

/** The apps pass in the JSON summary: figures rounded, transfers as MB/s. */
function appsSummary(a: AppsFindings) {
  const rate = (t: { bytes: number; seconds: number }) =>
    Number((t.bytes / (1024 * 1024) / t.seconds).toFixed(1));
  const round = (x: number | null) => (x === null ? null : Math.round(x));
  return {
    packageBytes: a.packageBytes,
    idleRssMb: round(a.idleRssMb),
    upload: {
      aloneMbPerSecond: rate(a.upload.alone),
      parallelMbPerSecondEach: a.upload.parallel.map(rate),
      parallelPeakRssMb: round(a.upload.peakRssMb),
    },
    download: {
      aloneMbPerSecond: a.download.alone.map(rate),
      serverCpuMsPer100Mb: round(a.download.cpuMsPer100Mb),
      parallelMbPerSecondEach: a.download.parallel.map(rate),
      parallelIdleRssMb: round(a.download.idleRssMb),
      parallelPeakRssMb: round(a.download.peakRssMb),
    },
    list: { apps: a.list.apps, scenarios: scenarioSummary(a.list.results) },
  };
}
