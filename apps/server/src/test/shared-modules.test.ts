import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverTestFiles } from './dialect-tests.js';

const src = path.resolve(import.meta.dirname, '..');

/**
 * What the server's test files share a module graph for (`isolate: false`, decision 0049) allows:
 * a file that replaced a module, a global or an environment variable through vitest would leave
 * it replaced for the next file of its worker.
 */
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\s*\(/;

function filesThatReplaceModules(files: string[]): string[] {
  return files.filter((file) => REPLACES.test(fs.readFileSync(file, 'utf8')));
}

describe('server test files sharing modules (decision 0049)', () => {
  it('finds a file that mocks a module', () => {
    const file = path.join(src, 'test', '__mocking.test.ts.txt');
    fs.writeFileSync(file, "vi.mock('../config.js', () => ({}));\n");
    try {
      expect(filesThatReplaceModules([file])).toEqual([file]);
    } finally {
      fs.rmSync(file);
    }
  });

  it('has no server test that mocks a module, a global or the environment', () => {
    const files = serverTestFiles(src, src)
      .map((file) => path.join(src, file))
      .filter((file) => file !== import.meta.filename);
    expect(files.length).toBeGreaterThan(50);
    expect(filesThatReplaceModules(files).map((f) => path.relative(src, f))).toEqual([]);
  });
});
