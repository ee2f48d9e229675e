// The floor's worker: @cairn/local-db on OPFS (createBrowserStorage, as the app's worker), driven by main.ts. Every
// call is timed here, in the worker, with performance.now().
import type { WorkItemSyncPage } from '@cairn/types';
// The floor IS the cache lib without the app around it (BENCHMARKS.md B1–B3); eslint.config.mjs lets this folder import it.
import { buildListIndexes, createBrowserStorage, openLocalDb, queryWorkItems, syncProject, upsertWorkItems, type LocalDatabase, type LocalDbStorage, type SyncTransport } from '@cairn/local-db';
import type { FloorCallName, FloorCalls, FloorDbOwner, FloorRequest, FloorResponse } from './floor-protocol';

let storage: LocalDbStorage | null = null;
let db: LocalDatabase | null = null;
let owner: FloorDbOwner | null = null;

/** A "server" with nothing new: a first sync over it only records that the project's first sync completed. */
const nothingNew: SyncTransport = {
  fetchPage: async () => ({ results: [], total_count: 0, next_after: null }),
  fetchRemoved: async () => ({ results: [] }),
};

const opened = (): LocalDatabase => {
  if (!db) throw new Error('no database: fill first');
  return db;
};

const handlers: { [K in FloorCallName]: (params: FloorCalls[K]['params']) => Promise<FloorCalls[K]['result']> } = {
  async init() {
    const t0 = performance.now();
    storage ??= await createBrowserStorage();
    return { storage: storage.kind, ms: performance.now() - t0 };
  },
  async fill({ owner: who, pages, projectIds }) {
    if (!storage) throw new Error('init first');
    if (db) await db.close();
    db = null;
    const t0 = performance.now();
    // As the app's worker: a new file defers its list indexes, built once every page is in.
    const fresh = await openLocalDb(storage, who, { deferListIndexes: true });
    const open = performance.now() - t0;
    let fetchMs = 0;
    let parseMs = 0;
    let writeMs = 0;
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < pages; i += 1) {
      const a = performance.now();
      const response = await fetch(`/sync-page/${i}`);
      if (!response.ok) throw new Error(`sync page ${i}: ${response.status}`);
      const text = await response.text();
      const b = performance.now();
      const page = JSON.parse(text) as WorkItemSyncPage;
      const c = performance.now();
      await upsertWorkItems(fresh.db, page.results);
      const d = performance.now();
      fetchMs += b - a;
      parseMs += c - b;
      writeMs += d - c;
      rows += page.results.length;
      bytes += text.length;
    }
    const e = performance.now();
    if (!(await buildListIndexes(fresh.db))) throw new Error('the list indexes were not deferred');
    const indexMs = performance.now() - e;
    const total = performance.now() - t0;
    const m = performance.now();
    for (const projectId of projectIds) {
      const result = await syncProject(fresh.db, nothingNew, { projectId });
      if (result.status !== 'ready') throw new Error(`marking ${projectId} synced failed: ${String(result.error)}`);
    }
    db = fresh.db;
    owner = who;
    return { total_ms: total, open_ms: open, fetch_ms: fetchMs, parse_ms: parseMs, write_ms: writeMs, index_ms: indexMs, mark_synced_ms: performance.now() - m, rows, bytes };
  },
  async reopenQuery({ ctx, query, now }) {
    if (!storage || !owner) throw new Error('fill first');
    const t0 = performance.now();
    await opened().close();
    db = null;
    const t1 = performance.now();
    db = (await openLocalDb(storage, owner)).db;
    const t2 = performance.now();
    const page = await queryWorkItems(db, ctx, query, new Date(now));
    const t3 = performance.now();
    return { page, close_ms: t1 - t0, open_ms: t2 - t1, query_ms: t3 - t2 };
  },
  async timeQuery({ ctx, query, now, reps }) {
    const ms: number[] = [];
    let total: number | null = null;
    for (let i = 0; i < reps; i += 1) {
      const t0 = performance.now();
      const page = await queryWorkItems(opened(), ctx, query, new Date(now));
      ms.push(performance.now() - t0);
      total = page ? page.total_count : null;
    }
    return { ms, total_count: total };
  },
};

self.addEventListener('message', (event: MessageEvent<FloorRequest>) => {
  const { id, op, params } = event.data;
  const handler = handlers[op] as (p: unknown) => Promise<unknown>;
  handler(params).then(
    (result) => self.postMessage({ id, ok: true, result } satisfies FloorResponse),
    (error: unknown) => self.postMessage({ id, ok: false, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) } satisfies FloorResponse),
  );
});
