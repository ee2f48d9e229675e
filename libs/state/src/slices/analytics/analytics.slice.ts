import type { AnalyticsChart, AnalyticsOverview, AnalyticsProjectRow } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import type { SliceContext, WebState } from '../../core/types';
import { analyticsKey, type AnalyticsChartParams, type AnalyticsEntry, type AnalyticsScopeParams } from './analytics-records';

/** Analytics (issue 17; work-items spec §2 analytics page, §9 default duration): read-only answers keyed by scope. */
export interface AnalyticsSlice {
  /** analyticsKey(slug, scope) → the overview (totals, created vs completed, state groups). */
  analyticsOverviews: Record<string, AnalyticsEntry<AnalyticsOverview>>;
  /** analyticsKey(slug, scope, axes) → the custom chart. */
  analyticsCharts: Record<string, AnalyticsEntry<AnalyticsChart>>;
  /** analyticsKey(slug, scope) → one row per project. */
  analyticsProjects: Record<string, AnalyticsEntry<AnalyticsProjectRow[]>>;
  /** GET analytics/overview/. Never throws; a failure is logged (the page shows it with a retry), not toasted. */
  loadAnalyticsOverview(slug: string, scope: AnalyticsScopeParams): Promise<AnalyticsOverview | undefined>;
  /** GET analytics/?x_axis=…. Never throws. */
  loadAnalyticsChart(slug: string, scope: AnalyticsScopeParams, chart: AnalyticsChartParams): Promise<AnalyticsChart | undefined>;
  /** GET analytics/projects/. Never throws. */
  loadAnalyticsProjects(slug: string, scope: AnalyticsScopeParams): Promise<AnalyticsProjectRow[] | undefined>;
}

type AnalyticsData = Pick<AnalyticsSlice, 'analyticsOverviews' | 'analyticsCharts' | 'analyticsProjects'>;
type EntryMap = 'analyticsOverviews' | 'analyticsCharts' | 'analyticsProjects';

/** The analytics slice's data when the store starts or is reset. */
export function initialAnalyticsState(): AnalyticsData {
  return { analyticsOverviews: {}, analyticsCharts: {}, analyticsProjects: {} };
}

/** Creates the analytics slice: no writes, so no optimistic updates; every answer lands under its own key. */
export function createAnalyticsSlice(ctx: SliceContext): AnalyticsSlice {
  const { store } = ctx;
  const { analytics } = ctx.deps.services;
  const scopeOf = (scope: AnalyticsScopeParams) => ({ duration: scope.duration, projectIds: scope.projectIds });
  // Entries of each map are typed by the map; the helper writes status and data the same way for all three.
  const run = <T>(map: EntryMap, action: string, key: string, call: () => Promise<T>) =>
    load<T>(store, {
      action,
      call,
      start: (d) => {
        const entries = d[map] as Record<string, AnalyticsEntry<unknown>>;
        entries[key] = { ...entries[key], status: 'loading' };
      },
      done: (d: Draft<WebState>, result) => {
        (d[map] as Record<string, AnalyticsEntry<unknown>>)[key] = { status: 'ready', data: result };
      },
      failed: (d) => {
        const entries = d[map] as Record<string, AnalyticsEntry<unknown>>;
        entries[key] = { ...entries[key], status: 'error' };
      },
      report: (error) => store.getState().logError(error),
    });
  return {
    ...initialAnalyticsState(),
    loadAnalyticsOverview: (slug, scope) =>
      run('analyticsOverviews', 'analytics/loadOverview', analyticsKey(slug, scope), () => analytics.getOverview(slug, scopeOf(scope))),
    loadAnalyticsChart: (slug, scope, chart) =>
      run('analyticsCharts', 'analytics/loadChart', analyticsKey(slug, scope, chart), () => analytics.getChart(slug, chart, scopeOf(scope))),
    loadAnalyticsProjects: (slug, scope) =>
      run('analyticsProjects', 'analytics/loadProjects', analyticsKey(slug, scope), () => analytics.getProjects(slug, scopeOf(scope))),
  };
}
