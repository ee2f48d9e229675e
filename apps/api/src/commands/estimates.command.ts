import type { EstimateCreate } from '@cairn/types';
import type { Tx } from '../data/db';
import { clearLastUsed, insertEstimate, insertEstimatePoints, updateEstimate } from '../data/repositories/estimates.repository';
import { findProject, lockProject, updateProject } from '../data/repositories/projects.repository';
import type { EstimateRow } from '../data/schema/projects.schema';
import { recordEvents, type EventInput } from '../events/record-event';

const estimateEvent = (scope: EstimateScope, entityType: 'estimate' | 'project', entityId: string, action: EventInput['action'], changes: EventInput['changes'] = {}): EventInput => ({
  workspaceId: scope.workspaceId,
  projectId: scope.projectId,
  entityType,
  entityId,
  action,
  changes,
  actorId: scope.userId,
  at: scope.now,
});

/** Who and where for an estimate write. */
export interface EstimateScope {
  workspaceId: string;
  projectId: string;
  userId: string;
  now: Date;
}

/**
 * Makes an estimate the project's active one: last_used on it only, and project.estimate pointing at it.
 * Runs inside the caller's transaction with the project locked (the partial unique index allows one last_used).
 */
export async function activateEstimate(tx: Tx, scope: EstimateScope, estimateId: string): Promise<void> {
  await lockProject(tx, scope.workspaceId, scope.projectId);
  await clearLastUsed(tx, scope.projectId, estimateId, scope.now);
  await updateEstimate(tx, scope.projectId, estimateId, { last_used: true, updated_by: scope.userId }, scope.now);
  const before = await updateProjectEstimate(tx, scope, estimateId);
  await recordEvents(tx, [estimateEvent(scope, 'estimate', estimateId, 'updated', { last_used: { old: false, new: true } }), estimateEvent(scope, 'project', scope.projectId, 'updated', { estimate: { old: before, new: estimateId } })]);
}

/** Points the project at an estimate; returns the estimate it pointed at before. */
async function updateProjectEstimate(tx: Tx, scope: EstimateScope, estimateId: string): Promise<string | null> {
  const before = await findProject(tx, scope.workspaceId, scope.projectId);
  await updateProject(tx, scope.workspaceId, scope.projectId, { estimate: estimateId, updated_by: scope.userId }, scope.now);
  return before?.estimate ?? null;
}

/** Creates an estimate with its points and makes it the active one, inside the caller's transaction. */
export async function createEstimateWithPoints(tx: Tx, scope: EstimateScope, body: EstimateCreate): Promise<EstimateRow> {
  await lockProject(tx, scope.workspaceId, scope.projectId);
  await clearLastUsed(tx, scope.projectId, null, scope.now);
  const estimate = await insertEstimate(tx, {
    workspace_id: scope.workspaceId,
    project_id: scope.projectId,
    name: body.estimate.name,
    description: body.estimate.description ?? '',
    type: body.estimate.type,
    last_used: true,
    created_by: scope.userId,
    updated_by: scope.userId,
    created_at: scope.now,
    updated_at: scope.now,
  });
  await insertEstimatePoints(
    tx,
    body.estimate_points.map((p) => ({
      workspace_id: scope.workspaceId,
      project_id: scope.projectId,
      estimate_id: estimate.id,
      key: p.key,
      value: p.value,
      description: p.description ?? '',
      created_by: scope.userId,
      updated_by: scope.userId,
      created_at: scope.now,
      updated_at: scope.now,
    })),
  );
  const before = await updateProjectEstimate(tx, scope, estimate.id);
  await recordEvents(tx, [
    estimateEvent(scope, 'estimate', estimate.id, 'created', { name: { old: null, new: estimate.name }, points: { old: null, new: body.estimate_points.map((p) => p.value) } }),
    estimateEvent(scope, 'project', scope.projectId, 'updated', { estimate: { old: before, new: estimate.id } }),
  ]);
  return estimate;
}
