import { PLANNING_ERROR_CODE, PLANNING_TEXT, type CycleCreate, type CycleDateCheck, type CycleUpdate } from '@cairn/types';
import { deleteCycleCommand, recordCycleEvent } from '../../commands/cycle-items.command';
import type { Db, Tx } from '../../data/db';
import { cycleDatesOverlap, insertCycle, listCycles, updateCycle, type CyclePatch } from '../../data/repositories/cycles.repository';
import { findProjectMemberUsers } from '../../data/repositories/work-items-refs.repository';
import { badRequest } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { writeScope } from '../work-items/work-items.access';
import { CYCLE_READERS, CYCLE_WRITERS, refuseArchived, requireCycle, requireCycleDeleter } from './cycles.policy';
import { presentCycles, presentOneCycle } from './cycles.presenter';

const datesError = (message: string, code?: string) => badRequest(message, { start_date: [message], end_date: [message] }, code);

/**
 * The dates rule of create and edit: both or neither (a draft), start ≤ end, and no day shared with another
 * non-archived cycle of the project (`exceptCycleId`: the one being edited).
 */
async function checkCycleDates(tx: Tx, access: ProjectAccess, start: string | null, end: string | null, exceptCycleId?: string): Promise<void> {
  if ((start === null) !== (end === null)) throw datesError(PLANNING_TEXT.cycleDatesBoth);
  if (start === null || end === null) return;
  if (start > end) throw datesError(PLANNING_TEXT.cycleDatesOrder);
  if (await cycleDatesOverlap(tx, access.workspace.id, access.project.id, start, end, exceptCycleId)) {
    throw datesError(PLANNING_TEXT.cycleDatesOverlap, PLANNING_ERROR_CODE.CYCLE_DATES_OVERLAP);
  }
}

/** An owner other than the caller must be a member of the project (the caller's role was checked already). */
async function checkOwner(tx: Tx, access: ProjectAccess, userId: string, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId || ownerId === userId) return;
  const found = await findProjectMemberUsers(tx, access.workspace.id, access.project.id, [ownerId]);
  if (found.length === 0) throw badRequest(PLANNING_TEXT.cycleOwnerNotMember, { owned_by_id: [PLANNING_TEXT.cycleOwnerNotMember] });
}

/** GET cycles/ (every project role): the project's cycles that are not archived, with counts and is_favorite. */
export async function listProjectCycles(db: Db, slug: string, projectId: string, userId: string, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  return presentCycles(db, access.workspace.id, await listCycles(db, access.workspace.id, [projectId], { archived: false }), userId, now);
}

/** GET cycles/{id}/ (every project role): one cycle, archived or not. */
export async function getCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  return presentOneCycle(db, await requireCycle(db, access, cycleId), userId, now);
}

/** POST cycles/ (admins and members; the project must have cycles on): owner defaults to the caller. */
export async function createCycle(db: Db, slug: string, projectId: string, userId: string, body: CycleCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      // The project lock makes concurrent creates check their dates one at a time.
      const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
      if (!access.project.cycle_view) throw badRequest(PLANNING_TEXT.cyclesOff, undefined, PLANNING_ERROR_CODE.CYCLES_OFF);
      const start = body.start_date ?? null;
      const end = body.end_date ?? null;
      await checkCycleDates(tx, access, start, end);
      await checkOwner(tx, access, userId, body.owned_by_id);
      const row = await insertCycle(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.workspace.id,
        project_id: projectId,
        name: body.name,
        description: body.description ?? '',
        start_date: start,
        end_date: end,
        owned_by_id: body.owned_by_id === undefined ? userId : body.owned_by_id,
        version: body.version ?? 1,
        ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
        created_by: userId,
        updated_by: userId,
        created_at: now,
        updated_at: now,
      });
      await recordCycleEvent(tx, writeScope(access, userId, now), 'created', null, row);
      return presentOneCycle(tx, row, userId, now);
    }),
  );
}

/** PATCH cycles/{id}/ (admins and members): not when archived; new dates are checked again (the cycle itself left out). */
export async function patchCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, body: CycleUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    refuseArchived(cycle);
    const start = body.start_date === undefined ? cycle.start_date : body.start_date;
    const end = body.end_date === undefined ? cycle.end_date : body.end_date;
    if (start !== cycle.start_date || end !== cycle.end_date) await checkCycleDates(tx, access, start, end, cycle.id);
    if (body.owned_by_id !== undefined && body.owned_by_id !== cycle.owned_by_id) await checkOwner(tx, access, userId, body.owned_by_id);
    const patch: CyclePatch = { start_date: start, end_date: end, updated_by: userId };
    for (const key of ['name', 'description', 'owned_by_id', 'version', 'sort_order'] as const) {
      if (body[key] !== undefined) Object.assign(patch, { [key]: body[key] });
    }
    const after = await updateCycle(tx, access.workspace.id, projectId, cycleId, patch, now);
    await recordCycleEvent(tx, writeScope(access, userId, now), 'updated', cycle, after);
    return presentOneCycle(tx, after, userId, now);
  });
}

/**
 * DELETE cycles/{id}/ (project admins, and the member who created it): its items are taken out first (each with its
 * activity and event), then its favorites and list settings go with it.
 */
export async function removeCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    requireCycleDeleter(access, cycle, userId);
    await deleteCycleCommand(tx, writeScope(access, userId, now), cycle);
  });
}

/** POST cycles/date-check/ (admins and members): { status: false } when the dates share a day with another cycle. */
export async function checkDates(db: Db, slug: string, projectId: string, userId: string, body: CycleDateCheck) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_WRITERS);
  if (body.start_date > body.end_date) throw datesError(PLANNING_TEXT.cycleDatesOrder);
  return { status: !(await cycleDatesOverlap(db, access.workspace.id, projectId, body.start_date, body.end_date, body.cycle_id)) };
}
