import { PLANNING_ERROR_CODE, PLANNING_TEXT } from '@cairn/types';
import { recordCycleEvent } from '../../commands/cycle-items.command';
import type { Db } from '../../data/db';
import { addCycleFavorite, findCycle, listCycles, removeCycleFavorites, updateCycle } from '../../data/repositories/cycles.repository';
import { badRequest } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { writeScope } from '../work-items/work-items.access';
import { CYCLE_READERS, CYCLE_WRITERS, cycleNotFound, cycleStatus, refuseArchived, requireCycle } from './cycles.policy';
import { presentCycles, presentOneCycle } from './cycles.presenter';

// Archive and restore (spec §4: only completed cycles are archived; archiving drops every user's favorite of it),
// the archived list, and the caller's favorites.

/** POST cycles/{id}/archive/ (admins and members): a completed cycle that is not archived yet. */
export async function archiveCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    if (cycle.archived_at) throw badRequest(PLANNING_TEXT.cycleAlreadyArchived, undefined, PLANNING_ERROR_CODE.ALREADY_ARCHIVED);
    if (cycleStatus(cycle, now) !== 'completed') throw badRequest(PLANNING_TEXT.cycleArchiveNotCompleted, undefined, PLANNING_ERROR_CODE.CYCLE_NOT_COMPLETED);
    const after = await updateCycle(tx, access.workspace.id, projectId, cycleId, { archived_at: now, updated_by: userId }, now);
    await removeCycleFavorites(tx, cycleId, null);
    await recordCycleEvent(tx, writeScope(access, userId, now), 'archived', cycle, after);
    return { archived_at: now.toISOString() };
  });
}

/** DELETE cycles/{id}/archive/ (admins and members): restores an archived cycle. */
export async function restoreCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    if (!cycle.archived_at) throw badRequest(PLANNING_TEXT.cycleNotArchived, undefined, PLANNING_ERROR_CODE.NOT_ARCHIVED);
    const after = await updateCycle(tx, access.workspace.id, projectId, cycleId, { archived_at: null, updated_by: userId }, now);
    await recordCycleEvent(tx, writeScope(access, userId, now), 'restored', cycle, after);
  });
}

/** GET archived-cycles/ (every project role). */
export async function listArchivedCycles(db: Db, slug: string, projectId: string, userId: string, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  return presentCycles(db, access.workspace.id, await listCycles(db, access.workspace.id, [projectId], { archived: true }), userId, now);
}

/** GET archived-cycles/{id}/ (every project role): 404 unless the cycle is archived. */
export async function getArchivedCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  const cycle = await requireCycle(db, access, cycleId);
  if (!cycle.archived_at) throw cycleNotFound();
  return presentOneCycle(db, cycle, userId, now);
}

/** POST user-favorite-cycles/ {cycle} (every project role; not an archived cycle): idempotent. */
export async function favoriteCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_READERS);
    const cycle = await requireCycle(tx, access, cycleId);
    refuseArchived(cycle);
    const row = await addCycleFavorite(tx, { workspace_id: access.workspace.id, user_id: userId, project_id: projectId, cycle_id: cycleId, name: cycle.name }, now);
    return { id: row.id, cycle: cycleId, created_at: row.created_at.toISOString() };
  });
}

/** DELETE user-favorite-cycles/{cycleId}/: removes the caller's favorite of a cycle of this project. */
export async function unfavoriteCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string): Promise<void> {
  // Workspace membership is enough: someone who lost the project may still drop the favorite they kept.
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  if (!(await findCycle(db, access.workspace.id, projectId, cycleId))) throw cycleNotFound();
  await removeCycleFavorites(db, cycleId, userId);
}
