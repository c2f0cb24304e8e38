import fs from 'node:fs';
import path from 'node:path';

/** A test file that replaces a module through vitest. */
export const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\s*\(/;

/**
 * The test files under `<appRoot>/src` that replace a module, relative to the app root. The files
 * of a project share one module graph (decision 0051), so a replaced module would reach the next
 * file: these run in a project of their own, each file with its own modules.
 */
export function filesThatMockModules(appRoot: string): string[] {
  const src = path.join(appRoot, 'src');
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => MOCKS_A_MODULE.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => ['src', ...file.split(path.sep)].join('/'))
    .sort();
}
