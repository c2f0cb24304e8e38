import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No length, size or count limit is written as a number in the console's source (issue 27,
 * decision 0062): each reads `LIMITS` or the zod schema of the call, so the console's fields take
 * what the server takes. Tests may use numbers; 0 and 1 as a lower bound, and `maxCount={1}` (a
 * field of one file), are not limits.
 */

const SRC = path.resolve(import.meta.dirname, '..');

/** A number as written: digits, `_` separators, and a product of them (`2 * 1024`). */
const NUM = String.raw`\d[\d_]*(?:\s*\*\s*\d[\d_]*)*`;
/** The ways a limit is written in a component or a rule, each with the number as group `n`. */
const PATTERNS: RegExp[] = [
  // JSX props: maxLength={500}, max={1_000_000}, maxCount={5}, minLength={3}, min={2}
  new RegExp(
    String.raw`\b(?<name>maxLength|minLength|max|min|maxCount|maxSize|count)=\{\s*(?<n>${NUM})\s*\}`,
    'g',
  ),
  // Object props: { maxLength: 64 }, rules={[{ max: 500 }]}, { len: 6 }
  new RegExp(
    String.raw`\b(?<name>maxLength|minLength|max|min|len|maxCount|maxSize)\s*:\s*(?<n>${NUM})\b`,
    'g',
  ),
  // zod in the console: z.string().max(64), .min(3), .length(6) (not Math.max / Math.min)
  new RegExp(String.raw`(?<!Math)\.(?<name>max|min|length|size)\(\s*(?<n>${NUM})\s*[,)]`, 'g'),
  // A size in bytes: 2 * 1024 * 1024 (not LIMITS.iconMaxMb * 1024 * 1024)
  new RegExp(String.raw`(?<name>)(?<![*]\s*)(?<n>\b\d[\d_]*\s*\*\s*1024\b)`, 'g'),
];

/** Not a limit: a lower bound of 0 or 1, and an upload of one file. */
function exempt(name: string, n: string): boolean {
  const value = Number(n.replaceAll('_', ''));
  if (/^min/.test(name) && value <= 1) return true;
  if (name === 'length' && value <= 1) return true;
  return name === 'maxCount' && value === 1;
}

/** Every literal limit of one file's text, as `line: source`. */
function literalLimits(text: string): { line: number; match: string }[] {
  const found: { line: number; match: string }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const { name = '', n = '' } = m.groups ?? {};
      if (exempt(name, n)) continue;
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ line, match: m[0] });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('literal limits', () => {
  it('the matcher finds each way a limit is written, and passes what is not a limit', () => {
    const sample = [
      '<Input.TextArea maxLength={500} showCount />',
      '<InputNumber min={1} max={1_000_000} />',
      '<Upload maxCount={5} />',
      "search: () => ({ maxLength: 64, placeholder: 'x' })",
      "rules={[{ max: 200, message: 'long' }]}",
      'const s = z.string().trim().min(3).max(64);',
      'if (f.size > 2 * 1024 * 1024) return;',
      // not limits:
      '<Input maxLength={LIMITS.orderTextMax} />',
      '<Upload maxCount={1} />',
      '<InputNumber min={0} />',
      'z.string().min(1).max(LIMITS.consoleSearchMax)',
      'Math.max(1, Math.round(f.size / 1024))',
      'const MAX_BYTES = LIMITS.bannerImageMaxMb * 1024 * 1024;',
      'style={{ maxWidth: 360 }} pagination={{ pageSize: 20 }}',
    ].join('\n');
    expect(literalLimits(sample)).toEqual([
      { line: 1, match: 'maxLength={500}' },
      { line: 2, match: 'max={1_000_000}' },
      { line: 3, match: 'maxCount={5}' },
      { line: 4, match: 'maxLength: 64' },
      { line: 5, match: 'max: 200' },
      { line: 6, match: '.min(3)' },
      { line: 6, match: '.max(64)' },
      { line: 7, match: '2 * 1024' },
    ]);
  });

  it('no file of the console writes a limit as a number', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      literalLimits(readFileSync(file, 'utf8')).map(
        (f) => `${path.relative(SRC, file)}:${f.line}: ${f.match}`,
      ),
    );
    expect(found, "read the limit from LIMITS or the call's schema (@seuiot/contract)").toEqual([]);
  });
});
