import * as SQLite from '@journeyapps/wa-sqlite';
import { wrapConnection, type LocalDatabase } from './local-database';

/** Where database files live: memory (Node, tests), OPFS or IndexedDB (browser worker). */
export type LocalDbStorageKind = 'memory' | 'opfs' | 'idb';

/** A place to open local databases by file name (one wa-sqlite module and VFS shared by its files). */
export interface LocalDbStorage {
  readonly kind: LocalDbStorageKind;
  open(fileName: string): Promise<LocalDatabase>;
}

/** A UUID as 25 base-36 digits (other strings: a 64-bit FNV-1a hash, 13 digits). */
function compactId(id: string): string {
  const hex = id.replace(/-/g, '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) return BigInt(`0x${hex}`).toString(36).padStart(25, '0');
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(id)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h.toString(36).padStart(13, '0');
}

/**
 * One database file per user and workspace. wa-sqlite VFS paths (with a leading '/' and the '-journal' suffix of the
 * rollback journal) are at most 64 bytes, so the two UUIDs are written in base 36: `<workspace><user>.db` (53).
 */
export function localDbFileName(userId: string, workspaceId: string): string {
  return `${compactId(workspaceId)}${compactId(userId)}.db`;
}

/** Opens `fileName` on a registered VFS and wraps the connection. */
export async function openOnVfs(sqlite3: SQLiteAPI, vfsName: string, fileName: string): Promise<LocalDatabase> {
  const db = await sqlite3.open_v2(fileName, SQLite.SQLITE_OPEN_CREATE | SQLite.SQLITE_OPEN_READWRITE, vfsName);
  // The cache can always be rebuilt from the server, so it trades durability for write speed: a larger page cache
  // (the list indexes touch many pages per batch), the rollback journal in memory instead of an OPFS file created and
  // deleted per transaction, and no fsync per commit. Measured in headless Chromium on OPFS: the first sync of
  // 9,882 items went from over 300 s (pages slowing as the file grew) to 110 s; with 64 KB pages, one transaction per
  // sync page, JSON-batched statements and the list indexes built afterwards (schema.ts), to under 4 s.
  await sqlite3.exec(db, 'PRAGMA cache_size = -32000; PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY;');
  return wrapConnection(sqlite3, db, fileName);
}

/**
 * In-memory storage (Node and jest): the synchronous build with wa-sqlite's MemoryVFS. Under Node the loader cannot
 * fetch the wasm: pass its bytes (`readFileSync(require.resolve('@journeyapps/wa-sqlite/dist/wa-sqlite.wasm'))`).
 * Files live as long as the storage, so a file closed and opened again keeps its data (what the version check needs).
 */
export async function createMemoryStorage(options: { wasmBinary?: ArrayBuffer | Uint8Array } = {}): Promise<LocalDbStorage> {
  const { default: moduleFactory } = await import('@journeyapps/wa-sqlite/dist/wa-sqlite.mjs');
  const { MemoryVFS } = await import('@journeyapps/wa-sqlite/src/examples/MemoryVFS.js');
  const module = await moduleFactory(options.wasmBinary ? { wasmBinary: options.wasmBinary } : {});
  const sqlite3 = SQLite.Factory(module);
  const vfs = await (MemoryVFS as unknown as { create(name: string, module: unknown): Promise<SQLiteVFS> }).create('cairn-memory', module);
  sqlite3.vfs_register(vfs, false);
  return { kind: 'memory', open: (fileName) => openOnVfs(sqlite3, 'cairn-memory', fileName) };
}
