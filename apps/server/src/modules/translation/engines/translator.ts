import type { MachineEngine } from '@yuanfen/contract';

/**
 * How an engine failed, so the chain knows how long to leave it alone: `auth` and `quota` need an
 * operator, `rate` passes in seconds, `unavailable` and `timeout` are outages, `unsupported` is this
 * language pair only, `bad_response` an answer we could not read.
 */
export type EngineErrorKind = 'auth' | 'quota' | 'rate' | 'unavailable' | 'timeout' | 'unsupported' | 'bad_response';

export class EngineError extends Error {
  constructor(
    readonly engine: MachineEngine,
    readonly kind: EngineErrorKind,
    detail: string,
  ) {
    super(`${engine}: ${kind} (${detail})`);
  }
}

export interface EngineRequest {
  texts: string[];
  /** Yuanfen's language code of the originals (ISO 639-1, `zh`, `tw`), or null to let the engine detect. */
  source: string | null;
  target: string;
  /** The texts carry `<x id="n"/>` tags (escaped XML text) that must come back unchanged. */
  markup: boolean;
}

/** One machine translation provider, spoken to over its documented HTTP API. */
export interface Translator {
  readonly name: MachineEngine;
  /** Whether the engine keeps tags (then texts go out as markup); else only runs of plain text are sent. */
  readonly markup: boolean;
  /** Whether it translates this pair (source null: detected by the engine). */
  supports(source: string | null, target: string): Promise<boolean>;
  /** One translation per text, in order. Throws EngineError. */
  translate(request: EngineRequest): Promise<string[]>;
}

/**
 * A POST to an engine with a time limit. Network failures and the time limit become EngineErrors;
 * the caller reads the status and body of every answer.
 */
export async function post(
  engine: MachineEngine,
  url: string,
  init: { headers?: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new EngineError(engine, 'timeout', `${timeoutMs} ms`);
    throw new EngineError(engine, 'unavailable', (error as Error).message);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an HTML error page of a proxy, say): kept as text for the message.
  }
  return { status: response.status, body };
}

export async function getJson(engine: MachineEngine, url: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new EngineError(engine, statusKind(response.status), `HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    if (error instanceof EngineError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new EngineError(engine, 'timeout', `${timeoutMs} ms`);
    throw new EngineError(engine, 'unavailable', (error as Error).message);
  }
}

/** The usual meaning of an HTTP status for a translation API. */
export function statusKind(status: number): EngineErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate';
  if (status === 456) return 'quota';
  if (status >= 500) return 'unavailable';
  return 'bad_response';
}

/** The answer's `n` strings, or a bad_response error. */
export function expectStrings(engine: MachineEngine, values: unknown, n: number): string[] {
  if (!Array.isArray(values) || values.length !== n || values.some((v) => typeof v !== 'string')) {
    throw new EngineError(engine, 'bad_response', `expected ${n} translations`);
  }
  return values as string[];
}
