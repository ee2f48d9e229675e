// Test helpers (not exported from the lib): a store over fake services, and promises a test resolves by hand.
import { createWebStore } from '../core/create-web-store';
import type { StoreDeps } from '../core/types';
import { createFakeServices, type FakeServicesOverrides } from './fake-services';

export function makeStore(overrides: FakeServicesOverrides = {}, extra: Partial<StoreDeps> = {}) {
  let n = 0;
  const onError = jest.fn();
  const store = createWebStore({
    services: createFakeServices(overrides), now: () => new Date(1_700_000_000_000), newId: () => `id-${++n}`, onError, ...extra,
  });
  return { store, onError };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
