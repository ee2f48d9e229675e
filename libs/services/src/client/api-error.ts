import { ERROR_CODE, SPEC_TEXT } from '@cairn/types';

/** Machine code given to failures that never reached the server (offline, timeout). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODE.VALIDATION,
  401: ERROR_CODE.UNAUTHENTICATED,
  403: ERROR_CODE.FORBIDDEN,
  404: ERROR_CODE.NOT_FOUND,
  409: ERROR_CODE.CONFLICT,
  429: ERROR_CODE.RATE_LIMITED,
};

/** The one error every failed call turns into: the server's `{error, error_code, details}` plus the HTTP status. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Human message from the server (or the generic spec text). */
  readonly error: string;
  /** Machine code from the server (or one derived from the status). */
  readonly error_code: string;
  /** Field → messages, for validation failures only. */
  readonly details?: Record<string, string[]>;

  constructor(status: number, body: { error?: string; error_code?: string; details?: Record<string, string[]> } = {}) {
    const message = body.error && body.error.trim() ? body.error : SPEC_TEXT.somethingWentWrong;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = message;
    this.error_code = body.error_code ?? CODE_BY_STATUS[status] ?? (status === 0 ? NETWORK_ERROR_CODE : ERROR_CODE.INTERNAL);
    if (body.details) this.details = body.details;
  }

  /** Builds the error from a failed response, tolerating bodies that are not the JSON error shape. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let parsed: unknown;
    try {
      const text = await response.text();
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return new ApiError(response.status, readErrorBody(parsed));
  }
}

/** True when `value` is an ApiError (also across bundle copies, by name and shape). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).status === 'number');
}

function readErrorBody(parsed: unknown): { error?: string; error_code?: string; details?: Record<string, string[]> } {
  if (!parsed || typeof parsed !== 'object') return {};
  const body = parsed as Record<string, unknown>;
  const details = body.details && typeof body.details === 'object' && !Array.isArray(body.details) ? (body.details as Record<string, string[]>) : undefined;
  return {
    error: typeof body.error === 'string' ? body.error : undefined,
    error_code: typeof body.error_code === 'string' ? body.error_code : undefined,
    details,
  };
}
