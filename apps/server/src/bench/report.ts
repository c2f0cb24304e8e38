import os from 'node:os';
import type { PageJs } from './bundle-size.js';
import type { Check } from './checks.js';
import { log, num, pct, table } from './format.js';
import type { CatalogueList } from './lists.js';
import type { LoadOptions, LoadResult } from './load.js';
import { KB } from './page-weight.js';
import type { Measured } from './scenarios.js';

/** Everything a run found, for the printed report and the JSON summary. */
export interface Findings {
  measured: Measured;
  pages: PageJs[];
  /** Why the page JavaScript was not measured. */
  pagesSkipped?: string | undefined;
  checks: Check[];
  /** The portal server's output (pino JSON lines among the banner). */
  serverOutput: string;
}

/** The tables, the verdict and the server's warnings; returns whether every target was met. */
export function printReport(f: Findings): boolean {
  const { results, base, busy } = f.measured;
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
        pct(r.rps / base.rps),
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
  const failed = f.checks.filter((c) => !c.pass);
  log('');
  log(
    failed.length
      ? `RESULT: FAIL (${failed.length} of ${f.checks.length} targets missed: ${failed.map((c) => c.name).join('; ')})`
      : `RESULT: PASS (${f.checks.length} targets met${f.pagesSkipped ? '; size check skipped' : ''})`,
  );

  // The start banner aside, the server wrote only warnings and errors (pino JSON lines).
  const serverLogs = f.serverOutput.split('\n').filter((line) => line.startsWith('{'));
  if (serverLogs.length) {
    log(`\nServer warnings and errors during the run (${serverLogs.length}; last 10):`);
    for (const line of serverLogs.slice(-10)) log(`  ${line.slice(0, 400)}`);
  }
  return failed.length === 0;
}

/** The machine-readable summary printed last (copied into the README's bench figures). */
export function printSummary(
  f: Findings,
  run: {
    notices: { generated: number; published: number; lastPage: number };
    lists: CatalogueList[];
    load: LoadOptions;
    pass: boolean;
    started: number;
  },
): void {
  const { results, base, busy } = f.measured;
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    notices: run.notices,
    catalogueLists: run.lists.map((l) => ({
      list: l.key,
      filter: l.key === 'downloads' ? { classificationId: l.id } : { industryId: l.id },
      rows: l.rows,
      lastPage: l.lastPage,
    })),
    load: run.load,
    ...(busy !== null ? { otherLoadDuringRun: busy } : {}),
    scenarios: results.map((r: LoadResult) => ({
      ...r,
      rps: Math.round(r.rps),
      serverCpuUsPerReq: r.serverCpuUsPerReq === null ? null : Math.round(r.serverCpuUsPerReq),
      vsBaseline: Number((r.rps / base.rps).toFixed(3)),
    })),
    pages: f.pages.map((pj) => ({
      name: pj.name,
      path: pj.path,
      method: pj.method,
      gzipBytes: pj.gzipBytes,
      files: pj.files,
    })),
    ...(f.pagesSkipped ? { pagesSkipped: f.pagesSkipped } : {}),
    checks: f.checks,
    pass: run.pass,
    seconds: Math.round((performance.now() - run.started) / 1000),
  };
  log('');
  log('JSON summary:');
  log(JSON.stringify(summary, null, 2));
}
