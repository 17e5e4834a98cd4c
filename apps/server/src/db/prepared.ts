import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Prepared statements for the hot paths (issue 15, docs/decisions.md 68).
 *
 * `prepared(db, name, build)` builds a statement once per database handle and keeps it: drizzle turns the
 * query into SQL text once instead of on every request, and on PostgreSQL the statement is named, so each
 * pooled connection parses it once and PostgreSQL may keep its plan (`plan_cache_mode`: after five custom
 * plans, a generic one when it costs no more). PGlite runs it unnamed (its driver ignores the name), so
 * there the saving is drizzle's building only. A handle is the pool's `db` (kept for the process) or a
 * transaction (kept for that transaction only: its statements are built anew for each one, but named, so
 * PostgreSQL still parses them once per connection).
 *
 * Values reach the statement through `param(name)` placeholders, bound at `execute`. A query whose shape
 * depends on an optional filter needs one statement per shape, each with its own name.
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function prepared<P>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => P): P {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (statement === undefined) {
    // PostgreSQL cuts names at 63 bytes: two shapes could then share one and run each other's text.
    if (name.length > 63) throw new Error(`prepared statement name longer than 63: ${name}`);
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * A placeholder standing where the query builders of the repos expect a value (a member id, a cursor, an
 * instant as its ISO text): drizzle leaves it as `$n` in the SQL and binds the value given to `execute`
 * under the same name (each occurrence gets the same value). Typed as the value it stands for, so the
 * existing condition builders (privacy, blocks, reports) are reused unchanged: the prepared statement is
 * the same SQL the dynamic query was.
 */
export const param = <T>(name: string): T => sql.placeholder(name) as unknown as T;

const dialect = new PgDialect();
const texts = new Map<string, Query>();

/**
 * A raw SQL statement (`db.execute`'s kind) prepared by name: its text is built once for the process and
 * bound to the handle at hand, so a statement that runs inside a transaction (a new handle each time) is not
 * rebuilt either. Answers what `db.execute` answers (the driver's result, `rows` as objects).
 */
export function preparedSql<Row extends Record<string, unknown>>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
): { execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  let query = texts.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    texts.set(name, query);
  }
  const text = query;
  return prepared(db, name, (db) => db._.session.prepareQuery(text, undefined, name, false)) as unknown as {
    execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
  };
}
