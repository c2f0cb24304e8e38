import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's files import each other without a loop: a loop makes the order of module
 * evaluation decide what is defined, and made the whole server read as one knot (every route file
 * imported app.ts for a type, and app.ts imports every route file). Type-only imports count too.
 */
const src = import.meta.dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__snapshots__' ? [] : sources(p);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Relative imports of a file, resolved to the .ts files they name. */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]/g,
  )) {
    const target = path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts'));
    if (fs.existsSync(target)) out.push(target);
  }
  return out;
}

/** Strongly connected components of more than one file (or a file importing itself). */
export function loops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('server import graph', () => {
  it('finds a loop when there is one (the check can fail)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(loops(g)).toEqual([['a', 'b', 'c']]);
    expect(
      loops(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(
      importsOf(path.join(src, 'app.ts'), "import type { X } from './app-context.js';"),
    ).toEqual([path.join(src, 'app-context.ts')]);
  });

  it('has no import loop', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(50);
    const graph = new Map(files.map((f) => [f, importsOf(f, fs.readFileSync(f, 'utf8'))]));
    const named = loops(graph).map((part) => part.map((f) => path.relative(src, f)));
    expect(named).toEqual([]);
  });
});
