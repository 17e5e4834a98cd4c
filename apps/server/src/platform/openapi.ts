import type { SwaggerTransform } from '@fastify/swagger';
import { REFUSAL_REASONS } from '@yuanfen/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The refusal shape of ARCHITECTURE.md §4, as the document's `Error` component. */
export const errorComponent = {
  type: 'object' as const,
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'integer' as const,
      description: 'The error code (ARCHITECTURE.md §4; 0 for transport-level refusals)',
    },
    message: {
      type: 'string' as const,
      description: 'What went wrong, in English (clients show their own text per code)',
    },
    errors: {
      type: 'object' as const,
      additionalProperties: { type: 'string' as const },
      description: 'Per-field messages of a validation refusal',
    },
    reason: {
      type: 'string' as const,
      enum: [...REFUSAL_REASONS],
      description:
        'Why, when the code has several causes (e.g. 403001: blocking, blocked_by, not_accepting, ' +
        'other_language); clients branch on code + reason, never on the message. See RefusalReason in ' +
        'packages/contract/src/errors.ts',
    },
  },
};

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Route config that tells the document what the route answers when it is not JSON. */
export interface OpenApiRouteConfig {
  openapi?: { redirect?: string };
}

/** The hooks that run before a route validates its input: where `requireUser` sits on signed-in routes. */
const preValidation = (route: RouteOptions): unknown[] =>
  route.preValidation === undefined
    ? []
    : Array.isArray(route.preValidation)
      ? route.preValidation
      : [route.preValidation];

/**
 * Describes each operation as the API behaves: who may call it (`security`: a bearer token, or optional
 * — the token is read whenever sent), the refusals every route can give (4XX in the error shape; 401
 * where a session is required), and redirects as 302.
 */
export function documentRoutes(requireUser: () => unknown): SwaggerTransform {
  return (input) => {
    const out = jsonSchemaTransform(input);
    const route = input.route as RouteOptions;
    const signedIn = preValidation(route).includes(requireUser());
    const schema = out.schema as Record<string, unknown>;
    const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
    const redirect = (route.config as OpenApiRouteConfig | undefined)?.openapi?.redirect;
    if (redirect) {
      delete responses['200'];
      responses['302'] = {
        description: redirect,
        headers: { Location: { type: 'string', description: 'Where to go' } },
      };
    }
    if (signedIn) responses['401'] = refusal('No session, or one that no longer counts: sign in again');
    responses['4XX'] = refusal('Refused: invalid input, not allowed, not found or too many requests');
    const security: Record<string, string[]>[] = signedIn ? [{ bearer: [] }] : [{}, { bearer: [] }];
    return {
      ...out,
      schema: {
        ...schema,
        security,
        response: responses,
      },
    };
  };
}
