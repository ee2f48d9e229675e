import { randomUUID } from 'node:crypto';
import { completeJob, failJob, leaseDueJobs, retryJobLater, type JobRow } from '../data/repositories/jobs.repository';
import { backoffMs, PermanentJobError, type JobDeps, type JobKind, type JobLog } from './job-kind';
import { JOB_KINDS } from './job-kinds';

/** How a run leases and logs. */
export interface RunJobsOptions {
  /** How long a leased job stays reserved for this process (default 5 min); handlers are cut off at half of it. */
  leaseMs?: number;
  /** Jobs leased per statement (default 10); they run concurrently. */
  batchSize?: number;
  /** Leasing rounds at most (default: until none is due). */
  maxRounds?: number;
  log?: JobLog;
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

async function runLeasedJob(deps: JobDeps, job: JobRow, token: string, leaseMs: number, log: JobLog): Promise<Outcome> {
  const kind = (JOB_KINDS as Record<string, JobKind<object> | undefined>)[job.kind];
  const where = { job: job.id, kind: job.kind, attempt: job.attempts };
  const fail = async (reason: string): Promise<Outcome> => {
    log.error({ ...where, reason }, 'job failed for good');
    return (await failJob(deps.db, job.id, token, deps.now(), reason)) ? 'failed' : 'superseded';
  };
  if (!kind) return fail(`no handler for job kind "${job.kind}"`);
  // The previous attempt was the last one and its lease ran out (its process stopped mid-way): nothing left to try.
  if (job.attempts > job.max_attempts) return fail(job.last_error ?? 'out of attempts (the last attempt never finished)');
  try {
    await withTimeout(kind.run(job.payload, { jobId: job.id, attempt: job.attempts, deps, log }), Math.floor(leaseMs / 2));
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

/**
 * Leases due jobs and runs them, round after round, until none is due (or maxRounds). Tests call it to drain jobs
 * deterministically; the worker calls it on every tick. Each job: lease (one statement) → handler → done / retry
 * later / failed (one statement, only while the lease is still this run's).
 */
export async function runDueJobs(deps: JobDeps, options: RunJobsOptions = {}): Promise<RunJobsResult> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? silentLog;
  const result: RunJobsResult = { done: 0, retried: 0, failed: 0, superseded: 0 };
  for (let round = 0; round < (options.maxRounds ?? Number.POSITIVE_INFINITY); round += 1) {
    const now = deps.now();
    const token = randomUUID();
    const leased = await leaseDueJobs(deps.db, { now, lockedUntil: new Date(now.getTime() + leaseMs), token, limit: options.batchSize ?? 10 });
    if (leased.length === 0) break;
    const outcomes = await Promise.all(
      leased.map((job) =>
        runLeasedJob(deps, job, token, leaseMs, log).catch((err: unknown) => {
          // Recording the outcome failed (database gone): the lease runs out and the job is tried again.
          log.error({ job: job.id, kind: job.kind, err }, 'could not record a job outcome');
          return 'superseded' as const;
        }),
      ),
    );
    for (const outcome of outcomes) result[outcome] += 1;
  }
  return result;
}
