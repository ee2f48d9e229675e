import type { ActiveCycle, ActiveCyclesPage, Cycle, PlanningAnalytics, WorkItemPage } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ZERO = {
  total_issues: 0, backlog_issues: 0, unstarted_issues: 0, started_issues: 0, completed_issues: 0, cancelled_issues: 0,
  total_estimate_points: 0, backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 0,
  completed_estimate_points: 0, cancelled_estimate_points: 0,
};

/** Cycle builders for tests: cycle n of project 1 of ws-1 (the ids the shared fixtures use), pages and analytics. */
export const cycleFixtures = {
  /** The id of cycle n (00000000-…-0000000070nn). */
  id: (n: number) => id(7000 + n),
  /** Cycle n, current by default (2025-01-01 → 2025-01-14), created and owned by user 1, no items. */
  cycle: (n: number, over: Partial<Cycle> = {}): Cycle => ({
    ...ZERO, id: id(7000 + n), workspace_id: id(101), project_id: id(501), name: `Cycle ${n}`, description: '', start_date: '2025-01-01',
    end_date: '2025-01-14', owned_by_id: id(1), sort_order: 65535 * n, version: 2, status: 'current', archived_at: null, is_favorite: false,
    created_by: id(1), updated_by: null, created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Cycle n as active-cycles/ answers it (with its project's name). */
  activeCycle: (n: number, over: Partial<ActiveCycle> = {}): ActiveCycle => ({
    ...cycleFixtures.cycle(n), project_name: 'Project 1', project_identifier: 'P1', ...over,
  }),
  /** One page of active-cycles/. */
  activePage: (results: ActiveCycle[], over: Partial<ActiveCyclesPage> = {}): ActiveCyclesPage => ({
    results, total_count: results.length, next_cursor: '10:1:10', prev_cursor: '10:-1:0', next_page_results: false, ...over,
  }),
  /** One page of work items (cycle-issues/). */
  itemPage: (results: WorkItemPage['results'], over: Partial<WorkItemPage> = {}): WorkItemPage => ({
    results, total_count: results.length, next_cursor: '10:1:10', prev_cursor: '10:-1:0', next_page_results: false, ...over,
  }),
  /** Analytics of a cycle over three days (work items unless `type` says points). */
  analytics: (over: Partial<PlanningAnalytics> = {}): PlanningAnalytics => ({
    type: 'issues', total: 4, completed: 1,
    completion_chart: [
      { date: '2025-01-01', ideal: 4, actual: 4 },
      { date: '2025-01-02', ideal: 2, actual: 3 },
      { date: '2025-01-03', ideal: 0, actual: null },
    ],
    state_groups: { backlog: 1, unstarted: 1, started: 1, completed: 1, cancelled: 0 },
    assignees: [{ id: id(1), total: 3, completed: 1 }, { id: null, total: 1, completed: 0 }],
    labels: [{ id: null, total: 4, completed: 1 }],
    ...over,
  }),
};
