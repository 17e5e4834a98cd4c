import { normalizePhone, type AuthResponse } from '@yuanfen/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { devices, outbox, users } from '../db/schema';
import { randomIp } from './factories';
import { createTestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = InjectOptions['payload'];

/**
 * Short requests for API tests. Each request comes from a fresh client address unless one is given, so
 * per-IP limits only bite where a test means them to.
 */
export function api(app: FastifyInstance) {
  const send = (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    ip = randomIp(),
  ) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as Payload }),
    });
  return {
    get: (url: string, headers?: Record<string, string>, ip?: string) => send('GET', url, undefined, headers, ip),
    post: (url: string, payload?: unknown, headers?: Record<string, string>, ip?: string) =>
      send('POST', url, payload, headers, ip),
    put: (url: string, payload?: unknown, headers?: Record<string, string>, ip?: string) =>
      send('PUT', url, payload, headers, ip),
    delete: (url: string, payload?: unknown, headers?: Record<string, string>, ip?: string) =>
      send('DELETE', url, payload, headers, ip),
  };
}

export const bearer = (token: string, clientId?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(clientId ? { 'x-client-id': clientId } : {}),
});

/** POST authenticate as a browser with the given client id. */
export function signIn(
  app: FastifyInstance,
  identity: string,
  password: string,
  opts: { clientId?: string; ip?: string; code?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return api(app).post(
    '/v1/authenticate',
    { identity, password, ...(opts.code ? { code: opts.code } : {}) },
    { ...(opts.clientId ? { 'x-client-id': opts.clientId } : {}), ...opts.headers },
    opts.ip,
  );
}

/** Signs in and returns the session, failing the test with the server's answer when it is refused. */
export async function signedIn(app: FastifyInstance, identity: string, password: string, clientId: string) {
  const res = await signIn(app, identity, password, { clientId });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { ...body, auth: bearer(body.token, clientId) };
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

/** Everything the server "sent" to an address, newest first, as the /debug page shows it. */
export async function outboxOf(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/v1/debug/outbox?to=${encodeURIComponent(to)}` });
  return res.json<{ data: OutboxEntry[] }>().data;
}

/** POST verify (from a fresh address, so no captcha is needed) and the code that arrived. */
export async function requestCode(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await api(app).post('/v1/verify', body, headers);
  if (res.statusCode !== 200) throw new Error(`code request failed: ${res.statusCode} ${res.body}`);
  const [latest] = await outboxOf(app, body.email ? String(body.email) : normalizePhone(String(body.phone)));
  if (!latest?.code) throw new Error('no code arrived');
  return latest.code;
}

/** A code of the same format that is certainly not `code`. */
export const otherCode = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

export async function rowCount(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

export async function activeDevices(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.user_id, userId), isNull(devices.revoked_at)));
  return Number(row?.n ?? 0);
}

export async function userRow(app: FastifyInstance, userId: number) {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export const outboxCount = (app: FastifyInstance) => rowCount(app, outbox);

/** A clock the test moves by hand: build the app with `deps: { now: clock.now }`. */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The error body every refusal carries (ARCHITECTURE.md §4). */
export function isErrorBody(body: unknown): body is { code: number; message: string } {
  const b = body as { code?: unknown; message?: unknown } | null;
  return typeof b?.code === 'number' && typeof b.message === 'string' && b.message.length > 0;
}

/**
 * The test server without the web app: API tests must not depend on whether someone has built apps/web.
 * (system.test.ts covers the server with a built web app.)
 */
export const createApiTestApp = (opts: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({ ...opts, config: { webDist: '/nonexistent/yuanfen-web-dist', ...opts.config } });
