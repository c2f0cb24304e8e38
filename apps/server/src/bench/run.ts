import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '@seuiot/contract';
import { loadConfig } from '../config.js';
import { apiChecks, pageChecks } from './checks.js';
import { log, num } from './format.js';
import { getJson, loginCookie } from './http.js';
import { openCatalogueLists, openNotices } from './lists.js';
import { warmUp } from './load.js';
import { parseOptions, SHORT_LIST, USAGE, type BenchOptions } from './options.js';
import { measurePages } from './page-weight.js';
import type { Child } from './processes.js';
import { printReport, printSummary } from './report.js';
import { measureScenarios, scenariosFor } from './scenarios.js';
import { generateData, serverEnvFor, startServers } from './setup.js';

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
 *
 * The steps: options.ts (command line), setup.ts (data, servers), lists.ts (the lists paged),
 * scenarios.ts (load runs), page-weight.ts (page JavaScript), checks.ts (targets), report.ts.
 */

let options: BenchOptions;
try {
  options = parseOptions();
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  process.exit(2);
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
    const serverEnv = serverEnvFor(dataDir);
    const config = loadConfig(serverEnv);
    const filters = await generateData(config, options);
    const { server, baseline } = await startServers(config, serverEnv, children);

    const api = `${server.origin}${config.apiPrefix}`;
    const cookie = await loginCookie(api, config.cipherKey);
    const me = await getJson<{ rescode: number }>(`${api}${ROUTES.currentUser}`, { cookie });
    if (me.rescode !== 200)
      throw new Error(`session check does not accept the demo session: ${JSON.stringify(me)}`);
    const notices = await openNotices(server.origin, config.apiPrefix);
    log(`Published notices: ${num(notices.total)} (last page ${num(notices.lastPage)})`);
    const longRows = options.catalogue;
    const lists = await openCatalogueLists(
      server.origin,
      config.apiPrefix,
      filters,
      cookie,
      longRows,
    );
    // The long and short lists share their code path: warm it on the cheap one (the short list's
    // first page), or the list measured first pays for compiling it.
    for (const list of lists.filter((l) => l.size === 'short'))
      await warmUp(server.origin + list.path(list.id, 1), list.headers);
    log(
      `Catalogue lists: download-centre folders ${filters.downloads.long} (${num(longRows)} files) and ` +
        `${filters.downloads.short} (${SHORT_LIST}); solution-case industries ${filters.cases.long} ` +
        `(${num(longRows)} cases) and ${filters.cases.short} (${SHORT_LIST})`,
    );

    const scenarios = scenariosFor({
      server,
      baseline,
      apiPrefix: config.apiPrefix,
      cookie,
      notices,
      lists,
    });
    const measured = await measureScenarios(scenarios, options.load, options.rounds);
    // Page weight: after the load runs, so the browser does not compete with them for the CPU.
    const pages = await measurePages(server.origin);
    const findings = {
      measured,
      pages: pages.pages,
      pagesSkipped: pages.skipped,
      checks: [...apiChecks(measured, options.load, longRows), ...pageChecks(pages.pages)],
      serverOutput: server.output(),
    };
    const pass = printReport(findings);
    printSummary(findings, {
      notices: { generated: options.notices, published: notices.total, lastPage: notices.lastPage },
      lists,
      load: options.load,
      pass,
      started,
    });
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
