import { randomUUID } from 'node:crypto';
import { runAsRequest } from '../data/db-gate';
import { completeJob, failJob, leaseDueJobs, retryJobLater, type JobRow } from '../data/repositories/jobs.repository';
import type { JobJournal } from './job-journal';
import { backoffMs, PermanentJobError, type JobDeps, type JobKind, type JobLog } from './job-kind';
import { JOB_KINDS } from './job-kinds';

/** How a run leases and logs. */
export interface RunJobsOptions {
  /** How long a leased job stays reserved for this process (default 5 min); handlers are cut off at half of it. */
  leaseMs?: number;
  /**
   * Jobs run at the same time (default 1): each lane leases one job, runs it, records the outcome, and leases the next.
   * One at a time keeps at most one mail between the SMTP server's acceptance and our commit when the process dies.
   */
  concurrency?: number;
  /** Jobs each lane runs at most (default: until none is due). */
  maxJobs?: number;
  log?: JobLog;
  /** Where finished handlers are noted before the database records it (the worker passes one; see job-journal.ts). */
  journal?: JobJournal;
}

/** What a run did. */
export interface RunJobsResult {
  done: number;
  retried: number;
  failed: number;
  /** Jobs whose lease was taken over by another worker before this one finished (its outcome was not recorded). */
  superseded: number;
}

/** The default lease: long enough for any handler (SMTP timeouts are 10–30 s), short enough to recover a dead process. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 2000);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Outcome = 'done' | 'retried' | 'failed' | 'superseded';

async function runLeasedJob(deps: JobDeps, job: JobRow, token: string, leaseMs: number, log: JobLog, journal: JobJournal | undefined): Promise<Outcome> {
  const kind = (JOB_KINDS as Record<string, JobKind<object> | undefined>)[job.kind];
  const where = { job: job.id, kind: job.kind, attempt: job.attempts };
  const fail = async (reason: string): Promise<Outcome> => {
    log.error({ ...where, reason }, 'job failed for good');
    return (await failJob(deps.db, job.id, token, deps.now(), reason)) ? 'failed' : 'superseded';
  };
  if (!kind) return fail(`no handler for job kind "${job.kind}"`);
  // An earlier attempt finished its handler and the process died before the commit: do not run it again.
  if (job.attempts > 1 && journal?.has(job.id)) {
    log.warn(where, 'job had finished before its process stopped; recorded done without running it again');
    return (await completeJob(deps.db, job.id, token, deps.now())) ? 'done' : 'superseded';
  }
  // The previous attempt was the last one and its lease ran out (its process stopped mid-way): nothing left to try.
  if (job.attempts > job.max_attempts) return fail(job.last_error ?? 'out of attempts (the last attempt never finished)');
  const running = kind.run(job.payload, { jobId: job.id, attempt: job.attempts, deps, log });
  // A handler cut off by the timeout may still finish (a slow SMTP answer): noted, so the retry does not repeat it.
  running.then(() => journal?.record(job.id)).catch(() => undefined);
  try {
    await withTimeout(running, Math.floor(leaseMs / 2));
  } catch (err) {
    if (err instanceof PermanentJobError || job.attempts >= job.max_attempts) return fail(errorText(err));
    const delay = backoffMs(kind, job.attempts);
    log.warn({ ...where, err, retryInMs: delay }, 'job attempt failed; retrying later');
    return (await retryJobLater(deps.db, job.id, token, new Date(deps.now().getTime() + delay), errorText(err))) ? 'retried' : 'superseded';
  }
  if (await completeJob(deps.db, job.id, token, deps.now())) return 'done';
  log.warn(where, 'job finished after its lease was taken over');
  return 'superseded';
}

async function runOne(deps: JobDeps, leaseMs: number, log: JobLog, journal: JobJournal | undefined): Promise<Outcome | undefined> {
  const now = deps.now();
  const token = randomUUID();
  const [job] = await leaseDueJobs(deps.db, { now, lockedUntil: new Date(now.getTime() + leaseMs), token, limit: 1 });
  if (!job) return undefined;
  return runLeasedJob(deps, job, token, leaseMs, log, journal).catch((err: unknown) => {
    // Recording the outcome failed (database gone): the lease runs out and the job is tried again.
    log.error({ job: job.id, kind: job.kind, err }, 'could not record a job outcome');
    return 'superseded' as const;
  });
}

/**
 * Leases due jobs one by one and runs them until none is due (or maxJobs). Tests call it to drain jobs
 * deterministically; the worker calls it on every tick. Each job: lease (one statement) → handler → done / retry
 * later / failed (one statement, only while the lease is still this run's).
 */
export async function runDueJobs(deps: JobDeps, options: RunJobsOptions = {}): Promise<RunJobsResult> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? silentLog;
  const result: RunJobsResult = { done: 0, retried: 0, failed: 0, superseded: 0 };
  const lane = async () => {
    for (let n = 0; n < (options.maxJobs ?? Number.POSITIVE_INFINITY); n += 1) {
      // On PGlite each job is one "request" of the request-fair gate, arrived when it was leased: once its lease has
      // run, the statement recording its outcome queues ahead of requests that came later, so a sent mail is marked
      // done at once instead of waiting behind a burst (a kill in that wait sends it again). No effect on PostgreSQL.
      const outcome = await runAsRequest(() => runOne(deps, leaseMs, log, options.journal));
      if (!outcome) return;
      result[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, lane));
  return result;
}
