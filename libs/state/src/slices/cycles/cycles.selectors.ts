import type { CycleTab, PlanningAnalytics, PlanningAnalyticsType } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { isActiveCycle, isCompletedCycle, isIncompleteCycle, statusOf, type CycleRecord } from './cycle-records';
import type { ActiveCycleIssues, ActiveCyclesState } from './cycles.slice';

// Cycles without dates (drafts) sort after the dated ones.
const byStart = (a: CycleRecord, b: CycleRecord) => (a.start_date ?? '9999').localeCompare(b.start_date ?? '9999') || a.sort_order - b.sort_order;
const byEndDesc = (a: CycleRecord, b: CycleRecord) => (b.end_date ?? '').localeCompare(a.end_date ?? '') || a.sort_order - b.sort_order;
const byName = (a: CycleRecord, b: CycleRecord) => a.name.localeCompare(b.name);

// Like core/memo's derived, but remembering every key of a source: one screen asks for several tabs of the same list.
function derivedByKey<S extends object, R>(compute: (source: S, key: string) => R): (source: S, key: string) => R {
  const cache = new WeakMap<S, Map<string, R>>();
  return (source, key) => {
    let byKey = cache.get(source);
    if (!byKey) cache.set(source, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, compute(source, key));
    return byKey.get(key) as R;
  };
}

/** The cycles of one tab of the cycles screen (without archived; see selectArchivedCycles). */
const ofTab = derivedByKey((cycles: readonly CycleRecord[], key: string): readonly CycleRecord[] => {
  const [tab, today] = key.split('|');
  switch (tab as CycleTab) {
    case 'active':
      return cycles.filter((c) => isActiveCycle(c, today)).sort(byStart);
    case 'upcoming': {
      // Dated upcoming cycles first (soonest first), then the drafts without dates (spec §3 status draft).
      const upcoming = cycles.filter((c) => statusOf(c) === 'upcoming' && !isCompletedCycle(c, today)).sort(byStart);
      const drafts = cycles.filter((c) => statusOf(c) === 'draft' && !isCompletedCycle(c, today)).sort(byName);
      return [...upcoming, ...drafts];
    }
    case 'completed':
      return cycles.filter((c) => isCompletedCycle(c, today)).sort(byEndDesc);
    default:
      return EMPTY;
  }
});

const incomplete = derivedByKey((cycles: readonly CycleRecord[], key: string): readonly CycleRecord[] => {
  const [except, today] = key.split('|');
  return cycles.filter((c) => c.id !== except && isIncompleteCycle(c, today)).sort(byStart);
});

// Favorites across the workspace's projects: every known record (project lists, workspace list, active cycles).
const favorites = derivedByKey((byId: Record<string, CycleRecord>, key: string): readonly CycleRecord[] => {
  const projectIds = key.split('|');
  const rank = new Map(projectIds.map((id, i) => [id, i]));
  return Object.values(byId)
    .filter((c) => c.is_favorite && c.archived_at === null && rank.has(c.project_id))
    .sort((a, b) => (rank.get(a.project_id) ?? 0) - (rank.get(b.project_id) ?? 0) || a.name.localeCompare(b.name));
});

/** A project's cycles that are not archived, in the server's order (a stable array between renders). */
export const selectProjectCycles = (state: WebState, projectId: string): readonly CycleRecord[] =>
  listOf(state.cycleIdsByProject[projectId], state.cyclesById);

/**
 * The cycles of a tab on `today` (YYYY-MM-DD): active = status current (case-insensitive) and not ended; upcoming =
 * status upcoming, then the drafts (no dates); completed = status completed or end date passed (newest end first).
 * 'archived' answers the archived list.
 */
export const selectCyclesByTab = (state: WebState, projectId: string, tab: CycleTab, today: string): readonly CycleRecord[] =>
  tab === 'archived' ? selectArchivedCycles(state, projectId) : ofTab(selectProjectCycles(state, projectId), `${tab}|${today}`);

/** The project's current cycle (the first active one), if any. */
export const selectActiveCycle = (state: WebState, projectId: string, today: string): CycleRecord | undefined =>
  selectCyclesByTab(state, projectId, 'active', today)[0];

/** Cycles a completed cycle's items may move to: not ended, not archived, not completed (spec §4), except `exceptId`. */
export const selectTransferTargets = (state: WebState, projectId: string, exceptId: string, today: string): readonly CycleRecord[] =>
  incomplete(selectProjectCycles(state, projectId), `${exceptId}|${today}`);

/** A project's archived cycles. */
export const selectArchivedCycles = (state: WebState, projectId: string): readonly CycleRecord[] =>
  listOf(state.archivedCycleIdsByProject[projectId], state.cyclesById);

/** One cycle. */
export const selectCycle = (state: WebState, cycleId: string): CycleRecord | undefined => state.cyclesById[cycleId];

/** Where a project's cycle list stands. */
export const selectCyclesStatus = (state: WebState, projectId: string): LoadStatus => state.cyclesStatusByProject[projectId] ?? 'idle';

/** Where a project's archived cycle list stands. */
export const selectArchivedCyclesStatus = (state: WebState, projectId: string): LoadStatus => state.archivedCyclesStatusByProject[projectId] ?? 'idle';

/** The favorite cycles (not archived) of the workspace's projects that the store knows, by project then name. */
export const selectFavoriteCycles = (state: WebState, slug: string): readonly CycleRecord[] =>
  favorites(state.cyclesById, (state.projectIdsBySlug[slug] ?? []).join('|'));

/** The workspace's active cycles page (active-cycles/), if loaded. */
export const selectActiveCyclesPage = (state: WebState, slug: string): ActiveCyclesState | undefined => state.activeCyclesBySlug[slug];

/** The records of the workspace's active cycles, in the server's order. */
export const selectWorkspaceActiveCycles = (state: WebState, slug: string): readonly CycleRecord[] =>
  listOf(state.activeCyclesBySlug[slug]?.ids, state.cyclesById);

/** A cycle's analytics of one type, if loaded. */
export const selectCycleAnalytics = (state: WebState, cycleId: string, type: PlanningAnalyticsType): PlanningAnalytics | undefined =>
  state.cycleAnalyticsById[cycleId]?.[type];

/** Where a cycle's analytics stand. */
export const selectCycleAnalyticsStatus = (state: WebState, cycleId: string): LoadStatus => state.cycleAnalyticsById[cycleId]?.status ?? 'idle';

/** The active cycle overview's urgent and high items (issueIds, issueCount, nextCursor, nextPageResults, perPageCount). */
export const selectActiveCycleIssues = (state: WebState, cycleId: string): ActiveCycleIssues | undefined => state.activeCycleIssuesById[cycleId];

/** True when the store holds any of a project's cycle lists (live events then read them again). */
export const hasCyclesOf = (state: WebState, projectId: string): boolean =>
  state.cycleIdsByProject[projectId] !== undefined || state.archivedCycleIdsByProject[projectId] !== undefined;
