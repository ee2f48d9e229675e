import type { WorkItem } from '@cairn/types';
import { ALL_GROUP, type LayoutGroup } from '../grouped-layout-props';

/** One line of the list layout: a group header, an item, a "load more" or a quick-add line. */
export type ListRowModel =
  | { type: 'header'; id: string; group: LayoutGroup; depth: 0 | 1; parentKey?: string; collapsed: boolean }
  | { type: 'item'; id: string; item: WorkItem; depth: 0 | 1 | 2; groupKey: string; subGroupKey?: string }
  | { type: 'more'; id: string; groupKey: string; subGroupKey?: string; remaining: number }
  | { type: 'quick'; id: string; groupKey: string; subGroupKey?: string; groupLabel?: string };

/** Collapse state key of a group or of a sub-group inside a group. */
export const collapseKey = (groupKey: string, subGroupKey?: string) => (subGroupKey === undefined ? groupKey : `${groupKey}\u0000${subGroupKey}`);

/**
 * Flattens groups into the lines the list draws (one virtual list for everything): header, items, "load more" and
 * quick add per group; sub-groups nest one level; collapsed groups keep only their header. Empty groups are left
 * out unless `showEmpty`.
 */
export function buildListRows(groups: readonly LayoutGroup[], opts: { grouped: boolean; collapsed: ReadonlySet<string>; showEmpty: boolean; quickAdd: boolean }): ListRowModel[] {
  const rows: ListRowModel[] = [];
  const tail = (groupKey: string, subGroupKey: string | undefined, group: LayoutGroup, depth: 0 | 1 | 2) => {
    for (const item of group.items) rows.push({ type: 'item', id: `i:${collapseKey(groupKey, subGroupKey)}:${item.id}`, item, depth, groupKey, subGroupKey });
    if (group.hasMore) rows.push({ type: 'more', id: `m:${collapseKey(groupKey, subGroupKey)}`, groupKey, subGroupKey, remaining: Math.max(0, group.total - group.items.length) });
    if (opts.quickAdd) rows.push({ type: 'quick', id: `q:${collapseKey(groupKey, subGroupKey)}`, groupKey, subGroupKey, groupLabel: opts.grouped ? group.label : undefined });
  };
  for (const group of groups) {
    if (!opts.grouped || group.key === ALL_GROUP) {
      tail(group.key, undefined, group, 0);
      continue;
    }
    if (group.total === 0 && group.items.length === 0 && !opts.showEmpty) continue;
    const collapsed = opts.collapsed.has(collapseKey(group.key));
    rows.push({ type: 'header', id: `h:${group.key}`, group, depth: 0, collapsed });
    if (collapsed) continue;
    if (!group.subGroups) {
      tail(group.key, undefined, group, 1);
      continue;
    }
    for (const sub of group.subGroups) {
      if (sub.total === 0 && sub.items.length === 0 && !opts.showEmpty) continue;
      const subCollapsed = opts.collapsed.has(collapseKey(group.key, sub.key));
      rows.push({ type: 'header', id: `h:${collapseKey(group.key, sub.key)}`, group: sub, depth: 1, parentKey: group.key, collapsed: subCollapsed });
      if (!subCollapsed) tail(group.key, sub.key, sub, 2);
    }
  }
  return rows;
}
