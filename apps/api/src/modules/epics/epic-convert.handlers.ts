import type { NewActivity } from '../../data/repositories/work-item-activities.repository';
import type { Db } from '../../data/db';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import { findProjectCycles, findProjectModules, moduleIdsOf, removeItemModules } from '../../data/repositories/work-item-planning.repository';
import { updateWorkItem, type WorkItemPatch } from '../../data/repositories/work-items.repository';
import { activityRow, itemKey } from '../../commands/work-item-refs.command';
import { itemChange, recordWorkItemChanges } from '../../events/work-item-events';
import type { EventChanges } from '../../events/record-event';
import { badRequest } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { requireTypedItem, writeScope } from '../work-items/work-items.access';
import { WORK_ITEM_WRITERS } from '../work-items/work-items.policy';
import { presentWorkItem } from '../work-items/work-items.presenter';
import { EPIC_ERROR_CODE, EPIC_TEXT, type WorkItemConvert } from './epics.schemas';

type Change = Pick<NewActivity, 'field' | 'old_value' | 'new_value' | 'old_identifier' | 'new_identifier'>;

/**
 * POST {proj}/issues/{id}/convert/ {is_epic} (project admins and members), one transaction:
 * - to an epic: an epic has no parent and is in no cycle or module, so converting CLEARS the item's parent (also when
 *   the parent is an epic), its cycle and its modules, each with its activity row; its own children stay its children.
 * - back to a work item: nothing else changes (its children stay).
 * One activity row `is_epic` false → true (or back) and one work_item event carrying every change. Archived items,
 * drafts and intake requests → 400 CONVERT_NOT_LIVE. Already of the asked kind → 200 with the item, nothing written.
 */
export async function convertWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, body: WorkItemConvert, now: Date) {
  return db.transaction(async (tx) => {
    // Project first, then the item (as patchWorkItem does for parent changes), so parent moves are decided one at a time.
    await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, undefined, { lock: true });
    const item = access.item;
    if (item.archived_at || item.is_draft || item.is_intake) throw badRequest(EPIC_TEXT.notLive, undefined, EPIC_ERROR_CODE.CONVERT_NOT_LIVE);
    if (item.is_epic === body.is_epic) return presentWorkItem(tx, access.workspace.id, item, userId);

    const scope = writeScope(access, userId, now);
    const { workspaceId: ws, projectId: p } = scope;
    const patch: WorkItemPatch = { is_epic: body.is_epic, updated_by: userId };
    const changes: Change[] = [{ field: 'is_epic', old_value: String(item.is_epic), new_value: String(body.is_epic) }];
    const extra: EventChanges = { is_epic: { old: item.is_epic, new: body.is_epic } };
    if (body.is_epic) {
      if (item.parent_id) {
        const parent = await findWorkItem(tx, ws, p, item.parent_id, { includeDeleted: true });
        patch.parent_id = null;
        changes.push({ field: 'parent', old_value: parent ? itemKey(scope, parent) : null, new_value: null, old_identifier: item.parent_id, new_identifier: null });
      }
      if (item.cycle_id) {
        const [cycle] = await findProjectCycles(tx, ws, p, [item.cycle_id]);
        patch.cycle_id = null;
        changes.push({ field: 'cycle', old_value: cycle?.name ?? null, new_value: null, old_identifier: item.cycle_id, new_identifier: null });
      }
      const moduleIds = (await moduleIdsOf(tx, [item.id])).get(item.id) ?? [];
      if (moduleIds.length) {
        const names = new Map((await findProjectModules(tx, ws, p, moduleIds)).map((m) => [m.id, m.name]));
        await removeItemModules(tx, item.id, moduleIds);
        extra.module_ids = { old: moduleIds, new: [] };
        for (const id of moduleIds) changes.push({ field: 'module', old_value: names.get(id) ?? '', new_value: null, old_identifier: id });
      }
    }
    const row = await updateWorkItem(tx, ws, p, item.id, patch, now);
    // The rows are written as the item now is (is_epic), so the history reads them as epic-property or issue-property alike.
    const activities = changes.map((c) => activityRow(scope, row, { verb: 'updated', ...c, comment: `updated ${c.field}` }));
    await recordWorkItemChanges(tx, [itemChange(scope, item.id, 'updated', activities, extra)]);
    return presentWorkItem(tx, ws, row, userId);
  });
}
