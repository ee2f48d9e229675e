import type { AnyWorkItemPage, LocalProjectStatus, LocalWorkspaceStatus, WorkItem, WorkItemListFilterQuery } from '@cairn/types';
import type { LocalQueryContext } from '../query/conditions';
import type { ReferenceKind } from '../schema/schema';
import type { ReferenceRow } from '../sync/reference-data';
import type { SyncProgress, SyncProjectResult } from '../sync/sync-project';

// The messages between the page (createLocalDbClient) and the worker (handleLocalDbPort). Requests carry an id the
// response repeats; events (statuses) are pushed without one. Only structured-cloneable data crosses the port.

/** Opens the user's database of a workspace; the worker's HTTP transport uses workspaceSlug (and apiBaseUrl). */
export interface OpenParams {
  userId: string;
  workspaceId: string;
  workspaceSlug: string;
  apiBaseUrl?: string;
}

/** Each request: its params and the result its response carries. */
export interface LocalDbCalls {
  open: { params: OpenParams; result: { recreated: boolean; storage: string } };
  query: { params: { ctx: LocalQueryContext; query: WorkItemListFilterQuery; now: string }; result: AnyWorkItemPage | null };
  sync: { params: { projectId: string }; result: Omit<SyncProjectResult, 'error'> & { error?: { message: string } } };
  upsert: { params: { items: WorkItem[] }; result: { written: number } };
  delete: { params: { ids: string[] }; result: { removed: number } };
  subscribed: { params: { id: string; subscribed: boolean }; result: { changed: number } };
  replaceReference: { params: { kind: ReferenceKind; rows: ReferenceRow[]; projectId?: string }; result: { written: number } };
  /** After a run of syncs: builds the list indexes a new database deferred (built = it did now). */
  finishSync: { params: Record<string, never>; result: { built: boolean } };
  close: { params: Record<string, never>; result: null };
}
/** A request name. */
export type LocalDbCallName = keyof LocalDbCalls;

/** Page → worker. */
export type LocalDbRequest = { [K in LocalDbCallName]: { id: number; type: K; params: LocalDbCalls[K]['params'] } }[LocalDbCallName];

/** Worker → page: the answer to request `id`, or its error as { message }. */
export type LocalDbResponse = { kind: 'response'; id: number; ok: true; result: unknown } | { kind: 'response'; id: number; ok: false; error: { message: string } };

/** Worker → page, unasked: the status of a project's sync or of the workspace database. */
export type LocalDbEvent =
  | { kind: 'event'; type: 'project-status'; projectId: string; status: LocalProjectStatus; progress: SyncProgress; error?: { message: string } }
  | { kind: 'event'; type: 'workspace-status'; status: LocalWorkspaceStatus; error?: { message: string } };

/** An event without its `kind` tag (what status listeners receive). */
export type LocalDbStatusEvent = LocalDbEvent extends infer E ? (E extends LocalDbEvent ? Omit<E, 'kind'> : never) : never;

/** Worker → page. */
export type LocalDbMessage = LocalDbResponse | LocalDbEvent;

/** The port both sides talk through: a Worker, a MessagePort (browser or worker_threads), or the worker's global scope. */
export interface LocalDbPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start?(): void;
}

/** An error as it crosses the port. */
export function errorMessage(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}
