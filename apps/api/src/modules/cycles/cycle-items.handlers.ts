import { normalizeWorkItemListQuery, PLANNING_ERROR_CODE, PLANNING_TEXT, type WorkItemListFilterQuery } from '@cairn/types';
import { setItemsCycleCommand, transferUnfinishedCommand } from '../../commands/cycle-items.command';
import type { Db } from '../../data/db';
import { findCycle } from '../../data/repositories/cycles.repository';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import { badRequest, notFound } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { projectListScope } from '../work-item-lists/work-item-lists.access';
import { presentListPage } from '../work-item-lists/work-item-lists.presenter';
import { writeScope } from '../work-items/work-items.access';
import { presentWorkItems } from '../work-items/work-items.presenter';
import { canSeeWorkItem } from '../work-items/work-items.policy';
import { CYCLE_READERS, CYCLE_WRITERS, cycleStatus, refuseArchived, requireCycle, requirePlanningItems } from './cycles.policy';

/**
 * GET cycles/{id}/cycle-issues/ (every project role): the cycle's live items as the project list answers them — the
 * same filters, grouping, order and paging (guests without guest_view_all_features see their own only).
 */
export async function listCycleWorkItems(db: Db, slug: string, projectId: string, userId: string, cycleId: string, query: WorkItemListFilterQuery, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  await requireCycle(db, access, cycleId);
  const q = normalizeWorkItemListQuery(query, now);
  const page = await listWorkItemPageRows(db, { ...projectListScope(access, userId, 'active', false), cycleId }, q, userId);
  return presentListPage(db, access.workspace.id, q, page, userId);
}

/**
 * POST cycles/{id}/cycle-issues/ (admins and members): moves the items into the cycle (from no cycle or another
 * one). Every id must be a live item of this project, and the cycle neither archived nor completed; else 400 and no
 * item changes. Answers the items as they are now.
 */
export async function addCycleWorkItems(db: Db, slug: string, projectId: string, userId: string, cycleId: string, ids: string[], now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    refuseArchived(cycle);
    const items = await requirePlanningItems(tx, access, userId, ids);
    const rows = await setItemsCycleCommand(tx, writeScope(access, userId, now), items, cycle.id);
    return presentWorkItems(tx, access.workspace.id, rows, userId);
  });
}

/** DELETE cycles/{id}/cycle-issues/{issueId}/ (admins and members): takes the item out; 404 unless it is in this cycle. */
export async function removeCycleWorkItem(db: Db, slug: string, projectId: string, userId: string, cycleId: string, itemId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const cycle = await requireCycle(tx, access, cycleId);
    refuseArchived(cycle);
    const item = await findWorkItem(tx, access.workspace.id, projectId, itemId, { lock: true });
    if (!item || item.cycle_id !== cycle.id || !canSeeWorkItem(access, item, userId)) throw notFound(PLANNING_TEXT.cycleItemNotInCycle);
    await setItemsCycleCommand(tx, writeScope(access, userId, now), [item], null);
  });
}

/**
 * POST cycles/{id}/transfer-issues/ (admins and members): the unfinished items of a completed cycle move to another
 * cycle of the project that is neither archived nor completed. Answers how many moved.
 */
export async function transferCycleWorkItems(db: Db, slug: string, projectId: string, userId: string, cycleId: string, newCycleId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, CYCLE_WRITERS, { lock: true });
    const from = await requireCycle(tx, access, cycleId);
    if (cycleStatus(from, now) !== 'completed') {
      throw badRequest(PLANNING_TEXT.transferNotCompleted, undefined, PLANNING_ERROR_CODE.CYCLE_NOT_COMPLETED);
    }
    const to = await findCycle(tx, access.workspace.id, projectId, newCycleId);
    if (!to || to.id === from.id || to.archived_at || cycleStatus(to, now) === 'completed') {
      throw badRequest(PLANNING_TEXT.transferTarget, { new_cycle_id: [PLANNING_TEXT.transferTarget] });
    }
    return { moved: await transferUnfinishedCommand(tx, writeScope(access, userId, now), from, to) };
  });
}
