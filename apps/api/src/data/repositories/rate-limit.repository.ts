import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { rateLimitBuckets } from '../schema';

/** Adds one hit to the (key, window) bucket and returns the bucket's new count. */
export async function hitRateLimitBucket(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.window_start], set: { count: sql`${rateLimitBuckets.count} + 1` } })
    .returning({ count: rateLimitBuckets.count });
  if (row.count === 1) {
    // A new window began for this key: its older buckets are dead weight.
    await db.delete(rateLimitBuckets).where(and(eq(rateLimitBuckets.key, key), lt(rateLimitBuckets.window_start, windowStart)));
  }
  return row.count;
}

/** Clears every bucket of a key (e.g. after a successful sign-in). */
export async function clearRateLimitKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
