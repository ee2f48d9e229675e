import { selectProjectsStatus, type WebStore } from '@cairn/state';

/** How often the open workspace is synced again while the tab is visible (later syncs ask only for changes). */
export const LOCAL_CACHE_RESYNC_MS = 60_000;

interface RunnerEnv {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

const browserEnv = (): RunnerEnv => ({
  document,
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
});

/**
 * Drives the local cache from the store: when a signed-in user's workspace is current and its projects are loaded
 * (or the toggle is turned on), the workspace database is opened and its joined projects synced; the tab becoming
 * visible again and every LOCAL_CACHE_RESYNC_MS while visible sync it again. Returns the stop function.
 */
export function runLocalCache(store: WebStore, env: RunnerEnv = browserEnv(), resyncMs = LOCAL_CACHE_RESYNC_MS): () => void {
  let lastKey = '';
  const check = () => {
    const s = store.getState();
    const slug = s.currentWorkspaceSlug;
    const key = slug && s.currentUser && s.localCacheEnabled && selectProjectsStatus(s, slug) === 'ready' ? `${s.currentUser.id}:${slug}` : '';
    if (key === lastKey) return;
    lastKey = key;
    if (key && slug) void s.startLocalCache(slug);
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
  };
}
