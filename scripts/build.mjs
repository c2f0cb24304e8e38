#!/usr/bin/env node
// `npm run build` / `npm start` (decision 0045): builds the contract, the server, the web app and
// the console, and writes the web's and console's .br/.gz files, skipping each part whose inputs
// are the ones it was last built from and whose output is still the one that build wrote.
//   node scripts/build.mjs [--force] [--jobs N]     (BUILD_FORCE=1 and BUILD_JOBS=N work too)
// Plain JavaScript: it runs before anything is built.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files every part depends on: the installed dependencies, the compiler options, this script. */
const SHARED = [
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
];
const CONTRACT = ['packages/contract/src', 'packages/contract/package.json'];
const PRECOMPRESS = 'apps/server/src/cli/precompress.ts';
/** The shared pieces of the web and the console (decision 0063): sources only, no build of its own. */
const UI = ['packages/ui/src', 'packages/ui/package.json'];
/** The web and the console bundle the contract's sources (condition `source`), not its dist. */
const viteInputs = (app) => [
  ...CONTRACT,
  ...UI,
  `apps/${app}/src`,
  `apps/${app}/public`,
  `apps/${app}/index.html`,
  `apps/${app}/package.json`,
  `apps/${app}/tsconfig.json`,
  `apps/${app}/vite.config.ts`,
  PRECOMPRESS,
];

/**
 * The parts in build order. `tsc`: a TypeScript project built with `tsc -b` (its output is checked
 * file by file: tsc -b trusts its tsbuildinfo, kept outside dist, and rebuilds nothing after dist
 * is deleted). `vite`: built by its workspace's build script, then precompressed; its whole dist is
 * compared with what the last build left.
 */
export const PARTS = [
  {
    name: 'contract',
    kind: 'tsc',
    dir: 'packages/contract',
    inputs: [...CONTRACT, 'packages/contract/tsconfig.json'],
    compiles: (rel) => !/\.test\.ts$/.test(rel),
  },
  {
    name: 'server',
    kind: 'tsc',
    dir: 'apps/server',
    inputs: [
      ...CONTRACT,
      'packages/contract/tsconfig.json',
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
    ],
    compiles: () => true,
  },
  { name: 'web', kind: 'vite', dir: 'apps/web', inputs: viteInputs('web') },
  { name: 'console', kind: 'vite', dir: 'apps/console', inputs: viteInputs('console') },
];

const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite']);
/** A vite part never bundles its tests: editing one does not rebuild the app. */
const TEST_FILE = /(\.test\.[cm]?[jt]sx?|\/__snapshots__\/.*)$/;

function listFiles(root, rel, out, skipTests) {
  const abs = path.join(root, rel);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    out.push([rel, 'absent']);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) {
      if (!SKIP_DIRS.has(name)) listFiles(root, `${rel}/${name}`, out, skipTests);
    }
  } else if (!(skipTests && TEST_FILE.test(rel))) {
    out.push([rel, crypto.createHash('sha256').update(fs.readFileSync(abs)).digest('hex')]);
  }
}

/** A hash of the contents of every input of a part (paths, not dates: a checkout keeps it). */
export function inputsFingerprint(root, part, env = process.env) {
  const files = [];
  for (const rel of [...SHARED, ...part.inputs]) listFiles(root, rel, files, part.kind === 'vite');
  const hash = crypto.createHash('sha256');
  for (const [rel, digest] of files) hash.update(`${rel}\0${digest}\n`);
  if (part.kind === 'vite') {
    // Variables Vite reads while bundling.
    for (const key of Object.keys(env).sort()) {
      if (key.startsWith('VITE_') || key === 'NODE_ENV') hash.update(`${key}=${env[key]}\n`);
    }
  }
  return hash.digest('hex');
}

function walk(dir, prefix, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), rel, out);
    else out.push(rel);
  }
  return out;
}

/** What a vite part's dist holds now (names, sizes, dates), or null without a dist. */
export function outputsFingerprint(root, part) {
  const dist = path.join(root, part.dir, 'dist');
  if (!fs.existsSync(dist)) return null;
  const hash = crypto.createHash('sha256');
  for (const rel of walk(dist, '', []).sort()) {
    const st = fs.statSync(path.join(dist, rel));
    hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** For a tsc part: the first source file whose compiled .js is missing from dist, or null. */
export function missingOutput(root, part) {
  const files = [];
  listFiles(root, `${part.dir}/src`, files, false);
  for (const [rel] of files) {
    const inSrc = rel.slice(`${part.dir}/src/`.length);
    if (!/\.tsx?$/.test(inSrc) || inSrc.endsWith('.d.ts') || !part.compiles(inSrc)) continue;
    const js = path.join(root, part.dir, 'dist', inSrc.replace(/\.tsx?$/, '.js'));
    if (!fs.existsSync(js))
      return `${part.dir}/dist/${path.relative(path.join(root, part.dir, 'dist'), js)}`;
  }
  return null;
}

export function stampFile(root, part) {
  return path.join(root, 'node_modules/.cache/seuiot-build', `${part.name}.json`);
}

function readStamp(root, part) {
  try {
    return JSON.parse(fs.readFileSync(stampFile(root, part), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why a part must be built, or null when it is up to date. `fresh` (tsc parts) asks for
 * `tsc -b --force`: its output is incomplete although its tsbuildinfo may say otherwise.
 */
export function whyBuild(root, part, { force = false, env = process.env } = {}) {
  const inputs = inputsFingerprint(root, part, env);
  if (part.kind === 'tsc') {
    const missing = missingOutput(root, part);
    if (missing) return { reason: `${missing} is missing`, inputs, fresh: true };
  }
  if (force) return { reason: 'forced', inputs, fresh: true };
  const stamp = readStamp(root, part);
  if (!stamp) return { reason: 'never built here', inputs, fresh: false };
  if (stamp.inputs !== inputs) return { reason: 'its sources changed', inputs, fresh: false };
  if (part.kind === 'vite') {
    const outputs = outputsFingerprint(root, part);
    if (!outputs) return { reason: `${part.dir}/dist is missing`, inputs, fresh: false };
    if (stamp.outputs !== outputs) {
      return { reason: 'its dist changed since it was built', inputs, fresh: false };
    }
  }
  return null;
}

export function writeStamp(root, part, inputs) {
  const file = stampFile(root, part);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const outputs = part.kind === 'vite' ? outputsFingerprint(root, part) : null;
  fs.writeFileSync(file, `${JSON.stringify({ inputs, outputs })}\n`);
}

/** The commands that build a part (run from the repository's root). */
export function commands(part, fresh) {
  if (part.kind === 'tsc') {
    return [['npx', ['tsc', '-b', part.dir, ...(fresh ? ['--force'] : [])]]];
  }
  const precompress = ['node', ['apps/server/dist/cli/precompress.js', `${part.dir}/dist`]];
  return [['npm', ['run', 'build', '-w', part.dir]], precompress];
}

function spawnStep(root, [cmd, args]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Builds what needs building. The contract then the server hold one job slot between them; the
 * web and the console (which bundle the contract's sources, not its dist) build meanwhile, each
 * precompressed once the server's precompress.js is built. At most `jobs` commands run at once.
 * Resolves to the exit code.
 */
export async function build(root, { force = false, jobs = 2, env = process.env, run, log } = {}) {
  const runStep = run ?? ((step) => spawnStep(root, step));
  const t0 = Date.now();
  const say =
    log ??
    ((line) => process.stdout.write(`${line} [${((Date.now() - t0) / 1000).toFixed(1)} s]\n`));
  let running = 0;
  const waiting = [];
  let failed = false;
  async function withSlot(work) {
    while (running >= jobs) await new Promise((wake) => waiting.push(wake));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }
  async function runSteps(part, steps) {
    for (const step of steps) {
      // After a failure no new command starts; only the failed part is reported.
      if (failed) throw new Error('');
      if ((await runStep(step)) !== 0) {
        failed = true;
        throw new Error(`build: ${part.name} failed (${step.flat().join(' ')})`);
      }
    }
  }
  function plan(part) {
    const why = whyBuild(root, part, { force, env });
    say(why ? `build: ${part.name} (${why.reason})` : `build: ${part.name} is up to date`);
    // A build that stops half-way leaves no stamp: the next run builds the part again.
    if (why) fs.rmSync(stampFile(root, part), { force: true });
    return why;
  }
  function finish(part, why) {
    writeStamp(root, part, why.inputs);
    say(`build: ${part.name} built`);
  }
  const [contract, server, ...apps] = PARTS;
  const tsc = withSlot(async () => {
    for (const part of [contract, server]) {
      const why = plan(part);
      if (!why) continue;
      await runSteps(part, commands(part, why.fresh));
      finish(part, why);
    }
  });
  const vite = apps.map(async (part) => {
    const why = plan(part);
    if (!why) return;
    const [bundle, precompress] = commands(part, why.fresh);
    await withSlot(() => runSteps(part, [bundle]));
    await tsc;
    await withSlot(() => runSteps(part, [precompress]));
    finish(part, why);
  });
  const results = await Promise.allSettled([tsc, ...vite]);
  const errors = results
    .filter((r) => r.status === 'rejected')
    .map((r) => String(r.reason?.message));
  for (const message of new Set(errors)) if (message) say(message);
  return errors.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const jobsArg = args.indexOf('--jobs');
  const jobs = Number(
    jobsArg >= 0 ? args[jobsArg + 1] : (process.env.BUILD_JOBS ?? os.availableParallelism()),
  );
  const force = args.includes('--force') || ['1', 'true'].includes(process.env.BUILD_FORCE ?? '');
  const root = path.resolve(import.meta.dirname, '..');
  const t0 = Date.now();
  const code = await build(root, { force, jobs: Math.max(1, jobs || 1) });
  process.stdout.write(
    `build: ${code ? 'failed' : 'done'} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  process.exit(code);
}
