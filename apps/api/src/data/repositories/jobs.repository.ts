import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { jobs, type JobRow } from '../schema';

export type { JobRow } from '../schema';

/** What a new job row carries. */
export interface NewJobRow {
  kind: string;
  payload: Record<string, unknown>;
  max_attempts: number;
  run_at: Date;
  dedupe_key: string | null;
  created_at: Date;
}

/** Inserts a job; with a dedupe key already used, inserts nothing and returns undefined. */
export async function insertJob(db: DbOrTx, row: NewJobRow): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(jobs)
    .values(row)
    .onConflictDoNothing({ target: jobs.dedupe_key, where: sql`${jobs.dedupe_key} IS NOT NULL` })
    .returning({ id: jobs.id });
  return created;
}

/**
 * Leases up to `limit` due jobs (pending, run_at passed, no live lease) in one statement: each gets one more attempt,
 * the lease token and `locked_until`. SKIP LOCKED lets several processes lease from the same table at once, each job
 * going to exactly one of them; PostgreSQL re-checks the conditions on a row another process changed meanwhile.
 */
export async function leaseDueJobs(db: DbOrTx, options: { now: Date; lockedUntil: Date; token: string; limit: number }): Promise<JobRow[]> {
  const { now, lockedUntil, token, limit } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.run_at, now), or(isNull(jobs.locked_until), lte(jobs.locked_until, now))))
    .orderBy(jobs.run_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, locked_until: lockedUntil, lease_token: token })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Marks a leased job done (only while `token` is still its lease: a worker whose lease ran out and was taken over
 * changes nothing). The payload is emptied: it may hold secrets (sign-in codes, reset links) that are no longer needed.
 */
export async function completeJob(db: DbOrTx, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', payload: {}, finished_at: now, locked_until: null, lease_token: null, last_error: null })
    .where(and(eq(jobs.id, id), eq(jobs.lease_token, token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a leased job back to wait until `runAt` (a retry after backoff), recording the error. */
export async function retryJobLater(db: DbOrTx, id: string, token: string, runAt: Date, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ run_at: runAt, locked_until: null, lease_token: null, last_error: error })
    .where(and(eq(jobs.id, id), eq(jobs.lease_token, token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a leased job failed for good (out of attempts, or refused permanently). */
export async function failJob(db: DbOrTx, id: string, token: string, now: Date, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'failed', finished_at: now, locked_until: null, lease_token: null, last_error: error })
    .where(and(eq(jobs.id, id), eq(jobs.lease_token, token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Drops every lease (PGlite only, at start: one process per database folder, so any lease left is from a process that
 * died and its jobs can run again at once instead of after the lease).
 */
export async function releaseAllLeases(db: DbOrTx): Promise<number> {
  const rows = await db.update(jobs).set({ locked_until: null, lease_token: null }).where(and(eq(jobs.status, 'pending'), isNotNull(jobs.lease_token))).returning({ id: jobs.id });
  return rows.length;
}

/** Deletes done jobs finished before `before` (housekeeping); returns how many. */
export async function deleteDoneJobsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finished_at, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** One job by id (tests, diagnostics). */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Jobs of a kind, oldest first (tests, diagnostics). */
export async function listJobsOfKind(db: DbOrTx, kind: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.created_at, jobs.id);
}

/** Which of `ids` are jobs still pending (not done, not failed). */
export async function pendingJobIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.id, ids)));
  return rows.map((r) => r.id);
}
