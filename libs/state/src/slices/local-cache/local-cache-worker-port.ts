import type { LocalDbClient, LocalDbPort } from '@cairn/local-db';
import type { LocalCachePort, LocalCacheStatusEvent } from './local-cache.port';

/** A port to the local-db worker: a Worker (or a MessagePort in tests). */
export type LocalCacheWorkerPort = LocalDbPort;

/**
 * The LocalCachePort over the @cairn/local-db worker client. Nothing happens until the first call: the client code
 * is a separate chunk (dynamic import) and `startWorker` runs only when the store first opens a workspace database —
 * off the page's critical path. Status listeners may be added before that.
 */
export function createWorkerLocalCachePort(startWorker: () => LocalCacheWorkerPort): LocalCachePort {
  const listeners = new Set<(event: LocalCacheStatusEvent) => void>();
  let client: Promise<LocalDbClient> | null = null;
  const ready = () =>
    (client ??= import('@cairn/local-db').then(({ createLocalDbClient }) => {
      const made = createLocalDbClient(startWorker());
      made.onStatus((event) => listeners.forEach((l) => l(event)));
      return made;
    }));
  return {
    open: async (params) => (await ready()).open(params),
    sync: async (projectId) => (await ready()).sync(projectId),
    query: async (params) => (await ready()).query(params),
    upsert: async (items) => (await ready()).upsert(items),
    delete: async (ids) => (await ready()).delete(ids),
    setSubscribed: async (id, subscribed) => (await ready()).setSubscribed(id, subscribed),
    replaceReference: async (params) => (await ready()).replaceReference(params),
    finishSync: async () => (await ready()).finishSync(),
    onStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
