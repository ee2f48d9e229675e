import {
  WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_GROUP_BY, type WorkItemDisplayFilters, type WorkItemGroupBy, type WorkItemLayout, type WorkItemOrderBy,
} from '@cairn/types';
import { isMultiProjectKind, type ListContextKind } from '@cairn/state';

export type { ListContextKind };

/** Lists that mix projects (the project filter and group make sense there): global views, profiles, teams. */
export const isMixedContext = (kind: ListContextKind) => isMultiProjectKind(kind);

// Lists with no manual order: global views (built-in and saved) and teams (spec §4: sort_order reads as -created_at).
const noManualOrder = (kind: ListContextKind) => isMultiProjectKind(kind) && kind !== 'profile';

/** Layouts that show groups (list, kanban); the others load flat. */
export const isGroupedLayout = (layout: WorkItemLayout | undefined) => layout === 'list' || layout === 'kanban';

/** The group_by choices of a context: `project` only where projects mix; not the cycle in a cycle's own list. */
export function groupByChoices(kind: ListContextKind): WorkItemGroupBy[] {
  return WORK_ITEM_GROUP_BY.filter((g) => (g !== 'project' || isMixedContext(kind)) && !(g === 'cycle' && kind === 'cycle'));
}

/** The order_by choices of the display menu; a global view has no manual (sort_order) order (spec §4). */
export function orderByChoices(kind: ListContextKind): WorkItemOrderBy[] {
  const all: WorkItemOrderBy[] = ['sort_order', '-created_at', '-updated_at', 'start_date', 'target_date', 'priority', 'state', 'name'];
  return noManualOrder(kind) ? all.filter((o) => o !== 'sort_order') : all;
}

/** The group kanban falls back to when none is chosen (defaultKanbanGroup of @cairn/state): state, priority where projects mix. */
export const kanbanDefaultGroup = (kind: ListContextKind): WorkItemGroupBy => (isMultiProjectKind(kind) && kind !== 'workspace' ? 'priority' : 'state');

/** The order shown for a list's order (chosenOrDefaultOrderBy, @cairn/state): in a global view sort_order reads as -created_at (spec §4). */
export function effectiveOrderBy(kind: ListContextKind, orderBy: WorkItemOrderBy): WorkItemOrderBy {
  return noManualOrder(kind) && orderBy === 'sort_order' ? '-created_at' : (orderBy as WorkItemOrderBy);
}

/** The grouping a layout shows: none for flat layouts, kanban's fallback when nothing is chosen. */
export function effectiveGrouping(kind: ListContextKind, display: WorkItemDisplayFilters): { groupBy: WorkItemGroupBy | null; subGroupBy: WorkItemGroupBy | null } {
  if (!isGroupedLayout(display.layout)) return { groupBy: null, subGroupBy: null };
  const groupBy = display.group_by ?? (display.layout === 'kanban' ? kanbanDefaultGroup(kind) : null);
  // Sub-groups are kanban lanes; the list layout loads its groups only (the store asks no sub-groups for it).
  const subGroupBy = display.layout === 'kanban' && groupBy && display.sub_group_by && display.sub_group_by !== groupBy ? display.sub_group_by : null;
  return { groupBy, subGroupBy };
}

/** A change the display menu makes. */
export type DisplayChange =
  | { kind: 'layout'; layout: WorkItemLayout }
  | { kind: 'group_by'; value: WorkItemGroupBy | null }
  | { kind: 'sub_group_by'; value: WorkItemGroupBy | null }
  | { kind: 'order_by'; value: WorkItemOrderBy }
  | { kind: 'sub_issue'; value: boolean }
  | { kind: 'type'; value: 'active' | 'backlog' | null }
  | { kind: 'show_empty_groups'; value: boolean };

/**
 * The display_filters patch of one change, following the display rules (spec §4): removing group_by clears
 * sub_group_by; group_by equal to sub_group_by clears sub_group_by (and the other way round); kanban without a group
 * shows state (priority in profile views) without storing it, so the list layout keeps its own grouping; a global view
 * never stores sort_order.
 */
export function displayPatch(kind: ListContextKind, current: WorkItemDisplayFilters, change: DisplayChange): WorkItemDisplayFilters {
  switch (change.kind) {
    case 'layout':
      // Kanban's fallback group (state; priority in profile views) is shown, not stored: the list keeps its own setting.
      return { layout: change.layout };
    case 'group_by':
      if (change.value === null) return { group_by: null, sub_group_by: null };
      return change.value === current.sub_group_by ? { group_by: change.value, sub_group_by: null } : { group_by: change.value };
    case 'sub_group_by': {
      const groupBy = current.group_by ?? (current.layout === 'kanban' ? kanbanDefaultGroup(kind) : null);
      if (change.value !== null && (!groupBy || change.value === groupBy)) return { sub_group_by: null };
      // Lanes under the board's fallback group make that group a choice: it is stored with them.
      return current.group_by || change.value === null ? { sub_group_by: change.value } : { group_by: groupBy, sub_group_by: change.value };
    }
    case 'order_by':
      return { order_by: effectiveOrderBy(kind, change.value) };
    case 'sub_issue':
      return { sub_issue: change.value };
    case 'type':
      return { type: change.value };
    case 'show_empty_groups':
      return { show_empty_groups: change.value };
  }
}

/** What the display menu offers for a layout. */
export interface DisplaySections {
  grouping: boolean;
  subGrouping: boolean;
  /** Kanban always groups, so "None" is not a group choice there. */
  groupNone: boolean;
  orderBy: boolean;
  emptyGroups: boolean;
  properties: boolean;
}

/** The display menu's sections per layout: grouping in list and kanban (lanes in kanban), order in all but the calendar. */
export function displaySections(layout: WorkItemLayout): DisplaySections {
  const grouped = isGroupedLayout(layout);
  return {
    grouping: grouped,
    subGrouping: layout === 'kanban',
    groupNone: layout !== 'kanban',
    orderBy: layout !== 'calendar',
    emptyGroups: grouped,
    properties: true,
  };
}

/** Every display property, in menu order. */
export const DISPLAY_PROPERTY_KEYS = WORK_ITEM_DISPLAY_PROPERTIES;
