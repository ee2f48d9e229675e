import type { Tx } from '../data/db';
import { insertJob } from '../data/repositories/jobs.repository';
import { JOB_DEFAULTS } from './job-kind';
import { JOB_KINDS, type JobKindName, type JobPayload } from './job-kinds';

/** A job to enqueue: its kind, its JSON payload, and optionally when it is due and a key making it unique. */
export interface JobRequest<K extends JobKindName> {
  kind: K;
  payload: JobPayload<K>;
  /** Due from this time (default: now). */
  runAt?: Date;
  /** At most one job per key ever: a second enqueue with the key adds nothing. */
  dedupeKey?: string;
}

const wakeListeners = new Set<() => void>();

/** Calls `listener` whenever a job is enqueued in this process (the worker uses it to start at once). */
export function onJobEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Adds a job inside the business transaction `tx`: it exists iff that transaction commits. Returns the job id, or
 * undefined when `dedupeKey` was already used. Wakes this process's worker, which looks for it right after the commit.
 */
export async function enqueueJob<K extends JobKindName>(tx: Tx, job: JobRequest<K>, now: Date = new Date()): Promise<string | undefined> {
  const kind = JOB_KINDS[job.kind];
  if (!kind) throw new Error(`unknown job kind: ${String(job.kind)}`);
  const created = await insertJob(tx, {
    kind: job.kind,
    payload: job.payload as unknown as Record<string, unknown>,
    max_attempts: kind.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
    run_at: job.runAt ?? now,
    dedupe_key: job.dedupeKey ?? null,
    created_at: now,
  });
  if (created) for (const listener of wakeListeners) listener();
  return created?.id;
}
