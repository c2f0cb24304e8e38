// Measures the console's JavaScript from the Vite manifest: what the first visit downloads before
// the sign-in page renders (the entry and its static imports), budget 350 KB gzip (issue 15), and
// for information what each signed-in screen adds. Exits 1 over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 350;

function find(src) {
  // Rollup may name a dynamic entry after the module (`_name-hash.js`) instead of its path.
  const name = src
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  const chunk =
    manifest[src] ??
    Object.values(manifest).find((c) => c.src === src) ??
    Object.values(manifest).find((c) => c.isDynamicEntry && c.name === name);
  if (!chunk) throw new Error(`no chunk for ${src} in the manifest`);
  return chunk;
}

/** The chunk's file and every static import below it. */
function files(chunk, seen = new Set()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) files(manifest[key], seen);
  return seen;
}

function kb(set) {
  let bytes = 0;
  for (const f of set) bytes += gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  return bytes / 1024;
}

const initial = files(find('index.html'));
const initialKb = kb(initial);
const rows = [['sign-in (initial)', initialKb, BUDGET_KB]];
for (const [name, chunks] of [
  ['second factor', ['src/features/auth/second-factor-page.tsx']],
  ['dashboard', ['src/app/shell.tsx', 'src/features/dashboard/dashboard-page.tsx']],
  ['accounts', ['src/app/shell.tsx', 'src/features/accounts/accounts-page.tsx']],
  ['certifications', ['src/app/shell.tsx', 'src/features/certs/certs-page.tsx']],
  ['audit log', ['src/app/shell.tsx', 'src/features/audit/audit-page.tsx']],
  ['staff', ['src/app/shell.tsx', 'src/features/staff/staff-page.tsx']],
  ['approvals', ['src/app/shell.tsx', 'src/features/approvals/approvals-page.tsx']],
  ['notices', ['src/app/shell.tsx', 'src/features/content/notices-page.tsx']],
  ['banners', ['src/app/shell.tsx', 'src/features/content/banners-page.tsx']],
  ['customers', ['src/app/shell.tsx', 'src/features/customers/customers-page.tsx']],
]) {
  const set = new Set(initial);
  for (const c of chunks) for (const f of files(find(c))) set.add(f);
  rows.push([name, kb(set), undefined]);
}
for (const [name, size, budget] of rows)
  console.log(
    `${name.padEnd(20)} ${size.toFixed(1).padStart(7)} KB gzip${budget ? ` (budget ${budget})` : ''}`,
  );
if (initialKb > BUDGET_KB) {
  console.error(`the console's initial JavaScript is over ${BUDGET_KB} KB gzip`);
  process.exit(1);
}
