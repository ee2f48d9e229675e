import { matchAppRoute } from '@cairn/types';
import { listContextKey, routeListContext, selectWorkItemList, type WebStore } from '@cairn/state';

/** The longest the after-first-rows work waits for the route's first rows before it runs anyway (a slow or failed list). */
export const FIRST_ROWS_MAX_WAIT_MS = 5_000;
/** requestIdleCallback's timeout once the rows are in: an idle period normally comes within a frame or two. */
export const AFTER_FIRST_ROWS_IDLE_TIMEOUT_MS = 1_000;

interface StartEnv {
  requestIdle: (fn: () => void, timeoutMs: number) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const browserEnv = (): StartEnv => ({
  requestIdle: (fn, timeoutMs) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    else window.setTimeout(fn, 50);
  },
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
});

/**
 * Calls `start` once, when the page's first rows are in and the browser is idle: main.tsx's work that must not compete
 * with them (B8) — the rest of English, the held idle preloads (app/lazy-part.ts) and the local cache (its worker,
 * wa-sqlite's wasm, the database open). A route with a list waits until its first page left the 'init-loader' state
 * (at most FIRST_ROWS_MAX_WAIT_MS), then an idle callback; a route without one goes straight to the idle callback.
 */
export function afterFirstRows(store: WebStore, path: string, start: () => void, env: StartEnv = browserEnv()): void {
  let started = false;
  const onIdle = () => {
    if (started) return;
    started = true;
    start();
  };
  const ctx = routeListContext(matchAppRoute(path), store.getState().currentUser?.id);
  if (!ctx) return env.requestIdle(onIdle, AFTER_FIRST_ROWS_IDLE_TIMEOUT_MS);
  const key = listContextKey(ctx);
  const rowsIn = () => {
    const list = selectWorkItemList(store.getState(), key);
    return list !== undefined && list.loader !== 'init-loader';
  };
  let waiting = true;
  let timer: unknown = null;
  let unsubscribe = () => {};
  const proceed = () => {
    if (!waiting) return;
    waiting = false;
    unsubscribe();
    if (timer !== null) env.clearTimeout(timer);
    env.requestIdle(onIdle, AFTER_FIRST_ROWS_IDLE_TIMEOUT_MS);
  };
  if (rowsIn()) return proceed();
  unsubscribe = store.subscribe(() => {
    if (rowsIn()) proceed();
  });
  timer = env.setTimeout(proceed, FIRST_ROWS_MAX_WAIT_MS);
}
