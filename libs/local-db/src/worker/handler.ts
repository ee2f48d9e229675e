import { openLocalDb } from '../open-local-db';
import { buildListIndexes } from '../schema/schema';
import { queryWorkItems } from '../query/query-work-items';
import type { LocalDatabase } from '../sqlite/local-database';
import type { LocalDbStorage } from '../sqlite/storage';
import { replaceReferenceData } from '../sync/reference-data';
import { syncProject, type SyncTransport } from '../sync/sync-project';
import { deleteWorkItems, setSubscribed, upsertWorkItems } from '../sync/write-items';
import { errorMessage, type LocalDbCalls, type LocalDbPort, type LocalDbStatusEvent, type LocalDbRequest, type OpenParams } from './protocol';

/** What the worker side needs: where files live, how to reach the sync endpoints, how to lock writes across tabs. */
export interface LocalDbHandlerOptions {
  /** Called on the first open only (loads the wasm): createBrowserStorage in the worker, createMemoryStorage in tests. */
  createStorage: () => Promise<LocalDbStorage>;
  createTransport: (open: OpenParams) => SyncTransport;
  withWriteLock?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/**
 * Serves the protocol on `port`: one open database at a time (open replaces the previous one), requests answered by
 * id, statuses pushed as events — workspace initializing → ready / error on open, a project's loading / syncing →
 * ready / error during sync. Resolves nothing; returns a function that detaches the listener.
 */
export function handleLocalDbPort(port: LocalDbPort, options: LocalDbHandlerOptions): () => void {
  let storage: Promise<LocalDbStorage> | null = null;
  let db: LocalDatabase | null = null;
  let transport: SyncTransport | null = null;
  const locked = options.withWriteLock ?? (<T>(fn: () => Promise<T>) => fn());
  const emit = (event: LocalDbStatusEvent) => port.postMessage({ kind: 'event', ...event });
  const opened = () => {
    if (!db || !transport) throw new Error('The local database is not open');
    return { db, transport };
  };

  const calls: { [K in keyof LocalDbCalls]: (params: LocalDbCalls[K]['params']) => Promise<LocalDbCalls[K]['result']> } = {
    async open(params) {
      emit({ type: 'workspace-status', status: 'initializing' });
      try {
        storage ??= options.createStorage();
        const s = await storage;
        if (db) await db.close();
        db = null;
        // A new file gets its list indexes after its first syncs (finishSync): far faster than row by row.
        const result = await openLocalDb(s, params, { deferListIndexes: true });
        db = result.db;
        transport = options.createTransport(params);
        emit({ type: 'workspace-status', status: 'ready' });
        return { recreated: result.recreated, storage: s.kind };
      } catch (error) {
        storage = null;
        emit({ type: 'workspace-status', status: 'error', error: errorMessage(error) });
        throw error;
      }
    },
    async query({ ctx, query, now }) {
      return queryWorkItems(opened().db, ctx, query, new Date(now));
    },
    async sync({ projectId }) {
      const o = opened();
      const result = await syncProject(o.db, o.transport, {
        projectId,
        withWriteLock: locked,
        onStatus: (status, progress, error) => emit({ type: 'project-status', projectId, status, progress, ...(error ? { error: errorMessage(error) } : {}) }),
      });
      const { error, ...rest } = result;
      return error ? { ...rest, error: errorMessage(error) } : rest;
    },
    async upsert({ items }) {
      await locked(() => upsertWorkItems(opened().db, items));
      return { written: items.length };
    },
    async delete({ ids }) {
      return { removed: await locked(() => deleteWorkItems(opened().db, ids)) };
    },
    async subscribed({ id, subscribed }) {
      return { changed: await locked(() => setSubscribed(opened().db, id, subscribed)) };
    },
    async replaceReference({ kind, rows, projectId }) {
      await locked(() => replaceReferenceData(opened().db, kind, rows, projectId ? { projectId } : {}));
      return { written: rows.length };
    },
    async finishSync() {
      const { db } = opened();
      return { built: await locked(() => buildListIndexes(db)) };
    },
    async close() {
      if (db) await db.close();
      db = null;
      transport = null;
      return null;
    },
  };

  const listener = (event: { data: unknown }) => {
    const request = event.data as LocalDbRequest;
    if (!request || typeof request !== 'object' || typeof request.id !== 'number' || !(request.type in calls)) return;
    const call = calls[request.type] as (params: unknown) => Promise<unknown>;
    call(request.params).then(
      (result) => port.postMessage({ kind: 'response', id: request.id, ok: true, result }),
      (error: unknown) => port.postMessage({ kind: 'response', id: request.id, ok: false, error: errorMessage(error) }),
    );
  };
  port.addEventListener('message', listener);
  port.start?.();
  return () => port.removeEventListener('message', listener);
}
