import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded route component that can be loaded ahead of its first render. */
export type LazyRoute<P extends object> = FunctionComponent<P> & {
  /** Starts loading the module (once); resolves when the component can render without suspending. */
  preload(): Promise<void>;
};

// The module's promise, marked once it settled well so a render can take the component synchronously.
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * React.lazy for a named export, so route modules keep PascalCase named components — with `preload()`, and rendering
 * at once when the module is already loaded (React.lazy suspends on its first render even then, and React keeps a
 * revealed Suspense fallback for ~300 ms: boot preloads the URL's routes so the first render never suspends).
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyRoute<P> {
  let tracked: TrackedPromise<ComponentType<P>> | undefined;
  const start = (): TrackedPromise<ComponentType<P>> => {
    if (tracked) return tracked;
    const promise: TrackedPromise<ComponentType<P>> = load().then((module) => module[name]);
    promise.then(
      (component) => {
        promise.status = 'fulfilled';
        promise.value = component;
      },
      () => {
        // A failed chunk load is tried again by the next render (a new deploy, a network blip).
        if (tracked === promise) tracked = undefined;
      },
    );
    tracked = promise;
    return promise;
  };
  // Not loaded yet: React.lazy suspends and retries as usual (tests and in-app navigation take this path).
  const Suspending = lazy(async () => ({ default: await start() }));
  function LazyNamed(props: P) {
    // Decided once per mounted instance, so the element type under it never changes (no remount).
    const [ready] = useState(() => start().status === 'fulfilled');
    const loaded = tracked?.value;
    return ready && loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload: () => start().then(() => undefined) });
}
