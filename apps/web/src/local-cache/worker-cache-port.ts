import { createWorkerLocalCachePort, type LocalCachePort, type LocalCacheWorkerPort } from '@cairn/state';

/**
 * Starts the lib's worker entry (libs/local-db/src/worker/local-db.worker.ts). Vite bundles it as a module worker
 * from the `new URL(…, import.meta.url)` form and emits the wa-sqlite wasm files as assets, fetched by the worker
 * when it opens a database. (A URL, not an import: apps do not depend on @cairn/local-db directly.)
 */
export function startLocalDbWorker(): LocalCacheWorkerPort {
  return new Worker(new URL('../../../../libs/local-db/src/worker/local-db.worker.ts', import.meta.url), { type: 'module', name: 'cairn-local-db' }) as unknown as LocalCacheWorkerPort;
}

/** The store's deps.cache: lazy; the worker starts on the first call (see createWorkerLocalCachePort). */
export function createWorkerCachePort(): LocalCachePort {
  return createWorkerLocalCachePort(startLocalDbWorker);
}
