import type { WorkItemUpdate } from '@cairn/types';
import type { Tx } from '../data/db';
import type { NewActivity } from '../data/repositories/work-item-activities.repository';
import { findWorkItem } from '../data/repositories/work-item-lookup.repository';
import { updateWorkItem, type WorkItemPatch } from '../data/repositories/work-items.repository';
import { insertDescriptionVersion } from '../data/repositories/work-items-extras.repository';
import { addAssignees, addLabels, addSubscribers, assigneeIdsOf, labelIdsOf, removeAssignees, removeLabels, replaceMentions } from '../data/repositories/work-items-members.repository';
import { findProjectCycles, findProjectModules, moduleIdsOf, removeItemModules } from '../data/repositories/work-item-planning.repository';
import { findProjectEstimatePoints, findProjectLabels, findProjectStates, findUserNames } from '../data/repositories/work-items-refs.repository';
import type { WorkItemRow } from '../data/schema/work-items.schema';
import type { EventChanges } from '../events/record-event';
import { recordWorkItemChanges } from '../events/work-item-events';
import { sanitizeRichText, stripRichText } from '../modules/work-items/rich-text';
import { mentionedMembers } from './work-item-create.command';
import { activityRow, checkDatesOrder, checkEpicPlacement, checkWorkItemRefs, itemKey, joinModules, type WorkItemWriteScope } from './work-item-refs.command';

type Change = Pick<NewActivity, 'field' | 'old_value' | 'new_value' | 'old_identifier' | 'new_identifier'>;

/** Longest description text an activity row keeps (the full text lives in the description versions). */
export const ACTIVITY_DESCRIPTION_MAX = 500;
const clip = (text: string) => (text.length > ACTIVITY_DESCRIPTION_MAX ? `${text.slice(0, ACTIVITY_DESCRIPTION_MAX - 1)}…` : text);

/**
 * Applies a PATCH to one work item inside `tx` (lock the row first): checks every referenced id (400, nothing
 * written), writes one activity row per changed field (display values old → new; one row per added or removed
 * assignee and label), sanitises a new description, rewrites its mentions and saves a description version, subscribes
 * new assignees, sets completed_at entering a completed state and clears it leaving one, and sets updated_by/at.
 * sort_order changes are not history and write no activity. Returns the item (unchanged when nothing changed).
 */
export async function updateWorkItemCommand(tx: Tx, scope: WorkItemWriteScope, item: WorkItemRow, body: WorkItemUpdate): Promise<WorkItemRow> {
  checkEpicPlacement(item.is_epic, body);
  const refs = await checkWorkItemRefs(tx, scope, body, item.id);
  const { workspaceId: ws, projectId: p } = scope;
  const patch: WorkItemPatch = {};
  const changes: Change[] = [];
  // Event-only changes: full assignee/label lists and sort_order (not history, but lists re-place the item by it).
  const extra: EventChanges = {};
  const plain = (field: string, from: string | null, to: string | null) => changes.push({ field, old_value: from, new_value: to });

  if (body.name !== undefined && body.name !== item.name) {
    patch.name = body.name;
    plain('name', item.name, body.name);
  }
  if (body.priority !== undefined && body.priority !== item.priority) {
    patch.priority = body.priority;
    plain('priority', item.priority, body.priority);
  }
  if (body.state_id !== undefined && body.state_id !== item.state_id) {
    const [old] = item.state_id ? await findProjectStates(tx, ws, p, [item.state_id]) : [];
    patch.state_id = body.state_id;
    const entering = refs.state?.group === 'completed';
    if (entering && old?.group !== 'completed') patch.completed_at = scope.now;
    if (!entering) patch.completed_at = null;
    changes.push({ field: 'state', old_value: old?.name ?? null, new_value: refs.state?.name ?? null, old_identifier: item.state_id, new_identifier: body.state_id });
  }
  if (body.estimate_point !== undefined && body.estimate_point !== item.estimate_point) {
    const [old] = item.estimate_point ? await findProjectEstimatePoints(tx, ws, p, [item.estimate_point]) : [];
    patch.estimate_point = body.estimate_point;
    changes.push({ field: 'estimate_point', old_value: old?.value ?? null, new_value: refs.estimatePoint?.value ?? null, old_identifier: item.estimate_point, new_identifier: body.estimate_point });
  }
  if (body.parent_id !== undefined && body.parent_id !== item.parent_id) {
    const old = item.parent_id ? await findWorkItem(tx, ws, p, item.parent_id, { includeDeleted: true }) : undefined;
    patch.parent_id = body.parent_id;
    changes.push({
      field: 'parent',
      old_value: old ? itemKey(scope, old) : null,
      new_value: refs.parent ? itemKey(scope, refs.parent) : null,
      old_identifier: item.parent_id,
      new_identifier: body.parent_id,
    });
  }
  for (const field of ['start_date', 'target_date'] as const) {
    if (body[field] !== undefined && body[field] !== item[field]) {
      patch[field] = body[field];
      plain(field, item[field], body[field] ?? null);
    }
  }
  checkDatesOrder(patch.start_date === undefined ? item.start_date : patch.start_date, patch.target_date === undefined ? item.target_date : patch.target_date);
  if (body.type_id !== undefined && body.type_id !== item.type_id) {
    patch.type_id = body.type_id;
    changes.push({ field: 'type', old_value: item.type_id, new_value: body.type_id, old_identifier: item.type_id, new_identifier: body.type_id });
  }
  if (body.is_draft !== undefined && body.is_draft !== item.is_draft) {
    patch.is_draft = body.is_draft;
    plain('is_draft', String(item.is_draft), String(body.is_draft));
  }
  if (body.cycle_id !== undefined && body.cycle_id !== item.cycle_id) {
    const [old] = item.cycle_id ? await findProjectCycles(tx, ws, p, [item.cycle_id]) : [];
    patch.cycle_id = body.cycle_id;
    changes.push({ field: 'cycle', old_value: old?.name ?? null, new_value: refs.cycle?.name ?? null, old_identifier: item.cycle_id, new_identifier: body.cycle_id });
  }
  if (body.sort_order !== undefined && body.sort_order !== item.sort_order) {
    patch.sort_order = body.sort_order;
    extra.sort_order = { old: item.sort_order, new: body.sort_order };
  }

  const itemScope = { workspaceId: ws, projectId: p, workItemId: item.id };
  if (body.description_html !== undefined) {
    const html = sanitizeRichText(body.description_html);
    if (html !== item.description_html) {
      const stripped = stripRichText(html);
      patch.description_html = html;
      patch.description_stripped = stripped;
      plain('description', clip(item.description_stripped), clip(stripped));
      await replaceMentions(tx, itemScope, await mentionedMembers(tx, scope, html));
      await insertDescriptionVersion(tx, {
        workspace_id: ws,
        project_id: p,
        work_item_id: item.id,
        description_html: html,
        description_stripped: stripped,
        owned_by: scope.userId,
        last_saved_at: scope.now,
        created_at: scope.now,
      });
    }
  }
  if (body.assignee_ids !== undefined) {
    const before = (await assigneeIdsOf(tx, [item.id])).get(item.id) ?? [];
    const after = [...refs.assignees.keys()];
    const added = after.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.includes(id));
    const names = await findUserNames(tx, removed);
    await removeAssignees(tx, item.id, removed);
    await addAssignees(tx, itemScope, added, scope.now);
    await addSubscribers(tx, itemScope, added, scope.now);
    if (added.length || removed.length) extra.assignee_ids = { old: before, new: after };
    for (const id of added) changes.push({ field: 'assignees', old_value: null, new_value: refs.assignees.get(id) ?? '', new_identifier: id });
    for (const id of removed) changes.push({ field: 'assignees', old_value: names.get(id) ?? '', new_value: null, old_identifier: id });
  }
  if (body.label_ids !== undefined) {
    const before = (await labelIdsOf(tx, [item.id])).get(item.id) ?? [];
    const after = [...refs.labels.keys()];
    const added = after.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.includes(id));
    const names = new Map((await findProjectLabels(tx, ws, p, removed)).map((l) => [l.id, l.name]));
    await removeLabels(tx, item.id, removed);
    await addLabels(tx, itemScope, added, scope.now);
    if (added.length || removed.length) extra.label_ids = { old: before, new: after };
    for (const id of added) changes.push({ field: 'labels', old_value: null, new_value: refs.labels.get(id) ?? '', new_identifier: id });
    for (const id of removed) changes.push({ field: 'labels', old_value: names.get(id) ?? '', new_value: null, old_identifier: id });
  }

  if (body.module_ids !== undefined) {
    const before = (await moduleIdsOf(tx, [item.id])).get(item.id) ?? [];
    const after = [...refs.modules.keys()];
    const added = after.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.includes(id));
    await joinModules(tx, scope, item, added);
    const names = new Map((await findProjectModules(tx, ws, p, removed)).map((m) => [m.id, m.name]));
    await removeItemModules(tx, item.id, removed);
    if (added.length || removed.length) extra.module_ids = { old: before, new: after };
    for (const id of added) changes.push({ field: 'module', old_value: null, new_value: refs.modules.get(id) ?? '', new_identifier: id });
    for (const id of removed) changes.push({ field: 'module', old_value: names.get(id) ?? '', new_value: null, old_identifier: id });
  }

  if (changes.length === 0 && Object.keys(patch).length === 0) return item;
  const row = await updateWorkItem(tx, ws, p, item.id, { ...patch, updated_by: scope.userId }, scope.now);
  await recordWorkItemChanges(tx, [
    {
      workspaceId: ws,
      projectId: p,
      itemId: item.id,
      actorId: scope.userId,
      at: scope.now,
      action: 'updated',
      activities: changes.map((c) => activityRow(scope, item, { verb: 'updated', ...c, comment: `updated ${c.field}` })),
      extra,
      ...(patch.description_html !== undefined ? { previousDescriptionHtml: item.description_html } : {}),
    },
  ]);
  return row;
}
