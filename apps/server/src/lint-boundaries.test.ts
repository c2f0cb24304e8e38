import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules (eslint.config.js) of the server, the web app and the console fail on a
 * violation: each case lints one import as if it were written in a file of the given layer. A rule
 * that could never fire would let the layout decay unseen, so the allowed imports are checked too.
 * The web and console import without extensions; their cases are written both ways, since an
 * import the resolver cannot find is passed by every boundary rule (decision 0044).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(
  file: string,
  importPath: string,
  base = 'apps/server/src',
): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { thing } from '${importPath}';\nexport const used = thing;\n`,
    { filePath: path.join(root, base, file) },
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

describe('web layer rules', () => {
  const web = (file: string, importPath: string) =>
    boundaryErrors(file, importPath, 'apps/web/src');

  it.each([
    [
      "a feature never imports another feature's internals",
      'features/center/pages/fixture.tsx',
      '../../orders/pages/order-form',
    ],
    [
      'the same import with its extension',
      'features/center/pages/fixture.tsx',
      '../../orders/pages/order-form.tsx',
    ],
    ['a feature never imports the app', 'features/orders/pages/fixture.tsx', '../../../app/router'],
    [
      'shared pieces never import a feature',
      'components/fixture.tsx',
      '../features/orders/api/keys',
    ],
    [
      "a feature's test never imports another feature",
      'features/center/pages/fixture.test.tsx',
      '../../orders/pages/order-form',
    ],
    ["a shared piece's test never imports the app", 'components/fixture.test.tsx', '../app/router'],
  ])('refuses: %s', async (_name, file, importPath) => {
    expect(await web(file, importPath)).toHaveLength(1);
  });

  it.each([
    ['a feature uses its own files', 'features/orders/pages/fixture.tsx', './order-form'],
    ['a feature uses shared pieces', 'features/orders/pages/fixture.tsx', '../../../lib/session'],
    [
      "a feature's test renders in the shared providers",
      'features/orders/pages/fixture.test.tsx',
      '../../../components/providers',
    ],
    ['the app composes features', 'app/fixture.tsx', '../features/orders/pages/order-form'],
  ])('allows: %s', async (_name, file, importPath) => {
    expect(await web(file, importPath)).toEqual([]);
  });
});

describe('console layer rules', () => {
  const consoleApp = (file: string, importPath: string) =>
    boundaryErrors(file, importPath, 'apps/console/src');

  it.each([
    [
      "the dashboard never imports another feature's internals",
      'features/dashboard/fixture.tsx',
      '../orders/orders-page',
    ],
    [
      'the same import with its extension',
      'features/dashboard/fixture.tsx',
      '../orders/orders-page.tsx',
    ],
    ['a feature never imports the app', 'features/staff/fixture.tsx', '../../app/screens'],
    [
      "a feature's test never imports the app",
      'features/staff/fixture.test.tsx',
      '../../app/screens',
    ],
    ['the lib never imports a feature', 'lib/fixture.tsx', '../features/review/review-actions'],
  ])('refuses: %s', async (_name, file, importPath) => {
    expect(await consoleApp(file, importPath)).toHaveLength(1);
  });

  it.each([
    ['a feature uses its own files', 'features/dashboard/fixture.tsx', './pending-card'],
    ['a feature uses shared pieces', 'features/customers/fixture.tsx', '../../lib/content-figures'],
    ['the app composes features', 'app/fixture.tsx', '../features/dashboard/dashboard-page'],
  ])('allows: %s', async (_name, file, importPath) => {
    expect(await consoleApp(file, importPath)).toEqual([]);
  });
});

/** Decision 0061: the browsers call through `*_PATHS`; a `*_CALLS` table would load zod. */
describe('the clients never load a call table', () => {
  async function tableErrors(base: string, file: string, source: string): Promise<number> {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, base, file) });
    return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .length;
  }
  const value =
    "import { FAVOURITE_CALLS } from '@seuiot/contract';\nexport const p = FAVOURITE_CALLS;\n";
  const paths =
    "import { FAVOURITE_PATHS } from '@seuiot/contract';\nexport const p = FAVOURITE_PATHS;\n";
  const type =
    "import type { FAVOURITE_CALLS } from '@seuiot/contract';\nexport type T = typeof FAVOURITE_CALLS;\n";

  it.each(['apps/web/src', 'apps/console/src'])(
    '%s: refuses the table, allows its type and paths',
    async (base) => {
      expect(await tableErrors(base, 'features/orders/api/fixture.ts', value)).toBe(1);
      expect(await tableErrors(base, 'features/orders/api/fixture.ts', type)).toBe(0);
      expect(await tableErrors(base, 'features/orders/api/fixture.ts', paths)).toBe(0);
      // A test may build requests from the table.
      expect(await tableErrors(base, 'features/orders/api/fixture.test.ts', value)).toBe(0);
    },
  );
});
