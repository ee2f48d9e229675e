import { PLANNING_ERROR_CODE, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, cycleStatusOn, type WorkItemUpdate } from '@cairn/types';
import type { Tx } from '../data/db';
import type { NewActivity } from '../data/repositories/work-item-activities.repository';
import { findWorkItem } from '../data/repositories/work-item-lookup.repository';
import { addItemModules, findProjectCycles, findProjectModules, type CycleRef } from '../data/repositories/work-item-planning.repository';
import { workItemAncestorIds } from '../data/repositories/work-items.repository';
import {
  findProjectEstimatePoints,
  findProjectLabels,
  findProjectMemberUsers,
  findProjectStates,
  type StateRef,
} from '../data/repositories/work-items-refs.repository';
import type { WorkItemRow } from '../data/schema/work-items.schema';
import { badRequest } from '../http/errors';

/** Where a work-item write happens and who makes it. */
export interface WorkItemWriteScope {
  workspaceId: string;
  projectId: string;
  /** The project's identifier (for parent display values such as PROJ-12). */
  projectIdentifier: string;
  userId: string;
  now: Date;
}

/** The ids a create or update body may point at. */
export interface WorkItemRefInput {
  state_id?: string | null;
  label_ids?: string[];
  assignee_ids?: string[];
  estimate_point?: string | null;
  parent_id?: string | null;
  cycle_id?: string | null;
  module_ids?: string[];
}

/** The referenced rows, checked to belong to the project; maps give display names for activity rows. */
export interface CheckedRefs {
  state?: StateRef;
  labels: Map<string, string>;
  assignees: Map<string, string>;
  estimatePoint?: { id: string; value: string };
  parent?: WorkItemRow;
  cycle?: CycleRef;
  modules: Map<string, string>;
}

const refError = (field: string, message: string, code?: string) => badRequest(message, { [field]: [message] }, code);

/** An epic stands above work items: it is given no parent, no cycle and no modules (converting to an epic clears them). */
export function checkEpicPlacement(isEpic: boolean, body: Pick<WorkItemUpdate, 'parent_id' | 'cycle_id' | 'module_ids'>): void {
  if (!isEpic) return;
  const field = body.parent_id ? 'parent_id' : body.cycle_id ? 'cycle_id' : body.module_ids?.length ? 'module_ids' : undefined;
  if (field) throw refError(field, WORK_ITEM_TEXT.epicPlacement);
}

/**
 * Checks that every id of the body belongs to the project (400 with WORK_ITEM_TEXT otherwise, nothing written):
 * state, labels, assignees (project members), estimate point (of the project's estimates), parent (same project,
 * not deleted, and — for an existing item `selfId` — not the item itself or one of its descendants), cycle (not
 * archived, not completed on the server's day) and modules. Modules being left are not checked here: the update
 * command refuses only modules being joined that are archived.
 */
export async function checkWorkItemRefs(tx: Tx, scope: WorkItemWriteScope, input: WorkItemRefInput, selfId?: string): Promise<CheckedRefs> {
  const { workspaceId: ws, projectId: p } = scope;
  const out: CheckedRefs = { labels: new Map(), assignees: new Map(), modules: new Map() };
  if (input.state_id) {
    [out.state] = await findProjectStates(tx, ws, p, [input.state_id]);
    if (!out.state) throw refError('state_id', WORK_ITEM_TEXT.stateNotFound);
  }
  if (input.label_ids?.length) {
    const ids = [...new Set(input.label_ids)];
    const found = await findProjectLabels(tx, ws, p, ids);
    if (found.length !== ids.length) throw refError('label_ids', WORK_ITEM_TEXT.labelNotFound);
    out.labels = new Map(found.map((l) => [l.id, l.name]));
  }
  if (input.assignee_ids?.length) {
    const ids = [...new Set(input.assignee_ids)];
    const found = await findProjectMemberUsers(tx, ws, p, ids);
    if (found.length !== ids.length) throw refError('assignee_ids', WORK_ITEM_TEXT.assigneeNotMember);
    out.assignees = new Map(found.map((u) => [u.id, u.display_name]));
  }
  if (input.estimate_point) {
    [out.estimatePoint] = await findProjectEstimatePoints(tx, ws, p, [input.estimate_point]);
    if (!out.estimatePoint) throw refError('estimate_point', WORK_ITEM_TEXT.estimatePointNotFound);
  }
  if (input.parent_id) {
    out.parent = await findWorkItem(tx, ws, p, input.parent_id);
    if (!out.parent || out.parent.is_intake) throw refError('parent_id', WORK_ITEM_TEXT.parentNotFound);
    if (selfId && (await workItemAncestorIds(tx, p, input.parent_id)).includes(selfId)) {
      throw refError('parent_id', WORK_ITEM_TEXT.parentLoop, WORK_ITEM_ERROR_CODE.PARENT_LOOP);
    }
  }
  if (input.cycle_id) {
    [out.cycle] = await findProjectCycles(tx, ws, p, [input.cycle_id]);
    if (!out.cycle) throw refError('cycle_id', WORK_ITEM_TEXT.cycleNotFound);
    if (out.cycle.archived_at || cycleStatusOn(out.cycle, scope.now.toISOString().slice(0, 10)) === 'completed') {
      throw refError('cycle_id', WORK_ITEM_TEXT.cycleClosed, PLANNING_ERROR_CODE.CYCLE_COMPLETED);
    }
  }
  if (input.module_ids?.length) {
    const ids = [...new Set(input.module_ids)];
    const found = await findProjectModules(tx, ws, p, ids);
    if (found.length !== ids.length) throw refError('module_ids', WORK_ITEM_TEXT.moduleNotFound);
    out.modules = new Map(found.map((m) => [m.id, m.name]));
  }
  return out;
}

/** 400 when both dates are set and start is after target. */
export function checkDatesOrder(start: string | null | undefined, target: string | null | undefined): void {
  if (start && target && start > target) throw badRequest(WORK_ITEM_TEXT.datesOrder, { start_date: [WORK_ITEM_TEXT.datesOrder] });
}

/** An activity row for an item with the scope filled in. */
export function activityRow(scope: WorkItemWriteScope, item: Pick<WorkItemRow, 'id' | 'is_epic'>, fields: Partial<NewActivity> & Pick<NewActivity, 'verb'>): NewActivity {
  return {
    workspace_id: scope.workspaceId,
    project_id: scope.projectId,
    work_item_id: item.id,
    actor_id: scope.userId,
    is_epic: item.is_epic,
    created_at: scope.now,
    comment: '',
    ...fields,
  };
}

/** The human identifier of an item, e.g. PROJ-12. */
export function itemKey(scope: WorkItemWriteScope, item: Pick<WorkItemRow, 'sequence_id'>): string {
  return `${scope.projectIdentifier}-${item.sequence_id}`;
}

/**
 * Adds an item to modules of its project (checked by checkWorkItemRefs): 400 MODULE_ARCHIVED when one of them is archived
 * (nothing written: the caller's transaction rolls back).
 */
export async function joinModules(tx: Tx, scope: WorkItemWriteScope, item: Pick<WorkItemRow, 'id'>, moduleIds: string[]): Promise<void> {
  if (moduleIds.length === 0) return;
  const rows = await findProjectModules(tx, scope.workspaceId, scope.projectId, moduleIds);
  if (rows.length !== moduleIds.length || rows.some((m) => m.archived_at)) {
    throw badRequest(WORK_ITEM_TEXT.moduleArchived, { module_ids: [WORK_ITEM_TEXT.moduleArchived] }, PLANNING_ERROR_CODE.MODULE_ARCHIVED);
  }
  await addItemModules(tx, { workspaceId: scope.workspaceId, projectId: scope.projectId, workItemId: item.id }, moduleIds, scope.userId, scope.now);
}
