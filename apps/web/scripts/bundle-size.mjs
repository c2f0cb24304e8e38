// Measures the JavaScript a first visit downloads before the page can render, per page, from the
// Vite manifest: the entry with its static imports, plus the lazy route chunks the page needs
// (and their static imports). Fails when a page is over its gzip budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * Pages, the lazy chunks they load before their first render (the language bundle, loaded
 * before rendering, counts with the larger of the two: Chinese), and their budgets in KB gzip.
 */
const LANGUAGE = 'src/locales/zh/bundle.ts';
const PAGES = [
  {
    page: '/portal/login',
    chunks: [LANGUAGE, 'src/features/auth/pages/login-page.tsx'],
    budgetKb: 180,
  },
  {
    page: '/',
    chunks: [LANGUAGE, 'src/app/layout/main-layout.tsx', 'src/app/pages/home-page.tsx'],
    budgetKb: 280,
  },
  // For information (no budget): chunks loaded once the visitor is known or on a small screen.
  {
    page: '/ (logged in)',
    chunks: [
      LANGUAGE,
      'src/app/layout/main-layout.tsx',
      'src/app/pages/home-page.tsx',
      'src/app/layout/user-area.tsx',
    ],
  },
  {
    page: '/ (below 600 px)',
    chunks: [
      LANGUAGE,
      'src/app/layout/main-layout.tsx',
      'src/app/pages/home-page.tsx',
      'src/app/layout/mobile-menu.tsx',
    ],
  },
];

/** A chunk by its source path; Rollup may name a dynamic entry after it instead (`_name-hash`). */
function find(key) {
  if (manifest[key]) return manifest[key];
  const bySrc = Object.values(manifest).find((chunk) => chunk.src === key);
  if (bySrc) return bySrc;
  const name = key
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  return Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === name);
}

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = find(key);
    if (!entry) throw new Error(`not in the manifest: ${key}`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
for (const { page, chunks, budgetKb } of PAGES) {
  const files = [...closure([entryKey, ...chunks])].filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  const rows = files.map((file) => {
    const body = readFileSync(join(dist, file));
    const gz = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += gz;
    return { file, kb: (gz / 1024).toFixed(1) };
  });
  const kb = gzip / 1024;
  const ok = budgetKb === undefined || kb <= budgetKb;
  if (!ok) failed = true;
  const status = budgetKb === undefined ? 'info' : ok ? 'ok  ' : 'OVER';
  console.log(
    `${status} ${page}: ${kb.toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw, ` +
      `${files.length} files)${budgetKb === undefined ? '' : `, budget ${budgetKb} KB`}`,
  );
  for (const row of rows.sort((a, b) => b.kb - a.kb))
    console.log(`       ${row.kb.padStart(6)} KB  ${row.file}`);
}
process.exit(failed ? 1 : 0);
