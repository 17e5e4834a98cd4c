import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createApiTestApp } from './account-helpers';

/** Holds the admin role once verified (ADMIN_EMAILS), for the web tests of the operations console. */
export const WEB_TEST_ADMIN_EMAIL = 'web-admin@example.test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real API server the web client tests talk to (`http://127.0.0.1:<port>`). */
    apiOrigin: string;
  }
}

/**
 * Global setup of the web client tests (the `web` Vitest project): the real server, on an in-memory PGlite
 * of its own, listening on a free port. The web code under test (lib/api.ts, pay-flow.ts, chat.queries.ts)
 * runs in jsdom and calls it over HTTP as the browser would; nothing of our own server is mocked.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: null });
  const test = await createApiTestApp({ database, config: { rateLimit: false, adminEmails: [WEB_TEST_ADMIN_EMAIL] } });
  const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('apiOrigin', origin);
  return async () => {
    await test.close();
    await database.close();
  };
}
