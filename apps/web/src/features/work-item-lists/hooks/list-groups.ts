import type { WorkItem, WorkItemGroupBy } from '@cairn/types';
import { ALL_GROUP, type LayoutGroup } from '../layouts/grouped-layout-props';
import { groupColor, groupLabel, knownGroupKeys, orderGroupKeys, type GroupLookup } from './group-order';

/** A loaded group as the store keeps it (ListGroup of @cairn/state). */
export interface StoreGroup {
  key: string;
  ids: readonly string[];
  total: number;
  hasMore: boolean;
  subGroups?: readonly StoreGroup[];
}

/** What the list state holds that the layouts need. */
export interface StoreListShape {
  groupedBy: WorkItemGroupBy | null;
  subGroupedBy: WorkItemGroupBy | null;
  ids: readonly string[];
  groups: readonly StoreGroup[];
  totalCount: number;
  hasMore: boolean;
}

type ItemsOf = (ids: readonly string[]) => readonly WorkItem[];

function layoutGroup(groupBy: WorkItemGroupBy, key: string, found: StoreGroup | undefined, lookup: GroupLookup, t: (k: string) => string, itemsOf: ItemsOf): LayoutGroup {
  return {
    key,
    label: groupLabel(groupBy, key, lookup, t),
    color: groupColor(groupBy, key, lookup),
    items: itemsOf(found?.ids ?? []),
    total: found?.total ?? 0,
    hasMore: found?.hasMore ?? false,
  };
}

/**
 * Turns a loaded list into the layouts' groups: ordered by the field's natural order, labelled, with the groups the
 * list knows but the server left out (no items) added when `showEmpty`; sub-groups get the same keys in every group
 * so kanban lanes line up. An ungrouped list is one group keyed `all`.
 */
export function buildLayoutGroups(list: StoreListShape, opts: { showEmpty: boolean; lookup: GroupLookup; t: (k: string) => string; itemsOf: ItemsOf }): LayoutGroup[] {
  const { lookup, t, itemsOf } = opts;
  if (!list.groupedBy) return [{ key: ALL_GROUP, label: '', items: itemsOf(list.ids), total: list.totalCount, hasMore: list.hasMore }];
  const groupBy = list.groupedBy;
  const present = new Map(list.groups.map((g) => [g.key, g]));
  const keys = orderGroupKeys(groupBy, opts.showEmpty ? [...present.keys(), ...knownGroupKeys(groupBy, lookup)] : [...present.keys()], lookup);
  const subBy = list.subGroupedBy;
  if (!subBy) return keys.map((key) => layoutGroup(groupBy, key, present.get(key), lookup, t, itemsOf));
  const subPresent = list.groups.flatMap((g) => (g.subGroups ?? []).map((s) => s.key));
  const subKeys = orderGroupKeys(subBy, opts.showEmpty ? [...subPresent, ...knownGroupKeys(subBy, lookup)] : subPresent, lookup);
  return keys.map((key) => {
    const found = present.get(key);
    const subs = new Map((found?.subGroups ?? []).map((s) => [s.key, s]));
    return { ...layoutGroup(groupBy, key, found, lookup, t, itemsOf), subGroups: subKeys.map((sk) => layoutGroup(subBy, sk, subs.get(sk), lookup, t, itemsOf)) };
  });
}
