import { databaseBusyError } from '../data/db-gate';
import { deleteDoneJobsBefore, pendingJobIds, releaseAllLeases } from '../data/repositories/jobs.repository';
import type { JobDeps, JobLog } from './job-kind';
import { onJobEnqueued } from './job-queue';
import { runDueJobs, type RunJobsOptions } from './job-runner';

/** How the worker polls. */
/** Lanes of the server's job worker (main.ts): a webhook receiver that hangs until its timeout holds up one lane, not mail. */
export const JOB_WORKER_LANES = 4;

export interface JobWorkerOptions extends RunJobsOptions {
  log: JobLog;
  /** First poll interval, and the interval after work was found (default 250 ms). */
  pollMs?: number;
  /** Idle polls back off by doubling up to this (default 5 s): one cheap indexed statement per poll. */
  maxIdleMs?: number;
  /**
   * Extra looks shortly after a local enqueue (default none). On PostgreSQL the wake-up comes before the enqueuing
   * transaction commits, so the first look may not see the job yet; on PGlite the look queues behind that transaction
   * on the single connection and always sees it.
   */
  wakeRetriesMs?: number[];
  /** PGlite (one process per database): leases left at start belong to a dead process; release them at once. */
  releaseLeasesAtStart?: boolean;
  /** Done jobs are deleted after this long (default 7 days). */
  keepDoneMs?: number;
}

/** A running worker. */
export interface JobWorker {
  /** Look for due jobs now. */
  wake(): void;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

/** Starts the background worker of this process: polls for due jobs and runs them; wakes at once on a local enqueue. */
export function startJobWorker(deps: JobDeps, options: JobWorkerOptions): JobWorker {
  const pollMs = options.pollMs ?? 250;
  const maxIdleMs = options.maxIdleMs ?? 5000;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * HOUR_MS;
  let idleMs = pollMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wakeRetries: number[] = [];
  let lastCleanup = 0;
  let startup = options.releaseLeasesAtStart ?? false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  };

  async function pass(): Promise<boolean> {
    if (startup) {
      const released = await releaseAllLeases(deps.db);
      if (released) options.log.warn({ released }, 'jobs left running by a stopped process are due again');
      startup = false;
    }
    const result = await runDueJobs(deps, options);
    const now = deps.now().getTime();
    if (now - lastCleanup > HOUR_MS) {
      lastCleanup = now;
      await deleteDoneJobsBefore(deps.db, new Date(now - keepDoneMs));
      // Ids in the journal are worth keeping only while their job may still be taken again.
      await options.journal?.prune(async (ids) => {
        const pending: string[] = [];
        for (let at = 0; at < ids.length; at += 500) pending.push(...(await pendingJobIds(deps.db, ids.slice(at, at + 500))));
        return pending;
      });
    }
    return result.done + result.retried + result.failed + result.superseded > 0;
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(
        (worked) => {
          idleMs = worked ? pollMs : Math.min(idleMs * 2, maxIdleMs);
          return worked;
        },
        (err: unknown) => {
          // PGlite busy with requests (the lease waited past the gate's bound): simply look again later.
          if (databaseBusyError(err)) options.log.info({}, 'job worker: database busy, looking again later');
          else options.log.error({ err }, 'job worker pass failed');
          idleMs = Math.min(idleMs * 2, maxIdleMs);
          return false;
        },
      )
      .then((worked) => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          schedule(0);
        } else if (!worked && wakeRetries.length > 0) {
          schedule(wakeRetries.shift() ?? 0);
        } else {
          schedule(idleMs);
        }
      });
  }

  const wake = () => {
    if (stopped) return;
    idleMs = pollMs;
    wakeRetries = [...(options.wakeRetriesMs ?? [])];
    if (running) again = true;
    else schedule(0);
  };
  const unsubscribe = onJobEnqueued(wake);
  schedule(0);

  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
