import { defineConfig } from 'vitest/config';

/**
 * The crash and fault suite (battery L, `npm run test:crash`, its own CI stage): real server processes
 * killed with SIGKILL, a Redis of its own restarted, PostgreSQL connections terminated. `npm test`
 * leaves these files out (vitest.config.ts excludes `*.crash.test.ts`).
 */
export default defineConfig({
  test: {
    include: ['apps/server/src/crash/**/*.crash.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One file at a time: each starts server processes of its own, and the machine has 2 cores.
    fileParallelism: false,
  },
});
