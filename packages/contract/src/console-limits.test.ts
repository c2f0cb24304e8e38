import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE_MAX_BYTES } from './console-content.js';
import { STAFF_USERNAME_PATTERN } from './console-staff.js';
import { RECOVERY_CODE_LENGTH, RECOVERY_CODE_PATTERN, TOTP_PATTERN } from './console.js';

/**
 * The console's schemas (`console*.ts`) name every length, size and count limit in `LIMITS`
 * (limits.ts) or derive it from a list of the contract (issue 27, decision 0062): the console's
 * fields read the same entries, so the two cannot drift. 0 and 1 as a lower bound are not limits.
 */

const SRC = import.meta.dirname;

/** A number as written: digits, `_` separators, and a product of them (`24 * 365`). */
const NUM = String.raw`\d[\d_]*(?:\s*\*\s*\d[\d_]*)*`;
/** The ways a schema writes a limit, each with the number as group `n`. */
const PATTERNS: RegExp[] = [
  // zod checks: .max(500), .min(3), .length(6), .size(2), .gte(10), .lte(99)
  new RegExp(String.raw`\.(?<name>max|min|length|size|gte|lte|gt|lt)\(\s*(?<n>${NUM})\s*[,)]`, 'g'),
  // a helper taking the largest length first: text(100), linkSchema(255, ...)
  new RegExp(String.raw`\b(?<name>text|linkSchema|string)\(\s*(?<n>${NUM})\s*[,)]`, 'g'),
  // a quantifier of a pattern: /^\d{6}$/, {3,64}
  new RegExp(String.raw`(?<name>)\{(?<n>\d+)(?:,(?<m>\d*))?\}`, 'g'),
  // a size in bytes: 2 * 1024 * 1024 (not LIMITS.iconMaxMb * 1024 * 1024)
  new RegExp(String.raw`(?<name>)(?<![*]\s*)(?<n>\b\d[\d_]*\s*\*\s*1024\b)`, 'g'),
];

function exempt(name: string, n: string, m: string | undefined): boolean {
  if (m !== undefined && m !== '') return false;
  const value = Number(n.replaceAll('_', ''));
  return (name === '' || /^(min|gte?|length)$/.test(name)) && value <= 1 && !n.includes('*');
}

function literalLimits(text: string): { line: number; match: string }[] {
  const found: { line: number; match: string }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const { name = '', n = '', m: upper } = m.groups ?? {};
      if (exempt(name, n, upper)) continue;
      found.push({ line: text.slice(0, m.index).split('\n').length, match: m[0] });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

describe("the console's schemas", () => {
  it('the matcher finds each way a limit is written, and passes what is not a limit', () => {
    const sample = [
      'reason: z.string().trim().max(500).default(""),',
      'sort: z.coerce.number().int().min(0).max(9999).optional(),',
      'minAgeHours: z.coerce.number().min(2).max(24 * 365),',
      'title: text(100).min(1),',
      'const link = linkSchema(255, { paths: true });',
      'export const TOTP_PATTERN = /^\\d{6}$/;',
      'export const NAME = /^[a-z]{3,64}$/;',
      'export const MAX_BYTES = 2 * 1024 * 1024;',
      // not limits:
      'z.string().trim().min(1).max(LIMITS.staffReasonMax)',
      'z.array(staffRoleSchema).max(STAFF_ROLES.length)',
      'version: z.number().int().min(0),',
      'text(LIMITS.orderTextMax).min(1)',
      'const MAX_BYTES = LIMITS.bannerImageMaxMb * 1024 * 1024;',
    ].join('\n');
    expect(literalLimits(sample).map((f) => `${f.line}: ${f.match}`)).toEqual([
      '1: .max(500)',
      '2: .max(9999)',
      '3: .min(2)',
      '3: .max(24 * 365)',
      '4: text(100)',
      '5: linkSchema(255,',
      '6: {6}',
      '7: {3,64}',
      '8: 2 * 1024',
    ]);
  });

  it('write no limit as a number', () => {
    const files = readdirSync(SRC).filter(
      (f) => /^console.*\.ts$/.test(f) && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThanOrEqual(5);
    const found = files.flatMap((file) =>
      literalLimits(readFileSync(path.join(SRC, file), 'utf8')).map(
        (f) => `${file}:${f.line}: ${f.match}`,
      ),
    );
    expect(found, 'name the limit in LIMITS (limits.ts)').toEqual([]);
  });
});

describe('the console patterns built from LIMITS', () => {
  it('take what they took when they were written out', () => {
    expect(TOTP_PATTERN.source).toBe('^\\d{6}$');
    expect(RECOVERY_CODE_PATTERN.source).toBe('^[A-Z0-9]{5}-[A-Z0-9]{5}$');
    expect(STAFF_USERNAME_PATTERN.source).toBe('^[A-Za-z0-9_.-]{3,64}$');
    expect('ABCDE-23456').toHaveLength(RECOVERY_CODE_LENGTH);
    expect(BANNER_IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});
