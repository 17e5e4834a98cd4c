import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';

/** Test helpers: real Socket.IO clients on a real port, recording everything the server sends them. */

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Received = { name: string; payload: unknown };

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export class TestClient {
  /**
   * Everything received, in order. A batched `online` event (a list of presence changes) is recorded as
   * one `online` entry per change, so tests read presence per member; `frames` has the events as sent.
   */
  readonly received: Received[] = [];
  readonly frames: Received[] = [];
  private readonly waiters = new Set<() => void>();
  disconnectReason: string | null = null;

  constructor(readonly socket: ClientSocket) {
    socket.onAny((name: string, payload: unknown) => {
      this.frames.push({ name, payload });
      if (name === 'online' && Array.isArray(payload))
        for (const change of payload) this.received.push({ name, payload: change });
      else this.received.push({ name, payload });
      for (const wake of this.waiters) wake();
    });
    socket.on('disconnect', (reason) => {
      this.disconnectReason = reason;
      for (const wake of this.waiters) wake();
    });
  }

  /** Events of that name received so far, optionally those whose payload matches. */
  all<T = unknown>(name: string, match: (payload: T) => boolean = () => true): T[] {
    return this.received.filter((e) => e.name === name && match(e.payload as T)).map((e) => e.payload as T);
  }

  /** Waits for (or finds) the n-th event of that name matching, and answers its payload. */
  waitFor<T = unknown>(name: string, match: (payload: T) => boolean = () => true, n = 1, timeoutMs = 5000): Promise<T> {
    return this.until(() => this.all(name, match)[n - 1], `${n}× "${name}"`, timeoutMs);
  }

  /** Waits until the server has disconnected this socket; answers the reason. */
  waitForDisconnect(timeoutMs = 5000): Promise<string> {
    return this.until(() => this.disconnectReason ?? undefined, 'disconnect', timeoutMs);
  }

  private until<T>(probe: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}; received: ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** The client→server `presence` query. */
  presence(userIds: number[]): Promise<number[]> {
    return this.socket.timeout(5000).emitWithAck('presence', userIds);
  }

  close() {
    this.socket.disconnect();
  }
}

/** Connects a client (token in the handshake `auth`, or in headers) and waits until it is connected. */
export function connect(
  url: string,
  opts: { token?: string; headers?: Record<string, string> } = {},
): Promise<TestClient> {
  const socket: ClientSocket = connectSocket(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: opts.headers,
  });
  const client = new TestClient(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

/**
 * For a suite whose app comes from `useTestApp`: listens on a real port before the tests and gives each
 * member a connected socket; every socket a test opened is closed after it.
 */
export function useSockets(t: { readonly app: FastifyInstance }) {
  let url = '';
  const open: TestClient[] = [];
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  return {
    url: () => url,
    async socketOf(member: { token: string }) {
      const socket = await connect(url, { token: member.token });
      open.push(socket);
      return socket;
    },
  };
}
