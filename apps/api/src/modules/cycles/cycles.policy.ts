import { PLANNING_ERROR_CODE, PLANNING_TEXT, ROLE, cycleStatusOn, type CycleStatus, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findCycle } from '../../data/repositories/cycles.repository';
import { findWorkItemsIn } from '../../data/repositories/work-item-lookup.repository';
import type { CycleRow } from '../../data/schema/planning.schema';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, PROJECT_MEMBER_OR_ADMIN, type ProjectAccess } from '../projects/projects.policy';
import { canSeeWorkItem } from '../work-items/work-items.policy';

// Who may do what with cycles (issue 13 §6): every project role reads (and keeps personal favorites and list
// settings); admins and members create, edit, move items, transfer, archive and restore; admins and the cycle's
// creator delete.

/** Every project role: read cycles, their lists and charts; favorites and list settings (personal). */
export const CYCLE_READERS: readonly Role[] = ANY_PROJECT_ROLE;
/** Project admins and members: create, edit, add and remove items, transfer, archive, restore. */
export const CYCLE_WRITERS: readonly Role[] = PROJECT_MEMBER_OR_ADMIN;

/** 404 'Cycle not found': unknown ids and cycles of other projects or workspaces. */
export function cycleNotFound() {
  return notFound(PLANNING_TEXT.cycleNotFound);
}

/** The server's day (YYYY-MM-DD, UTC) a cycle's status is computed on. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A cycle's status on the server's day. */
export function cycleStatus(cycle: Pick<CycleRow, 'start_date' | 'end_date'>, now: Date): CycleStatus {
  return cycleStatusOn(cycle, utcDay(now));
}

/** The cycle by (workspace, project, id) from the authorised access; 404 otherwise. */
export async function requireCycle(h: DbOrTx, access: ProjectAccess, cycleId: string): Promise<CycleRow> {
  const cycle = await findCycle(h, access.workspace.id, access.project.id, cycleId);
  if (!cycle) throw cycleNotFound();
  return cycle;
}

/** 400 CYCLE_ARCHIVED when the cycle is archived (it must be restored before it changes). */
export function refuseArchived(cycle: CycleRow): void {
  if (cycle.archived_at) throw badRequest(PLANNING_TEXT.cycleArchived, undefined, PLANNING_ERROR_CODE.CYCLE_ARCHIVED);
}

/** 403 unless the caller is a project admin or created the cycle (members reach here; guests were refused before). */
export function requireCycleDeleter(access: ProjectAccess, cycle: CycleRow, userId: string): void {
  if (access.projectRole !== ROLE.ADMIN && cycle.created_by !== userId) throw forbidden();
}

/**
 * Every id as a live work item (not deleted, archived, a draft or an epic) of the authorised project that the caller
 * can see, in the order given; otherwise 400 'Every work item must belong to this project' and nothing changes.
 */
export async function requirePlanningItems(h: DbOrTx, access: ProjectAccess, userId: string, ids: string[]): Promise<WorkItemRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findWorkItemsIn(h, access.workspace.id, access.project.id, unique);
  const live = rows.filter((r) => !r.archived_at && !r.is_draft && !r.is_epic && !r.is_intake && canSeeWorkItem(access, r, userId));
  const byId = new Map(live.map((r) => [r.id, r]));
  if (byId.size !== unique.length) {
    throw badRequest(PLANNING_TEXT.itemsOfOtherProject, { issues: [PLANNING_TEXT.itemsOfOtherProject] }, PLANNING_ERROR_CODE.ITEMS_OF_OTHER_PROJECT);
  }
  return unique.map((id) => byId.get(id)!);
}
