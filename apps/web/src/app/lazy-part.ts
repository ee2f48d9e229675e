import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded named component and the function that starts loading it (idempotent). */
export interface LazyPart<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a named export whose chunk can also be fetched ahead (preload): parts a list page shows only on
 * demand (the peek's detail, the create dialog) stay out of the list route's start-up JS (B8) yet are ready by the time
 * they are opened.
 */
export function lazyPart<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyPart<P> {
  let pending: Promise<Record<K, ComponentType<P>>> | null = null;
  const preload = () => (pending ??= load());
  return { Component: lazy(async () => ({ default: (await preload())[name] })), preload };
}

// Idle work (preloads of chunks the screen may need next) waits for this, when set: main.tsx holds it until the route's
// first rows are painted, so no preload is requested while the page is still waiting for its list (B8).
let idleGate: Promise<void> | null = null;

/** Holds every later whenIdle task until `ready` settles (main.tsx: the first rows are painted and the browser idle). */
export function holdIdleWorkUntil(ready: Promise<unknown>): void {
  idleGate = ready.then(
    () => undefined,
    () => undefined,
  );
}

/** Runs `task` once the browser is idle after the current work (the first rows), or after `timeoutMs` at the latest. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelScheduled = () => window.clearTimeout(id);
    }
  };
  if (idleGate) void idleGate.then(schedule);
  else schedule();
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}
