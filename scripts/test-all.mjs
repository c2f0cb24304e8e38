#!/usr/bin/env node
// `npm test`: builds once, then runs every test pass and ends with one line "N passed, N failed".
//  1. unit + server + web tests on SQLite (vitest projects contract, ui, server, web, console)
//  2. the server tests again on PostgreSQL: TEST_DATABASE_URL if set, else a throwaway cluster
//     started on 127.0.0.1 when Debian's postgresql is installed (skipped, and said so, otherwise);
//     the cluster stays up for the scale-out journey of pass 3 (SCALE_OUT_PG_URL)
//  3. end-to-end journeys (Playwright Test, one worker) in Chromium against the built app
//     (skipped, and said so, without /usr/bin/chromium unless CI=true, where it is a failure)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-results-'));
const ci = process.env.CI === 'true';
let passed = 0;
let failed = 0;
const notes = [];
/** Seconds each phase took, printed at the end (docs/test-times.md keeps them over time). */
const phases = [];
const startedAt = Date.now();
function timed(name, work) {
  const t0 = Date.now();
  try {
    return work();
  } finally {
    phases.push(`${name} ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function vitestPass(name, args, env = {}) {
  timed(name, () => vitestRun(name, args, env));
}

function vitestRun(name, args, env) {
  const out = path.join(tmp, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (!fs.existsSync(out)) {
    failed++;
    notes.push(`${name}: no result file (exit ${status})`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  // A file that fails to load counts as a failure even though none of its tests ran.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenFiles;
  if (status !== 0 && r.numFailedTests + brokenFiles === 0) {
    failed++;
    notes.push(`${name}: vitest exited ${status}`);
  }
  notes.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

/**
 * The end-to-end journeys: Playwright Test (e2e/playwright.config.ts) with its JSON reporter to a
 * file. Flaky tests (none with retries 0) count as failed; a spec file that fails to load is a
 * top-level error and counts as a failure; a run that leaves no result file is a failure.
 */
function playwrightPass(name, env = {}) {
  timed(name, () => {
    const out = path.join(tmp, `${name}.json`);
    console.log(`\n=== ${name} ===`);
    const status = run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    );
    if (!fs.existsSync(out)) {
      failed++;
      notes.push(`${name}: no result file (exit ${status})`);
      return;
    }
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    const loadErrors = (r.errors ?? []).length;
    const bad = r.stats.unexpected + r.stats.flaky + loadErrors;
    passed += r.stats.expected;
    failed += bad;
    if (status !== 0 && bad === 0) {
      failed++;
      notes.push(`${name}: playwright exited ${status}`);
    }
    notes.push(
      `${name}: ${r.stats.expected} passed, ${bad} failed` +
        ` (${r.stats.flaky} flaky, ${loadErrors} load errors), ${r.stats.skipped} skipped`,
    );
  });
}

// Checks run before this command (.ci/run runs lint and typecheck first and hands over their
// outcome as CI_CHECKS="lint=ok typecheck=failed"): each counts as one test in the last line.
for (const entry of (process.env.CI_CHECKS ?? '').split(/\s+/).filter(Boolean)) {
  const [name, outcome] = entry.split('=');
  if (outcome === 'ok') passed++;
  else failed++;
  notes.push(`${name}: ${outcome === 'ok' ? 'passed' : 'FAILED'}`);
}

if (process.env.SKIP_BUILD !== 'true') {
  console.log('=== build ===');
  if (timed('build', () => run('npm', ['run', 'build'])) !== 0) {
    console.log('\nbuild failed');
    console.log(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
}

vitestPass('unit-and-server-sqlite', [
  '--project',
  'contract',
  '--project',
  'ui',
  '--project',
  'server',
  '--project',
  'web',
  '--project',
  'web-isolated',
  '--project',
  'console',
]);

/** A port nobody listens on, so a throwaway cluster never collides with another one. */
function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

let pgUrl = process.env.TEST_DATABASE_URL;
let startedPg = false;
const pgPort = await freePort();
const pgEnv = { ...process.env, PGPORT: String(pgPort) };
if (!pgUrl && fs.existsSync('/usr/lib/postgresql')) {
  const r = spawnSync(path.join(root, 'scripts/pg-test-server.sh'), ['start'], {
    encoding: 'utf8',
    env: pgEnv,
  });
  if (r.status === 0) {
    pgUrl = r.stdout.trim().split('\n').pop();
    startedPg = true;
  } else {
    notes.push(`postgresql: could not start a test cluster: ${r.stderr.trim()}`);
  }
}
const stopPg = () => {
  if (startedPg) spawnSync(path.join(root, 'scripts/pg-test-server.sh'), ['stop'], { env: pgEnv });
  startedPg = false;
};
process.on('exit', stopPg);
if (pgUrl) {
  vitestPass('server-postgresql', ['--project', 'server'], { TEST_DATABASE_URL: pgUrl });
} else if (ci) {
  failed++;
  notes.push('server-postgresql: PostgreSQL is required on CI and was not available');
} else {
  notes.push('server-postgresql: SKIPPED (install postgresql or set TEST_DATABASE_URL)');
}

if (fs.existsSync('/usr/bin/chromium')) {
  // The scale-out journey makes its database in the cluster of the PostgreSQL pass when there is
  // one (e2e/specs/scale-out.e2e.ts), rather than starting a cluster of its own.
  playwrightPass('e2e-chromium', pgUrl ? { SCALE_OUT_PG_URL: pgUrl } : {});
} else if (ci) {
  failed++;
  notes.push('e2e-chromium: /usr/bin/chromium is required on CI and was not found');
} else {
  notes.push('e2e-chromium: SKIPPED (apt-get install chromium fonts-noto-cjk)');
}

stopPg();
fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const n of notes) console.log(`- ${n}`);
phases.push(`all ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`times: ${phases.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
