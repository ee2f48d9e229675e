import { PROJECT_TEXT, ROLE, type EstimateCreate, type EstimatePointsCreate, type EstimatePointUpdate, type EstimateUpdate } from '@cairn/types';
import { activateEstimate, createEstimateWithPoints, type EstimateScope } from '../../commands/estimates.command';
import type { Db, DbOrTx } from '../../data/db';
import {
  deleteEstimate,
  deleteEstimatePoint,
  findEstimate,
  findEstimatePoint,
  insertEstimatePoints,
  listEstimates,
  updateEstimate,
  updateEstimatePoint,
  type EstimateWithPoints,
} from '../../data/repositories/estimates.repository';
import { recordEvent, recordRowChange, type EventInput } from '../../events/record-event';
import { listProjectsForUser } from '../../data/repositories/projects.repository';
import { notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { ANY_PROJECT_ROLE, PROJECT_ADMIN_ONLY, requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { duplicatePointsError, duplicatePointsRefusal } from './estimates.policy';
import { presentEstimate, presentEstimatePoint } from './estimates.presenter';

const estimateNotFound = () => notFound(PROJECT_TEXT.estimateNotFound);
const uniqueErrors = { estimate_points_estimate_key_unique: duplicatePointsRefusal, estimate_points_estimate_value_unique: duplicatePointsRefusal };

async function requireEstimate(h: DbOrTx, workspaceId: string, projectId: string, estimateId: string): Promise<EstimateWithPoints> {
  const estimate = await findEstimate(h, workspaceId, projectId, estimateId);
  if (!estimate) throw estimateNotFound();
  return estimate;
}

/** GET estimates/ (workspace): estimates of every project the caller has a role in, newest first. */
export async function listWorkspaceEstimates(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const projects = await listProjectsForUser(db, access.workspace.id, userId, { onlyMemberOf: access.role !== ROLE.ADMIN });
  return (await listEstimates(db, access.workspace.id, projects.map((p) => p.id))).map(presentEstimate);
}

/** GET projects/{id}/estimates/ (any project role): newest first; the active one has last_used. */
export async function listProjectEstimates(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return (await listEstimates(db, access.workspace.id, [projectId])).map(presentEstimate);
}

/** GET estimates/{id}/ (any project role). */
export async function getEstimate(db: Db, slug: string, projectId: string, userId: string, estimateId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return presentEstimate(await requireEstimate(db, access.workspace.id, projectId, estimateId));
}

const estimateEvent = (workspaceId: string, projectId: string, estimateId: string, userId: string, now: Date, action: EventInput['action'], changes: EventInput['changes']): EventInput => ({
  workspaceId,
  projectId,
  entityType: 'estimate',
  entityId: estimateId,
  action,
  changes,
  actorId: userId,
  at: now,
});

/** POST estimates/ (project admins): the new estimate with its points becomes the active one. */
export async function createEstimate(db: Db, slug: string, projectId: string, userId: string, body: EstimateCreate, now: Date) {
  const refusal = duplicatePointsError(body.estimate_points);
  if (refusal) throw refusal;
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
        const scope: EstimateScope = { workspaceId: access.workspace.id, projectId, userId, now };
        const estimate = await createEstimateWithPoints(tx, scope, body);
        return presentEstimate(await requireEstimate(tx, scope.workspaceId, projectId, estimate.id));
      }),
    uniqueErrors,
  );
}

/** PATCH estimates/{id}/ (project admins): name, description, type; last_used true makes it the active one. */
export async function patchEstimate(db: Db, slug: string, projectId: string, userId: string, estimateId: string, body: EstimateUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    const ws = access.workspace.id;
    const before = await requireEstimate(tx, ws, projectId, estimateId);
    const { last_used: activate, ...fields } = body;
    await updateEstimate(tx, projectId, estimateId, { ...fields, updated_by: userId }, now);
    const after = await requireEstimate(tx, ws, projectId, estimateId);
    await recordRowChange(tx, { ...estimateEvent(ws, projectId, estimateId, userId, now, 'updated', {}), before, after, keys: ['name', 'description', 'type'] });
    if (activate) await activateEstimate(tx, { workspaceId: ws, projectId, userId, now }, estimateId);
    return presentEstimate(await requireEstimate(tx, ws, projectId, estimateId));
  });
}

/** DELETE estimates/{id}/ (project admins): its points go with it; the project's estimate becomes null if it was this one. */
export async function removeEstimate(db: Db, slug: string, projectId: string, userId: string, estimateId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    const before = await requireEstimate(tx, access.workspace.id, projectId, estimateId);
    await deleteEstimate(tx, projectId, estimateId);
    await recordEvent(tx, estimateEvent(access.workspace.id, projectId, estimateId, userId, now, 'deleted', { name: { old: before.name, new: null } }));
  });
}

/** POST estimates/{id}/estimate-points/ (project admins): adds points; keys and values stay unique. Answers the estimate. */
export async function addEstimatePoints(db: Db, slug: string, projectId: string, userId: string, estimateId: string, body: EstimatePointsCreate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
        const ws = access.workspace.id;
        const estimate = await requireEstimate(tx, ws, projectId, estimateId);
        const refusal = duplicatePointsError([...estimate.points, ...body.estimate_points]);
        if (refusal) throw refusal;
        await insertEstimatePoints(
          tx,
          body.estimate_points.map((p) => ({
            workspace_id: ws,
            project_id: projectId,
            estimate_id: estimateId,
            key: p.key,
            value: p.value,
            description: p.description ?? '',
            created_by: userId,
            updated_by: userId,
            created_at: now,
            updated_at: now,
          })),
        );
        const after = await requireEstimate(tx, ws, projectId, estimateId);
        await recordEvent(tx, estimateEvent(ws, projectId, estimateId, userId, now, 'updated', { points: { old: estimate.points.map((p) => p.value), new: after.points.map((p) => p.value) } }));
        return presentEstimate(after);
      }),
    uniqueErrors,
  );
}

/** PATCH estimates/{id}/estimate-points/{pointId}/ (project admins). */
export async function patchEstimatePoint(
  db: Db,
  slug: string,
  projectId: string,
  userId: string,
  ids: { estimateId: string; pointId: string },
  body: EstimatePointUpdate,
  now: Date,
) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
        const estimate = await requireEstimate(tx, access.workspace.id, projectId, ids.estimateId);
        const point = await findEstimatePoint(tx, projectId, ids.estimateId, ids.pointId);
        if (!point) throw notFound(PROJECT_TEXT.estimatePointNotFound);
        const next = { key: body.key ?? point.key, value: body.value ?? point.value };
        const refusal = duplicatePointsError([...estimate.points.filter((p) => p.id !== point.id), next]);
        if (refusal) throw refusal;
        const after = await updateEstimatePoint(tx, ids.estimateId, point.id, { ...body, updated_by: userId }, now);
        await recordEvent(tx, estimateEvent(access.workspace.id, projectId, ids.estimateId, userId, now, 'updated', { [`point:${point.id}`]: { old: { key: point.key, value: point.value }, new: { key: after.key, value: after.value } } }));
        return presentEstimatePoint(after);
      }),
    uniqueErrors,
  );
}

/** DELETE estimates/{id}/estimate-points/{pointId}/ (project admins). */
export async function removeEstimatePoint(db: Db, slug: string, projectId: string, userId: string, ids: { estimateId: string; pointId: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    await requireEstimate(tx, access.workspace.id, projectId, ids.estimateId);
    const point = await findEstimatePoint(tx, projectId, ids.estimateId, ids.pointId);
    if (!point) throw notFound(PROJECT_TEXT.estimatePointNotFound);
    await deleteEstimatePoint(tx, ids.estimateId, point.id);
    await recordEvent(tx, estimateEvent(access.workspace.id, projectId, ids.estimateId, userId, now, 'updated', { [`point:${point.id}`]: { old: { key: point.key, value: point.value }, new: null } }));
  });
}
