import type { Config, SmtpConfig } from '../config/config';
import type { Db } from '../data/db';
import type { Mailer } from '../mail/mailer';

/** What a job handler may use: the same pieces as the app (tests pass theirs). */
export interface JobDeps {
  db: Db;
  mailer: Mailer;
  /** Builds the mailer for the effective SMTP settings (the console's over the environment's); tests leave it out and deps.mailer is used. */
  mailerFor?: (smtp: SmtpConfig | undefined) => Mailer;
  config: Config;
  /** The key sealing instance secrets (webhook secrets sign deliveries); default: loaded as config/secret-box.ts says. */
  secretKey?: Buffer;
  now(): Date;
}

/** The logger jobs write to (Fastify's logger fits). */
export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  deps: JobDeps;
  log: JobLog;
}

/**
 * A kind of job: its handler and retry policy. The handler throws to be retried (with exponential backoff, up to
 * maxAttempts), or throws PermanentJobError to fail at once. It must finish well within the lease (timeoutMs is
 * enforced), or another worker may take the job again.
 */
export interface JobKind<P extends object> {
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Attempts before the job is marked failed (default 8). */
  maxAttempts?: number;
  /** First retry delay; doubled each attempt (default 15 s). */
  backoffBaseMs?: number;
  /** Longest retry delay (default 1 h). */
  backoffMaxMs?: number;
}

/** Declares a job kind (typed payload). */
export function defineJobKind<P extends object>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/** Thrown by a handler when retrying cannot help (e.g. the mail's code expired): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** Defaults of the retry policy. */
export const JOB_DEFAULTS = { maxAttempts: 8, backoffBaseMs: 15_000, backoffMaxMs: 60 * 60_000 } as const;

/** Delay before attempt `attempt + 1` after attempt `attempt` failed: base · 2^(attempt−1), capped. */
export function backoffMs(kind: Pick<JobKind<object>, 'backoffBaseMs' | 'backoffMaxMs'>, attempt: number): number {
  const base = kind.backoffBaseMs ?? JOB_DEFAULTS.backoffBaseMs;
  const max = kind.backoffMaxMs ?? JOB_DEFAULTS.backoffMaxMs;
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}
