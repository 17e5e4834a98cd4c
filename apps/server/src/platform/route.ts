import {
  endpointName,
  type BodyOf,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@yuanfen/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { OpenApiRouteConfig } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the contract's map a route serves (tests walk the map against the routes). */
    endpoint?: EndpointDef;
  }
}

/** A request to an endpoint, typed by its schemas after validation. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** What a handler may return: the endpoint's answer, or the reply it sent itself (a redirect, a 204). */
type Answer<E extends EndpointDef> = ResponseOf<E> | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/**
 * Route options an endpoint may add: its own rate limit, body limit or route config, an `onRequest` hook
 * (the debug routes' loopback check), and `preValidation` hooks, which run after the access check so a
 * visitor still gets 401 before anything else.
 */
export type RouteExtras = Pick<RouteOptions, 'bodyLimit' | 'onRequest'> & {
  config?: Record<string, unknown>;
  preValidation?: preValidationAsyncHookHandler[];
};

/**
 * Registers the route of one endpoint of the contract's map: method, path, access (`requireUser` as
 * `preValidation`, so a visitor gets 401 before any input check) and schemas all come from the map, so the
 * server, the OpenAPI document and the web client cannot drift apart.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const schema: Record<string, unknown> = { tags: [endpoint.tag] };
  const operationId = endpointName(endpoint);
  if (operationId) schema.operationId = operationId;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body === 'multipart') schema.consumes = ['multipart/form-data'];
  else if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.produces) schema.produces = [endpoint.produces];
  if (endpoint.response) {
    const response = endpoint.response;
    schema.response = Object.fromEntries((endpoint.statuses ?? [200]).map((status) => [status, response]));
  }
  const openapi: OpenApiRouteConfig['openapi'] = endpoint.redirect ? { redirect: endpoint.redirect } : undefined;
  const preValidation = [...(endpoint.access === 'user' ? [app.requireUser] : []), ...(extras.preValidation ?? [])];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(preValidation.length === 0 ? {} : { preValidation }),
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.onRequest === undefined ? {} : { onRequest: extras.onRequest }),
    config: { ...extras.config, ...(openapi ? { openapi } : {}), endpoint },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
