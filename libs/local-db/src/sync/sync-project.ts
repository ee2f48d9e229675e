import { LOCAL_SYNC_PAGE_SIZE, type LocalProjectStatus, type RemovedWorkItems, type WorkItem, type WorkItemSyncPage } from '@cairn/types';
import type { LocalDatabase, SqlHandle } from '../sqlite/local-database';
import { readProjectSyncState, writeProjectSyncState, type ProjectSyncState } from './sync-state';
import { removeWorkItems, writeWorkItems } from './write-items';
import { yieldMacrotask } from './yield-macrotask';

/** How the cache reaches the sync endpoints (GET {project}/sync-issues/ and sync-removed-issues/); no HTTP here. */
export interface SyncTransport {
  /** One keyset page (500 by default) ordered by (updated_at, id): after = the previous page's next_after. */
  fetchPage(args: { projectId: string; after: string | null; updatedAfter: string | null }): Promise<WorkItemSyncPage>;
  /** Ids that left the cache's scope (deleted, made draft or epic) after `since`. */
  fetchRemoved(args: { projectId: string; since: string }): Promise<RemovedWorkItems>;
}

/** Progress reported with a status: rows written so far and the server's total_count of the run's first page. */
export interface SyncProgress {
  written: number;
  total: number | null;
}

export interface SyncProjectOptions {
  projectId: string;
  /** loading (first sync) or syncing (later) at the start, ready at the end, error on failure; progress while writing. */
  onStatus?: (status: LocalProjectStatus, progress: SyncProgress, error?: unknown) => void;
  /**
   * Rows per write transaction (default: a whole page, LOCAL_SYNC_PAGE_SIZE); the sync awaits a macrotask after each,
   * so queries queued for the worker run between them. Inside, rows go LOCAL_SYNC_BATCH_SIZE (50) per statement.
   */
  rowsPerTransaction?: number;
  /** Wraps each write transaction (the worker passes the cross-tab withWriteLock). */
  withWriteLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** The clock (ISO now) stored as last_synced_at. */
  now?: () => Date;
}

/** What a sync did: its final status, rows written and removed, the error when it failed. */
export interface SyncProjectResult {
  status: 'ready' | 'error';
  firstSync: boolean;
  written: number;
  removed: number;
  error?: unknown;
}

const keysetOf = (item: WorkItem) => `${item.updated_at},${item.id}`;
const iso = (value: string) => new Date(value).toISOString();

/**
 * Brings one project's rows up to date with the server. First sync (the first has not completed): status 'loading',
 * keyset pages from the start — or from where an interrupted first sync stopped — each page written in one
 * transaction (rowsPerTransaction) while the next page is fetched, a macrotask between transactions; the keyset of the last written row is stored in the same
 * transaction, so a failure loses nothing and the next run resumes. Later syncs: 'syncing', pages of items with
 * updated_at after the newest one a sync received (synced_through; single writes do not move it), then the ids removed since then (a removal older than the row's local
 * updated_at is ignored: the item came back). 'ready' at the end; 'error' on failure (rows written stay). Only
 * server-confirmed rows are written. Never throws: the result carries the error.
 */
export async function syncProject(db: LocalDatabase, transport: SyncTransport, options: SyncProjectOptions): Promise<SyncProjectResult> {
  const { projectId } = options;
  const batchSize = Math.max(1, options.rowsPerTransaction ?? LOCAL_SYNC_PAGE_SIZE);
  const locked = options.withWriteLock ?? (<T>(fn: () => Promise<T>) => fn());
  const now = options.now ?? (() => new Date());
  const progress: SyncProgress = { written: 0, total: null };
  let state = await readProjectSyncState(db, projectId);
  const firstSync = !state.first_sync_done;
  let removed = 0;
  const status = (s: LocalProjectStatus, error?: unknown) => options.onStatus?.(s, { ...progress }, error);
  status(firstSync ? 'loading' : 'syncing');
  try {
    // The watermark: what the sync itself received last (single writes may have stored newer rows since).
    let newest = state.synced_through ?? null;
    if (!firstSync && newest === null && state.synced_through === undefined) {
      [{ newest }] = await db.all<{ newest: string | null }>(`SELECT max(updated_at) AS newest FROM issues WHERE project_id = ?`, [projectId]);
    }
    let through = firstSync ? state.synced_through ?? (state.resume_after ? state.resume_after.split(',')[0] : null) : newest;
    const updatedAfter = firstSync ? null : newest;
    // The next page is fetched while the current one is written (the server and the worker work at once).
    let pending: Promise<WorkItemSyncPage> | null = transport.fetchPage({ projectId, after: firstSync ? state.resume_after : null, updatedAfter });
    while (pending) {
      const page: WorkItemSyncPage = await pending;
      pending = page.next_after && page.results.length ? transport.fetchPage({ projectId, after: page.next_after, updatedAfter }) : null;
      // A write failing below leaves the prefetch unread: its rejection is the error already reported.
      pending?.catch(() => undefined);
      if (progress.total === null) progress.total = page.total_count;
      for (let i = 0; i < page.results.length; i += batchSize) {
        const batch = page.results.slice(i, i + batchSize);
        for (const item of batch) if (through === null || iso(item.updated_at) > iso(through)) through = item.updated_at;
        const next: ProjectSyncState = firstSync ? { ...state, resume_after: keysetOf(batch[batch.length - 1]), synced_through: through } : state;
        await locked(() =>
          db.transaction(async (tx) => {
            await writeWorkItems(tx, batch);
            if (firstSync) await writeProjectSyncState(tx, projectId, next);
          }),
        );
        state = next;
        progress.written += batch.length;
        status(firstSync ? 'loading' : 'syncing');
        await yieldMacrotask();
      }
    }
    if (!firstSync && newest) {
      const gone = (await transport.fetchRemoved({ projectId, since: newest })).results;
      if (gone.length) removed = await locked(() => db.transaction((tx) => removeStale(tx, gone)));
    }
    state = { first_sync_done: true, resume_after: null, last_synced_at: now().toISOString(), synced_through: through };
    await locked(() => db.transaction((tx) => writeProjectSyncState(tx, projectId, state)));
    status('ready');
    return { status: 'ready', firstSync, written: progress.written, removed };
  } catch (error) {
    status('error', error);
    return { status: 'error', firstSync, written: progress.written, removed, error };
  }
}

/** Deletes removed items unless the local row changed after the removal (it came back and was re-synced). */
async function removeStale(tx: SqlHandle, gone: RemovedWorkItems['results']): Promise<number> {
  const rows = await tx.all<{ id: string; updated_at: string }>(
    `SELECT id, updated_at FROM issues WHERE id IN (SELECT value FROM json_each(?))`,
    [JSON.stringify(gone.map((g) => g.id))],
  );
  const local = new Map(rows.map((r) => [r.id, r.updated_at]));
  const stale = gone.filter((g) => local.has(g.id) && iso(local.get(g.id)!) <= iso(g.removed_at)).map((g) => g.id);
  return removeWorkItems(tx, stale);
}
