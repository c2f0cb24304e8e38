import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layer rules (eslint.config.js) fail on a violation: each case lints one import as
 * if it were written in a file of the given layer. A rule that could never fire would let the
 * layout decay unseen, so the allowed imports are checked too.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { thing } from '${importPath}';\nexport const used = thing;\n`,
    { filePath: path.join(root, 'apps/server/src', file) },
  );
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/element-types')
    .map((m) => m.message);
}

describe('server layer rules', () => {
  it.each([
    ['http never imports modules', 'http/fixture.ts', '../modules/notices/notices.service.js'],
    ['db never imports modules', 'db/fixture.ts', '../modules/notices/notices.repo.js'],
    [
      "a module never imports another module's repo",
      'modules/messages/fixture.service.ts',
      '../notices/notices.repo.js',
    ],
    [
      'a module reaches another only through its service',
      'modules/messages/fixture.routes.ts',
      '../menus/tree.js',
    ],
    ['seeds never import routes', 'db/seeds/fixture.ts', '../../modules/notices/notices.routes.js'],
    ['the CLI never imports routes', 'cli/fixture.ts', '../modules/notices/notices.routes.js'],
    ['a repo never imports a route', 'modules/notices/fixture.repo.ts', './notices.routes.js'],
    ['no module imports app.ts', 'modules/notices/fixture.routes.ts', '../../app.js'],
  ])('refuses: %s', async (_name, file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toHaveLength(1);
  });

  it.each([
    ['routes use their own service', 'modules/notices/fixture.routes.ts', './notices.service.js'],
    ['a service uses its own repo', 'modules/notices/fixture.service.ts', './notices.repo.js'],
    [
      "a service uses another module's service",
      'modules/messages/fixture.service.ts',
      '../notices/notices.service.js',
    ],
    ['routes use the context', 'modules/notices/fixture.routes.ts', '../../app-context.js'],
    ['seeds use repos', 'db/seeds/fixture.ts', '../../modules/notices/notices.repo.js'],
    ['app.ts composes every module', 'fixture.ts', './modules/notices/notices.routes.js'],
  ])('allows: %s', async (_name, file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});
