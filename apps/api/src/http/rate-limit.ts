import type { DbOrTx } from '../data/db';
import { clearRateLimitKey, hitRateLimitBucket } from '../data/repositories/rate-limit.repository';
import { tooManyRequests } from './errors';

/** A fixed-window limit: at most `limit` hits per `windowSec`. */
export interface RateLimitRule {
  limit: number;
  windowSec: number;
}

/**
 * Counts one hit on `key` in the current fixed window (stored in the database, so every API process shares it) and
 * throws 429 with Retry-After when the window's limit is passed.
 */
export async function enforceRateLimit(db: DbOrTx, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSec * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await hitRateLimitBucket(db, key, new Date(start));
  if (count > rule.limit) throw tooManyRequests((start + windowMs - now.getTime()) / 1000);
}

/** Forgets a key's hits (a successful sign-in resets the per-account counter). */
export async function resetRateLimit(db: DbOrTx, key: string): Promise<void> {
  await clearRateLimitKey(db, key);
}
