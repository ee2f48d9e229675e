import { apiPaths } from '@cairn/types';
import type { STREAM_EVENT, StreamEvent, StreamReady, StreamResync } from '@cairn/types';

/** The part of the browser's EventSource the stream uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: string, listener: (event: { data: string; lastEventId?: string }) => void): void;
  close(): void;
}

/** Builds an EventSource for a URL (the browser's by default). */
export type EventSourceFactory = (url: string) => EventSourceLike;

/** What the caller hears from a workspace's live stream. */
export interface WorkspaceStreamHandlers {
  /** The stream is live: it carries every visible change after `version` from here on. */
  onReady?(ready: StreamReady): void;
  /** One change, in version order. */
  onChange(event: StreamEvent): void;
  /** The cursor was older than what the server keeps: reload everything, then changes continue after `version`. */
  onResync?(resync: StreamResync): void;
  /** The connection broke; `closed` when the browser gave up (a 401/404/429 answer): the stream reopens after a backoff. */
  onError?(info: { closed: boolean; attempt: number }): void;
}

/** Options of openWorkspaceStream. */
export interface WorkspaceStreamOptions {
  /** The API's origin (same as the ApiClient's baseUrl); '' = same origin. */
  baseUrl?: string;
  /** Start after this version (a resume); absent = from now. */
  after?: number;
  /** EventSource factory (default: the browser's, with credentials). */
  eventSource?: EventSourceFactory;
  /** Delay before reopening a closed stream, by attempt (1, 2, …). Default 1 s doubling up to 30 s. */
  backoffMs?: (attempt: number) => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

/** An open stream: close it when leaving the workspace or signing out. */
export interface WorkspaceStream {
  close(): void;
  /** The last version the stream delivered (its resume cursor). */
  lastVersion(): number | undefined;
}

/** Opens a workspace's live stream (openWorkspaceStream's signature, for injection). */
export type OpenWorkspaceStream = (slug: string, handlers: WorkspaceStreamHandlers, options?: WorkspaceStreamOptions) => WorkspaceStream;

// The SSE event names (STREAM_EVENT in @cairn/types; its module builds zod schemas, kept out of the start-up JS).
const EVENT: typeof STREAM_EVENT = { ready: 'ready', change: 'change', resync: 'resync' };

// EventSource.CLOSED: the browser will not reconnect by itself.
const CLOSED = 2;

const defaultBackoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));

function browserEventSource(url: string): EventSourceLike {
  const Ctor = (globalThis as { EventSource?: new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike }).EventSource;
  if (!Ctor) throw new Error('EventSource is not available');
  return new Ctor(url, { withCredentials: true });
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}

/**
 * Opens GET /api/workspaces/{slug}/events/stream/ (SSE). While the connection merely drops, EventSource reconnects by
 * itself and resumes with Last-Event-ID; when it gives up (readyState CLOSED, e.g. after a 401), a new one is opened
 * after a backoff with `?after=<last version>`, so no change is lost (or the server answers `resync`).
 */
export const openWorkspaceStream: OpenWorkspaceStream = (slug, handlers, options = {}) => {
  const make = options.eventSource ?? browserEventSource;
  const backoff = options.backoffMs ?? defaultBackoff;
  const later = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  let last = options.after;
  let source: EventSourceLike | undefined;
  let timer: unknown;
  let attempt = 0;
  let closed = false;

  const open = () => {
    timer = undefined;
    if (closed) return;
    const es = make(`${base}${apiPaths.workspaceEventStream(slug, last)}`);
    source = es;
    es.addEventListener(EVENT.ready, (e) => {
      const ready = parse<StreamReady>(e.data);
      if (!ready || source !== es) return;
      attempt = 0;
      if (last === undefined || ready.version > last) last = ready.version;
      handlers.onReady?.(ready);
    });
    es.addEventListener(EVENT.change, (e) => {
      const event = parse<StreamEvent>(e.data);
      if (!event || typeof event.version !== 'number' || source !== es) return;
      if (last === undefined || event.version > last) last = event.version;
      handlers.onChange(event);
    });
    es.addEventListener(EVENT.resync, (e) => {
      const resync = parse<StreamResync>(e.data);
      if (!resync || source !== es) return;
      last = resync.version;
      handlers.onResync?.(resync);
    });
    es.onerror = () => {
      if (source !== es || closed) return;
      const gaveUp = es.readyState === CLOSED;
      attempt += 1;
      handlers.onError?.({ closed: gaveUp, attempt });
      if (!gaveUp) return;
      es.close();
      source = undefined;
      timer = later(open, backoff(attempt));
    };
  };
  open();
  return {
    close: () => {
      closed = true;
      if (timer !== undefined) cancel(timer);
      source?.close();
      source = undefined;
    },
    lastVersion: () => last,
  };
};
