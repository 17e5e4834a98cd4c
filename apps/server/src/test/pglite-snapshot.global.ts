import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball holding an empty, migrated PGlite data directory; absent on PostgreSQL runs. */
    pgliteSnapshot?: string;
  }
}

/**
 * Vitest global setup: starts and migrates one PGlite per run and saves it to a temporary file, so each test
 * database loads that (about 2 s) instead of running initdb and every migration (about 5 s). Runs on
 * PostgreSQL (TEST_DATABASE_URL) do not use it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const file = path.join(os.tmpdir(), `yf-pglite-${randomBytes(4).toString('hex')}.tar`);
  const snapshot = await migratedPgliteSnapshot();
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(file, { force: true });
}
