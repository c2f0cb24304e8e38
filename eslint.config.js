import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      // The web imports without extensions (Bundler resolution): only the TypeScript resolver finds
      // those files; with the default node resolver they stayed unresolved and every rule below
      // passed them unseen (decision 0044).
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**/*', mode: 'full' },
        {
          type: 'feature',
          pattern: 'apps/web/src/features/*/**/*',
          capture: ['feature'],
          mode: 'full',
        },
        { type: 'shared', pattern: 'apps/web/src/(components|lib|locales)/**/*', mode: 'full' },
        { type: 'entry', pattern: 'apps/web/src/*', mode: 'full' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app -> features -> components/lib -> contract; features never import each other. Tests
      // and fixtures are held to the rules of the folder they sit in (decision 0044): a test
      // imports what it tests and shared pieces; a test of several features belongs to app/.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'entry', allow: ['app', 'shared', 'feature'] },
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
    },
  },
  {
    // The staff console (decision 0018): app -> features -> lib/locales -> contract, as on the web;
    // it never imports the portal's code, nor the portal the console's. Resolved and applied to
    // tests as on the web (decision 0044).
    files: ['apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/console/tsconfig.json' } },
      'boundaries/include': ['apps/console/src/**/*'],
      'boundaries/elements': [
        { type: 'console-app', pattern: 'apps/console/src/app/**/*', mode: 'full' },
        {
          type: 'console-feature',
          pattern: 'apps/console/src/features/*/**/*',
          capture: ['feature'],
          mode: 'full',
        },
        { type: 'console-shared', pattern: 'apps/console/src/(lib|locales)/**/*', mode: 'full' },
        { type: 'console-entry', pattern: 'apps/console/src/*', mode: 'full' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'console-entry', allow: ['console-app', 'console-shared', 'console-feature'] },
            { from: 'console-app', allow: ['console-app', 'console-feature', 'console-shared'] },
            {
              from: 'console-feature',
              allow: ['console-shared', ['console-feature', { feature: '${from.feature}' }]],
            },
            { from: 'console-shared', allow: ['console-shared'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '@seuiot/web'],
              message: 'the console never imports the portal',
            },
          ],
        },
      ],
    },
  },
  {
    // The pieces the portal and the console share (decision 0063): they import neither app.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@seuiot/web', '@seuiot/console', '@seuiot/server'],
              message: 'the shared package never imports an app',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/console/**', '@seuiot/console'],
              message: 'the portal never imports the console',
            },
          ],
        },
      ],
    },
  },
  {
    // The browsers call through schema-free paths (`*_PATHS`, decision 0061): a `*_CALLS` table
    // holds zod and its area's schemas, which a page would load for types alone.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@seuiot/contract'],
              importNamePattern: '_CALLS$',
              allowTypeImports: true,
              message: "call through the area's *_PATHS (the table loads zod and its schemas)",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (docs/architecture.md): app.ts composes; routes -> service -> repo inside a
    // module; a module reaches another only through its service; http/, db/ and the helpers never
    // import modules/; seeds, CLI and bench use services or repos, never routes.
    // apps/server/src/lint-boundaries.test.ts proves a violation fails.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.fixture.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'server-context', pattern: 'apps/server/src/app-context.ts', mode: 'full' },
        { type: 'server-config', pattern: 'apps/server/src/config.ts', mode: 'full' },
        { type: 'server-root', pattern: 'apps/server/src/*.ts', mode: 'full' },
        { type: 'server-http', pattern: 'apps/server/src/http/**/*', mode: 'full' },
        { type: 'server-seeds', pattern: 'apps/server/src/db/seeds/**/*', mode: 'full' },
        { type: 'server-db', pattern: 'apps/server/src/db/**/*', mode: 'full' },
        {
          type: 'server-infra',
          pattern: 'apps/server/src/(lib|storage|notify|web)/**/*',
          mode: 'full',
        },
        {
          type: 'server-routes',
          pattern: 'apps/server/src/modules/*/*.routes.ts',
          capture: ['module'],
          mode: 'full',
        },
        {
          type: 'server-service',
          pattern: 'apps/server/src/modules/*/*.service.ts',
          capture: ['module'],
          mode: 'full',
        },
        {
          type: 'server-repo',
          pattern: 'apps/server/src/modules/*/*.repo.ts',
          capture: ['module'],
          mode: 'full',
        },
        {
          type: 'server-module-part',
          pattern: 'apps/server/src/modules/*/**/*',
          capture: ['module'],
          mode: 'full',
        },
        { type: 'server-tools', pattern: 'apps/server/src/(cli|bench)/**/*', mode: 'full' },
        { type: 'server-test-support', pattern: 'apps/server/src/test/**/*', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'off',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} may not import ${dependency.type} (server layers, eslint.config.js)',
          rules: [
            { from: 'server-root', allow: ['*'] },
            { from: 'server-test-support', allow: ['*'] },
            { from: 'server-config', allow: ['server-infra'] },
            {
              from: 'server-context',
              allow: [
                'server-config',
                'server-db',
                'server-http',
                'server-infra',
                'server-service',
              ],
            },
            {
              from: 'server-http',
              allow: ['server-config', 'server-http', 'server-db', 'server-infra'],
            },
            { from: 'server-db', allow: ['server-config', 'server-db', 'server-infra'] },
            { from: 'server-infra', allow: ['server-config', 'server-infra'] },
            {
              from: 'server-seeds',
              allow: [
                'server-config',
                'server-db',
                'server-seeds',
                'server-infra',
                'server-service',
                'server-repo',
                'server-module-part',
              ],
            },
            {
              from: 'server-tools',
              allow: [
                // The bench starts Redis and nginx with the tests' starters (test/stack.ts,
                // issue 16), so the scale-out pass and the e2e journey run the same parts.
                'server-test-support',
                'server-config',
                'server-db',
                'server-seeds',
                'server-infra',
                'server-tools',
                'server-service',
                'server-repo',
                'server-module-part',
              ],
            },
            {
              from: 'server-routes',
              allow: [
                'server-context',
                'server-config',
                'server-http',
                'server-db',
                'server-infra',
                'server-service',
                ['server-routes', { module: '${from.module}' }],
                ['server-repo', { module: '${from.module}' }],
                ['server-module-part', { module: '${from.module}' }],
              ],
            },
            {
              from: 'server-service',
              allow: [
                'server-config',
                'server-http',
                'server-db',
                'server-infra',
                'server-service',
                ['server-repo', { module: '${from.module}' }],
                ['server-module-part', { module: '${from.module}' }],
              ],
            },
            {
              from: 'server-repo',
              allow: [
                'server-config',
                'server-http',
                'server-db',
                'server-infra',
                ['server-repo', { module: '${from.module}' }],
                ['server-module-part', { module: '${from.module}' }],
              ],
            },
            {
              from: 'server-module-part',
              allow: [
                'server-context',
                'server-config',
                'server-http',
                'server-db',
                'server-infra',
                ['server-service', { module: '${from.module}' }],
                ['server-repo', { module: '${from.module}' }],
                ['server-module-part', { module: '${from.module}' }],
              ],
            },
          ],
        },
      ],
    },
  },
);
