import type { AnalyticsChart, AnalyticsOverview, AnalyticsProjectRow } from '@cairn/types';

// Test data of the analytics answers (exported for the apps' tests).

function overview(over: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    duration: 'last_30_days',
    start_date: '2026-10-28',
    end_date: '2026-11-26',
    totals: {
      work_items: 12, open: 7, completed: 4, cancelled: 1, overdue: 2, created_in_duration: 5, completed_in_duration: 3,
      projects: 2, members: 3, cycles: 1, modules: 2,
    },
    created_vs_completed: [
      { date: '2026-11-24', created: 2, completed: 1 },
      { date: '2026-11-25', created: 0, completed: 2 },
      { date: '2026-11-26', created: 3, completed: 0 },
    ],
    bucket: 'day',
    state_groups: [
      { group: 'backlog', count: 3 },
      { group: 'unstarted', count: 2 },
      { group: 'started', count: 2 },
      { group: 'completed', count: 4 },
      { group: 'cancelled', count: 1 },
    ],
    ...over,
  };
}

function chart(over: Partial<AnalyticsChart> = {}): AnalyticsChart {
  return {
    x_axis: 'state_group', y_axis: 'work_item_count', segment: null, duration: 'last_30_days',
    rows: [
      { key: 'backlog', name: 'Backlog', color: null, value: 3 },
      { key: 'started', name: 'Started', color: null, value: 2 },
      { key: 'completed', name: 'Completed', color: null, value: 4 },
    ],
    segments: [],
    total: 9,
    ...over,
  };
}

function projectRow(n: number, over: Partial<AnalyticsProjectRow> = {}): AnalyticsProjectRow {
  return {
    project_id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
    name: `Project ${n}`, identifier: `P${n}`, total: 6,
    state_groups: { backlog: 1, unstarted: 1, started: 1, completed: 2, cancelled: 1 },
    overdue: 1, completed_in_duration: 2, members: 3, cycles: 1, modules: 1,
    ...over,
  };
}

/** Builders of analytics answers for tests. */
export const analyticsFixtures = { overview, chart, projectRow };
