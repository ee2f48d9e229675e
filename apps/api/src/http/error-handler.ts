import { ERROR_CODE } from '@cairn/types';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { databaseBusyError } from '../data/db-gate';
import { HttpError } from './errors';

/**
 * Turns a zod error into `{ field: [message] }` (problems of the whole body under "non_field_errors"). Only a field's
 * first problem is kept: an empty email is "Email is required", not also "Email is invalid".
 */
export function zodDetails(error: ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    details[key] ??= [issue.message];
  }
  return details;
}

const CODES_BY_STATUS: Record<number, string> = {
  400: ERROR_CODE.VALIDATION,
  401: ERROR_CODE.UNAUTHENTICATED,
  403: ERROR_CODE.FORBIDDEN,
  404: ERROR_CODE.NOT_FOUND,
  405: 'METHOD_NOT_ALLOWED',
  409: ERROR_CODE.CONFLICT,
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: ERROR_CODE.RATE_LIMITED,
};

/**
 * The public API v1 repeats the text as `message`: the seed system's SDK builds its HttpError's message from that field
 * (otherwise its users read only "Request failed with status code N").
 */
function withV1Message<B extends { error: string }>(url: string, body: B): B | (B & { message: string }) {
  return url.startsWith('/api/v1/') ? { ...body, message: body.error } : body;
}

/** Every error leaves as `{ error, error_code, details? }`; unknown errors are logged and answered 500 without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(withV1Message(req.url, { error: err.message, error_code: err.errorCode, ...(err.details ? { details: err.details } : {}) }));
    }
    const busy = databaseBusyError(err);
    if (busy) {
      // Refused before it ran any statement (data/db-gate.ts): nothing of the request was written.
      return reply.code(503).header('retry-after', String(busy.retryAfterSec)).send({ error: busy.message, error_code: 'SERVICE_BUSY' });
    }
    if (err instanceof ZodError) {
      const details = zodDetails(err);
      return reply.code(400).send(withV1Message(req.url, { error: err.issues[0]?.message ?? 'Invalid input', error_code: ERROR_CODE.VALIDATION, details }));
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(withV1Message(req.url, { error: err.message, error_code: CODES_BY_STATUS[status] ?? 'BAD_REQUEST' }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong. Please try again.', error_code: ERROR_CODE.INTERNAL });
  });
}
