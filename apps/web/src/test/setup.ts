import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by apps/server/src/test/api-server.global.ts. */
    apiOrigin: string;
  }
}

/**
 * The web client tests run in jsdom against the real API server of the global setup. The app calls
 * same-origin paths (`/v1/...`), which a browser resolves against the page's origin: here that origin is
 * the test server's, so relative requests go to it and nothing else changes.
 */
const origin = inject('apiOrigin');
const nodeFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init);
