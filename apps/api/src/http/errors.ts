import { ERROR_CODE, API_TEXT } from '@cairn/types';

/** An error that maps straight to an HTTP answer `{ error, error_code, details? }`. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errorCode: string,
    public readonly details?: Record<string, string[]>,
    /** Extra response headers (e.g. Retry-After). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with an optional per-field message map. */
export function badRequest(message: string, details?: Record<string, string[]>, errorCode: string = ERROR_CODE.VALIDATION): HttpError {
  return new HttpError(400, message, errorCode, details);
}

/** 401: no valid session. */
export function unauthorized(message: string = API_TEXT.notAuthenticated): HttpError {
  return new HttpError(401, message, ERROR_CODE.UNAUTHENTICATED);
}

/** 403: signed in but not allowed. */
export function forbidden(message: string = API_TEXT.noPermission, errorCode: string = ERROR_CODE.FORBIDDEN): HttpError {
  return new HttpError(403, message, errorCode);
}

/** 404: not found, or not visible to the caller. */
export function notFound(message: string = API_TEXT.notFound, errorCode: string = ERROR_CODE.NOT_FOUND): HttpError {
  return new HttpError(404, message, errorCode);
}

/** 409: the change conflicts with existing data. */
export function conflict(message: string, code: string = ERROR_CODE.CONFLICT): HttpError {
  return new HttpError(409, message, code);
}

/** 429 with Retry-After (whole seconds, at least 1). */
export function tooManyRequests(retryAfterSec: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSec));
  return new HttpError(429, `Too many requests. Try again in ${seconds} seconds.`, ERROR_CODE.RATE_LIMITED, undefined, {
    'retry-after': String(seconds),
  });
}
