/** The one error body every API answer uses (ARCHITECTURE.md wire contract). */
export interface ApiErrorBody {
  error: string;
  error_code: string;
  details?: Record<string, string[]>;
}

/** Machine codes used in error bodies. */
export const ERROR_CODE = {
  VALIDATION: 'VALIDATION_ERROR',
  /** Text that cannot be stored: a NUL character (U+0000) or half a surrogate pair. */
  INVALID_CHARACTERS: 'INVALID_CHARACTERS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF: 'CSRF_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  USER_EXISTS: 'USER_ALREADY_EXISTS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_DEACTIVATED: 'USER_DEACTIVATED',
  PASSWORD_WEAK: 'PASSWORD_TOO_WEAK',
  PASSWORD_NOT_AUTOSET: 'PASSWORD_ALREADY_SET',
  INVALID_MAGIC_CODE: 'INVALID_MAGIC_CODE',
  EXPIRED_MAGIC_CODE: 'EXPIRED_MAGIC_CODE',
  INVALID_TOKEN: 'INVALID_PASSWORD_TOKEN',
  SLUG_TAKEN: 'WORKSPACE_SLUG_TAKEN',
  LAST_ADMIN: 'LAST_WORKSPACE_ADMIN',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;
/** A machine error code. */
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
