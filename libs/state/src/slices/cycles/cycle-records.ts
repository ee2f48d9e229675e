import { cycleStatusOn, STATE_GROUPS } from '@cairn/types';
import type { ActiveCycle, Cycle, CycleCreate, PlanningCounts, StateGroup } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** A cycle as the store keeps it; an active-cycles/ answer adds the project's name and identifier. */
export type CycleRecord = Cycle & Partial<Pick<ActiveCycle, 'project_name' | 'project_identifier'>>;

/** The mutation key of one cycle (its updates, favorite, archive and delete run in order). */
export function cycleKey(cycleId: string): string {
  return `cycle:${cycleId}`;
}

/** `date`'s calendar day where the user is (YYYY-MM-DD), the day cycle statuses are computed on. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A cycle's status read case-insensitively (spec §3), as one of the known statuses when it is one. */
export function statusOf(cycle: Pick<Cycle, 'status'>): string {
  return String(cycle.status ?? '').toLowerCase();
}

/** Spec §4: completed = status completed or the end date has passed. */
export function isCompletedCycle(cycle: Pick<Cycle, 'status' | 'end_date'>, today: string): boolean {
  return statusOf(cycle) === 'completed' || (cycle.end_date !== null && cycle.end_date < today);
}

/** Spec §4: active = status current (and not ended). */
export function isActiveCycle(cycle: Pick<Cycle, 'status' | 'end_date'>, today: string): boolean {
  return statusOf(cycle) === 'current' && !isCompletedCycle(cycle, today);
}

/** Spec §4: incomplete = not ended, not archived, not completed (a transfer target). */
export function isIncompleteCycle(cycle: Pick<Cycle, 'status' | 'end_date' | 'archived_at'>, today: string): boolean {
  return cycle.archived_at === null && !isCompletedCycle(cycle, today);
}

const ZERO_COUNTS: PlanningCounts = {
  total_issues: 0, backlog_issues: 0, unstarted_issues: 0, started_issues: 0, completed_issues: 0, cancelled_issues: 0,
  total_estimate_points: 0, backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 0,
  completed_estimate_points: 0, cancelled_estimate_points: 0,
};

/** The record an optimistic create shows until the server answers (no items yet; status from the dates). */
export function provisionalCycle(input: {
  id: string; workspaceId: string; projectId: string; data: Omit<CycleCreate, 'id'>; userId: string | null; now: Date; sortOrder: number;
}): CycleRecord {
  const { data, now } = input;
  const start = data.start_date ?? null;
  const end = data.end_date ?? null;
  const at = now.toISOString();
  return {
    ...ZERO_COUNTS, id: input.id, workspace_id: input.workspaceId, project_id: input.projectId, name: data.name, description: data.description ?? '',
    start_date: start, end_date: end, owned_by_id: data.owned_by_id ?? input.userId, sort_order: data.sort_order ?? input.sortOrder,
    version: data.version ?? 2, status: cycleStatusOn({ start_date: start, end_date: end }, localDay(now)), archived_at: null, is_favorite: false,
    created_by: input.userId, updated_by: input.userId, created_at: at, updated_at: at,
  };
}

/** Moves one item of `group` between two cycles' counts (±1; absent cycles are skipped). */
export function moveCycleCount(d: Draft<WebState>, from: string | null, to: string | null, group: StateGroup | null): void {
  if (from === to) return;
  const shift = (cycleId: string | null, by: number) => {
    const cycle = cycleId ? d.cyclesById[cycleId] : undefined;
    if (!cycle) return;
    cycle.total_issues = Math.max(0, cycle.total_issues + by);
    if (group) cycle[`${group}_issues`] = Math.max(0, cycle[`${group}_issues`] + by);
  };
  shift(from, -1);
  shift(to, 1);
}

const UNFINISHED: readonly StateGroup[] = STATE_GROUPS.filter((g) => g !== 'completed' && g !== 'cancelled');

/** Moves the unfinished counts (items and points) of one cycle to another (a transfer). */
export function moveUnfinishedCounts(d: Draft<WebState>, fromId: string, toId: string): void {
  const from = d.cyclesById[fromId];
  const to = d.cyclesById[toId];
  if (!from) return;
  for (const group of UNFINISHED) {
    const items = from[`${group}_issues`];
    const points = from[`${group}_estimate_points`];
    from[`${group}_issues`] = 0;
    from[`${group}_estimate_points`] = 0;
    from.total_issues -= items;
    from.total_estimate_points -= points;
    if (to) {
      to[`${group}_issues`] += items;
      to[`${group}_estimate_points`] += points;
      to.total_issues += items;
      to.total_estimate_points += points;
    }
  }
}

/** The state groups whose items a transfer moves (not completed, not cancelled). */
export function isUnfinishedGroup(group: StateGroup | null): boolean {
  return group === null || UNFINISHED.includes(group);
}
