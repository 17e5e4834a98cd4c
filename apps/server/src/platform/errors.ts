import { ErrorCode, errorMessages, type ApiErrorBody, type RefusalReason } from '@yuanfen/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/**
 * A refusal the client can act on: HTTP status, product code, English message, optional field errors, and
 * the `reason` when the code has several causes (clients branch on code + reason, never on the message).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message?: string,
    readonly errors?: Record<string, string>,
    readonly reason?: RefusalReason,
  ) {
    super(message ?? errorMessages[code as ErrorCode] ?? 'Request failed');
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

/** The refusals services throw; the last argument, `reason`, names the cause of a multi-cause code. */
export const fail = {
  validation: (errors: Record<string, string>, message = 'Validation failed', reason?: RefusalReason) =>
    new AppError(400, ErrorCode.ValidationFailed, message, errors, reason),
  code: (status: number, code: ErrorCode, message?: string, errors?: Record<string, string>, reason?: RefusalReason) =>
    new AppError(status, code, message, errors, reason),
  unauthorized: (message = 'Unauthorized') => new AppError(401, 0, message),
  forbidden: (message = 'Forbidden', reason?: RefusalReason) => new AppError(403, 0, message, undefined, reason),
  notFound: (message = 'Not found') => new AppError(404, 0, message),
  conflict: (message: string, errors?: Record<string, string>, reason?: RefusalReason) =>
    new AppError(409, ErrorCode.ValidationFailed, message, errors, reason),
  tooMany: () => new AppError(429, ErrorCode.TooManyRequests),
};

type Issue = { path: PropertyKey[]; message: string };

/** Zod issues → `{ field: first message }`, the shape forms show next to each field. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** SQLSTATE class 22 "data exception", raised by the database itself or wrapped by Drizzle as the cause. */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) ? e.code : e?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** SQLSTATEs after which the same request succeeds when sent again: the database went away or raced. */
const RETRYABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|40001|40P01)$/;
/** Node's own codes for a connection refused, reset or timed out. */
const RETRYABLE_SYSCALL = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** node-postgres's messages for a connection that died under a query or could not be made in time. */
const RETRYABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * The database (or the network to it) is unavailable for a moment: PostgreSQL restarting or failing
 * over ends every session (57P01), a refused or reset connection, a dropped socket. The error may come
 * wrapped by Drizzle (`cause`), so the chain is followed a few levels.
 */
export function isTransientOutage(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && (RETRYABLE_SQLSTATE.test(e.code) || RETRYABLE_SYSCALL.has(e.code))) return true;
    if (typeof e.message === 'string' && RETRYABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** How long a client should wait before sending a request refused by a passing outage again. */
export const RETRY_AFTER_SECONDS = 1;

/** The one place that turns any thrown error into the error shape of ARCHITECTURE.md §4. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      const errors = fieldErrors(issues);
      const first = Object.values(errors)[0] ?? 'Validation failed';
      return reply.status(400).send({ code: ErrorCode.ValidationFailed, message: first, errors });
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues);
      const first = Object.values(errors)[0] ?? 'Validation failed';
      return reply.status(400).send({ code: ErrorCode.ValidationFailed, message: first, errors });
    }
    if (isDataException(error)) {
      // The database could not take the input as given (a NUL character, a number out of range, …).
      return reply
        .status(400)
        .send({ code: ErrorCode.ValidationFailed, message: 'Invalid characters or value in the request' });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.TooManyRequests, message: errorMessages[ErrorCode.TooManyRequests] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
      return reply.status(status).send({ code: 0, message: error.message || 'Bad request' });
    }
    if (isTransientOutage(error)) {
      // Not a bug and not the client's fault: a 503 with Retry-After tells clients (and load balancers)
      // to send the same request again shortly (a keyed write — message client_id, Idempotency-Key, order
      // id — lands once however often it is sent).
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: 0, message: 'Service temporarily unavailable, please try again' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 0, message: 'Internal server error' });
  });
}
