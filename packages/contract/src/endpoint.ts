import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation: `user` needs a session (401 without one, checked before the input);
 * `optional` reads the token whenever one is sent and answers visitors too.
 */
export type Access = 'user' | 'optional';

/**
 * One operation of the API, written once and used three times: the server registers its route from it
 * (`platform/route.ts`), the OpenAPI document describes it from the same schemas, and the web app calls it
 * through `api.call`, typed by it. `path` is relative to `/v1`, in the router's `:param` syntax.
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** The OpenAPI tag (the module). */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body schema, or `multipart` for a form upload (the fields are checked by the handler). */
  readonly body?: z.ZodType | 'multipart';
  /** The answer's body; absent when the operation answers with a redirect (`redirect` says where). */
  readonly response?: z.ZodType;
  /** The success statuses that body comes with, when not just 200 (a friend request: 201 or 202). */
  readonly statuses?: readonly (200 | 201 | 202)[];
  /** What the 302 of a browser-facing operation leads to (a payment return, say). */
  readonly redirect?: string;
  /** The answer's media type when it is not JSON (a console list exported as `text/csv`). */
  readonly produces?: 'text/csv';
}

/** Declares an endpoint, keeping its literal types (method, path and the schemas' types). */
export const endpoint = <const E extends EndpointDef>(definition: E): E => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** An endpoint, or the route that stands for it in the web's schema-free map (`routes.ts`). */
export type EndpointRef = EndpointDef | Route;
/** The definition behind an endpoint or route (distributes over unions). */
export type DefOf<X> = X extends EndpointDef ? X : X extends Route<infer E> ? E : never;

type Args<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** What a client sends: the path parameters, query and JSON body, each only when the endpoint has one. */
export type CallArgs<X extends EndpointRef> = Args<DefOf<X>>;

/** What the server answers with (200). */
export type ResponseOf<X extends EndpointRef> = DefOf<X>['response'] extends z.ZodType
  ? z.output<DefOf<X>['response']>
  : void;

/** What a handler receives after validation (the parsed, defaulted values). */
export type ParamsOf<E extends EndpointDef> = Output<E['params']>;
export type QueryOf<E extends EndpointDef> = Output<E['query']>;
export type BodyOf<E extends EndpointDef> = Output<E['body']>;

/** `/feeds/:id` with `{ id: 7 }` → `feeds/7` (relative to `/v1/`). */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/^\//, '').replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What a client needs of an endpoint at run time — its method and path — carrying the whole definition
 * only as a type. The web app calls through these (`routes.ts`), so its bundle holds no zod schemas.
 */
export interface Route<E extends EndpointDef = EndpointDef> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: keeps the endpoint's schemas in the type, for `CallArgs` and `ResponseOf`. */
  readonly __endpoint?: E;
}

/** The endpoint map with every endpoint reduced to its `Route`. */
export type RouteMap<M> = { readonly [K in keyof M]: M[K] extends EndpointDef ? Route<M[K]> : RouteMap<M[K]> };

/** The endpoint a route stands for. */
export type EndpointOf<R> = R extends Route<infer E> ? E : never;
