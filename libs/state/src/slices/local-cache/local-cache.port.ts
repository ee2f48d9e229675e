import type { AnyWorkItemPage, LocalProjectStatus, LocalWorkspaceStatus, WorkItem, WorkItemListFilterQuery } from '@cairn/types';
import type { LocalQueryContext, ReferenceKind, ReferenceRow } from '@cairn/local-db';

/** Which database the cache opens: one per user and workspace (the worker's sync calls use the slug). */
export interface LocalCacheOpenParams {
  userId: string;
  workspaceId: string;
  workspaceSlug: string;
}

/** A status the cache pushes: the workspace database's, or one project's sync (with its progress). */
export type LocalCacheStatusEvent =
  | { type: 'workspace-status'; status: LocalWorkspaceStatus; error?: { message: string } }
  | { type: 'project-status'; projectId: string; status: LocalProjectStatus; progress: { written: number; total: number | null }; error?: { message: string } };

/** What one project sync did (never rejects for a failed sync: status 'error' carries it). */
export interface LocalCacheSyncResult {
  status: 'ready' | 'error';
  firstSync: boolean;
  written: number;
  removed: number;
  error?: { message: string };
}

/**
 * The store's handle on the browser's local work-item cache (`deps.cache`). The web app implements it with the
 * @cairn/local-db worker client (createLocalDbClient over a Worker, created lazily); tests use the real handler
 * over a worker_threads MessageChannel or a fake. Every call may reject: the store then asks the server.
 */
export interface LocalCachePort {
  /** Opens (or switches to) the database of a user and workspace; statuses follow through onStatus. */
  open(params: LocalCacheOpenParams): Promise<unknown>;
  /** Brings one project up to date (first sync: everything; later: changes since the last sync). */
  sync(projectId: string): Promise<LocalCacheSyncResult>;
  /** A list page as the server would answer it; null = only the server can answer. */
  query(params: { ctx: LocalQueryContext; query: WorkItemListFilterQuery; now?: Date }): Promise<AnyWorkItemPage | null>;
  /** Writes server-confirmed items. */
  upsert(items: WorkItem[]): Promise<unknown>;
  /** Removes items the server deleted. */
  delete(ids: string[]): Promise<unknown>;
  /** The caller subscribed to / unsubscribed from an item (server-confirmed). */
  setSubscribed(id: string, subscribed: boolean): Promise<unknown>;
  /** Replaces reference rows (states, labels, members …) of a project. */
  replaceReference(params: { kind: ReferenceKind; rows: ReferenceRow[]; projectId?: string }): Promise<unknown>;
  /** After a run of project syncs: lets the cache finish what it deferred (a new database's list indexes). */
  finishSync(): Promise<unknown>;
  /** Listens to pushed statuses; returns the unsubscribe function. */
  onStatus(listener: (event: LocalCacheStatusEvent) => void): () => void;
}
