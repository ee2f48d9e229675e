// Messages between the local-cache floor page (main.ts), its worker (floor.worker.ts) and the bench script
// (local-cache/floor-page.ts). Plain data only: they cross postMessage and playwright's evaluate.
import type { AnyWorkItemPage, WorkItemListFilterQuery } from '@cairn/types';

/** The list scope, as the app's lists pass it to the cache (@cairn/local-db's LocalQueryContext for a project list). */
export interface FloorQueryContext {
  workspaceId: string;
  projectIds: string[];
  context: 'project';
  userId: string;
}

/** Whose database file: @cairn/local-db names it after the user and the workspace. */
export interface FloorDbOwner {
  userId: string;
  workspaceId: string;
}

/** One list query: scope, the parsed list params (the app's), and the clock for date filters (ISO). */
export interface FloorQuery {
  ctx: FloorQueryContext;
  query: WorkItemListFilterQuery;
  now: string;
}

/** What the worker answers. */
export interface FloorCalls {
  /** Loads the wasm and the VFS (createBrowserStorage): once per page, not timed by the benchmarks. */
  init: { params: Record<string, never>; result: { storage: string; ms: number } };
  /**
   * B2's floor: a fresh database (openLocalDb with the list indexes deferred, as the app's worker opens it), then every
   * captured sync page fetched from the bench's server (`/sync-page/<i>`), JSON.parse'd and written with
   * upsertWorkItems (one transaction per page), then buildListIndexes. The projects are then marked as synced
   * (untimed), so queryWorkItems answers for them.
   */
  fill: { params: { owner: FloorDbOwner; pages: number; projectIds: string[] }; result: FillTiming };
  /** B1's floor, worker part: close the database, open it again (openLocalDb), queryWorkItems. */
  reopenQuery: { params: FloorQuery; result: { page: AnyWorkItemPage | null; close_ms: number; open_ms: number; query_ms: number } };
  /** B3's raw query: queryWorkItems `reps` times on the open database, each timed in the worker. */
  timeQuery: { params: FloorQuery & { reps: number }; result: { ms: number[]; total_count: number | null } };
}

/** Where B2's floor spent its time (ms, summed over the pages). */
export interface FillTiming {
  total_ms: number;
  open_ms: number;
  fetch_ms: number;
  parse_ms: number;
  write_ms: number;
  index_ms: number;
  mark_synced_ms: number;
  rows: number;
  bytes: number;
}

export type FloorCallName = keyof FloorCalls;

export interface FloorRequest<K extends FloorCallName = FloorCallName> {
  id: number;
  op: K;
  params: FloorCalls[K]['params'];
}

export type FloorResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** B1's floor, as measured on the page: click-equivalent → worker → 50 rows rendered → 2 rAF. */
export interface FloorOpenTiming {
  total_ms: number;
  close_ms: number;
  open_ms: number;
  query_ms: number;
  /** From the worker's answer arriving to the rows painted (render + 2 rAF). */
  render_ms: number;
  rows: number;
}

/** What main.ts puts on window for the bench script. */
export interface FloorPageApi {
  call<K extends FloorCallName>(op: K, params: FloorCalls[K]['params']): Promise<FloorCalls[K]['result']>;
  /** Reopen + query in the worker, then render up to 50 of the page's rows, + 2 rAF; timed from the post. */
  openAndRender(q: FloorQuery): Promise<FloorOpenTiming>;
}

declare global {
  interface Window {
    __floor?: FloorPageApi;
  }
}
