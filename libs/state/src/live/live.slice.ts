import type { WorkspaceStream } from '@cairn/services';
import type { StreamEvent } from '@cairn/types';
import type { SliceContext } from '../core/types';
import type { LiveEventRunner } from './live-events';

/** Where the workspace's live stream stands: opening, carrying changes, or broken and reopening. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The live stream of the workspace on screen. */
export interface LiveConnection {
  slug: string;
  status: LiveStatus;
  /** The last event version applied (the resume cursor). */
  version?: number;
}

/** Live updates: one stream per open workspace; every change it reports goes through the one confirmed-change path. */
export interface LiveSlice {
  live: LiveConnection | null;
  /** Opens the workspace's stream (deps.openStream), closing any other; a no-op without openStream or when already open. */
  connectLive(slug: string): void;
  /** Closes the stream (leaving the workspace, signing out). */
  disconnectLive(): void;
  /**
   * Applies one stream event, in version order (duplicates and versions already applied are ignored): waits for the
   * item's queued writes, then a work-item row goes through `applyConfirmedWorkItem` (a delete drops the item), and the
   * loaded parts the event makes stale (activity, comments, links, states…) are read again, coalesced per part.
   */
  applyLiveEvent(slug: string, event: StreamEvent): Promise<void>;
  /** The missed events are gone (`resync`): every loaded list of the slug and every open item's activity is read again. */
  resyncLive(slug: string): Promise<void>;
}

/** The live slice's data when the store starts or is reset. */
export function initialLiveState(): Pick<LiveSlice, 'live'> {
  return { live: null };
}

/** Creates the live slice. */
export function createLiveSlice({ store, deps }: SliceContext): LiveSlice {
  let stream: WorkspaceStream | undefined;
  let chain: Promise<void> = Promise.resolve();
  const lastVersion = new Map<string, number>();
  // The event processing is a lazy chunk, loaded with the first event (or resync).
  let runner: Promise<LiveEventRunner> | undefined;
  const getRunner = () => (runner ??= import('./live-events').then((m) => m.createLiveEventRunner(store, deps)));
  const setLive = (slug: string, patch: Partial<LiveConnection>) => store.setState((d) => {
    if (d.live?.slug === slug) Object.assign(d.live, patch);
  }, false, 'live/status');

  const applyOne = async (slug: string, event: StreamEvent) => {
    if (event.version <= (lastVersion.get(slug) ?? 0)) return;
    lastVersion.set(slug, event.version);
    await (await getRunner()).apply(slug, event);
    setLive(slug, { version: event.version });
  };

  // Opens the stream after `after` (undefined: from now).
  let connects = 0;
  let starting = false;
  const open = (slug: string, after: number | undefined) => {
    const opened = deps.openStream!(slug, {
      onReady: (ready) => {
        if (stream !== opened) return;
        if (!lastVersion.has(slug)) lastVersion.set(slug, ready.version);
        setLive(slug, { status: 'live' });
      },
      onChange: (event) => {
        if (stream === opened) void store.getState().applyLiveEvent(slug, event);
      },
      onResync: (resync) => {
        if (stream !== opened) return;
        lastVersion.set(slug, resync.version);
        void store.getState().resyncLive(slug);
      },
      onError: () => {
        if (stream === opened) setLive(slug, { status: 'reconnecting' });
      },
    }, { after });
    stream = opened;
  };

  return {
    ...initialLiveState(),
    connectLive: (slug) => {
      if (!deps.openStream || (store.getState().live?.slug === slug && (stream || starting))) return;
      stream?.close();
      stream = undefined;
      store.setState((d) => {
        d.live = { slug, status: 'connecting' };
      }, false, 'live/connect');
      const mine = ++connects;
      starting = true;
      // First stream of the slug: resume after the version the page's data is as new as (the boot payload answers it;
      // else one request), so changes made between the load and the stream's start arrive too.
      const start = lastVersion.has(slug)
        ? Promise.resolve(lastVersion.get(slug))
        : deps.services.events.version(slug).then((v) => v.version, () => undefined);
      void start.then((after) => {
        if (mine !== connects) return;
        starting = false;
        open(slug, after);
      });
    },
    disconnectLive: () => {
      connects += 1;
      starting = false;
      stream?.close();
      stream = undefined;
      store.setState((d) => {
        d.live = null;
      }, false, 'live/disconnect');
    },
    applyLiveEvent: (slug, event) => {
      chain = chain.then(() => applyOne(slug, event)).catch((error: unknown) => deps.onError?.(error, {}));
      return chain;
    },
    resyncLive: async (slug) => (await getRunner()).resync(slug),
  };
}
