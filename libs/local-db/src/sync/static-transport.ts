import { LOCAL_SYNC_PAGE_SIZE, type RemovedWorkItems, type WorkItem } from '@cairn/types';
import type { SyncTransport } from './sync-project';

/** What a static transport serves: the server's items (read at every call, so they may change) and removals. */
export interface StaticSyncSource {
  items: WorkItem[];
  removed?: RemovedWorkItems['results'];
}

/**
 * A SyncTransport over an in-memory list, paging as the server's sync-issues/ does: cacheable items (not deleted,
 * not drafts, not epics) of the project, ordered by (updated_at, id), after the keyset, updated_at > updatedAfter;
 * removals with removed_at > since. For tests and for feeding the cache the dataset a server test uses.
 */
export function createStaticSyncTransport(source: StaticSyncSource, pageSize = LOCAL_SYNC_PAGE_SIZE): SyncTransport {
  const ms = (iso: string) => new Date(iso).getTime();
  return {
    async fetchPage({ projectId, after, updatedAfter }) {
      const [afterAt, afterId] = after ? [ms(after.slice(0, after.lastIndexOf(','))), after.slice(after.lastIndexOf(',') + 1)] : [null, null];
      const since = updatedAfter === null ? null : ms(updatedAfter);
      const matching = source.items
        .filter((i) => i.project_id === projectId && i.deleted_at === null && !i.is_draft && !i.is_epic)
        .map((item) => ({ item, at: ms(item.updated_at) }))
        .filter((e) => since === null || e.at > since)
        .sort((a, b) => a.at - b.at || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));
      const rest = (afterAt === null ? matching : matching.filter((e) => e.at > afterAt || (e.at === afterAt && e.item.id > afterId!))).map((e) => e.item);
      const results = rest.slice(0, pageSize);
      const last = results[results.length - 1];
      return { results, total_count: matching.length, next_after: rest.length > pageSize ? `${last.updated_at},${last.id}` : null };
    },
    async fetchRemoved({ projectId, since }) {
      void projectId;
      return { results: (source.removed ?? []).filter((r) => ms(r.removed_at) > ms(since)) };
    },
  };
}
