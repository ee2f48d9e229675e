import { ACTIVE_CYCLE_PRIORITIES, ACTIVE_CYCLES_PAGE_SIZE } from '@cairn/types';
import type { Cycle, PlanningAnalytics, PlanningAnalyticsType } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { putWorkItem } from '../work-items/work-item-records';
import { cycleKey, type CycleRecord } from './cycle-records';
import { createCycleMutations, type CycleMutations } from './cycle-mutations';

/**
 * The urgent and high priority items of an active cycle (spec §3 active-cycle issue data), one page at a time:
 * issueIds in the server's order, issueCount = the total, nextCursor / nextPageResults for "load more".
 */
export interface ActiveCycleIssues {
  issueIds: string[];
  issueCount: number;
  nextCursor: string | null;
  nextPageResults: boolean;
  perPageCount: number;
  /** 'init-loader' for the first page, 'pagination' for a next one; undefined when settled. */
  loader?: 'init-loader' | 'pagination';
}

/** The workspace's active cycles (active-cycles/), page by page. */
export interface ActiveCyclesState {
  ids: string[];
  totalCount: number;
  nextCursor: string | null;
  hasMore: boolean;
  status: LoadStatus;
  loader?: 'pagination';
}

/** A cycle's analytics by type (points and work items), as far as loaded. */
export interface CycleAnalyticsEntry {
  points?: PlanningAnalytics;
  issues?: PlanningAnalytics;
  status: LoadStatus;
}

/** Cycles (issue 13): records by id, per-project order, archived ids, the workspace's active cycles, analytics. */
export interface CyclesSlice extends CycleMutations {
  cyclesById: Record<string, CycleRecord>;
  /** project id → its cycles that are not archived, in the server's order. */
  cycleIdsByProject: Record<string, string[]>;
  cyclesStatusByProject: Record<string, LoadStatus>;
  /** project id → its archived cycles. */
  archivedCycleIdsByProject: Record<string, string[]>;
  archivedCyclesStatusByProject: Record<string, LoadStatus>;
  /** slug → the cycles of every project the user belongs to (GET workspaces/{slug}/cycles/). */
  workspaceCycleIdsBySlug: Record<string, string[]>;
  /** slug → the workspace's active cycles, paged. */
  activeCyclesBySlug: Record<string, ActiveCyclesState>;
  /** cycle id → its analytics (burndown and breakdowns) in points and in items. */
  cycleAnalyticsById: Record<string, CycleAnalyticsEntry>;
  /** cycle id → its urgent and high items (the active cycle overview). */
  activeCycleIssuesById: Record<string, ActiveCycleIssues>;
  /** GET cycles/ (spec §8: a failure is only logged). Never throws. */
  loadProjectCycles(slug: string, projectId: string): Promise<Cycle[] | undefined>;
  /** GET cycles/{id}/ (or archived-cycles/{id}/ with `archived`); only logged on failure. Never throws. */
  loadCycle(slug: string, projectId: string, cycleId: string, options?: { archived?: boolean }): Promise<Cycle | undefined>;
  /** GET archived-cycles/; only logged on failure. Never throws. */
  loadArchivedCycles(slug: string, projectId: string): Promise<Cycle[] | undefined>;
  /** GET workspaces/{slug}/cycles/; only logged on failure. Never throws. */
  loadWorkspaceCycles(slug: string): Promise<Cycle[] | undefined>;
  /** GET active-cycles/ first page (ACTIVE_CYCLES_PAGE_SIZE); only logged on failure. Never throws. */
  loadActiveCycles(slug: string): Promise<void>;
  /** The next page of active-cycles/ (nothing when there is none or one is loading). */
  loadMoreActiveCycles(slug: string): Promise<void>;
  /** GET cycles/{id}/analytics/?type= (default points); only logged on failure. Never throws. */
  loadCycleAnalytics(slug: string, projectId: string, cycleId: string, type?: PlanningAnalyticsType): Promise<PlanningAnalytics | undefined>;
  /** GET cycles/{id}/cycle-progress/: the analytics in points and items at once; only logged on failure. Never throws. */
  loadCycleProgress(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** GET cycles/{id}/progress/: the cycle's counts by state group into its record; only logged on failure. Never throws. */
  loadCycleCounts(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** GET cycle-issues/?priority=urgent,high&per_page= — the first page of the overview's items. Never throws. */
  loadActiveCycleIssues(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** The next page of the overview's items (nothing without a next page or while one loads). */
  loadMoreActiveCycleIssues(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** Reads again what the store holds of a project's cycles (live updates): lists, loaded analytics and overview items. */
  reloadProjectCycles(slug: string, projectId: string): Promise<void>;
}

type CyclesData = Pick<CyclesSlice,
  'cyclesById' | 'cycleIdsByProject' | 'cyclesStatusByProject' | 'archivedCycleIdsByProject' | 'archivedCyclesStatusByProject'
  | 'workspaceCycleIdsBySlug' | 'activeCyclesBySlug' | 'cycleAnalyticsById' | 'activeCycleIssuesById'>;

/** The cycles slice's data when the store starts or is reset. */
export function initialCyclesState(): CyclesData {
  return {
    cyclesById: {}, cycleIdsByProject: {}, cyclesStatusByProject: {}, archivedCycleIdsByProject: {}, archivedCyclesStatusByProject: {},
    workspaceCycleIdsBySlug: {}, activeCyclesBySlug: {}, cycleAnalyticsById: {}, activeCycleIssuesById: {},
  };
}

/** Forgets every cycle of a project (its lists, records, analytics). */
export function dropProjectCycles(d: Draft<WebState>, projectId: string): void {
  for (const [id, cycle] of Object.entries(d.cyclesById)) {
    if (cycle.project_id !== projectId) continue;
    delete d.cyclesById[id];
    delete d.cycleAnalyticsById[id];
    delete d.activeCycleIssuesById[id];
  }
  delete d.cycleIdsByProject[projectId];
  delete d.cyclesStatusByProject[projectId];
  delete d.archivedCycleIdsByProject[projectId];
  delete d.archivedCyclesStatusByProject[projectId];
}

/** Stores a cycle's answer, keeping an active cycle's project name learned earlier. */
export function putCycle(d: Draft<WebState>, cycle: CycleRecord): void {
  const known = d.cyclesById[cycle.id];
  d.cyclesById[cycle.id] = known?.project_name !== undefined && cycle.project_name === undefined
    ? { ...cycle, project_name: known.project_name, project_identifier: known.project_identifier }
    : cycle;
}

// Ids that still name a record after a list was replaced (the other lists of the project may hold them).
function dropUnlisted(d: Draft<WebState>, projectId: string, keep: Set<string>): void {
  const listed = new Set([...(d.cycleIdsByProject[projectId] ?? []), ...(d.archivedCycleIdsByProject[projectId] ?? []), ...keep]);
  for (const [id, cycle] of Object.entries(d.cyclesById)) {
    if (cycle.project_id === projectId && !listed.has(id)) delete d.cyclesById[id];
  }
}

/** Creates the cycles slice. */
export function createCyclesSlice(ctx: SliceContext): CyclesSlice {
  const { store, deps } = ctx;
  const { cycles } = deps.services;
  // Spec §8: cycle loads are only logged, never toasted.
  const logged = (error: unknown) => store.getState().logError(error);
  // A read that lands while a write of a cycle is queued keeps that cycle's local record and list membership: the
  // write's answer (or its rollback) decides, not an answer the server gave before it.
  const pending = (id: string) => pendingMutation(store, cycleKey(id)) !== undefined;
  const putAnswered = (d: Draft<WebState>, cycle: CycleRecord) => {
    if (!pending(cycle.id)) putCycle(d, cycle);
  };
  const mergeIds = (local: readonly string[] | undefined, answered: readonly CycleRecord[]): string[] => {
    const ids = answered.map((c) => c.id).filter((id) => !pending(id) || (local ?? []).includes(id));
    for (const id of local ?? []) if (pending(id) && !ids.includes(id)) ids.push(id);
    return ids;
  };
  const overviewParams = (cursor?: string) => ({
    priority: ACTIVE_CYCLE_PRIORITIES.join(','), per_page: ACTIVE_CYCLES_PAGE_SIZE, ...(cursor ? { cursor } : {}),
  });
  const loadIssuesPage = (slug: string, projectId: string, cycleId: string, cursor: string | undefined) => load(store, {
    action: 'cycles/loadActiveCycleIssues',
    report: logged,
    call: () => cycles.listIssues(slug, projectId, cycleId, overviewParams(cursor)),
    start: (d) => {
      const known = d.activeCycleIssuesById[cycleId];
      if (known && cursor) known.loader = 'pagination';
      else d.activeCycleIssuesById[cycleId] = { issueIds: known?.issueIds ?? [], issueCount: known?.issueCount ?? 0, nextCursor: null, nextPageResults: false, perPageCount: ACTIVE_CYCLES_PAGE_SIZE, loader: 'init-loader' };
    },
    done: (d, page) => {
      for (const item of page.results) putWorkItem(d, item);
      const known = d.activeCycleIssuesById[cycleId];
      const ids = page.results.map((item) => item.id);
      const issueIds = cursor && known ? [...known.issueIds, ...ids.filter((id) => !known.issueIds.includes(id))] : ids;
      d.activeCycleIssuesById[cycleId] = {
        issueIds, issueCount: page.total_count, nextCursor: page.next_page_results ? page.next_cursor : null,
        nextPageResults: page.next_page_results, perPageCount: ACTIVE_CYCLES_PAGE_SIZE,
      };
    },
    failed: (d) => {
      const known = d.activeCycleIssuesById[cycleId];
      if (known) delete known.loader;
    },
  }).then(() => undefined);
  const loadActivePage = (slug: string, cursor: string | undefined) => load(store, {
    action: 'cycles/loadActiveCycles',
    report: logged,
    call: () => cycles.listActive(slug, { per_page: ACTIVE_CYCLES_PAGE_SIZE, cursor }),
    start: (d) => {
      const known = d.activeCyclesBySlug[slug];
      if (known && cursor) known.loader = 'pagination';
      else d.activeCyclesBySlug[slug] = { ids: known?.ids ?? [], totalCount: known?.totalCount ?? 0, nextCursor: null, hasMore: false, status: 'loading' };
    },
    done: (d, page) => {
      for (const cycle of page.results) putAnswered(d, cycle);
      const known = d.activeCyclesBySlug[slug];
      const ids = page.results.map((c) => c.id);
      d.activeCyclesBySlug[slug] = {
        ids: cursor && known ? [...known.ids, ...ids.filter((id) => !known.ids.includes(id))] : ids,
        totalCount: page.total_count, nextCursor: page.next_page_results ? page.next_cursor : null, hasMore: page.next_page_results, status: 'ready',
      };
    },
    failed: (d) => {
      const known = d.activeCyclesBySlug[slug];
      if (!known) return;
      delete known.loader;
      if (!cursor) known.status = 'error';
    },
  }).then(() => undefined);
  const putAnalytics = (d: Draft<WebState>, cycleId: string, analytics: PlanningAnalytics) => {
    const entry = (d.cycleAnalyticsById[cycleId] ??= { status: 'ready' });
    entry[analytics.type] = analytics;
    entry.status = 'ready';
  };
  return {
    ...initialCyclesState(),
    loadProjectCycles: (slug, projectId) => load(store, {
      action: 'cycles/loadProjectCycles',
      report: logged,
      call: () => cycles.list(slug, projectId),
      start: (d) => {
        d.cyclesStatusByProject[projectId] = 'loading';
      },
      done: (d, list) => {
        for (const cycle of list) putAnswered(d, cycle);
        d.cycleIdsByProject[projectId] = mergeIds(d.cycleIdsByProject[projectId], list);
        // A cycle archived elsewhere leaves this list; it stays known only where another list holds it.
        const archived = d.archivedCycleIdsByProject[projectId];
        if (archived) d.archivedCycleIdsByProject[projectId] = archived.filter((id) => pending(id) || !list.some((c) => c.id === id));
        dropUnlisted(d, projectId, new Set(Object.values(d.activeCyclesBySlug).flatMap((a) => a.ids)));
        d.cyclesStatusByProject[projectId] = 'ready';
      },
      failed: (d) => {
        d.cyclesStatusByProject[projectId] = 'error';
      },
    }),
    loadCycle: (slug, projectId, cycleId, options = {}) => load(store, {
      action: 'cycles/loadCycle',
      report: logged,
      call: () => (options.archived ? cycles.getArchived(slug, projectId, cycleId) : cycles.get(slug, projectId, cycleId)),
      done: (d, cycle) => putAnswered(d, cycle),
    }),
    loadArchivedCycles: (slug, projectId) => load(store, {
      action: 'cycles/loadArchivedCycles',
      report: logged,
      call: () => cycles.listArchived(slug, projectId),
      start: (d) => {
        d.archivedCyclesStatusByProject[projectId] = 'loading';
      },
      done: (d, list) => {
        for (const cycle of list) putAnswered(d, cycle);
        d.archivedCycleIdsByProject[projectId] = mergeIds(d.archivedCycleIdsByProject[projectId], list);
        const live = d.cycleIdsByProject[projectId];
        if (live) d.cycleIdsByProject[projectId] = live.filter((id) => pending(id) || !list.some((c) => c.id === id));
        d.archivedCyclesStatusByProject[projectId] = 'ready';
      },
      failed: (d) => {
        d.archivedCyclesStatusByProject[projectId] = 'error';
      },
    }),
    loadWorkspaceCycles: (slug) => load(store, {
      action: 'cycles/loadWorkspaceCycles',
      report: logged,
      call: () => cycles.listWorkspace(slug),
      done: (d, list) => {
        for (const cycle of list) putAnswered(d, cycle);
        d.workspaceCycleIdsBySlug[slug] = list.map((c) => c.id);
      },
    }),
    loadActiveCycles: (slug) => loadActivePage(slug, undefined),
    loadMoreActiveCycles: async (slug) => {
      const page = store.getState().activeCyclesBySlug[slug];
      if (!page?.hasMore || !page.nextCursor || page.loader) return;
      await loadActivePage(slug, page.nextCursor);
    },
    loadCycleAnalytics: (slug, projectId, cycleId, type = 'points') => load(store, {
      action: 'cycles/loadCycleAnalytics',
      report: logged,
      call: () => cycles.analytics(slug, projectId, cycleId, type),
      start: (d) => {
        const entry = (d.cycleAnalyticsById[cycleId] ??= { status: 'loading' });
        if (!entry[type]) entry.status = 'loading';
      },
      done: (d, analytics) => putAnalytics(d, cycleId, { ...analytics, type: analytics.type ?? type }),
      failed: (d) => {
        const entry = d.cycleAnalyticsById[cycleId];
        if (entry && !entry[type]) entry.status = 'error';
      },
    }),
    loadCycleProgress: (slug, projectId, cycleId) => load(store, {
      action: 'cycles/loadCycleProgress',
      report: logged,
      call: () => cycles.cycleProgress(slug, projectId, cycleId),
      start: (d) => {
        const entry = (d.cycleAnalyticsById[cycleId] ??= { status: 'loading' });
        if (!entry.points && !entry.issues) entry.status = 'loading';
      },
      done: (d, progress) => {
        putAnalytics(d, cycleId, { ...progress.points, type: 'points' });
        putAnalytics(d, cycleId, { ...progress.issues, type: 'issues' });
      },
      failed: (d) => {
        const entry = d.cycleAnalyticsById[cycleId];
        if (entry && !entry.points && !entry.issues) entry.status = 'error';
      },
    }).then(() => undefined),
    loadCycleCounts: (slug, projectId, cycleId) => load(store, {
      action: 'cycles/loadCycleCounts',
      report: logged,
      call: () => cycles.progress(slug, projectId, cycleId),
      done: (d, counts) => {
        const cycle = d.cyclesById[cycleId];
        if (cycle) Object.assign(cycle, counts);
      },
    }).then(() => undefined),
    loadActiveCycleIssues: (slug, projectId, cycleId) => loadIssuesPage(slug, projectId, cycleId, undefined),
    loadMoreActiveCycleIssues: async (slug, projectId, cycleId) => {
      const issues = store.getState().activeCycleIssuesById[cycleId];
      if (!issues?.nextPageResults || !issues.nextCursor || issues.loader) return;
      await loadIssuesPage(slug, projectId, cycleId, issues.nextCursor);
    },
    reloadProjectCycles: async (slug, projectId) => {
      const s = store.getState();
      const reads: Array<Promise<unknown>> = [];
      if (s.cycleIdsByProject[projectId]) reads.push(s.loadProjectCycles(slug, projectId));
      if (s.archivedCycleIdsByProject[projectId]) reads.push(s.loadArchivedCycles(slug, projectId));
      for (const [id, cycle] of Object.entries(s.cyclesById)) {
        if (cycle.project_id !== projectId) continue;
        if (s.cycleAnalyticsById[id]) reads.push(s.loadCycleProgress(slug, projectId, id));
        if (s.activeCycleIssuesById[id]) reads.push(s.loadActiveCycleIssues(slug, projectId, id));
      }
      await Promise.all(reads);
    },
    ...createCycleMutations(ctx),
  };
}
