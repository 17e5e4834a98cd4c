/**
 * One server process of the chat, socket and upload benches (P4, P5, P6, P10), started by `startNode`
 * as a child process so that it has an event loop and a heap of its own, as a node has in production:
 *
 *   yuanfen   the real server (buildApp as main.ts builds it, production settings, no seed, no jobs) on
 *             the database and Redis its environment names (DATABASE_URL or DATA_DIR, REDIS_URL, …)
 *   relay     a bare Socket.IO server: each socket joins `user:<auth.id>`, `send` emits to a room (P4's floor)
 *   idle      a bare Socket.IO server whose sockets join their own room and wait (P6's floor)
 *
 * It tells its parent its port, then answers the parent's probes over IPC: `memory` (after a full GC,
 * `--expose-gc`), `lag-start` / `lag-stop` (the event loop's delay, perf_hooks' monitorEventLoopDelay),
 * `tokens` (access tokens for members' devices, from the server's own token service).
 *
 * BENCH_NODE_ARGS   Node options added to every node (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles them)
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import v8 from 'node:v8';
import { Server } from 'socket.io';

export type NodeKind = 'yuanfen' | 'relay' | 'idle';

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  sockets: number;
}

export interface LagFigures {
  p50: number;
  p99: number;
  max: number;
}

type Request =
  | { id: number; type: 'memory' }
  | { id: number; type: 'lag-start' }
  | { id: number; type: 'lag-stop' }
  | { id: number; type: 'tokens'; devices: { userId: number; deviceId: number }[] };

/** A running node, seen from the parent. */
export interface BenchNode {
  origin: string;
  pid: number;
  memory(): Promise<MemoryFigures>;
  lagStart(): Promise<void>;
  lagStop(): Promise<LagFigures>;
  tokens(devices: { userId: number; deviceId: number }[]): Promise<string[]>;
  stop(): Promise<void>;
}

/** Starts a node of `kind` with `env` added to the parent's environment; resolves once it listens. */
export function startNode(kind: NodeKind, env: Record<string, string> = {}): Promise<BenchNode> {
  const child = fork(new URL(import.meta.url).pathname, [kind], {
    // BENCH_NODE_ARGS adds Node options to every node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for profiles.
    execArgv: ['--expose-gc', '--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // tesseract's "Invalid resolution" warning on every OCR'd photo is noise here; everything else passes.
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const rest = chunk
      .split('\n')
      .filter((line) => line && !line.startsWith('Warning: Invalid resolution'))
      .join('\n');
    if (rest) process.stderr.write(`${rest}\n`);
  });
  let next = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  const ask = <T>(req: Omit<Request, 'id'>) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (value: unknown) => void);
      child.send({ ...req, id });
    });
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench node ${kind} exited (${code}) before listening`));
    child.once('exit', exited);
    child.on('message', (msg: { id?: number; port?: number; value?: unknown }) => {
      if (msg.port !== undefined) {
        child.off('exit', exited);
        resolve({
          origin: `http://127.0.0.1:${msg.port}`,
          pid: child.pid!,
          memory: () => ask<MemoryFigures>({ type: 'memory' }),
          lagStart: () => ask<void>({ type: 'lag-start' }),
          lagStop: () => ask<LagFigures>({ type: 'lag-stop' }),
          tokens: (devices) => ask<string[]>({ type: 'tokens', devices } as Omit<Request, 'id'>),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              // A node that has not closed within 15 s (a stuck shutdown) is killed: the run goes on.
              const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(timer);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
        return;
      }
      if (msg.id !== undefined) {
        waiting.get(msg.id)?.(msg.value);
        waiting.delete(msg.id);
      }
    });
  });
}

/** The child's side: runs the node and answers probes. */
async function main(kind: NodeKind) {
  let sockets = () => 0;
  let tokens: (devices: { userId: number; deviceId: number }[]) => Promise<string[]> = () => Promise.resolve([]);
  let close: () => Promise<void>;
  let port: number;

  if (kind === 'yuanfen') {
    const { buildApp } = await import('../apps/server/src/app');
    const { loadConfig } = await import('../apps/server/src/config');
    const { openDatabase } = await import('../apps/server/src/db/client');
    const { createMemoryBus } = await import('../apps/server/src/platform/bus');
    const { createMemoryStore, createRedisStore } = await import('../apps/server/src/platform/kv');
    const { createRedisBus } = await import('../apps/server/src/realtime/redis-bus');
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    const kv = config.redisUrl ? createRedisStore(config.redisUrl, config.redisPrefix) : createMemoryStore();
    const bus = config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix) : createMemoryBus();
    const app = await buildApp({ config, database, kv, bus, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    sockets = () => app.realtime?.io.engine.clientsCount ?? 0;
    tokens = (devices) => Promise.all(devices.map((d) => app.services.tokens.signAccess(d, 24 * 3600)));
    close = async () => {
      await app.close();
      await bus.close();
      await kv.close();
      await database.close();
    };
  } else {
    const http = createServer();
    const io = new Server(http);
    io.on('connection', (socket) => {
      void socket.join(`user:${String(socket.handshake.auth.id)}`);
      if (kind === 'relay')
        socket.on('send', (to: number, payload: unknown, ack?: () => void) => {
          io.to(`user:${to}`).emit('message', payload);
          ack?.();
        });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
    sockets = () => io.engine.clientsCount;
    close = async () => {
      io.disconnectSockets(true);
      await io.close();
    };
  }

  let lag: IntervalHistogram | null = null;
  const answer = async (req: Request): Promise<unknown> => {
    switch (req.type) {
      case 'memory': {
        const gc = (globalThis as { gc?: () => void }).gc;
        gc?.();
        gc?.();
        const m = process.memoryUsage();
        return {
          rss: m.rss,
          heapUsed: v8.getHeapStatistics().used_heap_size,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
          sockets: sockets(),
        } satisfies MemoryFigures;
      }
      case 'lag-start':
        lag = monitorEventLoopDelay({ resolution: 10 });
        lag.enable();
        return undefined;
      case 'lag-stop': {
        lag?.disable();
        const ms = (ns: number) => ns / 1e6;
        const figures = lag
          ? { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) }
          : { p50: 0, p99: 0, max: 0 };
        lag = null;
        return figures satisfies LagFigures;
      }
      case 'tokens':
        return tokens(req.devices);
    }
  };
  process.on('message', (req: Request) => {
    void answer(req).then((value) => process.send?.({ id: req.id, value }));
  });
  process.once('SIGTERM', () => {
    void close().finally(() => process.exit(0));
  });
  process.send?.({ port });
}

const kind = process.argv[2] as NodeKind | undefined;
if (process.send && kind && new URL(import.meta.url).pathname === process.argv[1]) await main(kind);
