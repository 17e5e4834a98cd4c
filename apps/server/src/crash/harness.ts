/**
 * The crash and fault suite's tools (battery L of docs/security.md): the real server as a child process
 * that can be killed with SIGKILL and started again on the same data, a Redis of the suite's own, HTTP
 * calls that never throw, and the checks that compare what the server acknowledged with the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { createPgDatabase as createDatabaseOn } from '../test/pg-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

/** Sends a signal to a child process that still runs, and waits until it has exited. */
async function signalChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * `npm start`'s server (apps/server/src/main.ts under tsx) as a child process on a port of its own:
 * development settings (the sandbox gateway on), no demo seed, no web app, sign-up limits off, and no
 * per-address API limit: every simulated client comes from 127.0.0.1, so the load of a battery (several
 * thousand calls a minute, more while fast 503s answer a database restart) is not one client's, and a
 * 429 there would hide the answer the battery is checking.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  readonly origin: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        SEED_DEMO: '0',
        RATE_LIMIT: '0',
        RATE_LIMIT_HTTP: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(os.tmpdir(), 'yf-crash-no-web'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.output}`);
      }
      const res = await call(this.origin, 'GET', '/v1/config', undefined, {}, 2_000);
      if (res.status === 200) return;
      await sleep(200);
    }
    throw new Error(`server did not answer within ${timeoutMs} ms:\n${this.output}`);
  }

  /** SIGKILL: no shutdown hook, no flush, no closing of the database — a crash. */
  async kill9(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: the graceful shutdown of main.ts (closes the database). */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  get log(): string {
    return this.output;
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    await signalChild(this.child, signal);
    this.child = null;
  }
}

/** A redis-server of the suite's own (never the machine's shared one): no persistence, killable. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  readonly url: string;

  constructor(readonly port: number) {
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    this.child = child;
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.write('PING\r\n');
          socket.once('data', (data) => {
            socket.destroy();
            resolve(data.toString().startsWith('+PONG'));
          });
        });
        socket.once('error', () => resolve(false));
      });
      if (up) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }

  /** SIGKILL: Redis gone at once, as in a crash. */
  kill9(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /** SIGTERM: Redis's own shutdown. */
  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    await signalChild(this.child, signal);
    this.child = null;
  }
}

/** A database of the suite's own on the PostgreSQL of `adminUrl`, dropped by `drop`. */
export const createPgDatabase = (adminUrl: string) => createDatabaseOn(adminUrl, 'yf_crash');

/** Ends every connection to the database but this one's: what a PostgreSQL restart does to the app. */
export async function terminateBackends(adminUrl: string, name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const res = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

export interface Answer<T = unknown> {
  /** HTTP status, or 0 when no answer came (connection refused or reset, time-out). */
  status: number;
  body: T;
  headers: Headers | null;
  error?: string;
}

/** One HTTP request that never throws: a missing answer is status 0. */
export async function call<T = unknown>(
  origin: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<Answer<T>> {
  try {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  } catch (error) {
    return { status: 0, body: null as T, headers: null, error: (error as Error).message };
  }
}

export interface Member {
  id: number;
  token: string;
  auth: Record<string, string>;
}

/** Signs a member up over HTTP (global edition: no code) and answers their id and token. */
export async function signUp(origin: string, label: string): Promise<Member> {
  const name = `${label}_${randomBytes(3).toString('hex')}`.slice(0, 20);
  const clientId = `crash-${randomBytes(6).toString('hex')}`;
  const res = await call<{ token: string; me: { id: number } }>(
    origin,
    'POST',
    '/v1/register',
    {
      email: `${name.toLowerCase()}@example.test`,
      name,
      password: 'secret123',
      gender: 1,
      birthday: '1990-01-01',
      terms: true,
    },
    { 'x-client-id': clientId },
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.me.id,
    token: res.body.token,
    auth: { authorization: `Bearer ${res.body.token}`, 'x-client-id': clientId },
  };
}

/** Buys gold through the sandbox gateway (purchase, then its confirm page's success), as a member would. */
export async function recharge(origin: string, m: Member, amount: number): Promise<void> {
  const order = await call<{ order_id: string }>(origin, 'POST', '/v1/payment/sandbox/purchase', { amount }, m.auth);
  if (order.status !== 200) throw new Error(`purchase failed: ${order.status} ${JSON.stringify(order.body)}`);
  const done = await call(
    origin,
    'POST',
    '/v1/payment/sandbox/confirm',
    { order_id: order.body.order_id, result: 'success' },
    m.auth,
  );
  if (done.status !== 200) throw new Error(`confirm failed: ${done.status} ${JSON.stringify(done.body)}`);
}

/** Makes a member VIP from their balance (no message or post limits then). */
export async function upgrade(origin: string, m: Member, month: number): Promise<void> {
  const res = await call(origin, 'POST', '/v1/upgrade', { month }, m.auth);
  if (res.status !== 200) throw new Error(`upgrade failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Runs `jobs` with at most `limit` at once. */
export async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** How many rows each key has (absent keys: 0). */
export async function countBy(db: Db, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const res = await db.execute<{ key: string; n: string | number }>(query);
  const rows = (res as unknown as { rows: { key: string; n: string | number }[] }).rows;
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/**
 * ARCHITECTURE.md §6: balances never below 0, and each member's balance equals their ledger rows
 * (everything in minus everything out). Answers the members that break either rule.
 */
export async function ledgerMismatches(db: Db): Promise<{ id: number; balance: number; ledger: number }[]> {
  const res = await db.execute<{ id: number; balance: number; ledger: string | number }>(sql`
    select u.id, u.balance,
      coalesce((select sum(amount) from ledger where to_account = 'user:' || u.id), 0)
        - coalesce((select sum(amount) from ledger where from_account = 'user:' || u.id), 0) as ledger
    from users u`);
  const rows = (res as unknown as { rows: { id: number; balance: number; ledger: string | number }[] }).rows;
  return rows
    .map((r) => ({ id: r.id, balance: Number(r.balance), ledger: Number(r.ledger) }))
    .filter((r) => r.balance < 0 || r.balance !== r.ledger);
}
