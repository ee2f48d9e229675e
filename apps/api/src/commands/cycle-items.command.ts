import type { Tx } from '../data/db';
import { deleteCycle, listCycleItemsForUpdate, removeCycleFavorites, removeCycleUserProperties } from '../data/repositories/cycles.repository';
import type { CycleRow } from '../data/schema/planning.schema';
import type { WorkItemRow } from '../data/schema/work-items.schema';
import { recordRowChange } from '../events/record-event';
import type { WorkItemWriteScope } from './work-item-refs.command';
import { updateWorkItemCommand } from './work-item-update.command';

// Cycle operations that move work items (issue 13). Every change of an item's cycle goes through updateWorkItemCommand,
// so each moved item gets its 'cycle' activity row, its work_item event (live lists) and a new updated_at (the local
// cache's sync key) — in the caller's transaction, so a refusal on any item leaves every item as it was.

/** The fields a cycle event diffs. */
const CYCLE_EVENT_FIELDS = ['name', 'description', 'start_date', 'end_date', 'owned_by_id', 'sort_order', 'version', 'archived_at'] as const;

/**
 * Puts items into a cycle (from no cycle or another one), or takes them out with `cycleId` null. The command refuses a
 * cycle that is archived or completed (400 CYCLE_COMPLETED). Returns the items as stored after the change.
 */
export async function setItemsCycleCommand(tx: Tx, scope: WorkItemWriteScope, items: WorkItemRow[], cycleId: string | null): Promise<WorkItemRow[]> {
  const out: WorkItemRow[] = [];
  for (const item of items) out.push(await updateWorkItemCommand(tx, scope, item, { cycle_id: cycleId }));
  return out;
}

/**
 * Moves the unfinished items of `from` into `to`: live items (not archived, not drafts) whose state group is neither
 * completed nor cancelled (items without a state count as unfinished). Returns how many moved.
 */
export async function transferUnfinishedCommand(tx: Tx, scope: WorkItemWriteScope, from: CycleRow, to: CycleRow): Promise<number> {
  const rows = await listCycleItemsForUpdate(tx, scope.workspaceId, scope.projectId, from.id);
  const unfinished = rows.filter((r) => !r.item.archived_at && !r.item.is_draft && r.group !== 'completed' && r.group !== 'cancelled').map((r) => r.item);
  await setItemsCycleCommand(tx, scope, unfinished, to.id);
  return unfinished.length;
}

/**
 * Deletes a cycle: first takes every item out (archived items and drafts too) so lists and local caches learn of it,
 * drops every user's favorite and list settings of the cycle, deletes it and records its 'deleted' event.
 */
export async function deleteCycleCommand(tx: Tx, scope: WorkItemWriteScope, cycle: CycleRow): Promise<void> {
  const rows = await listCycleItemsForUpdate(tx, scope.workspaceId, scope.projectId, cycle.id);
  await setItemsCycleCommand(tx, scope, rows.map((r) => r.item), null);
  await removeCycleFavorites(tx, cycle.id, null);
  await removeCycleUserProperties(tx, cycle.id);
  await deleteCycle(tx, scope.workspaceId, scope.projectId, cycle.id);
  await recordCycleEvent(tx, scope, 'deleted', cycle, null);
}

/** Records a cycle event (entity_type 'cycle', with its project) with the fields that changed between two versions. */
export async function recordCycleEvent(
  tx: Tx,
  scope: WorkItemWriteScope,
  action: 'created' | 'updated' | 'deleted' | 'archived' | 'restored',
  before: CycleRow | null,
  after: CycleRow | null,
): Promise<void> {
  await recordRowChange(tx, {
    workspaceId: scope.workspaceId,
    projectId: scope.projectId,
    entityType: 'cycle',
    entityId: (after ?? before)!.id,
    action,
    actorId: scope.userId,
    at: scope.now,
    before,
    after,
    keys: CYCLE_EVENT_FIELDS,
  });
}
