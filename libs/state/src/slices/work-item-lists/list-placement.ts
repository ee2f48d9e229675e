import { WORK_ITEM_NONE_GROUP } from '@cairn/types';
import type { WorkItemGroupBy } from '@cairn/types';
import type { Draft } from 'immer';
import type { MutationFollower } from '../../core/mutate';
import type { WebState, WebStore } from '../../core/types';
import type { WorkItemRecord } from '../work-items/work-item-records';
import { parseListKey } from './list-context';
import type { ListGroup, WorkItemListState } from './list-pages';

/**
 * Where an item sits in a loaded list is derived from its fields: the group keys of the grouping field, and whether the
 * context lists it at all (not archived, not a draft…). The item's fields change through `mutate` (and roll back
 * there); the lists follow them here, after the optimistic change, after the server's answer and after a rollback.
 * Groups are an array of objects, which mutate's rollback can only restore as a whole — so list membership is never
 * part of a mutation's patches, and concurrent changes to one list cannot undo each other.
 */

/** The group keys an item falls in (spec: a multi-valued field puts it in each of its groups; no value → 'None'). */
export function groupKeysOf(item: WorkItemRecord, groupBy: WorkItemGroupBy): string[] {
  const one = (value: string | null | undefined) => [value || WORK_ITEM_NONE_GROUP];
  const many = (values: readonly string[]) => (values.length > 0 ? [...values] : [WORK_ITEM_NONE_GROUP]);
  switch (groupBy) {
    case 'state': return one(item.state_id);
    case 'state_group': return one(item.state__group);
    case 'priority': return one(item.priority);
    case 'labels': return many(item.label_ids);
    case 'assignees': return many(item.assignee_ids);
    case 'created_by': return one(item.created_by);
    case 'project': return one(item.project_id);
    case 'cycle': return one(item.cycle_id);
    case 'module': return many(item.module_ids);
  }
}

/** Whether a context lists an item at all, from its fields (filters are the server's business: they are not re-checked). */
export function listsItem(key: string, item: WorkItemRecord): boolean {
  const { kind, projectId, cycleId, moduleId } = parseListKey(key);
  if (item.deleted_at) return false;
  if (kind === 'archived') return item.project_id === projectId && !!item.archived_at;
  if (item.archived_at) return false;
  if (kind === 'draft') return item.project_id === projectId && item.is_draft;
  if (item.is_draft) return false;
  // Epics are listed by the epics list only, and it lists nothing else.
  if (kind === 'epics') return item.project_id === projectId && item.is_epic;
  if (item.is_epic) return false;
  // Spec §4: a cycle or module change moves the item in or out of that list (the counts follow its groups).
  if (kind === 'cycle') return item.project_id === projectId && item.cycle_id === cycleId;
  if (kind === 'module') return item.project_id === projectId && item.module_ids.includes(moduleId ?? '');
  // A project view is the project's list with the view's filters (its request carries them; the matcher checks them).
  return kind === 'project' || kind === 'view' ? item.project_id === projectId : true;
}

/** A position among siblings: right after `beforeId`, else right before `afterId`, else at `index`, else first. */
export interface ListPosition {
  beforeId?: string | null;
  afterId?: string | null;
  index?: number;
}

/** Where to put an item in one list: per group (and sub-group) key; `add` puts it into the list when it is not there. */
export interface ListPlacement {
  listKey: string;
  add?: boolean;
  /** Position in the flat id list (grouped lists: the all-ids list). */
  position?: ListPosition;
  groups?: Record<string, { position?: ListPosition; subGroups?: Record<string, ListPosition> }>;
}

function insertAt(ids: string[], id: string, position: ListPosition | undefined): void {
  const at = ids.indexOf(id);
  if (at >= 0) ids.splice(at, 1);
  let index = 0;
  const above = position?.beforeId ? ids.indexOf(position.beforeId) : -1;
  const below = position?.afterId ? ids.indexOf(position.afterId) : -1;
  if (above >= 0) index = above + 1;
  else if (below >= 0) index = below;
  else if (position?.index !== undefined) index = Math.max(0, Math.min(ids.length, position.index));
  ids.splice(index, 0, id);
}

// Puts the id in or out of one group's ids by `should`; a present id moves only when a position is given.
function place(group: ListGroup, id: string, should: boolean, position: ListPosition | undefined): void {
  const present = group.ids.includes(id);
  if (present && !should) {
    group.ids.splice(group.ids.indexOf(id), 1);
    group.total = Math.max(0, group.total - 1);
  } else if (should && (!present || position)) {
    insertAt(group.ids, id, position);
    if (!present) group.total += 1;
  }
}

function ensureGroups(groups: ListGroup[], keys: readonly string[], nested: boolean): void {
  for (const key of keys) {
    if (!groups.some((g) => g.key === key)) groups.push({ key, ids: [], total: 0, hasMore: false, page: 0, ...(nested ? { subGroups: [] } : {}) });
  }
}

function regroup(list: Draft<WorkItemListState>, item: WorkItemRecord, placement: ListPlacement | undefined): void {
  if (!list.groupedBy) return;
  const want = groupKeysOf(item, list.groupedBy);
  const subBy = list.subGroupedBy;
  ensureGroups(list.groups, want, !!subBy);
  for (const group of list.groups) {
    const should = want.includes(group.key);
    const spot = placement?.groups?.[group.key];
    if (subBy && group.subGroups) {
      const wantSub = should ? groupKeysOf(item, subBy) : [];
      if (should) ensureGroups(group.subGroups, wantSub, false);
      for (const sub of group.subGroups) place(sub, item.id, wantSub.includes(sub.key), spot?.subGroups?.[sub.key]);
    }
    place(group, item.id, should, spot?.position);
  }
}

/** Takes an item out of one loaded list (its ids, groups and sub-groups; totals −1). */
export function unlistFrom(list: Draft<WorkItemListState>, id: string): void {
  const at = list.ids.indexOf(id);
  if (at < 0) return;
  list.ids.splice(at, 1);
  list.totalCount = Math.max(0, list.totalCount - 1);
  for (const group of list.groups) {
    for (const sub of group.subGroups ?? []) place(sub, id, false, undefined);
    place(group, id, false, undefined);
  }
}

/**
 * Brings every loaded list in line with an item's current fields: out of the lists that no longer list it (archived,
 * deleted, draft changed), between groups when a grouping field changed (totals ±1; new groups appended). A placement
 * puts it at given positions in one list (and, with `add`, into that list: quick add).
 */
export function syncItemInLists(d: Draft<WebState>, itemId: string, placement?: ListPlacement): void {
  const item = d.workItemsById[itemId];
  for (const [key, list] of Object.entries(d.workItemLists)) {
    const present = list.ids.includes(itemId);
    if (!item || !listsItem(key, item)) {
      if (present) unlistFrom(list, itemId);
      continue;
    }
    const mine = placement?.listKey === key ? placement : undefined;
    if (!present && !mine?.add) continue;
    if (!present) list.totalCount += 1;
    if (!present || mine?.position) insertAt(list.ids, itemId, mine?.position);
    regroup(list, item, mine);
  }
}

/** Where an item was in every loaded list (index in the ids, in each group and sub-group), to put it back after a failure. */
export type ListSnapshot = Map<string, ListPlacement[]>;

/** Records the positions of some items in every loaded list. */
export function snapshotPlaces(state: WebState, itemIds: readonly string[]): ListSnapshot {
  const snapshot: ListSnapshot = new Map();
  for (const id of itemIds) {
    const places: ListPlacement[] = [];
    for (const [key, list] of Object.entries(state.workItemLists)) {
      const index = list.ids.indexOf(id);
      if (index < 0) continue;
      const groups: NonNullable<ListPlacement['groups']> = {};
      for (const group of list.groups) {
        const at = group.ids.indexOf(id);
        if (at < 0) continue;
        const subGroups: Record<string, ListPosition> = {};
        for (const sub of group.subGroups ?? []) {
          const s = sub.ids.indexOf(id);
          if (s >= 0) subGroups[sub.key] = { index: s };
        }
        groups[group.key] = { position: { index: at }, subGroups };
      }
      places.push({ listKey: key, add: true, position: { index }, groups });
    }
    snapshot.set(id, places);
  }
  return snapshot;
}

// After a failure: where the item's fields are back to what they were, it goes back to exactly where it was.
function restorePlaces(d: Draft<WebState>, itemId: string, places: readonly ListPlacement[]): void {
  syncItemInLists(d, itemId);
  const item = d.workItemsById[itemId];
  if (!item) return;
  for (const placement of places) {
    const list = d.workItemLists[placement.listKey];
    if (!list || !listsItem(placement.listKey, item)) continue;
    const was = Object.keys(placement.groups ?? {}).sort().join('\n');
    const now = list.groupedBy ? groupKeysOf(item, list.groupedBy).sort().join('\n') : '';
    if (!list.groupedBy || was === now) syncItemInLists(d, itemId, placement);
  }
}

function anyList(state: WebState): boolean {
  for (const _key in state.workItemLists) return true;
  return false;
}

/**
 * The loaded lists as mutate's follower (registered by createWebStore): right after an item write's optimistic change
 * (with a placement, e.g. the drop position) and after the server's answer the lists follow the items' fields; after a
 * rollback each item goes back to its exact old positions.
 */
export function listFollower(store: WebStore): MutationFollower {
  // Nothing to follow: no list loaded, or the items are in none and no placement adds them.
  const idle = (snapshot: unknown, placement?: unknown) =>
    snapshot === null || (!(placement as ListPlacement | undefined)?.add && [...(snapshot as ListSnapshot).values()].every((places) => places.length === 0));
  return {
    snapshot: (ids) => (anyList(store.getState()) ? snapshotPlaces(store.getState(), ids) : null),
    follow: (ids, snapshot, placement, answered) => {
      if (idle(snapshot, placement)) return;
      // The placement (a drop position, quick add's row) applies to the optimistic change; the answer only re-files.
      const at = answered ? undefined : (placement as ListPlacement | undefined);
      store.setState((d) => {
        for (const id of ids) syncItemInLists(d, id, at);
      }, false, 'workItemLists/follow');
    },
    restore: (ids, snapshot) => {
      if (snapshot === null) return;
      store.setState((d) => {
        for (const id of ids) restorePlaces(d, id, (snapshot as ListSnapshot).get(id) ?? []);
      }, false, 'workItemLists/restore');
    },
  };
}
