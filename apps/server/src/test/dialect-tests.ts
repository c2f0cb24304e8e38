import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server test files the PostgreSQL pass runs (decision 0046): exactly those that can tell
 * the two dialects apart. The only thing that differs between the passes is TEST_DATABASE_URL, so
 * a test file whose own text and whose relative imports (static, side-effect and dynamic, followed
 * to the end) never mention it behaves the same on both, and running it twice proves nothing new.
 * The list is computed on every run, so a new database test cannot be left out.
 */
export const DIALECT_VARIABLE = 'TEST_DATABASE_URL';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|(?:^|\n)\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of a file, resolved to the .ts files they name. */
export function relativeImports(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = path.resolve(path.dirname(file), m[1]!);
    const candidates = [
      spec.replace(/\.js$/, '.ts'),
      spec.replace(/\.js$/, '.tsx'),
      spec,
      `${spec}.ts`,
      path.join(spec, 'index.ts'),
    ];
    const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
    if (found) out.push(found);
  }
  return out;
}

/** Whether the file, or anything it imports, reads the variable that selects the dialect. */
export function seesDialect(
  file: string,
  read = (f: string) => fs.readFileSync(f, 'utf8'),
): boolean {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const text = read(next);
    if (text.includes(DIALECT_VARIABLE)) return true;
    queue.push(...relativeImports(next, text));
  }
  return false;
}

/** Every server test file under `srcDir`, relative to `root`, sorted. */
export function serverTestFiles(srcDir: string, root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p);
      return e.name.endsWith('.test.ts') ? [p] : [];
    });
  return walk(srcDir)
    .map((f) => path.relative(root, f))
    .sort();
}

/** The server test files of the PostgreSQL pass, relative to `root`. */
export function dialectTestFiles(srcDir: string, root: string): string[] {
  return serverTestFiles(srcDir, root).filter((f) => seesDialect(path.join(root, f)));
}
