/**
 * Constants of the browser's local work-item cache (workspace-pages-account-spec §9) shared by the sync endpoints
 * (apps/api modules/work-item-sync), the cache (libs/local-db) and the state layer.
 */

/** Work items per sync page (the server's maximum and the client's page size). */
export const LOCAL_SYNC_PAGE_SIZE = 500;
/** Rows the cache inserts per write transaction while syncing (the worker yields between batches). */
export const LOCAL_SYNC_BATCH_SIZE = 50;
/** How long a tab may hold the cross-tab write lock on sync_workspace (ms). */
export const LOCAL_DB_WRITE_LOCK_MS = 5_000;
/** localStorage key of the cache toggle; absent means on. */
export const LOCAL_DB_ENABLED_KEY = 'LOCAL_DB_ENABLED';
/**
 * Cookie telling the server whether this browser's local cache is on ('1' / '0'): a list's default order depends on it
 * (defaultOrderBy), and the page's boot embeds the first list page the app will ask for. A hint only: an answer for
 * another order is simply not used. Absent means on (the toggle's default).
 */
export const LOCAL_CACHE_HINT_COOKIE = 'cairn_local_cache';
/** The cache's status per project (spec §4): loading (first sync) → syncing (later syncs) → ready / error. */
export const LOCAL_PROJECT_STATUSES = ['loading', 'syncing', 'ready', 'error'] as const;
/** The cache's status per workspace (spec §4). */
export const LOCAL_WORKSPACE_STATUSES = ['initializing', 'ready', 'error'] as const;
/** Local priority mapping (spec §9): none 0 … urgent 4. */
export const LOCAL_PRIORITY_RANK = { none: 0, low: 1, medium: 2, high: 3, urgent: 4 } as const;

export type LocalProjectStatus = (typeof LOCAL_PROJECT_STATUSES)[number];
export type LocalWorkspaceStatus = (typeof LOCAL_WORKSPACE_STATUSES)[number];
