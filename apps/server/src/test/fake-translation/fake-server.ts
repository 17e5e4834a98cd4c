import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFailure = 'auth' | 'quota' | 'rate' | 'unavailable' | 'timeout' | 'unsupported';

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeEngine {
  /** Base URL to configure (DeepL: the host, e.g. http://127.0.0.1:1234; Google: the full …/language/translate/v2 URL; LibreTranslate: the host; Baidu: the full …/api/trans/vip/translate URL). */
  url: string;
  /** Every translate request received, in order: path, parsed body (JSON or form fields), headers. */
  calls: FakeCall[];
  /** The next `times` (default 1) translate calls fail exactly as the provider reports that failure ('timeout': the fake waits `timeoutDelayMs` before answering). */
  failNext(kind: FakeFailure, times?: number): void;
  /** Exact phrase (a trimmed run of text between tags) → its translation per Yuanfen language code. */
  phrases: Map<string, Partial<Record<string, string>>>;
  close(): Promise<void>;
}

export interface FakeOptions {
  /** How long a 'timeout' failure keeps the client waiting; longer than the client's time limit. */
  timeoutDelayMs?: number;
  /** 0 (default): any free port. */
  port?: number;
}

/** One request as a provider handler sees it: fields are the query string merged with the parsed body. */
export interface ProviderRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  query: URLSearchParams;
  /** The JSON object or form fields of the body (repeated form fields as arrays); null when unreadable. */
  body: Record<string, unknown> | null;
  isJson: boolean;
}

export interface ProviderReply {
  status: number;
  body: unknown;
}

export interface ProviderContext {
  phrases: FakeEngine['phrases'];
  /**
   * The failure queued for this call, if any, taken off the queue. For 'timeout' it resolves only after
   * the configured delay, so the client has given up by the time the provider answers.
   */
  takeFailure(): Promise<FakeFailure | null>;
}

export interface ProviderSpec {
  /** The path of the translate endpoint; requests to it are recorded in `calls`. */
  translatePath: string;
  /** The path part of the URL a client is configured with ('' for a host). */
  basePath: string;
  translate(request: ProviderRequest, context: ProviderContext): Promise<ProviderReply>;
  /** Any other endpoint (LibreTranslate's GET /languages); null → 404. */
  other?(request: ProviderRequest): ProviderReply | null;
}

function parseBody(raw: string, contentType: string): Record<string, unknown> | null {
  if (contentType.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(raw);
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return formFields(new URLSearchParams(raw));
}

/** Form or query fields; a field given several times (DeepL's `text=…&text=…`) becomes an array. */
export function formFields(params: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields[key] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** A provider's protocol on a real HTTP server, with the recording and failure queue every fake shares. */
export async function startProvider(spec: ProviderSpec, opts: FakeOptions = {}): Promise<FakeEngine> {
  const calls: FakeCall[] = [];
  const failures: FakeFailure[] = [];
  const phrases: FakeEngine['phrases'] = new Map();
  const waiting = new Set<NodeJS.Timeout>();
  const timeoutDelayMs = opts.timeoutDelayMs ?? 5000;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const contentType = String(req.headers['content-type'] ?? '');
      const request: ProviderRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        query: url.searchParams,
        body: raw ? parseBody(raw, contentType) : {},
        isJson: contentType.includes('application/json'),
      };
      const reply = (answer: ProviderReply) => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer.body));
      };
      if (request.path !== spec.translatePath) {
        reply(spec.other?.(request) ?? { status: 404, body: { error: 'Not Found' } });
        return;
      }
      calls.push({ path: request.path, body: request.body ?? {}, headers: { ...req.headers } });
      const context: ProviderContext = {
        phrases,
        takeFailure: async () => {
          const failure = failures.shift() ?? null;
          if (failure === 'timeout') {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                waiting.delete(timer);
                resolve();
              }, timeoutDelayMs);
              waiting.add(timer);
              // The client gave up: nobody is left to answer, and close() must not wait for the timer.
              res.on('close', () => {
                clearTimeout(timer);
                waiting.delete(timer);
              });
            });
          }
          return failure;
        },
      };
      spec.translate(request, context).then(reply, (error: Error) => {
        reply({ status: 500, body: { error: `fake provider crashed: ${error.message}` } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${spec.basePath}`,
    calls,
    phrases,
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of waiting) clearTimeout(timer);
        waiting.clear();
        server.close(() => resolve());
        // Keep-alive sockets of the client would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
