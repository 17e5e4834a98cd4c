import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          // The crash and fault suite runs in its own stage: `npm run test:crash` (vitest.crash.config.ts).
          exclude: [...configDefaults.exclude, '**/*.crash.test.ts'],
          environment: 'node',
          // Server test files share nothing at module level (each builds its own app and database), so a
          // worker keeps the imported server between files instead of loading it again for each: the
          // import phase was ~40 % of the stage (measured: 108 s → 72 s on 40 files).
          isolate: false,
          // Migrates one PGlite per run; each test database loads it instead of migrating (createTestDatabase).
          globalSetup: ['apps/server/src/test/pglite-snapshot.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The web client's data layer (lib/api.ts, pay-flow.ts, chat.queries.ts) in jsdom, against the
          // real server started by the global setup.
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          globalSetup: ['apps/server/src/test/api-server.global.ts'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
