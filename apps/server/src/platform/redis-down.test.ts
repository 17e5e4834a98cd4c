import net, { type AddressInfo } from 'node:net';
import type { ChatMessage } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../realtime/redis-bus';
import { api, signIn } from '../test/account-helpers';
import { signUp } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { recordEvents } from '../test/money-helpers';
import { makeVip } from '../modules/relations/relations.test-helpers';
import { createRedisStore } from './kv';

/** A "Redis" that accepts connections and never answers: the worst case, a hung server. */
let silent: net.Server;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => silent.close(done));
});

async function appWithRedisAt(url: string): Promise<TestApp> {
  return createTestApp({
    config: { redisUrl: url, redisPrefix: 'yf-down:' },
    deps: {
      kv: createRedisStore(url, 'yf-down:'),
      bus: createRedisBus(url, 'yf-down:'),
      rateRules: { signInPerIp: { limit: 2, windowSeconds: 900 } },
    },
  });
}

describe('with Redis unreachable or hung', () => {
  // Each case has the test's time limit only: nothing may wait for Redis, nor answer 5xx.
  it.each([
    ['refusing connections', () => 'redis://127.0.0.1:1'],
    ['accepting and never answering', () => `redis://127.0.0.1:${(silent.address() as AddressInfo).port}`],
  ])('the API keeps answering when Redis is %s; limits count on this node', { timeout: 60_000 }, async (_, url) => {
    const t = await appWithRedisAt(url());
    try {
      expect((await api(t.app).get('/v1/config')).statusCode).toBe(200);
      const [anna, ben] = [await signUp(t.app), await signUp(t.app)];
      await makeVip(t.app, anna);

      // Sign-in works, and its per-address limit (2 here) still holds, counted in this node's memory.
      const ip = '198.51.100.20';
      expect((await signIn(t.app, anna.email, anna.password, { ip })).statusCode).toBe(200);
      expect((await signIn(t.app, anna.email, 'wrong-password', { ip })).json()).toMatchObject({ code: 400002 });
      expect((await signIn(t.app, anna.email, anna.password, { ip })).json()).toMatchObject({ code: 429000 });

      // A message is stored and its event still reaches this node's sockets.
      const events = recordEvents(t.app);
      const sent = await api(t.app).post('/v1/messages', { user_id: ben.id, message_content: 'Hallo Ben' }, anna.auth);
      expect(sent.statusCode, sent.body).toBe(200);
      const [delivered] = await events.waitFor(ben.id, 'message');
      expect((delivered!.payload as { message: ChatMessage }).message.message_content).toBe('Hallo Ben');
      events.stop();

      // Lists that show who is online answer, with nobody known online.
      for (const path of ['/v1/feeds', '/v1/latest', '/v1/message_threads', `/v1/user/${ben.id}`]) {
        const res = await api(t.app).get(path, anna.auth);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
