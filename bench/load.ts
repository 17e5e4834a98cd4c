/**
 * The load generator: `connections` keep-alive HTTP connections, each sending its next request as soon as
 * the previous answer is read, for a fixed time. It runs in a worker thread (its own event loop, so the
 * server under test and the load do not share one), and answers requests per second and latencies.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  origin: string;
  /** Sent round-robin. */
  requests: LoadRequest[];
  connections: number;
  seconds: number;
  /** Seconds of load before the measured window. */
  warmup?: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx (or failed requests), by status. */
  errors: Record<string, number>;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

async function run(opts: LoadOptions): Promise<LoadFigures> {
  const url = new URL(opts.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const send = (req: LoadRequest) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(req.body);
      }
      const r = http.request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      r.on('error', () => resolve(0));
      r.end(req.body);
    });
  let next = 0;
  const loop = async (until: number, latencies: number[] | null, errors: Record<string, number>) => {
    while (performance.now() < until) {
      const req = opts.requests[next++ % opts.requests.length]!;
      const at = performance.now();
      const status = await send(req);
      if (!latencies) continue;
      latencies.push(performance.now() - at);
      if (status < 200 || status > 299) errors[status] = (errors[status] ?? 0) + 1;
    }
  };
  const errors: Record<string, number> = {};
  const all = Array.from({ length: opts.connections }, () =>
    loop(performance.now() + (opts.warmup ?? 1) * 1000, null, errors),
  );
  await Promise.all(all);
  const latencies: number[][] = Array.from({ length: opts.connections }, () => []);
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  await Promise.all(latencies.map((own) => loop(until, own, errors)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies.flat()).sort();
  return {
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: sorted.length,
    errors,
  };
}

/** Runs the load in a worker thread and answers its figures. */
export function load(opts: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    // Worker threads start without the parent's loaders: the worker registers tsx, then loads this file.
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const self = JSON.stringify(import.meta.url);
    const boot = `import(${tsx}).then(({ register }) => { register(); return import(${self}); })`;
    const worker = new Worker(boot, { eval: true, workerData: opts });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread && parentPort) parentPort.postMessage(await run(workerData as LoadOptions));
