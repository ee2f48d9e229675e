import type { RateLimitRule } from '../../http/rate-limit';

/** Rate limits of the credential endpoints, per account (email) and per client IP. */
export const AUTH_RATE_LIMITS = {
  signInPerAccount: { limit: 10, windowSec: 60 },
  signInPerIp: { limit: 30, windowSec: 60 },
  signUpPerIp: { limit: 30, windowSec: 60 },
  emailCheckPerIp: { limit: 30, windowSec: 60 },
  magicGeneratePerAccount: { limit: 5, windowSec: 600 },
  magicGeneratePerIp: { limit: 30, windowSec: 60 },
  magicSignInPerAccount: { limit: 10, windowSec: 60 },
  magicSignInPerIp: { limit: 30, windowSec: 60 },
  forgotPerAccount: { limit: 5, windowSec: 600 },
  forgotPerIp: { limit: 30, windowSec: 60 },
  resetPerIp: { limit: 30, windowSec: 60 },
  resetPerAccount: { limit: 10, windowSec: 60 },
  changePasswordPerAccount: { limit: 10, windowSec: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Length of a unique sign-in code. */
export const MAGIC_CODE_DIGITS = 6;
/** A reset link lives one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
