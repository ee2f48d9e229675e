import { WORK_ITEM_NONE_GROUP, WORK_ITEM_TEXT } from '@cairn/types';
import type { Priority, StateGroup, WorkItem, WorkItemCreate, WorkItemGroupBy, WorkItemUpdate } from '@cairn/types';
import { refuse } from '../core/confirmed';
import { resolveNeighbours } from '../core/neighbours';
import type { SliceContext, WebState } from '../core/types';
import { selectProjectRole } from '../slices/projects/projects.selectors';
import { contextProjectId, LIST_TEXT, listContextKey, type ListContext } from '../slices/work-item-lists/list-context';
import type { ListGroup } from '../slices/work-item-lists/list-pages';
import type { ListPlacement, ListPosition } from '../slices/work-item-lists/list-placement';
import { selectListCapabilities } from '../slices/work-item-lists/work-item-lists.selectors';
import type { WorkItemRecord } from '../slices/work-items/work-item-records';

/** Where a quick-added item goes: the group (and sub-group) it was typed in; the project when the context has none. */
export interface QuickAddPlace {
  groupKey?: string;
  subGroupKey?: string;
  /** Project of the new item in a profile list (else taken from a 'project' group key). */
  projectId?: string;
}

/** A kanban drag: from one group (and sub-group) to another, between two cards of the target (MoveTarget semantics). */
export interface ListMove {
  fromGroup: string;
  toGroup: string;
  fromSubGroup?: string;
  toSubGroup?: string;
  /** The card that will sit right above; null = none (first). Given alone, the one below is taken from the current order. */
  beforeId?: string | null;
  /** The card that will sit right below; null = none (last). */
  afterId?: string | null;
}

/** Gap used when a card is dropped first or last: the neighbour's sort_order ∓ 10000 (the midpoint in between). */
export const LIST_SORT_ORDER_GAP = 10000;

/** Writes that start from a list: quick add into a group, kanban drag between groups. */
export interface WorkItemListCrossActions {
  /**
   * Quick add (createWorkItem, optimistic): the group key(s) fill the grouping field(s) (state, state group, priority,
   * labels, assignees; 'None' → empty); drafts are created as drafts, the assigned profile list assigns its user.
   * The new id is first in its group. Refused (toast + reject) where spec §6 forbids creation, and for guests.
   */
  quickAddWorkItem(slug: string, ctx: ListContext, data: { name: string } & Partial<WorkItemCreate>, place?: QuickAddPlace): Promise<WorkItem>;
  /**
   * Kanban drag (updateWorkItem, optimistic): a new group changes the grouped field (state_id, priority, a state of the
   * group, or the dragged-from label / assignee replaced by the dropped-on one; 'None' clears), likewise for sub-groups;
   * neighbours give sort_order (midpoint; first = below − 10000; last = above + 10000). The card sits at the drop
   * position at once and goes back on failure. created_by / project groups refuse.
   */
  moveWorkItemInList(slug: string, ctx: ListContext, itemId: string, move: ListMove): Promise<void>;
}

class Refusal extends Error {}

/** A state of the project in that group: its default one if so, else the first by sequence. */
function stateOfGroup(state: WebState, projectId: string, group: string): string {
  const candidates = (state.stateIdsByProject[projectId] ?? []).map((id) => state.statesById[id]).filter((s) => s?.group === (group as StateGroup));
  const chosen = candidates.find((s) => s.default) ?? [...candidates].sort((a, b) => a.sequence - b.sequence)[0];
  if (!chosen) throw new Refusal(LIST_TEXT.stateGroupEmpty);
  return chosen.id;
}

function swapped(values: readonly string[], from: string, to: string): string[] {
  if (to === WORK_ITEM_NONE_GROUP) return [];
  const kept = values.filter((v) => v !== from && v !== to);
  return [...kept, to];
}

/** The field change that moves an item from one group of `groupBy` to another. */
function groupChange(state: WebState, groupBy: WorkItemGroupBy, item: WorkItemRecord, from: string, to: string): WorkItemUpdate {
  const none = to === WORK_ITEM_NONE_GROUP;
  switch (groupBy) {
    case 'state': {
      const target = none ? undefined : state.statesById[to];
      if (target && target.project_id !== item.project_id) throw new Refusal(LIST_TEXT.notDraggable);
      return { state_id: none ? null : to };
    }
    case 'state_group':
      if (none) throw new Refusal(LIST_TEXT.notDraggable);
      return { state_id: stateOfGroup(state, item.project_id, to) };
    case 'priority':
      return { priority: (none ? 'none' : to) as Priority };
    case 'labels':
      return { label_ids: swapped(item.label_ids, from, to) };
    case 'assignees':
      return { assignee_ids: swapped(item.assignee_ids, from, to) };
    case 'cycle':
      return { cycle_id: none ? null : to };
    case 'module':
      return { module_ids: swapped(item.module_ids, from, to) };
    default:
      throw new Refusal(LIST_TEXT.notDraggable);
  }
}

/** The fields a group key presets on a new item. */
function groupPreset(state: WebState, groupBy: WorkItemGroupBy | null, key: string | undefined, projectId: string, data: Partial<WorkItemCreate>): Partial<WorkItemCreate> {
  if (!groupBy || key === undefined) return {};
  const none = key === WORK_ITEM_NONE_GROUP;
  const add = (values: readonly string[] | undefined) => (none ? [] : [...new Set([...(values ?? []), key])]);
  switch (groupBy) {
    case 'state': return { state_id: none ? null : key };
    case 'state_group': return none ? {} : { state_id: stateOfGroup(state, projectId, key) };
    case 'priority': return { priority: (none ? 'none' : key) as Priority };
    case 'labels': return { label_ids: add(data.label_ids) };
    case 'assignees': return { assignee_ids: add(data.assignee_ids) };
    // Spec §5: the None group adds no module and no cycle (a cycle list keeps its cycle, a module list its module).
    case 'cycle': return none ? {} : { cycle_id: key };
    case 'module': return none ? {} : { module_ids: add(data.module_ids) };
    default: return {};
  }
}

/** sort_order between two neighbours (either may be missing); undefined when there is neither. */
function sortOrderBetween(before: WorkItemRecord | undefined, after: WorkItemRecord | undefined): number | undefined {
  if (before && after) return (before.sort_order + after.sort_order) / 2;
  if (after) return after.sort_order - LIST_SORT_ORDER_GAP;
  if (before) return before.sort_order + LIST_SORT_ORDER_GAP;
  return undefined;
}

function siblingsOf(state: WebState, group: ListGroup | undefined, itemId: string): WorkItemRecord[] {
  return (group?.ids ?? []).filter((id) => id !== itemId).map((id) => state.workItemsById[id]).filter((i): i is WorkItemRecord => !!i);
}

/** Creates the list-started writes. */
export function createWorkItemListCrossActions({ store, deps }: SliceContext): WorkItemListCrossActions {
  const refusal = (error: unknown) => (error instanceof Refusal ? refuse(store, error.message) : Promise.reject(error));
  return {
    quickAddWorkItem: (slug, ctx, data, place = {}) => {
      const state = store.getState();
      const key = listContextKey(ctx);
      const list = state.workItemLists[key];
      const fromGroup = (by: WorkItemGroupBy | null | undefined, groupKey: string | undefined) =>
        (by === 'project' && groupKey !== WORK_ITEM_NONE_GROUP ? groupKey : undefined);
      const projectId = contextProjectId(ctx) ?? place.projectId ?? fromGroup(list?.groupedBy, place.groupKey) ?? fromGroup(list?.subGroupedBy, place.subGroupKey);
      const role = projectId ? selectProjectRole(state, projectId) : undefined;
      if (!selectListCapabilities(ctx, role).canQuickAdd) return refuse(store, LIST_TEXT.creationDisabled);
      if (!projectId) return refuse(store, WORK_ITEM_TEXT.draftNeedsProject);
      let fields: Partial<WorkItemCreate> & { name: string };
      try {
        fields = { ...data };
        Object.assign(fields, groupPreset(state, list?.groupedBy ?? null, place.groupKey, projectId, fields));
        Object.assign(fields, groupPreset(state, list?.subGroupedBy ?? null, place.subGroupKey, projectId, fields));
      } catch (error) {
        return refusal(error);
      }
      if (ctx.kind === 'draft') fields.is_draft = true;
      if (ctx.kind === 'cycle') fields.cycle_id = ctx.cycleId;
      if (ctx.kind === 'module') fields.module_ids = [...new Set([...(fields.module_ids ?? []), ctx.moduleId])];
      if (ctx.kind === 'profile' && ctx.list === 'assigned') fields.assignee_ids = [...new Set([...(fields.assignee_ids ?? []), ctx.userId])];
      const body: Omit<WorkItemCreate, 'id'> = { ...fields };
      delete (body as Partial<WorkItemCreate>).id;
      const id = deps.newId();
      const top: ListPosition = { index: 0 };
      const placement: ListPlacement = { listKey: key, add: true, position: top };
      return store.getState().createWorkItem(slug, projectId, body, { id, placement });
    },
    moveWorkItemInList: async (slug, ctx, itemId, move) => {
      const state = store.getState();
      const key = listContextKey(ctx);
      const item = state.workItemsById[itemId];
      const list = state.workItemLists[key];
      if (!item) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      const data: WorkItemUpdate = {};
      try {
        if (list?.groupedBy && move.fromGroup !== move.toGroup) Object.assign(data, groupChange(state, list.groupedBy, item, move.fromGroup, move.toGroup));
        const fromSub = move.fromSubGroup;
        const toSub = move.toSubGroup;
        if (list?.subGroupedBy && fromSub !== undefined && toSub !== undefined && fromSub !== toSub) {
          Object.assign(data, groupChange(state, list.subGroupedBy, { ...item, ...data } as WorkItemRecord, fromSub, toSub));
        }
      } catch (error) {
        return refusal(error);
      }
      const group = list?.groups.find((g) => g.key === move.toGroup);
      const target = toSubGroupOf(group, move.toSubGroup) ?? group;
      const positioned = move.beforeId !== undefined || move.afterId !== undefined;
      if (positioned) {
        const neighbours = resolveNeighbours(siblingsOf(state, target, itemId), { beforeId: move.beforeId, afterId: move.afterId });
        const order = neighbours ? sortOrderBetween(neighbours.before, neighbours.after) : undefined;
        if (order !== undefined && order !== item.sort_order) data.sort_order = order;
      }
      if (Object.keys(data).length === 0) return;
      const position: ListPosition = { beforeId: move.beforeId, afterId: move.afterId };
      const spot = move.toSubGroup !== undefined ? { position, subGroups: { [move.toSubGroup]: position } } : { position };
      const placement: ListPlacement = { listKey: key, groups: { [move.toGroup]: spot } };
      await store.getState().updateWorkItem(slug, item.project_id, itemId, data, { placement });
    },
  };
}

function toSubGroupOf(group: ListGroup | undefined, subKey: string | undefined): ListGroup | undefined {
  return subKey === undefined ? undefined : group?.subGroups?.find((s) => s.key === subKey);
}
