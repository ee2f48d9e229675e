import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (mail; later notifications and webhooks): a row is written in the business transaction
 * that causes it, so it exists iff that transaction commits. A worker leases due rows with FOR UPDATE SKIP LOCKED.
 * status: 'pending' (waiting, leased or backing off), 'done', 'failed' (out of attempts or permanently refused).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    /** Attempts started so far (counted when a worker leases the job). */
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull(),
    /** Due from this time (enqueue time, runAt, or the next retry after a backoff). */
    run_at: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Leased by a worker until this time; a lease that runs out (its process died) makes the job due again. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    /** The current lease: only its holder may finish the job. */
    lease_token: uuid('lease_token'),
    /** At most one job per key, ever (e.g. one delivery per event and subscriber). */
    dedupe_key: text('dedupe_key'),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.run_at).where(sql`${t.status} = 'pending'`),
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupe_key).where(sql`${t.dedupe_key} IS NOT NULL`),
    index('jobs_finished_idx').on(t.finished_at).where(sql`${t.status} = 'done'`),
  ],
);

/** A stored job. */
export type JobRow = typeof jobs.$inferSelect;
