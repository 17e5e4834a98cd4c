import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    // The crash and fault suite runs in its own stage: `npm run test:crash` (vitest.crash.config.ts).
    exclude: [...configDefaults.exclude, '**/*.crash.test.ts'],
    environment: 'node',
    // Migrates one PGlite per run; each test database loads it instead of migrating (createTestDatabase).
    globalSetup: ['apps/server/src/test/pglite-snapshot.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
