import type { WorkItem, WorkItemGroupBy, WorkItemOrderBy } from '@cairn/types';
import type { LayoutCommonProps } from './layout-props';

/** One group (or sub-group) of a grouped layout, as the view built it from the store: ordered, labelled, paged. */
export interface LayoutGroup {
  /** The group key on the wire (a state id, a priority, `None`…). */
  key: string;
  /** Header text. */
  label: string;
  /** Colour dot (states, labels). */
  color?: string;
  /** The loaded items of the group (all of its sub-groups' items when sub-grouped). */
  items: readonly WorkItem[];
  /** How many items the group has in all. */
  total: number;
  hasMore: boolean;
  /** Swimlanes: the sub-groups of this group (same keys in every group). */
  subGroups?: readonly LayoutGroup[];
}

/** Where a dragged card goes: its old and new group (and sub-group) and its neighbours there. */
export interface LayoutMove {
  fromGroup: string;
  toGroup: string;
  fromSubGroup?: string;
  toSubGroup?: string;
  /** The item that will sit right above it (null at the top; left out when the position does not matter). */
  beforeId?: string | null;
  /** The item that will sit right below it (null at the end). */
  afterId?: string | null;
}

/** What the list and kanban layouts receive on top of the common props. */
export interface GroupedLayoutProps extends LayoutCommonProps {
  groupBy: WorkItemGroupBy | null;
  subGroupBy: WorkItemGroupBy | null;
  /** Ordered groups; a single group keyed `all` when ungrouped. */
  groups: readonly LayoutGroup[];
  orderBy: WorkItemOrderBy;
  onLoadMoreGroup: (groupKey: string, subGroupKey?: string) => void;
  /** Quick add into a group: the view presets the group's value (and the project, where projects mix). */
  onQuickAddInGroup: (name: string, groupKey: string, subGroupKey: string | undefined, projectId: string | undefined) => void;
  /** Whether the item may be dropped into that group (its field can take the group's value). */
  canDropIn: (item: WorkItem, groupKey: string, subGroupKey: string | undefined) => boolean;
  /** Reordering inside a group changes sort_order: only meaningful when the list is ordered by it. */
  canReorder: boolean;
  onMove: (item: WorkItem, move: LayoutMove) => void;
}

/** The key of the one group of an ungrouped list. */
export const ALL_GROUP = 'all';
