import type { UpdateUserBody } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';

/** Short calls of the social graph for tests, as a member's client makes them. */
export function graphApi(app: FastifyInstance) {
  const http = api(app);
  return {
    ...http,
    updateProfile: (m: Member, body: UpdateUserBody) => http.put('/v1/user', body, m.auth),
    profile: (viewer: Member | null, ownerId: number) => http.get(`/v1/user/${ownerId}`, viewer?.auth ?? {}),
    like: (m: Member, userId: number) => http.post('/v1/likes', { user_id: userId }, m.auth),
    request: (m: Member, userId: number) => http.post('/v1/friend_requests', { user_id: userId }, m.auth),
    answer: (m: Member, userId: number, status: number) =>
      http.put('/v1/friend_requests', { user_id: userId, status }, m.auth),
    block: (m: Member, userId: number) => http.post('/v1/blacklist', { user_id: userId }, m.auth),
    counters: async (m: Member) => (await http.get('/v1/counters', m.auth)).json<Record<string, number>>(),
    ids: async (m: Member, url: string) =>
      (await http.get(url, m.auth)).json<{ data: { user_id: number }[] }>().data.map((c) => c.user_id),
  };
}

/** Two members become friends through the API: a asks, b accepts. */
export async function befriend(app: FastifyInstance, a: Member, b: Member) {
  const g = graphApi(app);
  expect((await g.request(a, b.id)).statusCode).toBe(202);
  const accepted = await g.answer(b, a.id, 2);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

export async function makeVip(app: FastifyInstance, m: Member) {
  await app.db.update(users).set({ free: 1 }).where(eq(users.id, m.id));
}

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;

/** `n` new members, signed up through the API. */
export const members = <N extends number>(app: FastifyInstance, n: N) =>
  Promise.all(Array.from({ length: n }, () => signUp(app))) as Promise<Tuple<Member, N>>;
