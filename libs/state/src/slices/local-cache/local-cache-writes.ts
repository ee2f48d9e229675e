import type { WorkItem } from '@cairn/types';
import type { StoreDeps, WebStore } from '../../core/types';
import { selectLocalCacheWorkspaceStatus } from './local-cache.selectors';
import type { LocalCachePort } from './local-cache.port';

function documentHidden(): boolean {
  const doc = (globalThis as { document?: { visibilityState?: string } }).document;
  return doc?.visibilityState === 'hidden';
}

const isWorkItem = (value: unknown): value is WorkItem =>
  !!value && typeof value === 'object' && typeof (value as WorkItem).id === 'string' && typeof (value as WorkItem).project_id === 'string';

/**
 * Writes something the server confirmed (an answer, or a change the live stream reported) to the slug's local cache:
 * only while the cache is on, the slug's database is the open, ready one and the tab is visible (spec §5; the next
 * sync brings what was skipped). Cache failures are ignored.
 */
export function writeConfirmedToCache(deps: StoreDeps, store: WebStore, slug: string, write: (cache: LocalCachePort) => Promise<unknown>, isHidden: () => boolean = documentHidden): void {
  const cache = deps.cache;
  if (!cache || isHidden()) return;
  const s = store.getState();
  if (!s.localCacheEnabled || selectLocalCacheWorkspaceStatus(s, slug) !== 'ready') return;
  void write(cache).catch(() => undefined);
}

/** Server-confirmed work-item writes that reach the local cache (each call is one the server answered). */
export interface ConfirmedCacheWrites {
  /** Rows the server answered (create, update, restore; a live row): upserted. */
  saved(slug: string, rows: WorkItem[]): void;
  /** Items the server deleted: removed. */
  removed(slug: string, ids: string[]): void;
  /** The user's subscription the server answered. */
  subscribed(slug: string, id: string, value: boolean): void;
  /** Writes answered without whole rows (archive, bulk): the workspace syncs again (an incremental sync). */
  changed(slug: string): void;
}

/**
 * The explicit confirmed-write hook to the local cache: the work-item actions and the live apply call it with what the
 * server confirmed — never optimistic state. Single writes are skipped while the tab is hidden (spec §5; the next sync
 * brings them), everything while the cache is off or the slug's database is not the open, ready one.
 */
export function confirmedCacheWrites(deps: StoreDeps, store: WebStore, isHidden: () => boolean = documentHidden): ConfirmedCacheWrites {
  const usable = (slug: string) => {
    const s = store.getState();
    return !!deps.cache && s.localCacheEnabled && selectLocalCacheWorkspaceStatus(s, slug) === 'ready';
  };
  return {
    saved: (slug, rows) => {
      const valid = rows.filter(isWorkItem);
      if (valid.length) writeConfirmedToCache(deps, store, slug, (cache) => cache.upsert(valid), isHidden);
    },
    removed: (slug, ids) => writeConfirmedToCache(deps, store, slug, (cache) => cache.delete(ids), isHidden),
    subscribed: (slug, id, value) => writeConfirmedToCache(deps, store, slug, (cache) => cache.setSubscribed(id, value), isHidden),
    changed: (slug) => {
      if (usable(slug)) void store.getState().syncLocalCache(slug);
    },
  };
}
