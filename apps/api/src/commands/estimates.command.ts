import type { EstimateCreate } from '@cairn/types';
import type { Tx } from '../data/db';
import { clearLastUsed, insertEstimate, insertEstimatePoints, updateEstimate } from '../data/repositories/estimates.repository';
import { lockProject, updateProject } from '../data/repositories/projects.repository';
import type { EstimateRow } from '../data/schema/projects.schema';

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
  await updateProject(tx, scope.workspaceId, scope.projectId, { estimate: estimateId, updated_by: scope.userId }, scope.now);
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
  await updateProject(tx, scope.workspaceId, scope.projectId, { estimate: estimate.id, updated_by: scope.userId }, scope.now);
  return estimate;
}
