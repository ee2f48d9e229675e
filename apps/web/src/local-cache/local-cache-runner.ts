import { selectLocalCacheWarm, selectProjectsStatus, type WebStore } from '@cairn/state';

/** How often the open workspace is synced again while the tab is visible (later syncs ask only for changes). */
export const LOCAL_CACHE_RESYNC_MS = 60_000;

/**
 * After a reload of a workspace whose projects are all synced here, how long the database open and the catch-up sync
 * wait: at boot the worker's start, wasm compile and open, and 20 projects' change requests competed with the app's
 * own requests and made the first list 84–179 ms slower (B1 page-load variant); a list shown meanwhile opens it itself
 * (LOCAL_CACHE_COLD_OPEN_DELAY_MS after asking the server).
 */
export const LOCAL_CACHE_WARM_SYNC_DELAY_MS = 5_000;

interface RunnerEnv {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const browserEnv = (): RunnerEnv => ({
  document,
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
});

/**
 * Drives the local cache from the store: when a signed-in user's workspace is current and its projects are loaded
 * (or the toggle is turned on), the workspace database is opened and its joined projects synced — at once when a
 * project still needs its first sync, after `warmDelayMs` when all are synced here (a reload); the tab becoming
 * visible again and every LOCAL_CACHE_RESYNC_MS while visible sync it again. Returns the stop function.
 */
export function runLocalCache(store: WebStore, env: RunnerEnv = browserEnv(), resyncMs = LOCAL_CACHE_RESYNC_MS, warmDelayMs = LOCAL_CACHE_WARM_SYNC_DELAY_MS): () => void {
  let lastKey = '';
  let deferred: unknown = null;
  const start = async (slug: string, key: string) => {
    const warm = selectLocalCacheWarm(store.getState(), slug);
    if (!warm) return store.getState().startLocalCache(slug);
    deferred = env.setTimeout(() => {
      deferred = null;
      if (lastKey === key) void store.getState().startLocalCache(slug);
    }, warmDelayMs);
  };
  const check = () => {
    const s = store.getState();
    const slug = s.currentWorkspaceSlug;
    const key = slug && s.currentUser && s.localCacheEnabled && selectProjectsStatus(s, slug) === 'ready' ? `${s.currentUser.id}:${slug}` : '';
    if (key === lastKey) return;
    lastKey = key;
    if (deferred !== null) env.clearTimeout(deferred);
    deferred = null;
    if (key && slug) void start(slug, key);
  };
  const resync = () => {
    if (env.document.visibilityState !== 'visible') return;
    const s = store.getState();
    const ws = s.localCacheWorkspace;
    if (!s.localCacheEnabled || !ws || ws.slug !== s.currentWorkspaceSlug) return;
    // A failed open is tried again; an open database syncs its projects.
    void (ws.status === 'error' ? s.startLocalCache(ws.slug) : s.syncLocalCache(ws.slug));
  };
  const unsubscribe = store.subscribe(check);
  env.document.addEventListener('visibilitychange', resync);
  const timer = env.setInterval(resync, resyncMs);
  check();
  return () => {
    unsubscribe();
    env.document.removeEventListener('visibilitychange', resync);
    env.clearInterval(timer);
    if (deferred !== null) env.clearTimeout(deferred);
  };
}
