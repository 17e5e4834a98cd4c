import { afterAll, beforeAll } from 'vitest';
import { createApiTestApp } from './account-helpers';
import type { createTestApp, TestApp } from './harness';

type Options = Parameters<typeof createTestApp>[0];

/**
 * The test app of a file: registers a `beforeAll` that starts it (createApiTestApp unless another `create` is
 * given) and an `afterAll` that closes it, and returns a stand-in whose fields read that app. Options may be a
 * function (sync or async) when they depend on something another `beforeAll` prepares, or must be awaited. Vitest runs `beforeAll` hooks in
 * the order they are registered and `afterAll` hooks in reverse, so a file's own hooks registered after this
 * call see the app up and run before it closes.
 */
export function useTestApp(
  opts: Options | (() => Options | Promise<Options>) = {},
  create: (opts: Options) => Promise<TestApp> = createApiTestApp,
): TestApp {
  let current: TestApp | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error('the test app starts in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await create(typeof opts === 'function' ? await opts() : opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    close: () => app().close(),
  };
}
