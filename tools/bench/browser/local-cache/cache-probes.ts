// Code that runs INSIDE the app's page for B1–B3 (passed to addInitScript / evaluate as function source): only its
// argument and the browser's globals, nothing from this module's scope.

/** A long task (> 50 ms) on the page's main thread, ms since navigation start. */
export interface LongTaskEntry {
  start: number;
  duration: number;
}

/** What the sync watcher records. */
export interface SyncWatch {
  /** project id → performance.now() when it first appeared in the synced array of localStorage. */
  synced_at: Record<string, number>;
  long_tasks: LongTaskEntry[];
}

declare global {
  interface Window {
    __lcSync?: SyncWatch;
  }
}

/**
 * Init script: keeps every resource timing (the sync makes hundreds of requests; the default buffer holds 250),
 * records long tasks from navigation start (PerformanceObserver 'longtask', buffered) and, every `pollMs`, which
 * projects the app has written into its synced array (localStorage `<mark>…`).
 */
export function installSyncWatch(args: { mark: string; pollMs: number }): void {
  performance.setResourceTimingBufferSize(100_000);
  const watch: SyncWatch = { synced_at: {}, long_tasks: [] };
  window.__lcSync = watch;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) watch.long_tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser
  }
  const poll = () => {
    try {
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i);
        if (!key || !key.startsWith(args.mark)) continue;
        const ids: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
        if (!Array.isArray(ids)) continue;
        const now = performance.now();
        for (const id of ids) if (typeof id === 'string' && watch.synced_at[id] === undefined) watch.synced_at[id] = now;
      }
    } catch {
      // storage unreadable: nothing recorded
    }
  };
  setInterval(poll, args.pollMs);
}

/** A call the page made to the cache worker (a list query, a project's sync, finishSync…) and when its answer came. */
export interface TappedCall {
  id: number;
  /** The protocol call: 'open', 'query', 'sync', 'finishSync', … */
  type: string;
  /** performance.now() when posted / when the answer arrived (null: not yet). */
  at: number;
  answered_at: number | null;
  /** The worker answered null (a query: ask the server) or failed. */
  null_answer: boolean | null;
  /** The params as sent, copied (list queries only: { ctx, query, now }). */
  params: { ctx: { projectIds: string[] } & Record<string, unknown>; query: Record<string, unknown>; now: string } | null;
}

declare global {
  interface Window {
    __lcTap?: TappedCall[];
    /** The app's local-db worker (the first one a call was posted to). */
    __lcWorker?: Worker;
  }
}

/**
 * Init script: taps the app's local-db worker protocol (@cairn/local-db worker/protocol.ts: page → worker
 * `{ id, type, params }`, worker → page `{ kind: 'response', id, ok, result }`) and records every call with when its
 * answer reached the page (and a list query's params). Worker is replaced by a subclass that listens to its messages
 * FIRST (before the app's client, whose handling renders the list in the same task), and postMessage is wrapped.
 * Nothing is changed or delayed.
 */
export function installCacheTap(): void {
  const tapped: TappedCall[] = [];
  window.__lcTap = tapped;
  const pending = new Map<number, TappedCall>();
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { kind?: string; id?: number; ok?: boolean; result?: unknown } | null;
    if (data?.kind !== 'response' || typeof data.id !== 'number') return;
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    entry.answered_at = performance.now();
    entry.null_answer = !data.ok || data.result === null;
  };
  const Native = window.Worker;
  class TappedWorker extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', onMessage);
      window.__lcWorker ??= this;
    }
  }
  window.Worker = TappedWorker;
  const post = Native.prototype.postMessage;
  Native.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    const message = args[0] as { id?: unknown; type?: unknown; params?: unknown; bench?: unknown } | null;
    if (message && !message.bench && typeof message.type === 'string' && typeof message.id === 'number') {
      const params = message.type === 'query' ? (JSON.parse(JSON.stringify(message.params)) as TappedCall['params']) : null;
      const entry: TappedCall = { id: message.id, type: message.type, at: performance.now(), answered_at: null, null_answer: null, params };
      pending.set(message.id, entry);
      tapped.push(entry);
    }
    return post.apply(this, args);
  } as Worker['postMessage'];
}

/** The tapped list queries of a project posted at or after `since` (performance.now()). */
export function tappedQueries(args: { projectId: string; since: number }): TappedCall[] {
  return (window.__lcTap ?? []).filter((q) => q.type === 'query' && q.at >= args.since && !!q.params?.ctx.projectIds.includes(args.projectId));
}

/**
 * Diagnostic: posts a list query (params as the app sent them) straight to the app's own worker `reps` times, each
 * `gapMs` after the previous answer (0: back to back), and resolves to the ms from each post to its answer on the page
 * (no store, no React). Ids far above the app's, which its client ignores.
 */
export function directWorkerQuery(args: { params: NonNullable<TappedCall['params']>; reps: number; gapMs: number }): Promise<number[]> {
  const worker = window.__lcWorker;
  if (!worker) return Promise.reject(new Error('no app worker tapped'));
  const w = worker;
  const times: number[] = [];
  let id = 2_000_000_000 + Math.floor(Math.random() * 1_000_000);
  return new Promise<number[]>((resolve, reject) => {
    let t0 = 0;
    const next = () => {
      if (times.length >= args.reps) {
        w.removeEventListener('message', onMessage);
        resolve(times);
        return;
      }
      id += 1;
      setTimeout(post, args.gapMs);
    };
    const post = () => {
      t0 = performance.now();
      // `bench`: not a call of the app (the tap skips it; the worker reads only id, type and params).
      w.postMessage({ id, type: 'query', params: { ...args.params, now: new Date().toISOString() }, bench: true });
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { kind?: string; id?: number; ok?: boolean; error?: { message?: string } } | null;
      if (data?.kind !== 'response' || data.id !== id) return;
      if (!data.ok) {
        w.removeEventListener('message', onMessage);
        reject(new Error(data.error?.message ?? 'query failed'));
        return;
      }
      times.push(performance.now() - t0);
      next();
    };
    w.addEventListener('message', onMessage);
    next();
  });
}

/** Other worker calls around a measured query: type, posted and answered, ms relative to `t0`. */
export interface NearbyCall {
  type: string;
  at: number;
  answered_at: number | null;
}

/** The app's worker calls posted in [t0 + from, t0 + to] (ms), relative to t0 (what the worker was busy with). */
export function nearbyCalls(args: { t0: number; from: number; to: number }): NearbyCall[] {
  const r = (n: number) => Math.round(n * 10) / 10;
  return (window.__lcTap ?? [])
    .filter((c) => c.at >= args.t0 + args.from && c.at <= args.t0 + args.to)
    .map((c) => ({ type: c.type, at: r(c.at - args.t0), answered_at: c.answered_at === null ? null : r(c.answered_at - args.t0) }));
}

/** The tapped calls of one type (e.g. 'finishSync'), or of every type. */
export function tappedCalls(type: string | null): TappedCall[] {
  return (window.__lcTap ?? []).filter((c) => type === null || c.type === type);
}

/** A request of the page (resource timing), ms since navigation start. */
export interface RequestTiming {
  name: string;
  start: number;
  end: number;
}

/** Resource timings whose URL contains `marker` and that started at or after `since`. */
export function requestTimings(args: { marker: string; since: number }): RequestTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => r.name.includes(args.marker) && r.startTime >= args.since)
    .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
}

/** What an interaction waited for and when (ms since the input event). */
export interface ActResult {
  /** The changed list painted: its picture equals `expected` (or, learning, differs from `baseline` and settled), nothing busy, + 2 rAF. */
  ms: number;
  /** When the DOM first showed it (before the 2 rAF). */
  dom_ms: number;
  signature: string;
  t0: number;
}

/** One interaction in the page: the input, then what to wait for. */
export interface ActArgs {
  /** The element acted on (marked by the bench beforehand). */
  target: string;
  action: 'click' | 'type';
  /** For 'type': the input's new value (set at once, one input event: what a paste does). */
  text?: string;
  /** The list's picture to wait for; null = learn it: the first picture other than `baseline`, once it stays `settleMs`. */
  expected: string | null;
  baseline: string;
  row: string;
  rows: number;
  busy: string;
  settleMs: number;
  timeoutMs: number;
}

/**
 * In the page: performs the input on `target` (a click, or a value + input event as React listens to) and resolves
 * when the list shows the expected picture — the toolbar count and the text of the first `rows` rows — with nothing
 * busy in the list body, two requestAnimationFrame callbacks later. A MutationObserver checks after every DOM change.
 */
export function actAndWait(args: ActArgs): Promise<ActResult> {
  const picture = () => {
    const count = document.querySelector('.cw-wil-toolbar__count')?.textContent ?? '';
    const rows = Array.from(document.querySelectorAll(args.row))
      .slice(0, args.rows)
      .map((r) => r.textContent ?? '');
    return `${count}\n${rows.join('\n')}`;
  };
  return new Promise<ActResult>((resolve, reject) => {
    const el = document.querySelector<HTMLElement>(args.target);
    if (!el) {
      reject(new Error(`no ${args.target}`));
      return;
    }
    let settled = false;
    let candidate: { signature: string; at: number } | null = null;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const t0 = performance.now();
    const finish = (signature: string, at: number) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timeout);
      clearTimeout(settleTimer);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ ms: performance.now() - t0, dom_ms: at - t0, signature, t0 })));
    };
    const check = () => {
      if (settled || document.querySelector(args.busy)) return;
      const now = performance.now();
      const signature = picture();
      if (args.expected !== null) {
        if (signature === args.expected) finish(signature, now);
        return;
      }
      if (signature === args.baseline || signature === candidate?.signature) return;
      candidate = { signature, at: now };
      clearTimeout(settleTimer);
      const seen = candidate;
      // Learning: the answer's picture, once nothing changes it for settleMs (the time reported is its first showing).
      settleTimer = setTimeout(() => {
        if (candidate === seen && !settled) {
          settled = true;
          observer.disconnect();
          clearTimeout(timeout);
          resolve({ ms: seen.at - t0, dom_ms: seen.at - t0, signature: seen.signature, t0 });
        }
      }, args.settleMs);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
    const timeout = setTimeout(() => {
      observer.disconnect();
      clearTimeout(settleTimer);
      if (!settled) reject(new Error(`the list did not show the ${args.expected === null ? 'changed' : 'expected'} rows within ${args.timeoutMs} ms`));
    }, args.timeoutMs);
    if (args.action === 'click') el.click();
    else {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(el, args.text ?? '');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    check();
  });
}

/** The list's picture now (as actAndWait computes it). */
export function listPicture(args: { row: string; rows: number }): string {
  const count = document.querySelector('.cw-wil-toolbar__count')?.textContent ?? '';
  const rows = Array.from(document.querySelectorAll(args.row))
    .slice(0, args.rows)
    .map((r) => r.textContent ?? '');
  return `${count}\n${rows.join('\n')}`;
}
