import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dialectTestFiles,
  relativeImports,
  seesDialect,
  serverTestFiles,
} from './dialect-tests.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const src = path.join(root, 'apps/server/src');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-dialect-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

describe('the PostgreSQL pass selection (decision 0046)', () => {
  it('follows static, side-effect, re-exported and dynamic imports to the .ts files they name', () => {
    write('lib/a.ts', 'export const a = 1;');
    write('lib/b.ts', 'export const b = 1;');
    write('lib/c.ts', 'export const c = 1;');
    write('lib/d/index.ts', 'export const d = 1;');
    write('lib/e.ts', '');
    const file = write(
      'x.test.ts',
      [
        "import { a } from './lib/a.js';",
        "import './lib/b.js';",
        "export { c } from './lib/c.js';",
        "const d = await import('./lib/d');",
        "import type { E } from './lib/e.js';",
        "import { describe } from 'vitest';",
      ].join('\n'),
    );
    expect(
      relativeImports(file, fs.readFileSync(file, 'utf8')).map((f) => path.relative(tmp, f)),
    ).toEqual(['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/d/index.ts', 'lib/e.ts']);
  });

  it('selects a file when anything it imports, however deep, reads the dialect variable', () => {
    write('deep/c.ts', 'export const url = process.env.TEST_DATABASE_URL;');
    write('deep/b.ts', "export { url } from './c.js';");
    write('deep/a.ts', "import { url } from './b.js';\nexport const u = url;");
    const reaches = write('deep/reaches.test.ts', "import { u } from './a.js';");
    write('deep/other.ts', "import { a } from './loop.js';\nexport const o = 1;");
    write('deep/loop.ts', "import { o } from './other.js';\nexport const a = o;");
    const blind = write('deep/blind.test.ts', "import { a } from './loop.js';");
    expect(seesDialect(reaches)).toBe(true);
    // An import loop ends the walk instead of running forever.
    expect(seesDialect(blind)).toBe(false);
  });

  it('keeps every test of the database harness and every reader of the variable in the pass', () => {
    const all = serverTestFiles(src, root);
    const chosen = new Set(dialectTestFiles(src, root));
    const mustRun = all.filter((f) => {
      const text = fs.readFileSync(path.join(root, f), 'utf8');
      return /\b(createTestApp|signedInApp)\(|TEST_DATABASE_URL/.test(text);
    });
    expect(mustRun.length).toBeGreaterThan(30);
    expect(mustRun.filter((f) => !chosen.has(f))).toEqual([]);
    expect(chosen.has('apps/server/src/modules/accounts/registration.test.ts')).toBe(true);
    expect(chosen.has('apps/server/src/outage.test.ts')).toBe(true);
  });

  it('leaves out tests that cannot tell the dialects apart', () => {
    const chosen = new Set(dialectTestFiles(src, root));
    for (const f of [
      'apps/server/src/lib/password.test.ts',
      'apps/server/src/lint-boundaries.test.ts',
      'apps/server/src/storage/s3-storage.test.ts',
    ]) {
      expect(fs.existsSync(path.join(root, f)), f).toBe(true);
      expect(chosen.has(f), f).toBe(false);
    }
  });
});
