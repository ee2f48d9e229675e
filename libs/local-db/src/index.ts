// @cairn/local-db — the browser's work-item cache (wa-sqlite in a Web Worker). See CONTEXT.md.
export { LOCAL_DB_VERSION } from './version';

// Opening a database.
export type { LocalDatabase, SqlHandle, SqlValue, SqlBind, SqlRow } from './sqlite/local-database';
export { createMemoryStorage, localDbFileName } from './sqlite/storage';
export type { LocalDbStorage, LocalDbStorageKind } from './sqlite/storage';
export { createBrowserStorage, browserCapabilities, chooseBrowserStorage } from './sqlite/browser-storage';
export type { BrowserCapabilities } from './sqlite/browser-storage';
export { openLocalDb } from './open-local-db';
export { ensureSchema, readSchemaVersion, buildListIndexes, listIndexesDeferred, LOCAL_DB_PAGE_SIZE, REFERENCE_KINDS } from './schema/schema';
export type { ReferenceKind } from './schema/schema';

// Local list queries (the server's answers, from the cache).
export { queryWorkItems } from './query/query-work-items';
export { LOCAL_QUERY_CONTEXTS } from './query/conditions';
export type { LocalQueryContext, LocalQueryContextName } from './query/conditions';

// Sync and writes.
export { syncProject } from './sync/sync-project';
export type { SyncTransport, SyncProjectOptions, SyncProjectResult, SyncProgress } from './sync/sync-project';
export { readProjectSyncState, missingProjects } from './sync/sync-state';
export type { ProjectSyncState } from './sync/sync-state';
export { upsertWorkItems, deleteWorkItems, setSubscribed } from './sync/write-items';
export { replaceReferenceData, readReferenceData } from './sync/reference-data';
export type { ReferenceRow } from './sync/reference-data';
export { createHttpSyncTransport } from './sync/http-transport';
export { createStaticSyncTransport } from './sync/static-transport';
export type { StaticSyncSource } from './sync/static-transport';

// Worker protocol (page side; the worker entry is src/worker/local-db.worker.ts).
export { createLocalDbClient } from './worker/client';
export type { LocalDbClient } from './worker/client';
export { handleLocalDbPort } from './worker/handler';
export type { LocalDbHandlerOptions } from './worker/handler';
export type { LocalDbCalls, LocalDbCallName, LocalDbRequest, LocalDbResponse, LocalDbEvent, LocalDbStatusEvent, LocalDbMessage, LocalDbPort, OpenParams } from './worker/protocol';
export { withWriteLock, WRITE_LOCK_NAME } from './worker/write-lock';
export type { LockManagerLike } from './worker/write-lock';
