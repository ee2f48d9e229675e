import type { IntakeIssueCreate, IntakeStatus } from '@cairn/types';
import type { Tx } from '../data/db';
import {
  deleteIntakeIssue,
  effectiveIntakeStatus,
  insertIntakeIssue,
  setWorkItemIntake,
  updateIntakeIssue,
  type IntakeWithItem,
} from '../data/repositories/intake.repository';
import { updateWorkItem } from '../data/repositories/work-items.repository';
import { itemChange, recordWorkItemChanges } from '../events/work-item-events';
import { createWorkItemCommand } from './work-item-create.command';
import { activityRow, type WorkItemWriteScope } from './work-item-refs.command';

// Intake requests (issue 14) over their two rows: the work item (is_intake true until accepted) and the intake row.
// Each function runs inside the caller's transaction, with the work item's activity rows and events.

/**
 * Submits a request: the work item (project's default state, is_intake true: in no list, count or sync) through the
 * usual create command, then the intake row with the same id (pending, source in-app, created_by the caller).
 */
export async function createIntakeCommand(tx: Tx, scope: WorkItemWriteScope, body: IntakeIssueCreate): Promise<IntakeWithItem> {
  const { id, name, description_html, priority } = body.issue;
  const item = await createWorkItemCommand(tx, scope, {
    ...(id ? { id } : {}),
    name,
    ...(description_html === undefined ? {} : { description_html }),
    ...(priority === undefined ? {} : { priority }),
    is_epic: false,
    is_intake: true,
  });
  // A request's id is its work item's id: paths name requests by it (inbox-issues/{issueId}/), and clients key them so.
  const intake = await insertIntakeIssue(tx, {
    id: item.id,
    workspace_id: scope.workspaceId,
    project_id: scope.projectId,
    issue_id: item.id,
    status: 'pending',
    source: body.source ?? 'in-app',
    created_by: scope.userId,
    updated_by: scope.userId,
    created_at: scope.now,
    updated_at: scope.now,
  });
  return { intake, item };
}

/** A checked triage: the status to set with its companions (snoozed_till only for snoozed, duplicate_to only for duplicate). */
export interface IntakeTriagePlan {
  to: IntakeStatus;
  snoozedTill: Date | null;
  duplicateTo: string | null;
}

/**
 * Applies a checked triage (the machine and the companions were checked by the caller). Writes the intake row; when
 * something changed, one activity row on the work item (field 'intake', old → new status) and its event. Accepting
 * clears is_intake and records the item's 'created' event carrying the row, so every member's project lists add it
 * live (the event of the original create carried no row: intake items are never sent as list rows).
 */
export async function applyIntakeTriage(tx: Tx, scope: WorkItemWriteScope, row: IntakeWithItem, plan: IntakeTriagePlan): Promise<IntakeWithItem> {
  const from = effectiveIntakeStatus(row.intake, scope.now);
  const snoozeMoved = (row.intake.snoozed_till?.getTime() ?? null) !== (plan.snoozedTill?.getTime() ?? null);
  const duplicateMoved = row.intake.duplicate_to !== plan.duplicateTo;
  if (row.intake.status === plan.to && !snoozeMoved && !duplicateMoved) return row;
  const intake = await updateIntakeIssue(
    tx,
    scope.workspaceId,
    scope.projectId,
    row.intake.id,
    { status: plan.to, snoozed_till: plan.snoozedTill, duplicate_to: plan.duplicateTo, updated_by: scope.userId },
    scope.now,
  );
  const accepting = plan.to === 'accepted';
  const item = accepting
    ? await setWorkItemIntake(tx, scope.workspaceId, scope.projectId, row.item.id, false, scope.userId, scope.now)
    : await updateWorkItem(tx, scope.workspaceId, scope.projectId, row.item.id, { updated_by: scope.userId }, scope.now);
  const activity = activityRow(scope, row.item, { verb: 'updated', field: 'intake', old_value: from, new_value: plan.to, comment: `updated intake status to ${plan.to}` });
  await recordWorkItemChanges(tx, [
    itemChange(scope, row.item.id, accepting ? 'created' : 'updated', [activity], {
      ...(accepting ? { is_intake: { old: true, new: false } } : {}),
      ...(snoozeMoved ? { snoozed_till: { old: row.intake.snoozed_till?.toISOString() ?? null, new: plan.snoozedTill?.toISOString() ?? null } } : {}),
      ...(duplicateMoved ? { duplicate_to: { old: row.intake.duplicate_to, new: plan.duplicateTo } } : {}),
    }),
  ]);
  return { intake, item };
}

/**
 * Deletes a request: its intake row, and its work item (soft delete, with its activity and 'deleted' event) unless it
 * was accepted — an accepted item is part of the project and stays.
 */
export async function deleteIntakeCommand(tx: Tx, scope: WorkItemWriteScope, row: IntakeWithItem): Promise<void> {
  await deleteIntakeIssue(tx, scope.workspaceId, scope.projectId, row.intake.id);
  if (row.intake.status === 'accepted') return;
  await updateWorkItem(tx, scope.workspaceId, scope.projectId, row.item.id, { deleted_at: scope.now, updated_by: scope.userId }, scope.now);
  await recordWorkItemChanges(tx, [
    itemChange(scope, row.item.id, 'deleted', [activityRow(scope, row.item, { verb: 'deleted', field: null, old_value: row.item.name, comment: 'deleted the intake work item' })], {
      deleted_at: { old: null, new: scope.now.toISOString() },
    }),
  ]);
}
