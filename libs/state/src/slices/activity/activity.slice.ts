import type { ActivityType, HistoryEntry } from '@cairn/types';
import type { SliceContext } from '../../core/types';
import { fetchOrThrow } from '../work-items/work-item-fetch';

/** Loader of an item's history: first load, or a refetch of a loaded one. */
export type ActivityLoader = 'init-loader' | 'fetch' | undefined;

/** The history (activity and comments, by created_at) of work items. */
export interface ActivitySlice {
  /** item id → history entries in the server's order. */
  activityByItem: Record<string, HistoryEntry[]>;
  activityLoaderByItem: Record<string, ActivityLoader>;
  /** GET history/?activity_type=… (all types when none given); replaces the item's history. Rethrows after clearing the loader. */
  loadWorkItemActivity(slug: string, projectId: string, itemId: string, activityTypes?: readonly ActivityType[]): Promise<HistoryEntry[]>;
  /** Loads a loaded item's history again with the types of its last load (a live change); undefined when never loaded. */
  reloadWorkItemActivity(slug: string, projectId: string, itemId: string): Promise<HistoryEntry[]> | undefined;
}

/** The activity slice's data when the store starts or is reset. */
export function initialActivityState(): Pick<ActivitySlice, 'activityByItem' | 'activityLoaderByItem'> {
  return { activityByItem: {}, activityLoaderByItem: {} };
}

/** Creates the activity slice. */
export function createActivitySlice({ store, deps }: SliceContext): ActivitySlice {
  const { history } = deps.services;
  // Per item: the types its history was last asked with (the detail asks for property changes only).
  const typesByItem = new Map<string, readonly ActivityType[]>();
  const loadWorkItemActivity: ActivitySlice['loadWorkItemActivity'] = (slug, projectId, itemId, activityTypes = []) => {
    typesByItem.set(itemId, activityTypes);
    return fetchOrThrow(store, {
      action: 'activity/loadWorkItemActivity',
      call: () => history.list(slug, projectId, itemId, activityTypes),
      start: (d) => {
        d.activityLoaderByItem[itemId] = d.activityByItem[itemId] ? 'fetch' : 'init-loader';
      },
      done: (d, entries) => {
        d.activityByItem[itemId] = entries;
        delete d.activityLoaderByItem[itemId];
      },
      failed: (d) => {
        delete d.activityLoaderByItem[itemId];
      },
    });
  };
  return {
    ...initialActivityState(),
    loadWorkItemActivity,
    reloadWorkItemActivity: (slug, projectId, itemId) => {
      if (!store.getState().activityByItem[itemId]) return undefined;
      return loadWorkItemActivity(slug, projectId, itemId, typesByItem.get(itemId) ?? []);
    },
  };
}
