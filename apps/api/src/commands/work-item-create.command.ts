import type { WorkItemCreate } from '@cairn/types';
import type { Tx } from '../data/db';
import { insertWorkItem, maxWorkItemSortOrder, nextSequenceId } from '../data/repositories/work-items.repository';
import { addAssignees, addLabels, addSubscribers, replaceMentions } from '../data/repositories/work-items-members.repository';
import { findDefaultState, findProjectMemberUsers } from '../data/repositories/work-items-refs.repository';
import type { WorkItemRow } from '../data/schema/work-items.schema';
import { recordWorkItemChanges } from '../events/work-item-events';
import { mentionIds, sanitizeRichText, stripRichText } from '../modules/work-items/rich-text';
import { activityRow, checkDatesOrder, checkEpicPlacement, checkWorkItemRefs, joinModules, type WorkItemWriteScope } from './work-item-refs.command';

/** sort_order of a project's first item; later items go WORK_ITEM_SORT_STEP after the project's highest. */
export const WORK_ITEM_FIRST_SORT_ORDER = 65535;
/** Gap between a new item's sort_order and the project's highest. */
export const WORK_ITEM_SORT_STEP = 10000;

/** What a create takes: the request body plus whether it is an epic (and an intake request: kept out of every list). */
export type WorkItemCreateInput = WorkItemCreate & { is_epic: boolean; is_intake?: boolean };

/**
 * Creates a work item inside `tx`: checks every referenced id (400, nothing written), takes the next sequence number
 * (UPDATE … RETURNING on the project row: unique under concurrency), defaults the state to the project's default and
 * sort_order to after the project's highest, stores the sanitised description and its mentions, assignees, labels,
 * cycle and modules,
 * subscribes the creator and assignees, sets completed_at in a completed state and writes one 'created' activity.
 */
export async function createWorkItemCommand(tx: Tx, scope: WorkItemWriteScope, input: WorkItemCreateInput): Promise<WorkItemRow> {
  checkEpicPlacement(input.is_epic, input);
  const refs = await checkWorkItemRefs(tx, scope, input);
  checkDatesOrder(input.start_date, input.target_date);
  // No state (or null) means the project's default state.
  const state = refs.state ?? (await findDefaultState(tx, scope.workspaceId, scope.projectId));
  const sequenceId = await nextSequenceId(tx, scope.workspaceId, scope.projectId);
  let sortOrder = input.sort_order;
  if (sortOrder === undefined) {
    const highest = await maxWorkItemSortOrder(tx, scope.projectId);
    sortOrder = highest === null ? WORK_ITEM_FIRST_SORT_ORDER : highest + WORK_ITEM_SORT_STEP;
  }
  const html = sanitizeRichText(input.description_html ?? '<p></p>');
  const row = await insertWorkItem(tx, {
    ...(input.id ? { id: input.id } : {}),
    workspace_id: scope.workspaceId,
    project_id: scope.projectId,
    sequence_id: sequenceId,
    name: input.name,
    description_html: html,
    description_stripped: stripRichText(html),
    priority: input.priority ?? 'none',
    state_id: state?.id ?? null,
    sort_order: sortOrder,
    estimate_point: input.estimate_point ?? null,
    parent_id: input.parent_id ?? null,
    type_id: input.type_id ?? null,
    cycle_id: refs.cycle?.id ?? null,
    start_date: input.start_date ?? null,
    target_date: input.target_date ?? null,
    completed_at: state?.group === 'completed' ? scope.now : null,
    is_draft: input.is_draft ?? false,
    is_epic: input.is_epic,
    is_intake: input.is_intake ?? false,
    created_by: scope.userId,
    updated_by: scope.userId,
    created_at: scope.now,
    updated_at: scope.now,
  });
  const itemScope = { workspaceId: scope.workspaceId, projectId: scope.projectId, workItemId: row.id };
  const assignees = [...refs.assignees.keys()];
  await addAssignees(tx, itemScope, assignees, scope.now);
  await addLabels(tx, itemScope, [...refs.labels.keys()], scope.now);
  await joinModules(tx, scope, row, [...refs.modules.keys()]);
  await replaceMentions(tx, itemScope, await mentionedMembers(tx, scope, html));
  await addSubscribers(tx, itemScope, [...new Set([scope.userId, ...assignees])], scope.now);
  await recordWorkItemChanges(tx, [
    {
      workspaceId: scope.workspaceId,
      projectId: scope.projectId,
      itemId: row.id,
      actorId: scope.userId,
      at: scope.now,
      action: 'created',
      activities: [activityRow(scope, row, { verb: 'created', field: null, new_value: row.name, new_identifier: row.id, comment: 'created the work item' })],
    },
  ]);
  return row;
}

/** Mentioned ids that are members of the project (mentions of anyone else are not stored). */
export async function mentionedMembers(tx: Tx, scope: WorkItemWriteScope, html: string): Promise<string[]> {
  const ids = mentionIds(html);
  if (ids.length === 0) return [];
  return (await findProjectMemberUsers(tx, scope.workspaceId, scope.projectId, ids)).map((u) => u.id);
}
