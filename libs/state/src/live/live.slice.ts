import type { WorkspaceStream } from '@cairn/services';
import type { StreamEvent } from '@cairn/types';
import { pendingMutation } from '../core/mutate';
import type { SliceContext } from '../core/types';
import { workItemKey } from '../slices/work-items/work-item-records';
import { applyConfirmedWorkItem, applyDeletedWorkItem, reloadKey, reloadsFor, runReload, type LiveReload } from './live-apply';

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

// Work-item rows arrive with these entities (the item's own fields or a count such as link_count).
const ROW_ENTITIES = new Set(['work_item', 'link', 'attachment']);

/** Creates the live slice. */
export function createLiveSlice({ store, deps }: SliceContext): LiveSlice {
  let stream: WorkspaceStream | undefined;
  let chain: Promise<void> = Promise.resolve();
  const lastVersion = new Map<string, number>();
  // A part being read again: asked once more after it answers when another event made it stale meanwhile.
  const reloading = new Map<string, { again: boolean }>();

  const setLive = (slug: string, patch: Partial<LiveConnection>) => store.setState((d) => {
    if (d.live?.slug === slug) Object.assign(d.live, patch);
  }, false, 'live/status');

  const reload = (slug: string, part: LiveReload) => {
    const key = `${slug}:${reloadKey(part)}`;
    const running = reloading.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const entry = { again: false };
    reloading.set(key, entry);
    const once = (): Promise<void> => runReload(store.getState(), slug, part).then(() => {
      if (!entry.again) return;
      entry.again = false;
      return once();
    });
    void once().finally(() => reloading.delete(key));
  };

  const applyOne = async (slug: string, event: StreamEvent) => {
    if (event.version <= (lastVersion.get(slug) ?? 0)) return;
    lastVersion.set(slug, event.version);
    const itemId = event.work_item_id;
    // A change reported while one's own write of the item is queued lands after that write settles (never between
    // the optimistic change and its answer); the version check keeps an older row from undoing a newer answer.
    const queued = itemId ? pendingMutation(store, workItemKey(itemId)) : undefined;
    if (queued) await queued.catch(() => undefined);
    const fromOthers = event.actor_id !== store.getState().currentUser?.id;
    if (event.entity_type === 'work_item' && event.action === 'deleted' && itemId) applyDeletedWorkItem(store, deps, slug, itemId);
    else if (event.work_item && ROW_ENTITIES.has(event.entity_type)) {
      applyConfirmedWorkItem(store, deps, slug, event.work_item, { fromOthers, sameVersionToo: event.entity_type !== 'work_item' });
    }
    setLive(slug, { version: event.version });
    for (const part of reloadsFor(store.getState(), event)) reload(slug, part);
  };

  return {
    ...initialLiveState(),
    connectLive: (slug) => {
      if (!deps.openStream || (stream && store.getState().live?.slug === slug)) return;
      stream?.close();
      store.setState((d) => {
        d.live = { slug, status: 'connecting' };
      }, false, 'live/connect');
      const opened = deps.openStream(slug, {
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
      }, { after: lastVersion.get(slug) });
      stream = opened;
    },
    disconnectLive: () => {
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
    resyncLive: async (slug) => {
      const s = store.getState();
      const lists = s.reloadWorkItemLists(slug);
      for (const itemId of Object.keys(s.activityByItem)) {
        const item = s.workItemsById[itemId];
        if (!item) continue;
        reload(slug, { kind: 'activity', projectId: item.project_id, itemId });
        void s.loadWorkItem(slug, item.project_id, itemId).catch(() => undefined);
      }
      await lists;
    },
  };
}
