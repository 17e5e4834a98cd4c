import {
  CLIENT_VERSION,
  endpointPath,
  Limits,
  type ApiErrorBody,
  type AuthResponse,
  type CallArgs,
  type EndpointDef,
  type EndpointRef,
  type RefusalReason,
  type ResponseOf,
  type Route,
} from '@yuanfen/contract';
import { clientKind, currentPid } from './client-env';
import { tokenNearExpiry, useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

/**
 * A failed call: HTTP status (0 = network error or time-out) and the server's error body. Branch on
 * `code` and `reason` (the cause, when the code has several), never on the English `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errors: Record<string, string>;
  readonly reason: RefusalReason | undefined;
  /** Seconds to wait before asking again, from a 429's `Retry-After` header (undefined when none came). */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>, retryAfter?: number) {
    super(body.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 0;
    this.errors = body.errors ?? {};
    this.reason = body.reason;
    this.retryAfter = retryAfter;
  }
}

/** A `Retry-After` header in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Codes the caller shows itself; the global prompts and toasts skip them. */
  expect?: readonly number[];
  /** Skip every global reaction (prompts, toasts, 404 page); network and auth handling still apply. */
  quiet?: boolean;
  signal?: AbortSignal;
  /**
   * `Idempotency-Key` for a write the server deduplicates (a gold correction): a retry with the same key
   * answers the first write instead of repeating it.
   */
  idempotencyKey?: string;
}

/** Reactions wired by the app (session, overlays) so this file depends on neither. */
export const apiHooks = {
  onError: (_error: ApiError, _options: RequestOptions): void => undefined,
  onUnauthorized: (): void => undefined,
  onRefreshFailed: (): void => undefined,
  onRefreshed: (_auth: AuthResponse): void => undefined,
  onNotFound: (): void => undefined,
  /** A read refused by the per-IP limit (429): a page's own load shows its countdown, other reads a toast. */
  onRateLimitedRead: (_error: ApiError, _options: RequestOptions): void => undefined,
  onMaintenance: (): void => undefined,
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const pid = currentPid();
  if (pid && !params.has('pid')) params.set('pid', pid);
  const search = params.toString();
  return `/v1/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

function buildHeaders(withBody: boolean, idempotencyKey?: string): Headers {
  const { token, fingerprint } = useSessionStore.getState();
  const headers = new Headers({ Accept: 'application/json', 'X-Client': clientKind() });
  headers.set('X-Client-Version', CLIENT_VERSION);
  // The interface language, so what the server writes to someone without an account yet (a sign-up code)
  // is in the language they read the page in, not the browser's.
  if (document.documentElement.lang) headers.set('Accept-Language', document.documentElement.lang);
  if (withBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (fingerprint && fingerprint.length > 2) headers.set('X-Client-Id', fingerprint);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/** One HTTP exchange with the 60 s time-out; sets or clears the network-error banner. */
async function exchange(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), Limits.requestTimeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort());
  const hasBody = options.body !== undefined;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(hasBody, options.idempotencyKey),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      redirect: 'manual',
    });
    const unreachable = response.status === 0 && response.type !== 'opaqueredirect';
    useUiStore.getState().setNetworkError(unreachable || response.status === 502 || response.status === 504);
    return response;
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    useUiStore.getState().setNetworkError(true);
    throw new ApiError(0, { code: 0, message: 'Network is unreachable' });
  } finally {
    window.clearTimeout(timer);
  }
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new access token, once at a time; a 401 here ends the session. */
export function refreshSession(): Promise<boolean> {
  const refreshToken = useSessionStore.getState().refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await exchange('POST', 'token/refresh', { body: { refresh_token: refreshToken } });
      if (response.status === 401) {
        apiHooks.onRefreshFailed();
        return false;
      }
      if (!response.ok) return false;
      const auth = (await readBody(response)) as AuthResponse;
      useSessionStore.getState().setSession(auth);
      apiHooks.onRefreshed(auth);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Trades a SAVED account's refresh token for a session of that account (switching accounts), leaving the
 * current session and its hooks alone: null when the server says the saved session is over (401).
 * Other failures (network, 5xx) throw an `ApiError`.
 */
export async function renewSavedSession(refreshToken: string): Promise<AuthResponse | null> {
  const response = await exchange('POST', 'token/refresh', { body: { refresh_token: refreshToken } });
  if (response.status === 401) return null;
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
  return body as AuthResponse;
}

/**
 * After a 401 to a call sent with `sentToken`: true when the call should be retried. A call that met the
 * lapsed token after another call already renewed it retries with the new token instead of trading the
 * (already rotated) refresh token a second time.
 */
function renewAfterUnauthorized(sentToken: string | null): Promise<boolean> {
  const { token } = useSessionStore.getState();
  if (!token) return Promise.resolve(false);
  if (token !== sentToken) return Promise.resolve(true);
  return refreshSession();
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  if (tokenNearExpiry()) await refreshSession();
  const sentToken = useSessionStore.getState().token;
  let response = await exchange(method, path, options);
  if (response.status === 401 && (await renewAfterUnauthorized(sentToken))) {
    response = await exchange(method, path, options);
  }
  if (response.type === 'opaqueredirect' || response.status === 307) {
    apiHooks.onMaintenance();
    throw new ApiError(307, { code: 0, message: 'Maintenance' });
  }
  const body = await readBody(response);
  // A 5xx without a JSON body came from a proxy, not from our server: treat it as unreachable.
  if (response.status >= 500 && (body === undefined || !('code' in (body as object)))) {
    useUiStore.getState().setNetworkError(true);
  }
  if (response.ok) {
    if (body && typeof body === 'object' && 'bench' in body) console.log('bench', path, body.bench);
    return body as T;
  }
  const error = new ApiError(
    response.status,
    (body ?? {}) as Partial<ApiErrorBody>,
    retryAfterSeconds(response.headers.get('retry-after')),
  );
  if (response.status === 401) {
    if (useSessionStore.getState().token) apiHooks.onUnauthorized();
  } else if (response.status === 404 && !options.quiet) {
    apiHooks.onNotFound();
  } else if (response.status === 429 && method === 'GET') {
    if (!options.quiet) apiHooks.onRateLimitedRead(error, options);
  } else if (!options.quiet && !options.expect?.includes(error.code)) {
    apiHooks.onError(error, options);
  }
  throw error;
}

/** The arguments of `api.call`: optional when the endpoint needs neither path parameters nor a body. */
type CallRest<E extends EndpointRef> =
  object extends CallArgs<E>
    ? [args?: CallArgs<E>, options?: Omit<RequestOptions, 'query' | 'body'>]
    : [args: CallArgs<E>, options?: Omit<RequestOptions, 'query' | 'body'>];

/**
 * Calls one operation of the contract's endpoint map, typed by it end to end:
 * `api.call(Api.feed.byUser, { params: { id }, query: { max_id } }, { signal })`.
 */
function call<R extends Route>(endpoint: R, ...[args, options]: CallRest<R>): Promise<ResponseOf<R>> {
  const { params, query, body } = (args ?? {}) as { params?: object; query?: object; body?: unknown };
  const writes = endpoint.method === 'POST' || endpoint.method === 'PUT';
  return request<ResponseOf<R>>(endpoint.method, endpointPath(endpoint.path, params as Record<string, unknown>), {
    ...options,
    query: query as RequestOptions['query'],
    body: body ?? (writes ? {} : undefined),
  });
}

/**
 * `GET` of an endpoint that answers a file rather than JSON (a console list as CSV): the body as a Blob.
 * The session is renewed like any call; a refusal is thrown as an `ApiError` without global reactions
 * (the caller says it where the button is).
 */
async function download<R extends Route>(endpoint: R, ...[args]: CallRest<R>): Promise<Blob> {
  const { params, query } = (args ?? {}) as { params?: object; query?: object };
  const path = endpointPath(endpoint.path, params as Record<string, unknown>);
  const options: RequestOptions = { query: query as RequestOptions['query'], quiet: true };
  if (tokenNearExpiry()) await refreshSession();
  const sentToken = useSessionStore.getState().token;
  let response = await exchange('GET', path, options);
  if (response.status === 401 && (await renewAfterUnauthorized(sentToken)))
    response = await exchange('GET', path, options);
  if (response.ok) return response.blob();
  const body = await readBody(response);
  throw new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
}

/** The one way the app talks to the API: through an endpoint of the contract's map (no paths by hand). */
export const api = {
  call,
  upload: uploadForm,
  download,
};

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export interface UploadOptions extends Pick<RequestOptions, 'expect' | 'quiet' | 'signal'> {
  /** Share of the body sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
}

/** One multipart exchange through XHR, which reports upload progress (fetch cannot), with the 60 s time-out. */
function sendForm(path: string, form: FormData, options: UploadOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, undefined));
    buildHeaders(false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.timeout = Limits.requestTimeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const unreachable = () => {
      useUiStore.getState().setNetworkError(true);
      reject(new ApiError(0, { code: 0, message: 'Network is unreachable' }));
    };
    xhr.onerror = unreachable;
    xhr.ontimeout = unreachable;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      useUiStore.getState().setNetworkError(xhr.status === 502 || xhr.status === 504);
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = { message: xhr.responseText };
      }
      resolve({ status: xhr.status, body });
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * `POST` of a multipart form (files) to an endpoint of the map that takes one, with progress; errors take
 * the same path as `request`: `api.upload(Api.uploads.create, form, { onProgress })`.
 */
async function uploadForm<R extends Route<EndpointDef & { method: 'POST'; body: 'multipart' }>>(
  endpoint: R,
  form: FormData,
  options: UploadOptions = {},
): Promise<ResponseOf<R>> {
  const path = endpointPath(endpoint.path);
  if (tokenNearExpiry()) await refreshSession();
  const sentToken = useSessionStore.getState().token;
  let result = await sendForm(path, form, options);
  if (result.status === 401 && (await renewAfterUnauthorized(sentToken))) {
    result = await sendForm(path, form, options);
  }
  if (result.status >= 200 && result.status < 300) return result.body as ResponseOf<R>;
  const error = new ApiError(result.status, (result.body ?? {}) as Partial<ApiErrorBody>);
  if (result.status === 401) {
    if (useSessionStore.getState().token) apiHooks.onUnauthorized();
  } else if (!options.quiet && !options.expect?.includes(error.code)) {
    apiHooks.onError(error, options);
  }
  throw error;
}
