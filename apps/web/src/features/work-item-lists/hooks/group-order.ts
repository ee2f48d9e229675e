import {
  PRIORITIES, STATE_GROUPS, WORK_ITEM_NONE_GROUP, type Label, type State, type StateGroup, type WorkItem, type WorkItemGroupBy,
} from '@cairn/types';
import { groupKeysOf } from '@cairn/state';

/** What the group headers know about the values of the grouping field (all projects of the list together). */
export interface GroupLookup {
  statesById: ReadonlyMap<string, State>;
  labelsById: ReadonlyMap<string, Label>;
  /** Person id → display name (project members, or workspace members in mixed lists). */
  peopleById: ReadonlyMap<string, { name: string; avatarUrl: string | null }>;
  /** Project id → name. */
  projectsById: ReadonlyMap<string, { name: string }>;
  /** Cycle id → name (the projects' cycles; absent until they are loaded). */
  cyclesById?: ReadonlyMap<string, { name: string }>;
  /** Module id → name (the projects' modules; absent until they are loaded). */
  modulesById?: ReadonlyMap<string, { name: string }>;
}

const PRIORITY_ORDER = [...PRIORITIES].reverse();

function byNumber(value: number | undefined): number {
  return value === undefined ? Number.MAX_SAFE_INTEGER : value;
}

function nameOf(key: string, groupBy: WorkItemGroupBy, lookup: GroupLookup): string | undefined {
  switch (groupBy) {
    case 'state':
      return lookup.statesById.get(key)?.name;
    case 'labels':
      return lookup.labelsById.get(key)?.name;
    case 'assignees':
    case 'created_by':
      return lookup.peopleById.get(key)?.name;
    case 'project':
      return lookup.projectsById.get(key)?.name;
    case 'cycle':
      return lookup.cyclesById?.get(key)?.name;
    case 'module':
      return lookup.modulesById?.get(key)?.name;
    default:
      return key;
  }
}

/**
 * Orders group keys by the grouping field's natural order: states by group then sequence, state groups backlog →
 * cancelled, priorities urgent → none, labels by sort_order, people and projects by name; unknown values after the
 * known ones, `None` last.
 */
export function orderGroupKeys(groupBy: WorkItemGroupBy, keys: readonly string[], lookup: GroupLookup): string[] {
  const unique = [...new Set(keys)];
  const rank = (key: string): [number, number, string] => {
    switch (groupBy) {
      case 'state': {
        const state = lookup.statesById.get(key);
        return state ? [STATE_GROUPS.indexOf(state.group), state.sequence, state.name.toLowerCase()] : [99, 0, key];
      }
      case 'state_group':
        return [byNumber(STATE_GROUPS.indexOf(key as StateGroup) >= 0 ? STATE_GROUPS.indexOf(key as StateGroup) : undefined), 0, key];
      case 'priority': {
        const index = PRIORITY_ORDER.indexOf(key as (typeof PRIORITIES)[number]);
        return [index >= 0 ? index : 99, 0, key];
      }
      case 'labels': {
        const label = lookup.labelsById.get(key);
        return label ? [0, label.sort_order, label.name.toLowerCase()] : [1, 0, key];
      }
      default: {
        const name = nameOf(key, groupBy, lookup);
        return name !== undefined ? [0, 0, name.toLowerCase()] : [1, 0, key];
      }
    }
  };
  const ranked = unique.filter((k) => k !== WORK_ITEM_NONE_GROUP).map((key) => ({ key, rank: rank(key) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || (a.rank[2] < b.rank[2] ? -1 : a.rank[2] > b.rank[2] ? 1 : 0));
  const ordered = ranked.map((r) => r.key);
  return unique.includes(WORK_ITEM_NONE_GROUP) ? [...ordered, WORK_ITEM_NONE_GROUP] : ordered;
}

/**
 * The groups a list shows even when empty (show_empty_groups): every state, state group and priority, the labels
 * and people the projects offer (plus None for the multi-valued fields), the projects present.
 */
export function knownGroupKeys(groupBy: WorkItemGroupBy, lookup: GroupLookup): string[] {
  switch (groupBy) {
    case 'state':
      return [...lookup.statesById.keys()];
    case 'state_group':
      return [...STATE_GROUPS];
    case 'priority':
      return [...PRIORITIES];
    case 'labels':
      return [...lookup.labelsById.keys(), WORK_ITEM_NONE_GROUP];
    case 'assignees':
      return [...lookup.peopleById.keys(), WORK_ITEM_NONE_GROUP];
    case 'created_by':
      return [...lookup.peopleById.keys()];
    case 'project':
      return [...lookup.projectsById.keys()];
    case 'cycle':
      return [...(lookup.cyclesById?.keys() ?? []), WORK_ITEM_NONE_GROUP];
    case 'module':
      return [...(lookup.modulesById?.keys() ?? []), WORK_ITEM_NONE_GROUP];
  }
}

/** The header text of a group: the value's name, the translated priority / state group, or "None". */
export function groupLabel(groupBy: WorkItemGroupBy, key: string, lookup: GroupLookup, t: (key: string) => string): string {
  if (key === WORK_ITEM_NONE_GROUP) return t(`work_item_lists.group.none_${groupBy}`);
  if (groupBy === 'priority') return t(`work_items.priority.${key}`);
  if (groupBy === 'state_group') return t(`work_items.state_groups.${key}`);
  return nameOf(key, groupBy, lookup) ?? t('work_item_lists.group.unknown');
}

/** The colour dot of a group header (states and labels have one). */
export function groupColor(groupBy: WorkItemGroupBy, key: string, lookup: GroupLookup): string | undefined {
  if (groupBy === 'state') return lookup.statesById.get(key)?.color;
  if (groupBy === 'labels') return lookup.labelsById.get(key)?.color;
  return undefined;
}

/** Whether dropping an item into another group can set the field (created_by and project never change by a drag). */
export function canMoveAcrossGroups(groupBy: WorkItemGroupBy | null): boolean {
  return groupBy === 'state' || groupBy === 'priority' || groupBy === 'labels' || groupBy === 'assignees' || groupBy === 'state_group';
}

/**
 * Whether a card may be dropped into group `key` of `groupBy`: a group it is already in always; another one only when
 * a drag can set the field — a state of the item's own project, any priority, label or assignee (None clears them).
 */
export function canDropInGroup(item: WorkItem, groupBy: WorkItemGroupBy | null, key: string, lookup: Pick<GroupLookup, 'statesById'>): boolean {
  if (!groupBy || groupKeysOf(item, groupBy).includes(key)) return true;
  if (!canMoveAcrossGroups(groupBy)) return false;
  if (groupBy === 'state' || groupBy === 'state_group') {
    if (key === WORK_ITEM_NONE_GROUP) return false;
    if (groupBy === 'state') return lookup.statesById.get(key)?.project_id === item.project_id;
  }
  return true;
}
