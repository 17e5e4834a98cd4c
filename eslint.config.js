import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webApiImport = {
  name: '@yuanfen/contract',
  importNames: ['Api'],
  message: "Import the route map: `import { Api } from '@yuanfen/contract/routes'`.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Boundaries (issue 14): no import loops anywhere in the apps and packages. `import type` does not count
  // (types vanish at build time). No depth cap is needed: the whole check adds about 15 s to `eslint .`.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Every SQL statement lives in a `*.repo.ts`: no route, service, platform piece, realtime handler or
  // command builds a query. They may name schema and drizzle *types* (`import type`): a type carries no
  // query, and services type their rows. The database layer, the seed, tests and the crash harness write
  // rows directly.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      'apps/server/src/db/**',
      'apps/server/src/seed/**',
      'apps/server/src/test/**',
      'apps/server/src/crash/**',
      '**/*.test.ts',
      '**/*.test-helpers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: "SQL belongs in the module's *.repo.ts; call the repo from routes and services.",
            },
          ],
          patterns: [
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message: "Tables are queried in the module's *.repo.ts only; import schema types with `import type`.",
            },
          ],
        },
      ],
    },
  },
  // One writer of the `users` table: account.repo.ts. The profile, VIP and ledger repos call its writes. The
  // seed, tests and their helpers (fixtures) and the benchmarks write rows directly.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/account/account.repo.ts',
      'apps/server/src/seed/**',
      'apps/server/src/test/**',
      '**/*.test.ts',
      '**/*.test-helpers.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.type='Identifier'][arguments.0.name='users']",
          message: '`users` is written by account.repo.ts only: call accountRepo (or add the write there).',
        },
      ],
    },
  },
  // Web features import `lib/`, `ui/` and other features, never the app shell (`app/` imports them). Another
  // feature is imported through its `index.ts` only (`'../chat'`, never `'../chat/Composer'`); a stylesheet
  // (`'../users/users.css'`) is the one exception, as an index cannot re-export it without side effects.
  // The web calls the API through the schema-free route map, so its bundle does not build every endpoint's
  // schemas (bench/README.md, P8).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [webApiImport] }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [webApiImport],
          patterns: [
            {
              regex: '^\\.\\./[\\w-]+/(?!.*\\.css$)',
              message:
                "Import another feature through its index.ts (`'../<area>'`); re-export the piece there if it is missing.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app shell: move the shared piece to lib/ or ui/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,js,mjs}', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
