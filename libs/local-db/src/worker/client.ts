import type { LocalProjectStatus, LocalWorkspaceStatus } from '@cairn/types';
import type { LocalDbCallName, LocalDbCalls, LocalDbMessage, LocalDbPort, LocalDbStatusEvent } from './protocol';

/** The page's handle on the worker: one promise per request; statuses through onStatus. */
export interface LocalDbClient {
  call<K extends LocalDbCallName>(type: K, params: LocalDbCalls[K]['params']): Promise<LocalDbCalls[K]['result']>;
  open(params: LocalDbCalls['open']['params']): Promise<LocalDbCalls['open']['result']>;
  query(params: Omit<LocalDbCalls['query']['params'], 'now'> & { now?: Date }): Promise<LocalDbCalls['query']['result']>;
  sync(projectId: string): Promise<LocalDbCalls['sync']['result']>;
  /** Writes server-confirmed items; skipped (resolves { written: 0 }) while skipWrites() says so (a hidden tab). */
  upsert(items: LocalDbCalls['upsert']['params']['items']): Promise<LocalDbCalls['upsert']['result']>;
  delete(ids: string[]): Promise<LocalDbCalls['delete']['result']>;
  /** Sets the caller's subscription of a cached item (server-confirmed); skipped like upsert while the tab is hidden. */
  setSubscribed(id: string, subscribed: boolean): Promise<LocalDbCalls['subscribed']['result']>;
  replaceReference(params: LocalDbCalls['replaceReference']['params']): Promise<LocalDbCalls['replaceReference']['result']>;
  finishSync(): Promise<LocalDbCalls['finishSync']['result']>;
  close(): Promise<null>;
  /** Listens to pushed statuses; returns the unsubscribe function. */
  onStatus(listener: (event: LocalDbStatusEvent) => void): () => void;
  /** Latest statuses seen: per project and for the workspace. */
  statuses(): { workspace: LocalWorkspaceStatus | null; projects: Record<string, LocalProjectStatus> };
  /** Stops listening; pending requests reject. */
  dispose(): void;
}

function isHiddenDocument(): boolean {
  const doc = (globalThis as { document?: { visibilityState?: string } }).document;
  return doc?.visibilityState === 'hidden';
}

/**
 * A client over a port to the worker (a Worker in the browser, a MessagePort in tests). Requests get increasing ids;
 * the answer with the same id settles the promise (errors arrive as { message } and reject with an Error).
 * Single-item writes are skipped while `skipWrites()` is true — by default while the document is hidden (spec §5).
 */
export function createLocalDbClient(port: LocalDbPort, options: { skipWrites?: () => boolean } = {}): LocalDbClient {
  const skipWrites = options.skipWrites ?? isHiddenDocument;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(event: LocalDbStatusEvent) => void>();
  const latest: ReturnType<LocalDbClient['statuses']> = { workspace: null, projects: {} };
  let nextId = 1;

  const onMessage = (event: { data: unknown }) => {
    const message = event.data as LocalDbMessage;
    if (!message || typeof message !== 'object') return;
    if (message.kind === 'response') {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.ok) p.resolve(message.result);
      else p.reject(new Error(message.error.message));
      return;
    }
    if (message.kind === 'event') {
      const { kind: _kind, ...rest } = message;
      const status = rest as LocalDbStatusEvent;
      if (status.type === 'workspace-status') latest.workspace = status.status;
      else latest.projects[status.projectId] = status.status;
      for (const l of listeners) l(status);
    }
  };
  port.addEventListener('message', onMessage);
  port.start?.();

  const call = <K extends LocalDbCallName>(type: K, params: LocalDbCalls[K]['params']) =>
    new Promise<LocalDbCalls[K]['result']>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      port.postMessage({ id, type, params });
    });

  return {
    call,
    open: (params) => call('open', params),
    query: ({ now, ...rest }) => call('query', { ...rest, now: (now ?? new Date()).toISOString() }),
    sync: (projectId) => call('sync', { projectId }),
    upsert: async (items) => (skipWrites() ? { written: 0 } : call('upsert', { items })),
    delete: (ids) => call('delete', { ids }),
    setSubscribed: async (id, subscribed) => (skipWrites() ? { changed: 0 } : call('subscribed', { id, subscribed })),
    replaceReference: (params) => call('replaceReference', params),
    finishSync: () => call('finishSync', {}),
    close: () => call('close', {}),
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    statuses: () => ({ workspace: latest.workspace, projects: { ...latest.projects } }),
    dispose() {
      port.removeEventListener('message', onMessage);
      for (const p of pending.values()) p.reject(new Error('The local database client was disposed'));
      pending.clear();
    },
  };
}
