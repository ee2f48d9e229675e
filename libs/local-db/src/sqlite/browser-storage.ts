import * as SQLite from '@journeyapps/wa-sqlite';
import { openOnVfs, type LocalDbStorage, type LocalDbStorageKind } from './storage';

/** What the browser context offers (read from globals by browserCapabilities; passed in so the choice is testable). */
export interface BrowserCapabilities {
  /** navigator.storage.getDirectory exists and sync access handles exist (dedicated worker). */
  opfs: boolean;
  indexedDb: boolean;
}

/** Reads the capabilities of the current (worker) global scope. */
export function browserCapabilities(scope: typeof globalThis = globalThis): BrowserCapabilities {
  const g = scope as unknown as { navigator?: { storage?: { getDirectory?: unknown } }; FileSystemSyncAccessHandle?: unknown; indexedDB?: unknown };
  return {
    opfs: typeof g.navigator?.storage?.getDirectory === 'function' && typeof g.FileSystemSyncAccessHandle === 'function',
    indexedDb: typeof g.indexedDB === 'object' && g.indexedDB !== null,
  };
}

/** OPFS (OPFSCoopSyncVFS) when available, else IndexedDB (IDBBatchAtomicVFS), else none. */
export function chooseBrowserStorage(c: BrowserCapabilities): Exclude<LocalDbStorageKind, 'memory'> | null {
  if (c.opfs) return 'opfs';
  if (c.indexedDb) return 'idb';
  return null;
}

/**
 * Storage in a dedicated Web Worker. OPFS: the synchronous wasm build with OPFSCoopSyncVFS (fast, multi-connection);
 * fallback IndexedDB: the asyncify build with IDBBatchAtomicVFS. The wasm is fetched here, i.e. when the worker opens
 * its database — never on the page's critical path. Vite emits the .wasm files as assets by itself.
 */
export async function createBrowserStorage(capabilities = browserCapabilities()): Promise<LocalDbStorage> {
  const kind = chooseBrowserStorage(capabilities);
  if (kind === 'opfs') {
    const { default: moduleFactory } = await import('@journeyapps/wa-sqlite/dist/wa-sqlite.mjs');
    const { OPFSCoopSyncVFS } = await import('@journeyapps/wa-sqlite/src/examples/OPFSCoopSyncVFS.js');
    const module = await moduleFactory();
    const sqlite3 = SQLite.Factory(module);
    sqlite3.vfs_register(await OPFSCoopSyncVFS.create('cairn-opfs', module), false);
    return { kind, open: (fileName) => openOnVfs(sqlite3, 'cairn-opfs', fileName) };
  }
  if (kind === 'idb') {
    const { default: moduleFactory } = await import('@journeyapps/wa-sqlite/dist/wa-sqlite-async.mjs');
    const { IDBBatchAtomicVFS } = await import('@journeyapps/wa-sqlite/src/examples/IDBBatchAtomicVFS.js');
    const module = await moduleFactory();
    const sqlite3 = SQLite.Factory(module);
    const vfs = await (IDBBatchAtomicVFS as unknown as { create(name: string, module: unknown): Promise<SQLiteVFS> }).create('cairn-idb', module);
    sqlite3.vfs_register(vfs, false);
    return { kind, open: (fileName) => openOnVfs(sqlite3, 'cairn-idb', fileName) };
  }
  throw new Error('No persistent storage for the local database (neither OPFS nor IndexedDB)');
}
