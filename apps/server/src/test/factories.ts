import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '@yuanfen/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;
/** A distinct client address per simulated person, so per-IP limits apply as they would in life. */
export const randomIp = () => `10.${(counter++ >> 8) & 255}.${counter & 255}.${1 + Math.floor(Math.random() * 250)}`;
export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(4).toString('hex')}`.slice(0, 20);

/** What every sign-up must carry besides its contact, name and password (issue 21's age gate). */
export const SIGN_UP_FACTS = { gender: 1, birthday: '1990-01-01', terms: true } as const;

export interface Member {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
  refresh: string;
  clientId: string;
  ip: string;
  auth: Record<string, string>;
}

/** Signs a new member up through the API (global edition: no code needed); `query` as `?pid=…`. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  query = '',
): Promise<Member> {
  const name = uniqueName();
  const email = `${name.toLowerCase()}@example.test`;
  const password = 'secret123';
  const clientId = `client-${randomBytes(6).toString('hex')}`;
  const ip = randomIp();
  const res = await app.inject({
    method: 'POST',
    url: `/v1/register${query}`,
    remoteAddress: ip,
    headers: { 'x-client-id': clientId },
    payload: { email, name, password, ...SIGN_UP_FACTS, ...overrides },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return {
    id: body.me.id,
    name: body.me.name,
    email: body.me.email ?? email,
    password,
    token: body.token,
    refresh: body.refresh_token,
    clientId,
    ip,
    auth: { authorization: `Bearer ${body.token}`, 'x-client-id': clientId },
  };
}

/** The newest code the server "sent" to an address, read from the outbox like the /debug page does. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/v1/debug/outbox?to=${encodeURIComponent(to)}` });
  const code = res.json<{ data: { code: string | null }[] }>().data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export const inject = (app: FastifyInstance, opts: InjectOptions) => app.inject(opts);
