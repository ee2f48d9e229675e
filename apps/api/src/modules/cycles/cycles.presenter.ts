import type { ActiveCycle, Cycle, PlanningCounts } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { favoriteCycleIds, type ActiveCycleRow } from '../../data/repositories/cycles.repository';
import { emptyPlanningCounts, planningCountsOf } from '../../data/repositories/planning-stats.repository';
import type { CycleRow } from '../../data/schema/planning.schema';
import { cycleStatus } from './cycles.policy';

/** Cycle row + its counts and the caller's favorite flag → wire shape (status on the server's day `now`). */
export function presentCycle(row: CycleRow, counts: PlanningCounts, isFavorite: boolean, now: Date): Cycle {
  return {
    ...counts,
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    owned_by_id: row.owned_by_id,
    sort_order: row.sort_order,
    version: row.version === 2 ? 2 : 1,
    status: cycleStatus(row, now),
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
    is_favorite: isFavorite,
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Cycles of one workspace → wire shapes, with counts and favorites in two queries whatever the number of cycles. */
export async function presentCycles(h: DbOrTx, workspaceId: string, rows: CycleRow[], userId: string, now: Date): Promise<Cycle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await planningCountsOf(h, { kind: 'cycle', workspaceId, ids });
  const favorites = await favoriteCycleIds(h, userId, ids);
  return rows.map((r) => presentCycle(r, counts.get(r.id) ?? emptyPlanningCounts(), favorites.has(r.id), now));
}

/** presentCycles for one cycle. */
export async function presentOneCycle(h: DbOrTx, row: CycleRow, userId: string, now: Date): Promise<Cycle> {
  const [cycle] = await presentCycles(h, row.workspace_id, [row], userId, now);
  return cycle;
}

/** Current cycles with their projects (active-cycles/) → wire shapes. */
export async function presentActiveCycles(h: DbOrTx, workspaceId: string, rows: ActiveCycleRow[], userId: string, now: Date): Promise<ActiveCycle[]> {
  const cycles = await presentCycles(h, workspaceId, rows.map((r) => r.cycle), userId, now);
  return cycles.map((c, i) => ({ ...c, project_name: rows[i].project_name, project_identifier: rows[i].project_identifier }));
}
