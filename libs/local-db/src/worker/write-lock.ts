import { LOCAL_DB_WRITE_LOCK_MS } from '@cairn/types';

/** The part of the Web Locks API the lock uses (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown>;
}

/** The cross-tab lock every cache write of a workspace takes (spec §9). */
export const WRITE_LOCK_NAME = 'sync_workspace';

function globalLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

/** fn's settling or the hold limit, whichever first (the timer is cleared either way). */
async function settledOrTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `fn` holding the Web Lock `sync_workspace`, so tabs of one workspace write one at a time. A tab holds the lock
 * at most `timeoutMs` (LOCAL_DB_WRITE_LOCK_MS, 5 s): after that it is released even if fn has not settled (fn goes on;
 * SQLite's own locking keeps the file consistent), and a tab that waited that long for it runs fn without it — a
 * stuck tab never blocks the others. Without Web Locks (Node, old browsers) fn runs directly. Resolves to fn's result.
 */
export async function withWriteLock<T>(fn: () => Promise<T>, options: { locks?: LockManagerLike | null; timeoutMs?: number } = {}): Promise<T> {
  const locks = options.locks === undefined ? globalLocks() : options.locks;
  const timeoutMs = options.timeoutMs ?? LOCAL_DB_WRITE_LOCK_MS;
  if (!locks) return fn();
  let started: Promise<T> | null = null;
  const signal = typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  try {
    await locks.request(WRITE_LOCK_NAME, signal ? { signal } : {}, async () => {
      started = fn();
      await settledOrTimeout(started, timeoutMs);
    });
  } catch (error) {
    // The wait timed out (AbortError) before the lock came: write without it. Any other error is fn's or the API's.
    if (started) return started;
    if ((error as { name?: string })?.name !== 'AbortError' && (error as { name?: string })?.name !== 'TimeoutError') throw error;
    return fn();
  }
  return started!;
}
