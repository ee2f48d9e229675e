import type { Services } from '@cairn/services';
import type { WorkItem } from '@cairn/types';
import type { StoreDeps, WebStore } from '../../core/types';
import { selectLocalCacheWorkspaceStatus } from './local-cache.selectors';
import type { LocalCachePort } from './local-cache.port';

type WorkItemService = Services['workItems'];
type Method = keyof WorkItemService;

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

/**
 * The ONE place server-confirmed work-item writes reach the local cache: the store's work-item service is wrapped,
 * so only answers the server gave (never optimistic state) are written, whichever action made the call.
 * - create / update / restore / draft update: the answered row is upserted;
 * - delete / bulk delete: the ids are removed;
 * - subscribe / unsubscribe: the item's is_subscribed is set to what the server answered;
 * - archive, bulk update / archive, date changes (answers without whole rows): the workspace is synced again
 *   (an incremental sync fetches just the changed rows).
 * Single-item writes are skipped while the tab is hidden (spec §5); the next sync brings them. Nothing is written
 * while the cache is off or the slug's database is not the open, ready one. Cache failures are ignored.
 */
export function withLocalCacheWrites(deps: StoreDeps, store: WebStore, isHidden: () => boolean = documentHidden): StoreDeps {
  const cache = deps.cache;
  if (!cache) return deps;
  const usable = (slug: string) => {
    const s = store.getState();
    return s.localCacheEnabled && selectLocalCacheWorkspaceStatus(s, slug) === 'ready';
  };
  const single = (slug: string, write: () => Promise<unknown>) => writeConfirmedToCache(deps, store, slug, write, isHidden);
  const upsertAnswer = (slug: string, answer: unknown) => {
    if (isWorkItem(answer)) single(slug, () => cache.upsert([answer]));
  };
  const subscribed = (slug: string, id: string, answer: unknown) => {
    const value = (answer as { subscribed?: unknown } | null)?.subscribed;
    if (typeof value === 'boolean') single(slug, () => cache.setSubscribed(id, value));
  };
  const resync = (slug: string) => {
    if (usable(slug)) void store.getState().syncLocalCache(slug);
  };
  type After = (args: unknown[], answer: unknown) => void;
  const after: Partial<Record<Method, After>> = {
    create: (a, r) => upsertAnswer(a[0] as string, r),
    update: (a, r) => upsertAnswer(a[0] as string, r),
    restore: (a, r) => upsertAnswer(a[0] as string, r),
    updateDraft: (a, r) => upsertAnswer(a[0] as string, r),
    delete: (a) => single(a[0] as string, () => cache.delete([a[2] as string])),
    subscribe: (a, r) => subscribed(a[0] as string, a[2] as string, r),
    unsubscribe: (a, r) => subscribed(a[0] as string, a[2] as string, r),
    bulkDelete: (a) => single(a[0] as string, () => cache.delete(a[2] as string[])),
    archive: (a) => resync(a[0] as string),
    bulkArchive: (a) => resync(a[0] as string),
    bulkOperation: (a) => resync(a[0] as string),
    updateDates: (a) => resync(a[0] as string),
  };
  const inner = deps.services.workItems;
  const workItems = new Proxy(inner, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      const hook = typeof prop === 'string' ? after[prop as Method] : undefined;
      if (!hook || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        hook(args, answer);
        return answer;
      };
    },
  });
  return { ...deps, services: { ...deps.services, workItems } };
}
