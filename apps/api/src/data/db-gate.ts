import { AsyncLocalStorage } from 'node:async_hooks';

// PGlite has one connection: every statement and transaction takes it in turn. The gate hands it out in the order
// the REQUESTS arrived (not the order their statements asked): a request that has started is finished before a newer
// one begins, so a request's three statements do not each wait behind every other client. A request that has not had
// the database within the bound is refused (DatabaseBusyError → 503 with Retry-After) before it ran any statement, so
// nothing of it is half-written; once it has run one, it is never refused.

interface RequestScope {
  arrivedAt: number;
  seq: number;
  /** Has run at least one statement: never refused after that. */
  admitted: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();
let lastSeq = 0;

/** Runs `fn` (and everything it starts) as one request: its statements queue by the request's arrival time. */
export function runAsRequest<T>(fn: () => T, arrivedAt: number = performance.now()): T {
  return scopes.run({ arrivedAt, seq: (lastSeq += 1), admitted: false }, fn);
}

/** The database could not be had within the bound: answer 503 and ask the client to come back after retryAfterSec. */
export class DatabaseBusyError extends Error {
  constructor(
    public readonly retryAfterSec: number,
    public readonly waitedMs: number,
  ) {
    super('The server is busy. Please try again in a moment.');
    this.name = 'DatabaseBusyError';
  }
}

/** The DatabaseBusyError behind an error (Drizzle wraps driver errors as their cause), or undefined. */
export function databaseBusyError(err: unknown): DatabaseBusyError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if (e instanceof DatabaseBusyError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

interface Waiter {
  arrivedAt: number;
  seq: number;
  scope: RequestScope | undefined;
  resolve(): void;
  timer?: NodeJS.Timeout;
}

/** An exclusive, request-fair lease on a single-connection database, refusing with DatabaseBusyError past `timeoutMs`. */
export class DbGate {
  private busy = false;
  private grantScheduled = false;
  private readonly waiting: Waiter[] = [];
  private readonly retryAfterSec: number;

  constructor(private readonly timeoutMs: number) {
    this.retryAfterSec = Math.max(1, Math.ceil(timeoutMs / 1000));
  }

  /** Statements waiting now (tests, diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `fn` holding the database alone; waits its request's turn first. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    const scope = scopes.getStore();
    const fresh = scope !== undefined && !scope.admitted;
    // A request already under way (or work outside a request) goes on at once when the database is free.
    if (!this.busy && !fresh) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const now = performance.now();
      // Work outside a request (start-up, jobs) queues as if it arrived now and is never refused.
      const waiter: Waiter = { arrivedAt: scope?.arrivedAt ?? now, seq: scope?.seq ?? (lastSeq += 1), scope, resolve };
      if (fresh) {
        waiter.timer = setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new DatabaseBusyError(this.retryAfterSec, performance.now() - waiter.arrivedAt));
        }, Math.max(0, waiter.arrivedAt + this.timeoutMs - now));
      }
      // Oldest request first; queues are short (one entry per waiting request), so a linear insert is enough.
      let at = this.waiting.length;
      while (at > 0 && (this.waiting[at - 1].arrivedAt > waiter.arrivedAt || (this.waiting[at - 1].arrivedAt === waiter.arrivedAt && this.waiting[at - 1].seq > waiter.seq))) at -= 1;
      this.waiting.splice(at, 0, waiter);
      this.scheduleGrant();
    });
  }

  private release(): void {
    this.busy = false;
    if (this.waiting.length > 0) this.scheduleGrant();
  }

  // PGlite answers in microtasks, so a request can run start to end without the event loop reading another socket:
  // requests would be served in whatever order the sockets happen to be read, and the bound could never be checked.
  // A new request is therefore let in only from a setImmediate — after the loop has read every request that came
  // meanwhile and queued it by its arrival time.
  private scheduleGrant(): void {
    if (this.grantScheduled) return;
    this.grantScheduled = true;
    setImmediate(() => {
      this.grantScheduled = false;
      if (this.busy) return;
      const next = this.waiting.shift();
      if (!next) return;
      this.busy = true;
      clearTimeout(next.timer);
      if (next.scope) next.scope.admitted = true;
      next.resolve();
    });
  }
}
