import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageJs } from './bundle-size.js';
import { loadConfig } from '../config.js';
import { lighthouseChecks, pageChecks } from './checks.js';
import { log } from './format.js';
import { measureLighthouse, type LighthousePage } from './lighthouse.js';
import { parseOptions, USAGE, type BenchOptions } from './options.js';
import { measurePages } from './page-weight.js';
import { benchDatabase } from './postgres.js';
import type { Child } from './processes.js';
import { appsPass, type AppsFindings } from './apps-pass.js';
import { publicPass, type PublicFindings } from './public-pass.js';
import { scaleOutPass, type ScaleOutFindings } from './scale-out-pass.js';
import { printReport, printSummary, type Findings } from './report.js';
import { signedInPass, type SignedInFindings } from './signed-in-pass.js';
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
  const drops: (() => Promise<void>)[] = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.allSettled(children.map((c) => c.stop()));
    await Promise.allSettled(drops.map((d) => d()));
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
    log(`Passes: ${options.passes.join(', ')}`);
    log(`Temporary data directory: ${dataDir}`);
    const passes = new Set(options.passes);
    const serverEnv = serverEnvFor(path.join(dataDir, 'sqlite'));
    const config = loadConfig(serverEnv);
    let publicFindings: PublicFindings | undefined;
    const signedIn: SignedInFindings[] = [];
    const skipped: string[] = [];
    let pages: { pages: PageJs[]; skipped?: string } | undefined;
    let lighthouse: { pages: LighthousePage[]; skipped?: string } | undefined;
    const serverOutput: string[] = [];

    if (passes.has('public') || passes.has('sqlite')) {
      // The public pass's data set; a signed-in pass alone needs only enough to favourite.
      const filters = await generateData(
        config,
        passes.has('public') ? options : { ...options, notices: 1000, catalogue: 1200 },
      );
      const { server, baseline } = await startServers(config, serverEnv, children);
      if (passes.has('public'))
        publicFindings = await publicPass({ config, server, baseline, filters, options });
      if (passes.has('sqlite'))
        signedIn.push(
          await signedInPass({ db: 'sqlite', config, server, baseline, serverEnv, options }),
        );
      // Page weight: after the load runs, so the browser does not compete with them for the CPU.
      if (passes.has('public')) pages = await measurePages(server.origin);
      // Lighthouse on the public pages (issue 12), after the load runs for the same reason.
      if (passes.has('public')) lighthouse = await measureLighthouse(server.origin);
      serverOutput.push(server.output());
      await Promise.all(children.splice(0).map((c) => c.stop()));
    }
    if (passes.has('postgresql')) {
      const database = await benchDatabase();
      if ('skipped' in database) {
        skipped.push(`signed-in pass on PostgreSQL: ${database.skipped}`);
      } else {
        drops.push(() => database.drop());
        const pgEnv = {
          ...serverEnvFor(path.join(dataDir, 'postgresql')),
          DATABASE_URL: database.url,
        };
        const pgConfig = loadConfig(pgEnv);
        await generateData(pgConfig, { ...options, notices: 1000, catalogue: 1200 });
        const { server, baseline } = await startServers(pgConfig, pgEnv, children);
        signedIn.push(
          await signedInPass({
            db: 'postgresql',
            config: pgConfig,
            server,
            baseline,
            serverEnv: pgEnv,
            options,
          }),
        );
        serverOutput.push(server.output());
        await Promise.all(children.splice(0).map((c) => c.stop()));
      }
    }

    let apps: AppsFindings | undefined;
    if (passes.has('apps')) {
      const done = await appsPass({ dataDir, serverEnvFor, loadConfig, options, children });
      apps = done.findings;
      serverOutput.push(done.output);
      await Promise.all(children.splice(0).map((c) => c.stop()));
    }

    let scaleOut: ScaleOutFindings | undefined;
    if (passes.has('scale-out')) {
      const done = await scaleOutPass({ dataDir, options, children, drops });
      scaleOut = done.findings;
      if (done.skipped) skipped.push(`scale-out pass: ${done.skipped}`);
      serverOutput.push(...done.output);
      await Promise.all(children.splice(0).map((c) => c.stop()));
    }

    const findings: Findings = {
      publicPass: publicFindings,
      apps,
      signedIn,
      scaleOut,
      pages: pages?.pages ?? [],
      pagesSkipped: pages ? pages.skipped : 'the public pass did not run',
      lighthouse: lighthouse?.pages ?? [],
      lighthouseSkipped: lighthouse ? lighthouse.skipped : 'the public pass did not run',
      skipped,
      serverOutput,
      checks: [
        ...(publicFindings?.checks ?? []),
        ...signedIn.flatMap((p) => p.checks),
        ...(apps?.checks ?? []),
        ...(scaleOut?.checks ?? []),
        ...pageChecks(pages?.pages ?? []),
        ...lighthouseChecks(lighthouse?.pages ?? []),
      ],
    };
    const pass = printReport(findings);
    printSummary(findings, {
      load: options.load,
      signedInLoad: options.signedInLoad,
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
